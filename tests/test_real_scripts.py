"""The bundled scenarios, run against a checkout of the real script repository.

Set YGO_SCRIPTS_CHECKOUT to a checkout of Fluorohydride/ygopro-scripts (never copied into this
project). Its own constant.lua, utility.lua and procedure.lua are loaded, and its c<code>.lua
files replace the bundled ones, so the same scenarios must give the same results.
"""
import os
from pathlib import Path

import pytest

from harness.cli import scenario_files
from harness.scenario.loader import load_scenario
from harness.scenario.runner import RunOptions, run_scenario

CHECKOUT = os.environ.get("YGO_SCRIPTS_CHECKOUT")
SCENARIOS = scenario_files([Path(__file__).resolve().parent.parent / "scenarios"])

pytestmark = pytest.mark.skipif(not CHECKOUT, reason="set YGO_SCRIPTS_CHECKOUT to a ygopro-scripts checkout")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_bundled_scenario_with_real_scripts(path):
    run_scenario(load_scenario(path), RunOptions(scripts=[Path(CHECKOUT)]))
