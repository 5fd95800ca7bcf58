"""check-scripts --deep and snapshot: a continuous effect whose condition asks for the opponent's
Spell & Trap Zone empty ("if your opponent controls no Spells/Traps, this card can attack
directly", Rocket Jumper's kind: `Duel.GetFieldGroupCount(tp,0,LOCATION_SZONE)==0`) gets a board
with no card on the opponent's field (harness/probe/conditions.py, after the text's other boards;
the generic board gives the opponent Set Spells and Traps), and one on the card's own Defense
Position (`e:GetHandler():IsDefensePos()`) the card in face-up Defense Position (both among
text_boards' later boards). On own scripts written in tmp_path: never legal without those
boards, and the snapshot files pass."""
from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

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
    monkeypatch.setattr(conditions, "_NO_FOE_CARDS", conditions.re.compile("(?!)"))
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)


DEFENSE_CODE = 100000425
# "while this card is in Defense Position, it cannot be destroyed by card effects" (Bujingi Hare's kind)
DEFENSE_SCRIPT = """-- a monster that cannot be destroyed by effects while in Defense Position
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCode(EFFECT_INDESTRUCTABLE_EFFECT)
  e1:SetCondition(function(e) return e:GetHandler():IsDefensePos() end)
  e1:SetValue(1)
  c:RegisterEffect(e1)
end
"""


def test_a_condition_on_the_cards_own_defense_position_gets_it_so(tmp_path):
    result, out = snapshot_script(tmp_path, DEFENSE_CODE, MONSTER, DEFENSE_SCRIPT)
    written = [effect.file for effect in result.effects if effect.category == "written" and not effect.variant]
    assert len(written) == 1
    text = (out / written[0]).read_text(encoding="utf-8")
    assert "the card in face-up Defense Position" in text and "position: faceup_defense}    # the card" in text
    assert replay(out / written[0], [tmp_path]) == ""


def test_without_that_board_the_defense_condition_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "_OWN_DEFENSE", conditions.re.compile("(?!)"))
    result, out = snapshot_script(tmp_path, DEFENSE_CODE, MONSTER, DEFENSE_SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
