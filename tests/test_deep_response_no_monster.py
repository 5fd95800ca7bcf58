"""check-scripts --deep and snapshot: a response whose condition asks for no monster of one's own
(harness/probe/response_boards.py: the event's first response on the board with none), on an own
script written in tmp_path: never legal without that board, and its snapshot file passes."""
import re

from harness.probe import response_boards
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000340
MONSTER = ("{name: probed monster, type: [monster, effect], attribute: dark, race: warrior, level: 4, atk: 1000, "
           "def: 1000}")
# "If you control no monsters, when your opponent activates a Trap Card (Quick Effect): you can
# discard this card; draw 1 card"
SCRIPT = """-- a monster's Quick Effect from the hand, with no monster of one's own
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_QUICK_O)
  e1:SetCode(EVENT_CHAINING)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp)
    return Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0 and rp==1-tp and re:IsActiveType(TYPE_TRAP) end)
  e1:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return e:GetHandler():IsDiscardable() end
    Duel.SendtoGrave(e:GetHandler(),REASON_COST+REASON_DISCARD) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def _snapshot(tmp_path):
    return snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)


def test_its_snapshot_is_written_with_no_monster_of_ones_own_and_passes(tmp_path):
    result, out = _snapshot(tmp_path)
    name = only_written(result)
    assert "in response to a Trap, no monster of one's own" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_that_board_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(response_boards, "_NO_OWN_MONSTER", re.compile(r"(?!)"))
    result, out = _snapshot(tmp_path)
    assert result.category == "never legal" and not effect_files(out)
