"""check-scripts --deep and snapshot: the monster destroyed by battle (or destroying one) that a
response or field trigger reads of its event's cards (harness/probe/battle_destructions.py: a
made-up monster of the kind, player, position and ATK/DEF its text names battles the other
player's), on own scripts written in tmp_path: each is written as a file that passes, and none is
without those boards."""
import pytest

from harness.probe import deep
from snapshot_script import assert_written_once, drawing_trap, effect_files, snapshot_script

from tests.test_deep_events import trigger
from tests.test_deep_field_asks import snapshot_of

CODE = 100000380
TRAP = "{name: probed trap, type: [trap]}"
RESPONSES = {
    # "when a Defense Position monster you control with 1800 or more DEF is destroyed by battle"
    "destroyed": ("eg:IsExists(function(c) return c:IsPreviousControler(tp) and c:IsPreviousPosition(POS_DEFENSE) "
                  "and c:GetPreviousDefenseOnField()>=1800 end,1,nil)",
                  "one's made-up monster its text reads destroyed by battle"),
    # "when a Thunder monster you control with 2600 or more ATK destroys a monster by battle" (its reason card)
    "reason card": ("eg:IsExists(function(c) local rc=c:GetReasonCard() return rc and rc:IsControler(tp) "
                    "and rc:IsRace(RACE_THUNDER) and rc:GetAttack()>=2600 end,1,nil)",
                    "one's made-up monster its text reads destroys the other player's by battle"),
}
# "if a monster you control with 2800 or more ATK destroys a monster by battle": a field trigger
FIELD = "eg:IsExists(function(c) return c:IsControler(tp) and c:GetAttack()>=2800 end,1,nil)"


def _respond(tmp_path, case):
    condition = RESPONSES[case][0]
    script = drawing_trap(condition, "EVENT_BATTLE_DESTROYED", "a response to a battle", "EFFECT_FLAG_DAMAGE_STEP")
    return snapshot_script(tmp_path, CODE, TRAP, script)


@pytest.mark.parametrize("case", list(RESPONSES))
def test_a_response_is_written_on_the_battle_it_reads_and_passes(tmp_path, case):
    result, out = _respond(tmp_path, case)
    assert_written_once(result, out, RESPONSES[case][1], [tmp_path])


@pytest.mark.parametrize("case", list(RESPONSES))
def test_without_it_a_response_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "battle_destructions", lambda *args: [])
    result, out = _respond(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)


def test_a_field_trigger_is_written_on_the_battle_it_reads_and_passes(tmp_path):
    from harness.probe.snapshot import replay

    files, out = snapshot_of(tmp_path, trigger("FIELD", "EVENT_BATTLE_DESTROYING", FIELD))
    assert files and replay(out / files[0], [tmp_path]) == ""
    assert "one's made-up monster its text reads destroys the other player's by battle" in \
        (out / files[0]).read_text(encoding="utf-8")


def test_without_it_a_field_trigger_gets_no_file(tmp_path, monkeypatch):
    monkeypatch.setattr(deep, "destruction_triggers", lambda *args: [])
    assert snapshot_of(tmp_path, trigger("FIELD", "EVENT_BATTLE_DESTROYING", FIELD))[0] == []
