"""check-scripts --deep and snapshot: the card's own ATK raised above its original ATK (Axe of
Despair equipping it, harness/probe/field_asks.py's Equip Spells board), for a text that asks about
the card itself (`e:GetHandler():GetAttack()>e:GetHandler():GetBaseAttack()`), on an own script
written in tmp_path: never legal without that board, and its snapshot file passes."""
from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000397
MONSTER = "{name: probed, type: [monster, effect], attribute: dark, race: warrior, level: 4, atk: 1800, def: 1000}"
# "if this card's ATK is higher than its original ATK: you can draw 1 card"
SCRIPT = """-- a monster whose effect asks for its own ATK raised
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(function(e) return e:GetHandler():GetAttack()>e:GetHandler():GetBaseAttack() end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def _snapshot(tmp_path):
    return snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)


def test_its_snapshot_is_written_with_the_card_equipped_and_passes(tmp_path):
    result, out = _snapshot(tmp_path)
    name = only_written(result)
    text = (out / name).read_text(encoding="utf-8")
    assert "an Equip Spell equipping a monster of each player's" in text and "equip_to: probed" in text
    assert replay(out / name, [tmp_path]) == ""


def test_without_that_board_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "field_asks", lambda text, known, monsters, main_deck: [])
    result, out = _snapshot(tmp_path)
    assert result.category == "never legal" and not effect_files(out)
