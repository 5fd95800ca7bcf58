"""check-scripts --deep and snapshot: the monster a battle trigger of the card reads of the one it
battles (harness/probe/battle_foes.py: an opponent's made-up monster of the Race, Attribute and
position its text names, attacked by the card or attacking it), on own scripts written in
tmp_path: each is written as a file that passes, and none is without those boards."""
import pytest

from harness.probe import deep
from harness.probe.snapshot import replay

from tests.test_deep_events import trigger
from tests.test_deep_field_asks import snapshot_of

CASES = {
    # "at the end of the Damage Step, if this card battled a Fiend monster": both survive the battle
    "race, both survive": ("EVENT_DAMAGE_STEP_END", "(function() local bc=e:GetHandler():GetBattleTarget() "
                           "return bc and bc:IsRace(RACE_FIEND) and bc:IsRelateToBattle() end)()",
                           "in Defense Position with 3000 DEF, attacked by the card"),
    # "if this card destroys a face-down Defense Position Pyro monster by battle"
    "face-down": ("EVENT_BATTLE_DESTROYING", "(function() local bc=e:GetHandler():GetBattleTarget() "
                  "return bc:IsRace(RACE_PYRO) and bc:GetBattlePosition()==POS_FACEDOWN_DEFENSE end)()",
                  "attacked by the card"),
    # "if this card is destroyed by battle with a WATER monster"
    "destroyed by": ("EVENT_BATTLE_DESTROYED", "e:GetHandler():GetBattleTarget():IsAttribute(ATTRIBUTE_WATER)",
                     "attacks the card"),
}


def _script(case):
    event, condition, _ = CASES[case]
    return trigger("SINGLE", event, condition)


@pytest.mark.parametrize("case", list(CASES))
def test_a_battle_trigger_is_written_on_the_monster_it_reads_and_passes(tmp_path, case):
    files, out = snapshot_of(tmp_path, _script(case))
    assert files and replay(out / files[0], [tmp_path]) == ""
    text = (out / files[0]).read_text(encoding="utf-8")
    assert f"the opponent's made-up monster its text reads, {CASES[case][2]}, the card in mzone." in text


@pytest.mark.parametrize("case", list(CASES))
def test_without_it_no_file_is_written(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "battle_foes", lambda *args: [])
    assert snapshot_of(tmp_path, _script(case))[0] == []


def test_a_monster_weaker_than_the_board_destroys_the_made_up_one_by_battle(tmp_path, monkeypatch):
    # Masked Chopper's kind: 100 ATK, "if this card destroys a monster by battle", nothing read of it
    script = trigger("SINGLE", "EVENT_BATTLE_DESTROYING", "true")
    files, out = snapshot_of(tmp_path, script, atk=100)
    assert files and replay(out / files[0], [tmp_path]) == ""
    assert "the opponent's made-up monster its text reads, attacked by the card" in \
        (out / files[0]).read_text(encoding="utf-8")
    without = tmp_path / "without"
    without.mkdir()
    monkeypatch.setattr(deep, "battle_foes", lambda *args: [])
    assert snapshot_of(without, script, atk=100)[0] == []
