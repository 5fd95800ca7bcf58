"""`ygo-harness bench`: median time per scenario, the time to create a duel with the script
environment loaded (Lua state, API tables, constant/utility/procedure), and scripts loaded per
second (`--corpus DIR`, default the bundled scripts/, the way check-scripts runs them)."""
import statistics
import time

from harness.scenario.loader import load_scenario
from harness.scenario.runner import run_scenario
from harness.session import DuelSession


def _median_seconds(action, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run_bench(files, options, repeat, corpus_folder=None):
    scenarios = [load_scenario(path) for path in files]
    duel_creation = _median_seconds(lambda: DuelSession(scripts=options.scripts, cdb=options.cdb), repeat)
    per_scenario = []
    for scenario in scenarios:
        per_scenario.append(_median_seconds(lambda: run_scenario(scenario, options), repeat))
    print(f"duel creation (Lua state + API + constant/utility/procedure): {duel_creation * 1000:.2f} ms (median of {repeat})")
    if per_scenario:
        print(f"scenarios: {len(per_scenario)}; median time per scenario: {statistics.median(per_scenario) * 1000:.2f} ms; "
              f"slowest: {max(per_scenario) * 1000:.2f} ms; whole suite: {sum(per_scenario):.3f} s")
    from harness.corpus import check_scripts
    from harness.lua.host import BUNDLED_SCRIPTS
    folder = corpus_folder or BUNDLED_SCRIPTS
    start = time.perf_counter()
    results = check_scripts(folder, options.cdb)
    elapsed = time.perf_counter() - start
    print(f"scripts: {len(results)} loaded from {folder} in {elapsed:.2f} s: "
          f"{len(results) / max(elapsed, 1e-9):.0f} scripts/s (initial_effect, all cores)")
    return 0
