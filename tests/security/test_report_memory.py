"""Class 3 of the second hardening round: a failure report never holds two large duels at once.
The board before a failed step is drawn by replaying the steps before it in a second duel; past
the runner's sizes (REPLAY_MAX_*), the report leaves that board out and says why."""
import textwrap

import pytest

from harness.scenario import runner
from harness.scenario.loader import load_scenario
from harness.scenario.runner import ScenarioFailed, run_scenario

SCENARIO = """\
    name: a step that fails on a board
    board:
      - {as: a, code: 46986414, player: 0, location: mzone}
      - {as: b, code: 89631139, player: 1, location: mzone}
      - {as: c, code: 91152256, player: 0, location: hand}
      - {as: d, code: 91152256, player: 0, location: hand}
    steps:
      - summon: c
      - summon: d           # a second Normal Summon this turn: refused
    """


def failure(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(textwrap.dedent(SCENARIO), encoding="utf-8")
    with pytest.raises(ScenarioFailed) as caught:
        run_scenario(load_scenario(path))
    return str(caught.value)


def test_a_small_duel_gets_its_board_before_the_failed_step(tmp_path):
    report = failure(tmp_path)
    assert "Board before the step:" in report and "not shown: the duel is too large" not in report


@pytest.mark.parametrize("limit", ["REPLAY_MAX_CARDS", "REPLAY_MAX_EVENTS", "REPLAY_MAX_LUA_BYTES"])
def test_a_large_duel_is_not_replayed_beside_itself_for_the_report(tmp_path, monkeypatch, limit):
    monkeypatch.setattr(runner, limit, 0)
    report = failure(tmp_path)
    assert "not shown: the duel is too large to replay beside it for this report" in report
    assert "Board after the step:" in report          # what the failed duel itself shows stays
