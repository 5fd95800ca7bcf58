"""The bundled scenarios that run on the bundled (or a configured) script folder: those without a
`scripts:` folder of their own. Found once per process, for every module that needs the list at
collection (test_real_scripts.py, test_native_oracle.py), from the files' top-level `scripts:` key
(plain YAML: these are the project's own files, and every xdist worker reads them all)."""
import functools
from pathlib import Path

import yaml

from harness.cli import scenario_files

ROOT = Path(__file__).resolve().parent.parent
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@functools.cache
def scenarios_on_shared_scripts() -> tuple[Path, ...]:
    return tuple(path for path in scenario_files([ROOT / "scenarios"])
                 if not yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER).get("scripts"))
