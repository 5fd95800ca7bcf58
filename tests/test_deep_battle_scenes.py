"""check-scripts --deep and snapshot: the battle a response to an attack reads (harness/probe/
battle_scenes.py: made-up monsters of the kinds, players and positions its condition names on
each side of the battle, their ATK and DEF as it compares them), on own scripts written in
tmp_path: each is written as a file that passes, and none is without those boards."""
import pytest

from harness.probe import battle_scenes, deep
from harness.probe.snapshot import replay
from snapshot_script import assert_written_once, drawing_trap, effect_files, snapshot_script

from tests.test_deep_events import trigger
from tests.test_deep_field_asks import snapshot_of

CODE = 100000370
TRAP = "{name: probed trap, type: [trap]}"
_DEF_HIGHER = ("(function() local a=Duel.GetAttacker() local d=Duel.GetAttackTarget() return d and a:IsControler(1-tp) "
               "and d:IsDefensePos() and d:GetDefense()>a:GetAttack() end)()")
CASES = {
    # "when an opponent's Xyz Monster declares a direct attack"
    "direct attack": ("EVENT_ATTACK_ANNOUNCE", "Duel.GetAttacker():IsType(TYPE_XYZ) and "
                      "Duel.GetAttacker():IsControler(1-tp) and Duel.GetAttackTarget()==nil", None,
                      "the opponent's made-up monster its text reads attacks directly"),
    # "when a monster you control with 2200 or more ATK declares an attack"
    "own attack": ("EVENT_ATTACK_ANNOUNCE", "Duel.GetAttacker():IsControler(tp) and Duel.GetAttacker():GetAttack()>=2200",
                   None, "one's made-up monster its text reads attacks the opponent's made-up monster"),
    # "before damage calculation, if the attacked Defense Position monster's DEF is higher than the attacker's ATK"
    "stats compared": ("EVENT_PRE_DAMAGE_CALCULATE", _DEF_HIGHER, None,
                       "the opponent's made-up monster its text reads attacks one's made-up monster"),
    # a Trap activated during the Damage Step, when a monster of one's own with 2200 or more DEF is attacked
    "damage step": ("EVENT_FREE_CHAIN", "Duel.GetCurrentPhase()==PHASE_DAMAGE and not Duel.IsDamageCalculated() "
                    "and Duel.GetAttackTarget() and Duel.GetAttackTarget():IsControler(tp) "
                    "and Duel.GetAttackTarget():GetDefense()>=2200", "EFFECT_FLAG_DAMAGE_STEP",
                    "the opponent's made-up monster its text reads attacks one's made-up monster, the card in szone"),
}


def _snapshot(tmp_path, case):
    event, condition, flags, _ = CASES[case]
    return snapshot_script(tmp_path, CODE, TRAP, drawing_trap(condition, event, "a response to a battle", flags))


@pytest.mark.parametrize("case", list(CASES))
def test_a_response_is_written_on_the_battle_it_reads_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    assert_written_once(result, out, CASES[case][3], [tmp_path])


@pytest.mark.parametrize("case", list(CASES))
def test_without_it_a_response_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "battle_scenes", lambda *args: [])
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)


# "when a monster you control with 2200 or more DEF is targeted for an attack, while you have no cards in hand"
_EMPTY_HAND = ("Duel.GetFieldGroupCount(tp,LOCATION_HAND,0)==0 and Duel.GetAttackTarget():IsControler(tp) "
               "and Duel.GetAttackTarget():GetDefense()>=2200")


def _empty_hand(tmp_path):
    script = drawing_trap(_EMPTY_HAND, "EVENT_BE_BATTLE_TARGET", "a response to a battle, with no cards in hand")
    return snapshot_script(tmp_path, CODE, TRAP, script)


def test_the_counts_its_text_compares_come_with_the_battle(tmp_path):
    result, out = _empty_hand(tmp_path)
    assert_written_once(result, out, "the opponent's made-up monster its text reads attacks one's made-up monster",
                        [tmp_path])


def test_without_those_counts_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(battle_scenes, "with_counts", lambda board, text: board)
    result, out = _empty_hand(tmp_path)
    assert result.category == "never legal" and not effect_files(out)


# "when an opponent's monster with 2600 or more ATK declares an attack": a field trigger
_FIELD = "Duel.GetAttacker():IsControler(1-tp) and Duel.GetAttacker():GetAttack()>=2600"


def test_a_field_trigger_on_an_attack_is_written_on_the_battle_it_reads_and_passes(tmp_path):
    files, out = snapshot_of(tmp_path, trigger("FIELD", "EVENT_ATTACK_ANNOUNCE", _FIELD))
    assert files and replay(out / files[0], [tmp_path]) == ""
    assert "the opponent's made-up monster its text reads attacks one's made-up monster" in \
        (out / files[0]).read_text(encoding="utf-8")


def test_without_it_a_field_trigger_on_an_attack_gets_no_file(tmp_path, monkeypatch):
    monkeypatch.setattr(deep, "battle_scene_triggers", lambda *args: [])
    assert snapshot_of(tmp_path, trigger("FIELD", "EVENT_ATTACK_ANNOUNCE", _FIELD))[0] == []
