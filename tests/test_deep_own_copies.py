"""check-scripts --deep and snapshot: a target that looks for another copy of the card itself
where the boards hold none ("when this card is Normal Summoned: you can Special Summon 1 'X'
from your hand", Boss Turtle's kind: `c:IsCode(id)` with LOCATION_HAND) gets a board with one
there (harness/probe/own_copies.py), after all the others. On an own script written in tmp_path:
never legal without that board, and its snapshot file passes."""
from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000417
MONSTER = "{name: probed, type: [monster, effect], attribute: water, race: aqua, level: 4, atk: 1100, def: 1000}"
SCRIPT = """-- a monster that calls another copy of itself from the hand
local s,id=GetID()
function s.filter(c,e,tp)
  return c:IsCode(id) and c:IsCanBeSpecialSummoned(e,0,tp,false,false)
end
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_SUMMON_SUCCESS)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.GetLocationCount(tp,LOCATION_MZONE)>0
      and Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_HAND,0,1,nil,e,tp) end
  end)
  e1:SetOperation(function(e,tp)
    local g=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_HAND,0,1,1,nil,e,tp)
    Duel.SpecialSummon(g,0,tp,tp,false,false,POS_FACEUP)
  end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_another_copy_in_the_hand_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    name = only_written(result)
    assert "another copy of the card in one's field, hand" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_that_board_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "own_copies", lambda probe, text: [])
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
