"""check-scripts --deep and snapshot: one's GY holding no monster but copies of one monster its
filters name (harness/probe/only_in_grave.py), for a condition about every monster in one's GY, on
own scripts written in tmp_path: never legal without that board, and the snapshot file passes."""
import pytest

from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000399
SPELL = "{name: probed spell, type: [spell]}"
CASES = {
    # "if all monsters in your GY are Beast monsters (min. 1)"
    "all of a kind": "local g=Duel.GetMatchingGroup(Card.IsType,tp,LOCATION_GRAVE,0,nil,TYPE_MONSTER)\n"
                     "  return g:GetCount()>0 and not g:IsExists(function(c) return c:GetRace()~=RACE_BEAST end,1,nil)",
    # "if you have a Beast monster and no other monsters in your GY"
    "none other": "return not Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_GRAVE,0,1,nil)\n"
                  "    and Duel.IsExistingMatchingCard(Card.IsRace,tp,LOCATION_GRAVE,0,1,nil,RACE_BEAST)",
}


def spell(condition):
    return f"""-- a Spell for a GY of one kind
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(function(e,tp)
  {condition} end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.cfilter(c)
  return c:IsType(TYPE_MONSTER) and c:GetRace()~=RACE_BEAST
end
"""


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, SPELL, spell(CASES[case]))


@pytest.mark.parametrize("case", list(CASES))
def test_its_snapshot_is_written_with_a_gy_of_one_kind_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    name = only_written(result)
    text = (out / name).read_text(encoding="utf-8")
    assert "one's GY holding no monster but copies of the first monster its filters name" in text
    assert replay(out / name, [tmp_path]) == ""


@pytest.mark.parametrize("case", list(CASES))
def test_without_that_board_it_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(conditions, "only_in_grave", lambda text, monsters: [])
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)
