"""A snapshot of a card that responds to a summon: the responses set up for the first action are
that action's, not the board's start."""
from harness.bundled import BUNDLED_SCRIPTS
from harness.probe.snapshot import snapshot_card
from harness.scenario.loader import load_scenario

SOLEMN = 41420027         # Solemn Judgment: its effect 1 negates a Normal Summon


def test_a_response_to_a_summon_is_written_on_the_summon_step(tmp_path):
    result = snapshot_card(SOLEMN, BUNDLED_SCRIPTS, tmp_path)
    by_effect = {effect.effect: effect for effect in result.effects if not effect.variant}
    assert by_effect["effect 1"].category == "written"
    first = load_scenario(tmp_path / by_effect["effect 1"].file).steps[0]
    assert first.kind == "summon"
    assert first.data["chain"] == [{"activate": "solemn_judgment", "effect": 1}]
