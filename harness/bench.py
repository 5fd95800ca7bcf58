"""`ygo-harness bench`: in one run, the parse baseline (a bare Lua state compiling
constant.lua, utility.lua and procedure.lua from source, as the native engine does for every
duel), the time to create a duel with the script environment loaded (Lua state, API tables, the
three files), their ratio, the median time per scenario, and scripts loaded per second
(`--corpus DIR`, default the bundled scripts/, the way check-scripts runs them). With
`--scripts DIR` the support files and scripts come from DIR (e.g. the real ygopro-scripts).

The scenarios are untrusted: each is loaded and timed in a worker process (harness.isolation),
stopped after the limit per run, unless isolation is off (`--no-isolate`)."""
import statistics
import time
from pathlib import Path

import lupa.lua54 as lupa

from harness.isolation import Isolation, TaskWorker, TimedOut, WorkerDied, WorkerError, WorkerOutOfMemory, fit_memory
from harness.lua import reuse
from harness.scenario.loader import ScenarioError, load_scenario
from harness.scenario.runner import ScenarioFailed, run_scenario
from harness.session import DuelSession


def _median_seconds(action, repeat, warm_up=0):
    for _ in range(warm_up):
        action()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _support_files(script_dirs):
    """The constant/utility/procedure files a duel with these folders loads."""
    from harness.lua.host import SUPPORT_FILES, support_file
    return [support_file(script_dirs, name) for name in SUPPORT_FILES]


def _parse_baseline(paths):
    """A bare Lua state (no sandbox, no API) compiling the three files from source."""
    texts = [Path(p).read_bytes() for p in paths]
    runtime = lupa.LuaRuntime(encoding=None)
    load = runtime.globals().load
    for text in texts:
        if load(text) is None:
            raise SystemExit(f"ygo-harness bench: a support file does not compile: {paths}")

    def parse():
        fresh = lupa.LuaRuntime(encoding=None).globals().load
        for text in texts:
            fresh(text)
    return parse


def _time_scenario(emit, options, path, repeat):
    """("ok", the median time of `repeat` runs of one scenario) or ("failed", why); emits after
    each run, so the parent's clock restarts."""
    try:
        scenario = load_scenario(path, scope=options.scope)

        def run():
            with reuse.duels():       # as `run` runs a file: the state taken, then put back for the next
                run_scenario(scenario, options)
            emit(None)
        return "ok", _median_seconds(run, repeat)
    except (ScenarioFailed, ScenarioError) as error:
        return "failed", str(error).splitlines()[0]


def _scenario_times(files, options, repeat, isolation):
    """(median seconds of each scenario that passed, [(path, why) of the others])."""
    times, failed = [], []
    worker = None
    if isolation.enabled:
        worker = TaskWorker(_time_scenario, options, memory_mb=fit_memory(isolation.memory_mb, 1)[1])
    try:
        for path in files:
            try:
                if worker is None:
                    outcome, value = _time_scenario(lambda _: None, options, str(path), repeat)
                else:
                    outcome, value = worker.call(str(path), repeat, timeout=isolation.timeout, per_item=True)
            except TimedOut:
                outcome, value = "failed", f"a run exceeded its time limit of {isolation.timeout:g} s and was stopped"
            except WorkerDied as died:
                outcome, value = "failed", f"the process running it died ({died})"
            except WorkerOutOfMemory:
                outcome, value = "failed", f"it exceeded the worker's memory limit ({worker.memory_mb} MB)"
            except WorkerError as error:
                outcome, value = "failed", f"internal error of the harness: {error}"
            if outcome == "ok":
                times.append(value)
            else:
                failed.append((path, value))
    finally:
        if worker is not None:
            worker.stop()
    return times, failed


def run_bench(files, options, repeat, corpus_folder=None, isolation=Isolation()):
    support = _support_files(options.scripts)
    samples = max(repeat, 51)             # both are short: many samples, after a warm-up
    baseline = _median_seconds(_parse_baseline(support), samples, warm_up=5)
    duel_creation = _median_seconds(lambda: DuelSession(scripts=options.scripts, cdb=options.cdb), samples, warm_up=5)
    per_scenario, failed = _scenario_times(files, options, repeat, isolation)
    print(f"support files: {', '.join(str(p) for p in support)}")
    print(f"parse baseline (a bare Lua state compiling them from source): {baseline * 1000:.2f} ms")
    print(f"duel creation (Lua state + API + constant/utility/procedure): {duel_creation * 1000:.2f} ms "
          f"(median of {samples}); {duel_creation / baseline:.2f}x the parse baseline")
    if per_scenario:
        print(f"scenarios: {len(per_scenario)}; median time per scenario: {statistics.median(per_scenario) * 1000:.2f} ms; "
              f"slowest: {max(per_scenario) * 1000:.2f} ms; whole suite: {sum(per_scenario):.3f} s; "
              f"median scenario {statistics.median(per_scenario) / baseline:.2f}x the parse baseline, "
              f"{statistics.median(per_scenario) / duel_creation:.2f}x a fresh duel")
    from harness.probe.corpus import check_scripts
    from harness.lua.host import BUNDLED_SCRIPTS
    folder = corpus_folder or BUNDLED_SCRIPTS
    start = time.perf_counter()
    results = check_scripts(folder, options.cdb, isolation=isolation)
    elapsed = time.perf_counter() - start
    print(f"scripts: {len(results)} loaded from {folder} in {elapsed:.2f} s: "
          f"{len(results) / max(elapsed, 1e-9):.0f} scripts/s (initial_effect, all cores)")
    for path, why in failed:
        print(f"FAIL {path}: {why} (not timed)")
    return 1 if failed else 0
