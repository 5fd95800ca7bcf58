"""check-scripts --deep and snapshot: a Quick-Play Spell that responds to the opponent's attack
(Roulette Spider's kind) is activated from the hand only in its controller's turn, so the probe
also tries it Set in an earlier turn; on an own script written in tmp_path."""
from harness.probe.snapshot import replay
from snapshot_script import only_written, snapshot_script

CODE = 100000411
SPELL = "{name: probed, type: [spell, quickplay]}"
# "when your opponent's monster declares an attack: negate the attack"
SCRIPT = """-- a Quick-Play Spell that negates the opponent's attack
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_ATTACK_ANNOUNCE)
  e1:SetCondition(function(e,tp) return Duel.GetTurnPlayer()~=tp end)
  e1:SetOperation(function() Duel.NegateAttack() end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_set_in_the_spell_and_trap_zone_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, SPELL, SCRIPT)
    name = only_written(result)
    text = (out / name).read_text(encoding="utf-8")
    assert "{as: probed, code: 100000411, player: 0, location: szone, sequence: 0, position: facedown}" in text
    assert replay(out / name, [tmp_path]) == ""
