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
# script_checks/ shows the checks on deliberately broken scripts of its own: nothing to compare.
SCENARIOS = [p for p in scenario_files([Path(__file__).resolve().parent.parent / "scenarios"])
             if "script_checks" not in p.parts]

pytestmark = pytest.mark.skipif(not CHECKOUT, reason="set YGO_SCRIPTS_CHECKOUT to a ygopro-scripts checkout")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_bundled_scenario_with_real_scripts(path):
    run_scenario(load_scenario(path), RunOptions(scripts=[Path(CHECKOUT)], checks=False))
