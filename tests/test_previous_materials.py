"""Card.GetPreviousOverlayCountOnField as a leave-field trigger's condition reads it: field::send_to
processes the leave-field events (step 9) before it records the materials the card lost (step
10), so the condition sees the count of the last time the card left the field."""
from harness.scenario.loader import load_scenario
from harness.scenario.runner import run_scenario

# an Xyz Monster whose forced trigger draws a card when it leaves the field with materials
SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
  e1:SetCode(EVENT_LEAVE_FIELD)
  e1:SetCondition(function(e) return e:GetHandler():GetPreviousOverlayCountOnField()>0 end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""

SCENARIO = """name: a leave-field trigger on the materials the card had
scripts: [scripts]
cards:
  99600020: {name: Counter, type: [monster, effect, xyz], attribute: dark, race: warrior, rank: 4, atk: 1000, def: 1000}
  99600021: {name: Material, type: [monster, normal], attribute: dark, race: warrior, level: 4, atk: 0, def: 0}
board:
  - {as: xyz, code: 99600020, player: 0, location: mzone}
  - {as: material, code: 99600021, player: 0, location: overlay, overlay_of: xyz}
  - {as: top, code: 99600021, player: 0, location: deck}
steps:
  - destroy: [xyz]
  - expect:
      xyz: {location: grave}
      top: {location: deck}          # its first time off the field: the condition read 0
  - lua: |
      if cards.xyz:GetPreviousOverlayCountOnField() ~= 1 then error("not recorded") end
"""


def test_the_first_leave_fields_condition_reads_no_materials_and_the_count_is_recorded_after(tmp_path):
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "c99600020.lua").write_text(SCRIPT, encoding="utf-8")
    path = tmp_path / "leave.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    run_scenario(load_scenario(path))
