"""`ygo-harness bench`: median time per scenario, and the time to create a duel with the
script environment loaded (Lua state, API tables, constant/utility/procedure)."""
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


def run_bench(files, options, repeat):
    scenarios = [load_scenario(path) for path in files]
    duel_creation = _median_seconds(lambda: DuelSession(scripts=options.scripts, cdb=options.cdb), repeat)
    per_scenario = []
    for scenario in scenarios:
        per_scenario.append(_median_seconds(lambda: run_scenario(scenario, options), repeat))
    print(f"duel creation (Lua state + API + constant/utility/procedure): {duel_creation * 1000:.2f} ms (median of {repeat})")
    if per_scenario:
        print(f"scenarios: {len(per_scenario)}; median time per scenario: {statistics.median(per_scenario) * 1000:.2f} ms; "
              f"slowest: {max(per_scenario) * 1000:.2f} ms; whole suite: {sum(per_scenario):.3f} s")
    return 0
