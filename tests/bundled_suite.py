"""The bundled scenarios that run on the bundled (or a configured) script folder: those without a
`scripts:` folder of their own. Found once per process, for every module that needs the list at
collection (test_real_scripts.py, test_native_oracle.py)."""
import functools
from pathlib import Path

from harness.cli import scenario_files
from harness.scenario.loader import load_scenario, warm_up

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def scenarios_on_shared_scripts() -> tuple[Path, ...]:
    files = scenario_files([ROOT / "scenarios"])
    warm_up(len(files))             # the compiled schema, as a run of the whole suite loads them
    return tuple(path for path in files if not load_scenario(path).scripts)
