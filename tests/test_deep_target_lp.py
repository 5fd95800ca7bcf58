"""check-scripts --deep and snapshot: a target that compares the players' LP ("if your LP differ
from your opponent's", `Duel.GetLP(tp)~=Duel.GetLP(1-tp)`, Supremacy Berry's kind) gets a board
with the LP it asks for (harness/probe/conditions.py: `~=` read as one's LP the lower; a cost's
or target's LP after its other boards). On an own script written in tmp_path: never legal
without that board, and its snapshot file passes."""
from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000419
SPELL = "{name: probed, type: [spell]}"
SCRIPT = """-- a Spell that gains LP when the players' LP differ
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.GetLP(tp)~=Duel.GetLP(1-tp) end
  end)
  e1:SetOperation(function(e,tp) Duel.Recover(tp,1000,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_the_lp_its_target_asks_for_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, SPELL, SCRIPT)
    name = only_written(result)
    text = (out / name).read_text(encoding="utf-8")
    assert "the LP its text asks for" in text and "players: {0: {lp: 4000}, 1: {lp: 8000}}" in text
    assert replay(out / name, [tmp_path]) == ""


def test_without_the_unequal_lp_read_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "lp_steps", lambda text: [])
    result, out = snapshot_script(tmp_path, CODE, SPELL, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
