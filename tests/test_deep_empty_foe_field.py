"""check-scripts --deep and snapshot: a continuous effect whose condition asks for the opponent's
Spell & Trap Zone empty ("if your opponent controls no Spells/Traps, this card can attack
directly", Rocket Jumper's kind: `Duel.GetFieldGroupCount(tp,0,LOCATION_SZONE)==0`) gets a board
with no card on the opponent's field (harness/probe/conditions.py, after the text's other boards;
the generic board gives the opponent Set Spells and Traps). On an own script written in
tmp_path: never legal without that board, and its snapshot file passes."""
from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import only_written, snapshot_script

CODE = 100000424
MONSTER = "{name: probed, type: [monster, effect], attribute: earth, race: insect, level: 4, atk: 1000, def: 1000}"
SCRIPT = """-- a monster that attacks directly while the opponent controls no Spells/Traps
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_DIRECT_ATTACK)
  e1:SetCondition(function(e)
    return Duel.GetFieldGroupCount(e:GetHandlerPlayer(),0,LOCATION_SZONE)==0
  end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_the_opponents_field_empty_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    written = [effect.file for effect in result.effects if effect.category == "written" and not effect.variant]
    assert len(written) == 1
    assert "no card on the opponent's field" in (out / written[0]).read_text(encoding="utf-8")
    assert replay(out / written[0], [tmp_path]) == ""


def test_without_that_board_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "_NO_FOE_SPELL_TRAP", conditions.re.compile("(?!)"))
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    assert result.category == "never legal" and not list(out.glob("*.yaml"))
