"""The bundled scenarios, run against a checkout of the real script repository.

Set YGO_SCRIPTS_CHECKOUT to a checkout of Fluorohydride/ygopro-scripts (never copied into this
project). Its own constant.lua, utility.lua and procedure.lua are loaded, and its c<code>.lua
files replace the bundled ones, so the same scenarios must give the same results. The script-bug
checks are off here: this compares rule behaviour (check-scripts and sweep-equips report the
real scripts' own mistakes).
"""
import os
from pathlib import Path

import pytest

from harness.cli import scenario_files
from harness.scenario.loader import load_scenario
from harness.scenario.runner import RunOptions, run_scenario

CHECKOUT = os.environ.get("YGO_SCRIPTS_CHECKOUT")
# Scenarios with a `scripts:` folder of their own run their own scripts (deliberately broken ones,
# say) before any configured folder: nothing of the real repository to compare there.
SCENARIOS = [p for p in scenario_files([Path(__file__).resolve().parent.parent / "scenarios"])
             if not load_scenario(p).scripts]

pytestmark = pytest.mark.skipif(not CHECKOUT, reason="set YGO_SCRIPTS_CHECKOUT to a ygopro-scripts checkout")


# Where the real script (not the engine) gives another result than the ruling the scenario
# encodes: findings about the real scripts, listed in docs/rulings.md.
KNOWN_DIFFERENCES = {
    "r13_equip_condition_unmet_at_resolution_sends_to_grave":
        "c84740193 does not recheck its equip condition at resolution: it equips, then the adjust pass "
        "destroys it (REASON_DESTROY+REASON_RULE) where the ruling says it is sent to the GY unequipped",
    "r26_type_changed_in_response_equip_not_equipped":
        "c3492538 does not recheck its equip limit at resolution: it equips, then is destroyed by rule, "
        "so the equipped monster's 'equip card sent to the GY' effect could activate, against R26",
    "r75_morale_boost_counts_facedown_equip":
        "c93671934 reads the controller of the Equip Card after it left the field (its owner), so the "
        "damage goes to the owner, not to the player who controlled the Equip Card",
    "r53_trap_used_as_equip_stays_a_trap":
        "c68540058 registers its equip limit only when it equips: the scenario's board pre-equip cannot "
        "reproduce it (the harness reports that at the board entry)",
    "r57_royal_decree_negates_equipped_trap_which_stays_equipped":
        "c68540058 registers its equip limit only when it equips: the scenario's board pre-equip cannot "
        "reproduce it (the harness reports that at the board entry)",
}


def _case(path):
    reason = KNOWN_DIFFERENCES.get(path.stem)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(path, marks=marks, id=path.stem)


@pytest.mark.parametrize("path", [_case(p) for p in SCENARIOS])
def test_bundled_scenario_with_real_scripts(path):
    run_scenario(load_scenario(path), RunOptions(scripts=[Path(CHECKOUT)], checks=False))
