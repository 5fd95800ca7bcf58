"""check-scripts --deep and snapshot: a Trap that answers one's Spell destroyed by the opponent's
card effect and sent to the GY (Gust's kind: EVENT_TO_GRAVE, `c:IsType(TYPE_SPELL)`,
`IsPreviousControler(tp)`, destroyed by an effect) gets the opponent's effect destroying one's Set
card, after all the other responses (harness/probe/response_scenes.py later_scenes). On an own
script written in tmp_path: never legal without that scene, and its snapshot file passes."""
from harness.probe import response_scenes
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000423
TRAP = "{name: probed, type: [trap]}"
SCRIPT = """-- a Trap that draws when the opponent destroys one's Spell
local s,id=GetID()
function s.filter(c,tp)
  return c:IsType(TYPE_SPELL) and c:IsPreviousLocation(LOCATION_SZONE) and c:IsPreviousControler(tp)
    and c:IsReason(REASON_DESTROY) and c:IsReason(REASON_EFFECT)
end
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_TO_GRAVE)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return rp==1-tp and eg:IsExists(s.filter,1,nil,tp) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_ones_set_card_destroyed_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, TRAP, SCRIPT)
    name = only_written(result)
    assert "The plan: the opponent's effect destroys one's Set card." in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_that_scene_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(response_scenes, "_SET_CARD_EVENTS", ())
    result, out = snapshot_script(tmp_path, CODE, TRAP, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
