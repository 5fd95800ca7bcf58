"""check-scripts --deep and snapshot: a Trap "when you take battle damage" (EVENT_BATTLE_DAMAGE,
`ep==tp`, Damage Condenser's kind) gets the opponent's direct attack (harness/probe/direct_attacks.py):
the fixed battles between a monster of each player's inflict the damage on the opponent. On an
own script written in tmp_path: never legal without those boards, and its snapshot file passes."""
from harness.probe import deep
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000412
TRAP = "{name: probed, type: [trap]}"
# "when you take battle damage: gain LP equal to the damage you took"
SCRIPT = """-- a Trap that answers the battle damage its controller takes
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_BATTLE_DAMAGE)
  e1:SetCondition(function(e,tp,eg,ep,ev) return ep==tp end)
  e1:SetOperation(function(e,tp,eg,ep,ev) Duel.Recover(tp,ev,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_the_opponents_direct_attack_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, TRAP, SCRIPT)
    name = only_written(result)
    assert "The plan: the opponent's monster attacks directly." in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_those_boards_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(deep, "direct_attacks", lambda probe, effect: [])
    result, out = snapshot_script(tmp_path, CODE, TRAP, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
