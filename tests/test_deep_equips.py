"""check-scripts --deep: equipped monsters on the boards (harness/deep_equips.py), on own scripts
written in tmp_path."""
import pytest

from harness import deep
from harness.deep_equips import AXE_OF_DESPAIR, BLACK_PENDANT, EquipPlan

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
