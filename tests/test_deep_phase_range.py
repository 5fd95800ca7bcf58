"""check-scripts --deep and snapshot: a phase a condition writes as a range of the Battle Phase
(`ph>PHASE_MAIN1 and ph<PHASE_MAIN2`, harness/probe/conditions.py's phases), for a response to the
opponent's activation in that phase (harness/probe/response_scenes.py), on an own script written in
tmp_path: never legal without it, and its snapshot file passes."""
import re

from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000398
TRAP = "{name: probed trap, type: [trap]}"
# "when your opponent activates a card or effect during the Battle Phase"
SCRIPT = """-- a Trap for an activation in the Battle Phase
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_CHAINING)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp)
    local ph=Duel.GetCurrentPhase()
    return rp==1-tp and ph>PHASE_MAIN1 and ph<PHASE_MAIN2 end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def _snapshot(tmp_path):
    return snapshot_script(tmp_path, CODE, TRAP, SCRIPT)


def test_its_snapshot_is_written_in_the_battle_phase_and_passes(tmp_path):
    result, out = _snapshot(tmp_path)
    name = only_written(result)
    text = (out / name).read_text(encoding="utf-8")
    assert "Battle Phase" in text.splitlines()[1]
    assert replay(out / name, [tmp_path]) == ""


def test_without_the_range_read_as_the_battle_phase_it_is_never_legal(tmp_path, monkeypatch):
    phases = [(pattern, name) if name != "battle_step" else
              (re.compile(r"PHASE_BATTLE_STEP|[<>]=\s*PHASE_BATTLE|IsBattlePhase|\bbpcon\b"), name)
              for pattern, name in conditions._PHASES]
    monkeypatch.setattr(conditions, "_PHASES", tuple(phases))
    result, out = _snapshot(tmp_path)
    assert result.category == "never legal" and not effect_files(out)
