"""check-scripts --deep and snapshot: a response whose condition compares the LP gets its first
responses again with those LP (harness/probe/lp_responses.py), on an own script written in
tmp_path: never legal without them, and its snapshot file, written with them, passes."""
from harness.probe import deep
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script, without_the_last_boards

CODE = 100000396
TRAP = "{name: probed trap, type: [trap]}"
# "when an opponent's monster declares an attack while you have 3000 or fewer LP"
SCRIPT = """-- a Trap for an attack while one's LP are low
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_ATTACK_ANNOUNCE)
  e1:SetCondition(function(e,tp) return Duel.GetLP(tp)<=3000 and Duel.GetAttacker():IsControler(1-tp) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def _snapshot(tmp_path):
    return snapshot_script(tmp_path, CODE, TRAP, SCRIPT)


def test_its_snapshot_is_written_with_the_lp_and_passes(tmp_path):
    result, out = _snapshot(tmp_path)
    name = only_written(result)
    text = (out / name).read_text(encoding="utf-8")
    assert "with the LP its condition asks for" in text and "lp: 3000" in text
    assert replay(out / name, [tmp_path]) == ""


def test_without_the_lp_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(deep, "lp_responses", lambda condition, actions, scenes: [])
    without_the_last_boards(monkeypatch)
    result, out = _snapshot(tmp_path)
    assert result.category == "never legal" and not effect_files(out)
