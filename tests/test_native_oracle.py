"""The bundled scenarios on the native engine: ygopro-core with the real scripts must pass each
one the harness passes.

Needs, outside this project (never copied in): YGO_NATIVE_ORACLE, the folder of the native
oracle driver (shared/tools/native-oracle: oracle.py, with the core built as a library where its
README says, or ORACLE_LIB pointing at it), and YGO_SCRIPTS_CHECKOUT, a checkout of
Fluorohydride/ygopro-scripts. Skipped otherwise. Every bundled scenario without a `scripts:`
folder of its own runs on both engines; where the oracle cannot express a scenario (SKIPPED,
with the feature it names) the test is skipped with that reason.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bundled_suite import scenarios_on_shared_scripts
from harness.scenario.loader import load_scenario
from harness.scenario.runner import RunOptions, run_scenario

ROOT = Path(__file__).resolve().parent.parent
ORACLE = os.environ.get("YGO_NATIVE_ORACLE")
CHECKOUT = os.environ.get("YGO_SCRIPTS_CHECKOUT")
SCENARIOS = list(scenarios_on_shared_scripts())

pytestmark = pytest.mark.skipif(
    not (ORACLE and CHECKOUT),
    reason="set YGO_NATIVE_ORACLE (the native oracle's folder) and YGO_SCRIPTS_CHECKOUT (ygopro-scripts)")

# Scenarios the engine agrees with but the unmodified oracle driver cannot check, each with the
# driver's limitation; both pass on a copy of the driver with that check relaxed (see the
# scenario's description). Kept short: a rules difference never goes here.
DRIVER_LIMITS = {
    "r37_artorigus_not_on_the_field_at_resolution_equip_spells_stay_in_the_gy":
        "the driver's xyz_summon step requires the monster on the field after its summon's chain, and it reuses "
        "a `triggers:` answer given through a yes/no prompt",
    "r37_artorigus_returned_to_the_extra_deck_in_response_equips_nothing":
        "the driver's xyz_summon step requires the monster on the field after its summon's chain",
    "trap_activation_is_not_offered_from_the_gy":
        "outside the turn player's idle prompt the driver asks Effect.IsActivatable, which never checks the "
        "effect's range (libeffect.cpp effect_is_activatable -> effect::is_activateable), and it matches an "
        "effect by its description, which both of this card's effects leave at 0",
    "pendulum_monster_level_is_its_level_not_its_scales":
        "the driver packs the Pendulum Scales into the card data's level (level | lscale << 24 | rscale << 16), "
        "where the core keeps them in their own fields (card::get_level reads data.level)",
}

_VERDICT = re.compile(r"^(PASS|FAIL|SKIPPED|ERROR) (\S+\.yaml)")


@pytest.fixture(scope="module")
def native_results():
    """file -> (verdict, the oracle's lines about it), from one run of the oracle on every file."""
    env = dict(os.environ, YGO_REAL_SCRIPTS=CHECKOUT)
    run = subprocess.run([sys.executable, str(Path(ORACLE) / "oracle.py"), "--cdb", str(ROOT / "scripts" / "cards.yaml"),
                          *map(str, SCENARIOS)], capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)
    results, current = {}, None
    for line in run.stdout.splitlines():
        match = _VERDICT.match(line)
        if match:
            current = str(Path(match.group(2)).resolve())
            results[current] = (match.group(1), [])
        elif current and line.startswith("    "):
            results[current][1].append(line.strip())
    if not results:
        pytest.fail(f"the native oracle printed no verdict:\n{run.stdout[-2000:]}\n{run.stderr[-2000:]}")
    return results


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_bundled_scenario_agrees_with_the_native_engine(path, native_results):
    scenario = load_scenario(path)
    if any("created" in step.data for step in scenario.steps):
        pytest.skip("the native oracle cannot name the cards a step creates (`created:`)")
    if path.stem in DRIVER_LIMITS:
        run_scenario(scenario, RunOptions(scripts=[Path(CHECKOUT)]))      # the harness with the real scripts still runs
        pytest.skip("the native oracle's driver cannot check it: " + DRIVER_LIMITS[path.stem])
    verdict, lines = native_results.get(str(path.resolve()), ("missing", ["the oracle gave no verdict"]))
    if verdict == "SKIPPED":
        pytest.skip("the native oracle cannot run it: " + "; ".join(lines))
    assert verdict == "PASS", "the native engine disagrees with the scenario:\n" + "\n".join(lines)
    run_scenario(scenario, RunOptions(scripts=[Path(CHECKOUT)]))
