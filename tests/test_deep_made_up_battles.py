"""check-scripts --deep and snapshot: battles between the made-up monsters the filters name
(harness/probe/made_up_battles.py), for a response whose condition reads the battling monsters, on
own scripts written in tmp_path: each effect is never legal without them, and its snapshot file,
written with them, passes as `ygo-harness run` runs it."""
import pytest

from harness.probe import deep
from snapshot_script import assert_written_once, snapshot_script

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
    return f"""-- a Trap that responds to a battle of monsters of a kind
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL)
  e1:SetCode({event})
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return {condition} end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, TRAP, trap(*CASES[case]))


@pytest.mark.parametrize("case", list(CASES))
def test_its_snapshot_is_written_on_the_made_up_battle_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    assert_written_once(result, out, BOARDS[case], [tmp_path])


@pytest.mark.parametrize("case", list(CASES))
def test_without_the_made_up_battles_it_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "made_up_battles", lambda probe, effect, condition: [])
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not list(out.glob("*.yaml"))
