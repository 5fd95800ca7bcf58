"""check-scripts --deep: the summons that use the card (harness/probe/materials.py): an Xyz
Material's effect on its event (the card and a bundled Normal Monster of its Level are the
materials of the "2 Level N monsters" Xyz Monster of XYZS, when a card database has it), a
Tribute's trigger and a trigger on a Tribute Summon (Labyrinth Wall), a Fusion Material's trigger
(the made-up "2 monsters" Fusion Monster); on own scripts written in tmp_path."""
from harness.probe import materials
from harness.probe.materials import XYZS

from tests.test_deep_events import probe, resolved, trigger  # noqa: F401  (probe: the fixture)

XYZ = """-- an Xyz Monster: 2 Level 4 monsters
local s,id=GetID()
function s.initial_effect(c)
  aux.AddXyzProcedure(c,nil,4,2)
  c:EnableReviveLimit()
end
"""
XYZ_CARD = "{name: an xyz, type: [monster, effect, xyz], attribute: dark, race: warrior, rank: 4, atk: 2000, def: 1000}"


MATERIAL = """-- a monster whose effect runs when it is an Xyz Material
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
  e1:SetCode(EVENT_BE_MATERIAL)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return r==REASON_XYZ end)
  e1:SetOperation(function(e,tp) Duel.RegisterFlagEffect(tp,id,RESET_PHASE+PHASE_END,0,1) end)
  c:RegisterEffect(e1)
end
"""


def test_an_xyz_material(probe):
    assert probe(MATERIAL).status == "never legal"        # no Xyz Monster of Rank 4 in the card database
    status = probe(MATERIAL, cards={XYZS[4]: XYZ_CARD}, scripts={XYZS[4]: XYZ})
    assert status.status == "ran" and status.board == "continuous on its event, the card in mzone"


def test_tributed_for_a_tribute_summon(probe):
    script = trigger("SINGLE", "EVENT_BE_MATERIAL", "e:GetHandler():IsLocation(LOCATION_GRAVE) and r==REASON_SUMMON")
    status = probe(script)
    assert resolved(status) and status.board == "trigger be_material, the card in mzone"


def test_a_field_trigger_on_a_tribute_summon(probe):
    script = trigger("FIELD", "EVENT_SUMMON_SUCCESS", "eg:GetFirst():IsSummonType(SUMMON_TYPE_ADVANCE)")
    status = probe(script)
    assert resolved(status) and status.board == "trigger summon_success, the card in mzone"


def test_a_fusion_material_of_the_made_up_fusion_monster(probe, monkeypatch):
    script = trigger("SINGLE", "EVENT_BE_MATERIAL", "e:GetHandler():IsLocation(LOCATION_GRAVE) and r==REASON_FUSION")
    status = probe(script)
    assert resolved(status) and status.board == "trigger be_material, the card in mzone"
    monkeypatch.setattr(materials, "_fusion_material", lambda single: materials.tribute_summon(single))
    assert probe(script).status == "never legal"        # no other summon makes it a Fusion Material
