"""check-scripts --deep and snapshot: the cards under other names (harness/probe/conditions.py
other_names) also for a trigger whose target counts different names once its event happened, and
for a summon procedure whose condition does, on own scripts written in tmp_path: never legal
without those boards, and their snapshot files, written with them, pass."""
import pytest

from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import TOON_SEARCH, assert_written_once, effect_files, snapshot_script

MONSTER = "{name: probed monster, type: [monster, effect], level: 4, atk: 1000, def: 1000}"
TRIGGER = 100000461
PROCEDURE = 100000462
SCRIPTS = {
    TRIGGER: """-- a monster: when it is Normal Summoned, add 1 Toon monster from your Deck to your hand, if
-- your Deck holds 3 with different names
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_TOHAND)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_SUMMON_SUCCESS)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
""" + TOON_SEARCH,
    PROCEDURE: """-- a monster: Special Summon it from your hand if your GY holds 3 Toon monsters with different names
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD)
  e1:SetCode(EFFECT_SPSUMMON_PROC)
  e1:SetProperty(EFFECT_FLAG_UNCOPYABLE)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(s.spcon)
  c:RegisterEffect(e1)
end
function s.filter(c)
  return c:IsType(TYPE_TOON)
end
function s.spcon(e,c)
  if c==nil then return true end
  if Duel.GetLocationCount(c:GetControler(),LOCATION_MZONE)<=0 then return false end
  return Duel.GetMatchingGroup(s.filter,c:GetControler(),LOCATION_GRAVE,0,nil):GetClassCount(Card.GetCode)>=3
end
""",
}


def test_a_trigger_gets_the_cards_under_other_names(tmp_path):
    result, out = snapshot_script(tmp_path, TRIGGER, MONSTER, SCRIPTS[TRIGGER])
    assert_written_once(result, out, "trigger summon_success, the cards its filters name under 3 different names "
                                     "in one's deck, the card in hand", [tmp_path])


def test_a_summon_procedure_gets_the_cards_under_other_names(tmp_path):
    result, out = snapshot_script(tmp_path, PROCEDURE, MONSTER, SCRIPTS[PROCEDURE])
    written = [effect for effect in result.effects if effect.category == "written" and not effect.variant]
    assert [effect.file for effect in written] == [f"c{PROCEDURE}.yaml"]
    text = (out / written[0].file).read_text(encoding="utf-8")
    assert "The plan: its summon procedure, the cards its filters name under 3 different names in one's field, " \
           "grave, the card in hand." in text
    assert replay(out / written[0].file, [tmp_path]) == ""


@pytest.mark.parametrize("code", sorted(SCRIPTS))
def test_without_them_the_card_is_never_legal(tmp_path, monkeypatch, code):
    monkeypatch.setattr(conditions, "different_names", lambda probe, text: [])
    result, out = snapshot_script(tmp_path, code, MONSTER, SCRIPTS[code])
    assert result.category == "never legal" and not effect_files(out)


PENDULUMS = 100000463
PENDULUM_SCRIPT = """-- a Spell: draw 2 cards, if your Extra Deck holds 3 face-up Pendulum Monsters with different names
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(s.condition)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.filter(c)
  return c:IsFaceup() and c:IsType(TYPE_PENDULUM)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
  return Duel.GetMatchingGroup(s.filter,tp,LOCATION_EXTRA,0,nil):GetClassCount(Card.GetCode)>=3
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsPlayerCanDraw(tp,2) end
  Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,tp,2)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  Duel.Draw(tp,2,REASON_EFFECT)
end
"""


def test_pendulum_monsters_under_other_names_are_face_up_in_the_extra_deck(tmp_path):
    result, out = snapshot_script(tmp_path, PENDULUMS, "{name: probed spell, type: [spell]}", PENDULUM_SCRIPT)
    assert_written_once(result, out, "the cards its filters name under 3 different names in one's extra, "
                                     "the card in hand", [tmp_path])
    assert "position: faceup" in (out / f"c{PENDULUMS}.yaml").read_text(encoding="utf-8")
