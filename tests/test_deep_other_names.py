"""check-scripts --deep and snapshot: a target that counts different names among the cards its
filter names, or different Races (harness/probe/different_names.py), and one that asks for an Extra Deck monster of
the same Rank as one's Xyz Monster but another name (harness/probe/extra_twins.py), on own scripts
written in tmp_path: never legal without their boards, and their snapshot files, written with
them, pass."""
import pytest

from harness.probe import conditions
from snapshot_script import TOON_SEARCH, assert_written_once, effect_files, snapshot_script

SPELL = "{name: probed spell, type: [spell]}"
NAMES = 100000451
TWINS = 100000452
RACES = 100000453
SCRIPTS = {
    NAMES: """-- a Spell: add 1 Toon monster from your Deck to your hand, if it holds 3 with different names
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_TOHAND)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
""" + TOON_SEARCH,
    TWINS: """-- a Spell: send 1 Xyz Monster you control to the GY, and Special Summon from your Extra Deck 1 Xyz Monster
-- with its Rank, but another name
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.filter(c,e,tp)
  return c:IsFaceup() and c:IsType(TYPE_XYZ) and c:IsAbleToGrave() and Duel.GetLocationCountFromEx(tp,tp,c)>0
    and Duel.IsExistingMatchingCard(s.spfilter,tp,LOCATION_EXTRA,0,1,nil,e,tp,c:GetRank(),c:GetCode())
end
function s.spfilter(c,e,tp,rk,code)
  return c:IsRank(rk) and not c:IsCode(code) and c:IsCanBeSpecialSummoned(e,0,tp,false,false)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_MZONE,0,1,nil,e,tp) end
  Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_EXTRA)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  local tc=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_MZONE,0,1,1,nil,e,tp):GetFirst()
  if not tc or Duel.SendtoGrave(tc,REASON_EFFECT)==0 then return end
  local g=Duel.SelectMatchingCard(tp,s.spfilter,tp,LOCATION_EXTRA,0,1,1,nil,e,tp,tc:GetRank(),tc:GetCode())
  Duel.SpecialSummon(g,0,tp,tp,false,false,POS_FACEUP)
end
""",
}
SCRIPTS[RACES] = SCRIPTS[NAMES].replace("with different names", "of different Types").replace("Card.GetCode", "Card.GetRace")
PLANS = {RACES: "the cards its filters name under 3 different Races in one's deck, the card in hand",
         NAMES: "the cards its filters name under 3 different names in one's deck, the card in hand",
         TWINS: "the Extra Deck monsters its filters name under another name, at related Levels and Ranks, the card in hand"}
BOARDS = {NAMES: "different_names", RACES: "different_names", TWINS: "extra_twins"}


@pytest.mark.parametrize("code", sorted(SCRIPTS))
def test_its_snapshot_is_written_with_the_other_names_and_passes(tmp_path, code):
    result, out = snapshot_script(tmp_path, code, SPELL, SCRIPTS[code])
    assert_written_once(result, out, PLANS[code], [tmp_path])


@pytest.mark.parametrize("code", sorted(SCRIPTS))
def test_without_them_the_card_is_never_legal(tmp_path, monkeypatch, code):
    monkeypatch.setattr(conditions, BOARDS[code], lambda probe, text: [])
    result, out = snapshot_script(tmp_path, code, SPELL, SCRIPTS[code])
    assert result.category == "never legal" and not effect_files(out)
