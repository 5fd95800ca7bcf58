"""check-scripts --deep and snapshot: an activation earlier in the turn, for a condition that reads
an activity counter (harness/probe/earlier_activations.py), on an own script written in tmp_path:
never legal without it, and its snapshot file, written with it, passes."""
from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000380
SPELL = "{name: probed spell, type: [spell]}"
# "You can only activate this card if your opponent activated a monster effect this turn"
SCRIPT = """-- a Spell for a turn the opponent activated a monster effect in
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(function(e,tp) return Duel.GetCustomActivityCount(id,1-tp,ACTIVITY_CHAIN)~=0 end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
  Duel.AddCustomActivityCounter(id,ACTIVITY_CHAIN,aux.FilterBoolFunction(aux.NOT(Effect.IsActiveType),TYPE_MONSTER))
end
"""


def _snapshot(tmp_path):
    return snapshot_script(tmp_path, CODE, SPELL, SCRIPT)


def test_its_snapshot_is_written_after_the_opponents_activation_and_passes(tmp_path):
    result, out = _snapshot(tmp_path)
    name = only_written(result)
    text = (out / name).read_text(encoding="utf-8")
    assert "The plan: earlier this turn, the opponent activated a monster effect" in text
    assert replay(out / name, [tmp_path]) == ""


def test_without_that_activation_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "earlier_activations", lambda text, known: [])
    result, out = _snapshot(tmp_path)
    assert result.category == "never legal" and not effect_files(out)
