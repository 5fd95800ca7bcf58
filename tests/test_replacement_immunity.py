"""Replacement effects, immunity and chain limits (issue 14): the scenarios that pin them pass
on the harness with the project's scripts (run_scenario raises ScenarioFailed otherwise)."""
from pathlib import Path

import pytest

from harness.scenario.loader import load_scenario
from harness.scenario.runner import run_scenario

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(p for folder in ("replacement", "immunity", "chain_limits")
               for p in (ROOT / "scenarios" / folder).glob("*.yaml"))


def test_each_folder_has_at_least_three_scenarios():
    for folder in ("replacement", "immunity", "chain_limits"):
        assert len(list((ROOT / "scenarios" / folder).glob("*.yaml"))) >= 3


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_passes(path):
    run_scenario(load_scenario(path))
