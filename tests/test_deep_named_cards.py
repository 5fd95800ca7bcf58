"""check-scripts --deep: the cards a script names get onto its board (harness/probe/boards.py
mentioned_cards), on own scripts written in tmp_path."""
import pytest

from harness.probe import deep
from lua_board import activated_spell

SEARCH_BY_NAME = activated_spell(
    "a Spell that adds card 100000203 from the Deck to the hand (Card.IsCode as the filter)",
    functions="""function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(Card.IsCode,tp,LOCATION_DECK,0,1,nil,100000203) end
end
function s.operation(e,tp)
  local g=Duel.SelectMatchingCard(tp,Card.IsCode,tp,LOCATION_DECK,0,1,1,nil,100000203)
  Duel.SendtoHand(g,nil,REASON_EFFECT)
end
""")

RANK_UP = """-- an Xyz Monster that draws, only while it has card 100000203 as material
local s,id=GetID()
function s.initial_effect(c)
  aux.AddXyzProcedure(c,nil,4,2)
  c:EnableReviveLimit()
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(function(e) return e:GetHandler():GetOverlayGroup():IsExists(Card.IsCode,1,nil,100000203) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""

NAMED = """-- the card the others name: a Normal Monster
local s,id=GetID()
function s.initial_effect(c)
end
"""


@pytest.fixture
def folder(tmp_path):
    for code, text in ((100000201, SEARCH_BY_NAME), (100000202, RANK_UP), (100000203, NAMED)):
        (tmp_path / f"c{code}.lua").write_text(text, encoding="utf-8")
    return tmp_path


def test_card_iscode_passed_to_a_filter_names_a_card(folder):
    named = deep.mentioned_cards(SEARCH_BY_NAME, 100000201, folder)
    assert 100000203 in named and 1 not in named          # the code, not the counts before it
    result = deep.probe_script(100000201, folder)
    assert (result.status, result.how, result.effect) == ("ran", "resolved", 1)


def test_an_xyz_monster_has_the_card_it_names_as_material(folder):
    result = deep.probe_script(100000202, folder)
    assert (result.status, result.how, result.effect) == ("ran", "resolved", 1)
