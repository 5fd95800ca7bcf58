"""One scenario run in a worker process (harness.isolation.TaskWorker): against the original
scripts, with line coverage on, to learn which of the watched scripts the run loaded and which
of their lines ran; or with a mutant's folder first in the script search order.

A mutant's folder holds only the mutated file, so putting it before the scenario's own `scripts:`
folders replaces that one file (c<code>.lua, or a support file such as utility.lua) and nothing
else. Each mutant has its own folder: the harness caches script text by path for the process.
Scenario files are loaded once per worker process and kept (a worker runs many mutants)."""
import dataclasses
import os
import time
from pathlib import Path

from harness.engine.state.errors import ScriptError
from harness.lua import observed, reuse
from harness.lua.host import SUPPORT_FILES, support_file
from harness.scenario.loader import ScenarioError, load_scenario
from harness.scenario.runner import ScenarioFailed, run_scenario

_scenarios = {}         # path -> Scenario or ScenarioError, for this process


def _scenario(path, options):
    if path not in _scenarios:
        try:
            _scenarios[path] = load_scenario(Path(path), scope=options.scope)
        except ScenarioError as error:
            _scenarios[path] = error
    return _scenarios[path]


def run(emit, options, path, mutant_folder=None, watched=()):
    """{"passed", "message" (the failure's first line), "seconds", "reach": {watched real path:
    (loaded, [lines run])}} for one scenario file. `watched`: the real paths of the scripts being
    mutated (the original run only, with coverage on)."""
    scenario = _scenario(path, options)
    if isinstance(scenario, ScenarioError):
        return {"passed": False, "message": _first_line(scenario), "seconds": 0.0, "reach": {}}
    if mutant_folder is not None:
        scenario = dataclasses.replace(scenario, scripts=[Path(mutant_folder), *scenario.scripts])
    observed.take()
    observed.set_coverage(bool(watched))
    start = time.perf_counter()
    try:
        with reuse.duels():       # (not with coverage on: the original run's duels are fresh)
            run_scenario(scenario, options)
        passed, message = True, ""
    except (ScenarioFailed, ScenarioError) as failure:
        passed, message = False, _first_line(failure)
    except MemoryError:                   # the worker reports it (harness.isolation)
        raise
    except Exception as error:            # a harness bug the mutant reached: the scenario does not pass
        passed, message = False, f"internal error of the harness: {type(error).__name__}: {_first_line(error)}"
    finally:
        seconds = time.perf_counter() - start
        loaded, hits = observed.take()
        observed.set_coverage(False)
    reach = _reach(scenario, options, watched, loaded, hits) if watched else {}
    return {"passed": passed, "message": message, "seconds": seconds, "reach": reach}


def _reach(scenario, options, watched, loaded, hits):
    loaded = {os.path.realpath(p) for p in loaded}
    folders = [*scenario.scripts, *options.scripts]
    for name in SUPPORT_FILES:
        try:
            loaded.add(os.path.realpath(support_file(folders, name, options.scope)))
        except ScriptError:               # out of the run's scope: the duel did not load it either
            pass
    lines = {}
    for source, counts in hits.items():
        real = os.path.realpath(source)
        if real in watched:
            lines.setdefault(real, set()).update(counts)
    return {real: (real in loaded, sorted(lines.get(real, ()))) for real in watched}


def _first_line(error):
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
