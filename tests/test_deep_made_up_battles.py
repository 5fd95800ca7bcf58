"""check-scripts --deep and snapshot: battles between the made-up monsters the filters name
(harness/probe/made_up_battles.py), for a response whose condition reads the battling monsters, on
own scripts written in tmp_path: each effect is never legal without them, and its snapshot file,
written with them, passes as `ygo-harness run` runs it."""
import pytest

from harness.probe import deep
from snapshot_script import assert_written_once, drawing_trap, effect_files, snapshot_script, without_the_last_boards

CODE = 100000330
TRAP = "{name: probed trap, type: [trap]}"
CASES = {
    # "when an opponent's Spellcaster monster declares an attack"
    "attacker": ("EVENT_ATTACK_ANNOUNCE", "Duel.GetAttacker():IsControler(1-tp) and Duel.GetAttacker():IsRace(RACE_SPELLCASTER)"),
    # "when a 0x7a2 monster you control in Defense Position is attacked, before damage calculation"
    "defender": ("EVENT_PRE_DAMAGE_CALCULATE", "Duel.GetAttackTarget() and Duel.GetAttackTarget():IsControler(tp) "
                 "and Duel.GetAttackTarget():IsDefensePos() and Duel.GetAttackTarget():IsSetCard(0x7a2)"),
    # "when your monster attacks a monster with higher ATK, before damage calculation"
    "stronger": ("EVENT_PRE_DAMAGE_CALCULATE", "Duel.GetAttackTarget()~=nil and Duel.GetAttacker():IsControler(tp) "
                 "and Duel.GetAttacker():GetAttack()<Duel.GetAttackTarget():GetAttack()"),
}
BOARDS = {"stronger": "one's made-up monster attacks the opponent's Blue-Eyes White Dragon",
          "attacker": "the opponent's made-up monster attacks one's",
          "defender": "the opponent's made-up monster attacks one's, in Defense Position"}


def trap(event, condition):
    return drawing_trap(condition, event, "a response to a battle of monsters of a kind",
                        "EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL")


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, TRAP, trap(*CASES[case]))


@pytest.mark.parametrize("case", list(CASES))
def test_its_snapshot_is_written_on_the_made_up_battle_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    assert_written_once(result, out, BOARDS[case], [tmp_path])


@pytest.mark.parametrize("case", list(CASES))
def test_without_the_made_up_battles_it_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "made_up_battles", lambda probe, effect, condition: [])
    without_the_last_boards(monkeypatch)
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)
