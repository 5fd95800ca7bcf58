"""check-scripts --deep and snapshot: a cost that detaches a material from an Xyz Monster of a
kind through a filter ("detach 1 material from a DARK Xyz Monster you control",
`c:CheckRemoveOverlayCard(tp,1,REASON_COST)`, Raider's Wing's kind) gets the made-up Xyz Monster
of one's field with Xyz Materials (harness/probe/xyz_materials.py), after the text's other
boards. On an own script written in tmp_path: never legal without that board, and its snapshot
file passes."""
from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000421
SPELL = "{name: probed, type: [spell]}"
SCRIPT = """-- a Spell that detaches a material from a DARK Xyz Monster to draw
local s,id=GetID()
function s.cfilter(c,tp)
  return c:IsFaceup() and c:IsType(TYPE_XYZ) and c:IsAttribute(ATTRIBUTE_DARK) and c:CheckRemoveOverlayCard(tp,1,REASON_COST)
end
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,1,nil,tp) end
    local tc=Duel.SelectMatchingCard(tp,s.cfilter,tp,LOCATION_MZONE,0,1,1,nil,tp):GetFirst()
    tc:RemoveOverlayCard(tp,1,1,REASON_COST)
  end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_the_made_up_xyz_monsters_materials_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, SPELL, SCRIPT)
    name = only_written(result)
    assert "one's made-up Xyz Monster with Xyz Materials" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_that_board_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "xyz_materials", lambda text, made_up: [])
    result, out = snapshot_script(tmp_path, CODE, SPELL, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
