"""check-scripts --deep: equipped monsters on the boards (harness/probe/equips.py), on own scripts
written in tmp_path."""
import pytest

from harness.probe import deep
from harness.probe.equips import AXE_OF_DESPAIR, BLACK_PENDANT, EquipPlan, Unreachable
from harness.engine import invariants, stats

WHILE_EQUIPPED = """-- a monster that draws while it is equipped with a card
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(function(e) return e:GetHandler():GetEquipCount()>0 end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""

EQUIP_SPELL = """-- an Equip Spell for Warriors: send it to the GY to draw, if it equips a monster
local s,id=GetID()
function s.initial_effect(c)
  aux.AddEquipSpellEffect(c,true,true,function(c) return c:IsRace(RACE_BEAST_WARRIOR) end,nil)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_SZONE)
  e1:SetCondition(function(e) return e:GetHandler():GetEquipTarget()~=nil end)
  e1:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return e:GetHandler():IsAbleToGraveAsCost() end
    Duel.SendtoGrave(e:GetHandler(),REASON_COST) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


@pytest.fixture
def folder(tmp_path):
    for code, text in ((100000301, WHILE_EQUIPPED), (100000302, EQUIP_SPELL)):
        (tmp_path / f"c{code}.lua").write_text(text, encoding="utf-8")
    return tmp_path


def build(folder, code, location, position):
    probe = deep._Probe(code, str(folder), (), deep.BUDGET)
    session, card, _ = probe.finder.build(location, position, None, None, probe.board())
    return session, card


def test_a_script_that_asks_about_equips_gets_equipped_monsters(folder):
    session, card = build(folder, 100000301, "mzone", "faceup_attack")
    assert [c.data.code for c in card.equipped] == [AXE_OF_DESPAIR]
    assert [c.data.code for c in session.card("own_monster").equipped] == [BLACK_PENDANT]
    assert [c.data.code for c in session.card("foe_monster").equipped] == [AXE_OF_DESPAIR]
    result = deep.probe_script(100000301, folder)
    assert (result.status, result.how, result.effect) == ("ran", "resolved", 1)


def test_without_the_equips_its_condition_fails(folder, monkeypatch):
    monkeypatch.setattr(EquipPlan, "place", lambda self, session, card: None)
    result = deep.probe_script(100000301, folder)
    assert (result.status, result.detail) == ("never legal", "its condition is not met")


def test_a_face_up_equip_spell_equips_a_monster_its_limit_accepts(folder):
    session, card = build(folder, 100000302, "szone", "faceup")
    assert card.equip_target is session.card("own_monster")        # Gene-Warped Warwolf, a Beast-Warrior
    result = deep.probe_script(100000302, folder)
    assert (result.status, result.how) == ("ran", "resolved")


NO_MONSTER_FITS = """-- an Equip Spell no monster can take (its limit accepts none); a trigger from the Spell & Trap Zone
local s,id=GetID()
function s.initial_effect(c)
  aux.AddEquipSpellEffect(c,true,true,aux.FALSE,aux.FALSE)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)
  e2:SetCode(EVENT_PHASE+PHASE_END)
  e2:SetRange(LOCATION_SZONE)
  e2:SetCountLimit(1)
  e2:SetOperation(function(e) local ec=e:GetHandler():GetEquipTarget() Duel.Damage(1,ec:GetAttack(),REASON_EFFECT) end)
  c:RegisterEffect(e2)
end
"""

WEAK_ONLY = """-- an Equip Spell for a monster with 1000 or less ATK, that asks for its equip target
local s,id=GetID()
function s.weak(c)
  return c:IsFaceup() and c:IsAttackBelow(1000)
end
function s.initial_effect(c)
  aux.AddEquipSpellEffect(c,true,true,s.weak,function(e,c) return s.weak(c) end)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_IGNITION)
  e2:SetRange(LOCATION_SZONE)
  e2:SetCondition(function(e) return e:GetHandler():GetEquipTarget()~=nil end)
  e2:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e2:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e2)
end
"""


def test_an_equip_spell_no_monster_fits_is_never_face_up_unequipped(tmp_path):
    (tmp_path / "c100000303.lua").write_text(NO_MONSTER_FITS, encoding="utf-8")
    with pytest.raises(Unreachable, match="no monster of the board is one its equip limit accepts"):
        build(tmp_path, 100000303, "szone", "faceup")
    result = deep.probe_script(100000303, tmp_path)          # never reaches the nil `ec` of a real duel's impossibility
    assert result.status == "never legal"


def test_the_other_equips_leave_the_monster_the_card_equips_alone(tmp_path):
    (tmp_path / "c100000304.lua").write_text(WEAK_ONLY, encoding="utf-8")
    session, card = build(tmp_path, 100000304, "szone", "faceup")
    assert card.equip_target is not None and stats.atk_def(card.equip_target)[0] <= 1000
    invariants.check(session.duel)
