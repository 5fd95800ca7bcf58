"""The bundled scenarios, run against a checkout of the real script repository.

Set YGO_SCRIPTS_CHECKOUT to a checkout of Fluorohydride/ygopro-scripts (never copied into this
project). Its own constant.lua, utility.lua and procedure.lua are loaded, and its c<code>.lua
files replace the bundled ones, so the same scenarios must give the same results, with the
script-bug checks at their default levels: a check must not fail an unmodified real script
that the real engine runs (tests/test_native_oracle.py runs the same files on the engine).
A bundled script that carries a real card's code behaves as the real script does; a card
written to show a ruling the real script does not follow has a code of its own (99xxxxxx).
"""
import os
from pathlib import Path

import pytest

from bundled_suite import scenarios_on_shared_scripts
from harness.scenario.loader import load_scenario
from harness.scenario.runner import RunOptions, run_scenario

CHECKOUT = os.environ.get("YGO_SCRIPTS_CHECKOUT")
# Scenarios with a `scripts:` folder of their own run their own scripts (deliberately broken ones,
# say) before any configured folder: nothing of the real repository to compare there.
SCENARIOS = list(scenarios_on_shared_scripts())

pytestmark = pytest.mark.skipif(not CHECKOUT, reason="set YGO_SCRIPTS_CHECKOUT to a ygopro-scripts checkout")


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_bundled_scenario_with_real_scripts(path):
    run_scenario(load_scenario(path), RunOptions(scripts=[Path(CHECKOUT)]))
