"""check-scripts --deep and snapshot: a continuous effect whose condition reads a direct attack
(`Duel.GetAttackTarget()==nil`, Etoile Cyber's kind) or a battle with a monster of a kind (a WIND
monster, Sky Insect Soldier's) gets those battles (harness/probe/battle_asks.py): the fixed
battle is between two generic monsters. On own scripts written in tmp_path: never legal without
those boards, and the snapshot files pass."""
import pytest

from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000413
MONSTER = "{name: probed, type: [monster, effect], attribute: dark, race: warrior, level: 4, atk: 1200, def: 1000}"


def _script(condition):
    return f"""-- a monster that gains 500 ATK during damage calculation when {condition}
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCode(EFFECT_UPDATE_ATTACK)
  e1:SetCondition(function(e)
    local d=Duel.GetAttackTarget()
    return Duel.GetCurrentPhase()==PHASE_DAMAGE_CAL and Duel.GetAttacker()==e:GetHandler() and {condition}
  end)
  e1:SetValue(500)
  c:RegisterEffect(e1)
end
"""


DIRECT = "Duel.GetAttackTarget()==nil"
WIND = "d~=nil and d:IsAttribute(ATTRIBUTE_WIND)"


@pytest.mark.parametrize("condition, plan", [(DIRECT, "one's monster attacks directly"),
                                              (WIND, "one's monster attacks the opponent's made-up monster")])
def test_it_is_written_with_the_battle_its_text_reads_and_passes(tmp_path, condition, plan):
    result, out = snapshot_script(tmp_path, CODE, MONSTER, _script(condition))
    written = [effect.file for effect in result.effects if effect.category == "written" and not effect.variant]
    assert len(written) == 1
    assert f"a battle its text reads: {plan}, in the damage_cal window" in (out / written[0]).read_text(encoding="utf-8")
    assert replay(out / written[0], [tmp_path]) == ""


@pytest.mark.parametrize("condition", [DIRECT, WIND])
def test_without_those_boards_it_is_never_legal(tmp_path, monkeypatch, condition):
    monkeypatch.setattr(conditions, "battle_asks", lambda text, players, window, made_up_monster, fixed: [])
    result, out = snapshot_script(tmp_path, CODE, MONSTER, _script(condition))
    assert result.category == "never legal" and not effect_files(out)


TRAP = "{name: probed trap, type: [trap]}"
TRAP_CODE = 100000418
# "target the attacking monster: it loses 700 ATK" (Mask of Weakness's kind): the target reads the
# attack, the card has no condition, so only the target's text asks for the battle
TRAP_SCRIPT = """-- a Trap that weakens the attacking monster
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
    local a=Duel.GetAttacker()
    if chkc then return chkc==a end
    if chk==0 then return a and a:IsControler(1-tp) and a:IsCanBeEffectTarget(e) end
    Duel.SetTargetCard(a)
  end)
  e1:SetOperation(function(e)
    local tc=Duel.GetFirstTarget()
    if not tc:IsRelateToEffect(e) then return end
    local e1=Effect.CreateEffect(e:GetHandler())
    e1:SetType(EFFECT_TYPE_SINGLE)
    e1:SetCode(EFFECT_UPDATE_ATTACK)
    e1:SetValue(-700)
    e1:SetReset(RESET_EVENT+RESETS_STANDARD)
    tc:RegisterEffect(e1)
  end)
  c:RegisterEffect(e1)
end
"""


def test_a_target_that_reads_the_attack_gets_the_generic_monsters_battle(tmp_path):
    result, out = snapshot_script(tmp_path, TRAP_CODE, TRAP, TRAP_SCRIPT)
    name = only_written(result)
    assert "a battle its text reads: the opponent's monster attacks, in the battle_step window" \
        in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_those_boards_a_target_that_reads_the_attack_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "battle_asks", lambda text, players, window, made_up_monster, fixed: [])
    result, out = snapshot_script(tmp_path, TRAP_CODE, TRAP, TRAP_SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
