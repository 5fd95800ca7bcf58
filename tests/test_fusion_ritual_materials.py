"""Fusion and Ritual materials (harness.engine.fusion_ritual, bindings/fusion_ritual.py).

The first tests use made-up cards whose scripts (written below into a temporary folder) call the
material API directly, so that what the API passes and returns is visible: the Fusion Monster's
EFFECT_FUSION_MATERIAL condition and operation record their arguments. The last ones run the
real Polymerization, Red-Eyes Fusion and Black Luster Ritual with the real procedure.lua and
utility.lua (skipped without a checkout of the script repository); the same boards passed on the
native engine (shared/tools/native-oracle) with the same answers and outcomes.
"""
import os
from pathlib import Path

import pytest

from harness.constants import (
    LOCATION_GRAVE, LOCATION_MZONE, LOCATION_REMOVED, REASON_EFFECT, REASON_FUSION, REASON_MATERIAL,
    REASON_RELEASE, REASON_RITUAL, SUMMON_TYPE_FUSION, SUMMON_TYPE_RITUAL,
)
from harness.lua import bindings
from harness.lua.registry import implemented
from harness.session import DuelSession
from lua_board import EQ, board

BEWD, DM, GAIA, RAIGEKI = 89631139, 46986414, 6368038, 12580477
CHIMERA, TEST_FUSION = 99520001, 99520002

CARDS = {
    CHIMERA: {"name": "Test Chimera", "type": ["monster", "effect", "fusion"], "attribute": "dark",
              "race": "dragon", "level": 8, "atk": 3000, "def": 2500},
    TEST_FUSION: {"name": "Test Fusion", "type": ["spell"]},
    DM: {"name": "Dark Magician", "type": ["monster", "normal"], "setcode": 0x10a2, "attribute": "dark",
         "race": "spellcaster", "level": 7, "atk": 2500, "def": 2100},
}

# A Fusion Monster: "Blue-Eyes White Dragon" + "Dark Magician" (one of them may be a substitute).
# Its condition and operation keep what they were called with in s.calls / s.ops.
CHIMERA_SCRIPT = """
local s, id = GetID()
s.calls, s.ops = {}, {}

function s.initial_effect(c)
  c:EnableReviveLimit()
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  e:SetCode(EFFECT_FUSION_MATERIAL)
  e:SetCondition(s.condition)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
  s.material_effect = e
end

local function cards_of(g)
  local list, tc = {}, g:GetFirst()
  while tc do list[#list + 1] = tc tc = g:GetNext() end
  return list
end

local function pair(a, b, fc)
  local a_real, b_real = a:IsFusionCode(89631139), b:IsFusionCode(46986414)
  return (a_real and (b_real or b:CheckFusionSubstitute(fc))) or (a:CheckFusionSubstitute(fc) and b_real)
end

function s.condition(e, g, gc, chkf)
  s.calls[#s.calls + 1] = {g = g, gc = gc, chkf = chkf, dm_code = s.probe and s.probe:IsFusionCode(46986414)}
  if g == nil then return false end
  local fc = e:GetHandler()
  local list = cards_of(g:Filter(Card.IsCanBeFusionMaterial, nil, fc))
  for _, a in ipairs(list) do
    for _, b in ipairs(list) do
      if a ~= b and pair(a, b, fc) and (not gc or gc == a or gc == b) then return true end
    end
  end
  return false
end

function s.operation(e, tp, eg, ep, ev, re, r, rp, gc, chkf)
  s.ops[#s.ops + 1] = {tp = tp, eg = eg, ep = ep, ev = ev, re = re, r = r, rp = rp, gc = gc, chkf = chkf}
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FMATERIAL)
  local sg = eg:Select(tp, gc and 1 or 2, gc and 1 or 2, gc)
  Duel.SetFusionMaterial(sg)
end
"""

# A Polymerization without Chain Material: the materials go to the GY, then the Fusion Summon.
TEST_FUSION_SCRIPT = """
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_SPECIAL_SUMMON + CATEGORY_FUSION_SUMMON)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetTarget(s.target)
  e:SetOperation(s.activate)
  c:RegisterEffect(e)
end

function s.filter(c, e, tp, mg)
  return c:IsType(TYPE_FUSION) and c:IsCanBeSpecialSummoned(e, SUMMON_TYPE_FUSION, tp, false, false)
    and c:CheckFusionMaterial(mg, nil, tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsExistingMatchingCard(s.filter, tp, LOCATION_EXTRA, 0, 1, nil, e, tp, Duel.GetFusionMaterial(tp))
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 1, tp, LOCATION_EXTRA)
end

function s.activate(e, tp, eg, ep, ev, re, r, rp)
  local mg = Duel.GetFusionMaterial(tp)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local tc = Duel.SelectMatchingCard(tp, s.filter, tp, LOCATION_EXTRA, 0, 1, 1, nil, e, tp, mg):GetFirst()
  if not tc then return end
  local mat = Duel.SelectFusionMaterial(tp, tc, mg, nil, tp)
  Duel.SendtoGrave(mat, REASON_EFFECT + REASON_MATERIAL + REASON_FUSION)
  Duel.BreakEffect()
  Duel.SpecialSummon(tc, SUMMON_TYPE_FUSION, tp, tp, false, false, POS_FACEUP)
end
"""

PRELUDE = EQ + """
local function has(g, ...)
  for _, c in ipairs({...}) do if not g:IsContains(c) then return false end end
  return true
end
local chimera = c99520001
"""


@pytest.fixture
def duel(tmp_path):
    (tmp_path / f"c{CHIMERA}.lua").write_text(CHIMERA_SCRIPT)
    (tmp_path / f"c{TEST_FUSION}.lua").write_text(TEST_FUSION_SCRIPT)
    return DuelSession(cards=CARDS, scripts=[tmp_path])


def check(duel, code):
    duel.lua(PRELUDE + code)



# -- Duel.GetFusionMaterial ----------------------------------------------------------------------------
def test_fusion_material_is_the_monsters_in_the_hand_and_on_the_field_by_default(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("dm", DM, 0, "mzone"), ("raigeki", RAIGEKI, 0, "hand"),
          ("gaia", GAIA, 0, "grave"), ("deckdm", DM, 0, "deck"), ("theirs", BEWD, 1, "mzone"))
    check(duel, """
      local all, base = Duel.GetFusionMaterial(0)
      eq(#all, 2, "all") eq(#base, 2, "base") eq(has(base, cards.bewd, cards.dm), true, "hand and field monsters")
      local g = Duel.GetFusionMaterial(0, LOCATION_GRAVE + LOCATION_DECK)
      eq(#g, 2, "other locations") eq(has(g, cards.gaia, cards.deckdm), true, "GY and Deck monsters")
      eq(#Duel.GetFusionMaterial(1), 1, "the other player's")
      eq(#Duel.GetFusionMaterial(0, nil), 0, "an explicit nil location reads 0 (lua_tointeger)")
    """)


def test_an_extra_fusion_material_in_the_gy_is_in_the_whole_group_only(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("gaia", GAIA, 0, "grave"), ("chimera", CHIMERA, 0, "extra"))
    check(duel, """
      local e = Effect.CreateEffect(cards.gaia)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_EXTRA_FUSION_MATERIAL)
      e:SetValue(function(ef, fc) return fc ~= nil and fc:IsCode(99520001) end)
      cards.gaia:RegisterEffect(e)
      local all, base = Duel.GetFusionMaterial(0)
      eq(all:IsContains(cards.gaia), true, "all") eq(base:IsContains(cards.gaia), false, "base")
      eq(cards.gaia:IsCanBeFusionMaterial(cards.chimera), true, "the value accepts Test Chimera")
      eq(cards.gaia:IsCanBeFusionMaterial(cards.bewd), false, "another Fusion Monster: the value rejects it")
      eq(cards.gaia:IsCanBeFusionMaterial(), false, "no Fusion Monster: the value gets nil")
      eq(cards.bewd:IsCanBeFusionMaterial(), true, "no EXTRA_FUSION_MATERIAL: any Fusion Monster")
    """)


# -- Card.CheckFusionMaterial ---------------------------------------------------------------------------
def test_check_fusion_material_calls_the_condition_with_the_group_gc_and_chkf(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("dm", DM, 0, "mzone"), ("gaia", GAIA, 0, "hand"),
          ("chimera", CHIMERA, 0, "extra"))
    check(duel, """
      local mg = Duel.GetFusionMaterial(0)
      eq(cards.chimera:CheckFusionMaterial(mg, nil, 0), true, "Blue-Eyes + Dark Magician")
      local last = chimera.calls[#chimera.calls]
      eq(last.chkf, 0, "chkf") eq(last.gc, nil, "no gc") eq(#last.g, 3, "the whole group")
      eq(last.g ~= mg, true, "a new group (the core copies it)")
      eq(cards.chimera:CheckFusionMaterial(mg), true, "default chkf")
      eq(chimera.calls[#chimera.calls].chkf, PLAYER_NONE, "chkf defaults to PLAYER_NONE")
      eq(cards.chimera:CheckFusionMaterial(mg, cards.gaia, 0), false, "Gaia cannot be one of them")
      eq(cards.chimera:CheckFusionMaterial(mg, cards.dm, 0), true, "with Dark Magician")
      eq(chimera.calls[#chimera.calls].gc, cards.dm, "gc")
      eq(cards.chimera:CheckFusionMaterial(), false, "no group: the condition gets nil (Instant Fusion)")
      eq(chimera.calls[#chimera.calls].g, nil, "nil group")
      eq(cards.dm:CheckFusionMaterial(mg), false, "no EFFECT_FUSION_MATERIAL")
    """)


def test_a_material_limit_of_the_fusion_monster_removes_materials_unless_not_as_material(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("dm", DM, 0, "mzone"), ("chimera", CHIMERA, 0, "extra"))
    check(duel, """
      local seen = {}
      local e = Effect.CreateEffect(cards.chimera)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_MATERIAL_LIMIT)
      e:SetValue(function(ef, mc, fc, st) seen[#seen + 1] = {mc, fc, st} return not mc:IsLocation(LOCATION_MZONE) end)
      cards.chimera:RegisterEffect(e)
      local mg = Duel.GetFusionMaterial(0)
      eq(cards.chimera:CheckFusionMaterial(mg, nil, 0), false, "Dark Magician on the field is removed")
      eq(#chimera.calls[#chimera.calls].g, 1, "the condition sees one card")
      eq(seen[1][2], cards.chimera, "the value gets the Fusion Monster") eq(seen[1][3], SUMMON_TYPE_FUSION, "and the summon type")
      eq(cards.chimera:CheckFusionMaterial(mg, nil, 0x200), false, "chkf 0x200")
      eq(seen[#seen][3], SUMMON_TYPE_SPECIAL, "chkf 0x200: SUMMON_TYPE_SPECIAL")
      eq(cards.chimera:CheckFusionMaterial(mg, nil, 0, true), true, "not as Fusion Material: no limit")
    """)


# -- names, substitutes and prohibitions -----------------------------------------------------------------
def test_an_added_fusion_code_counts_only_as_fusion_material(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("gaia", GAIA, 0, "mzone"), ("chimera", CHIMERA, 0, "extra"))
    check(duel, """
      local e = Effect.CreateEffect(cards.gaia)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_ADD_FUSION_CODE) e:SetValue(46986414)
      cards.gaia:RegisterEffect(e)
      eq(cards.gaia:IsFusionCode(46986414), true, "IsFusionCode") eq(cards.gaia:IsCode(46986414), false, "not IsCode")
      eq(cards.gaia:IsFusionCode(6368038), true, "its own name too")
      local a, b = cards.gaia:GetFusionCode()
      eq(a, 6368038, "GetFusionCode: its code") eq(b, 46986414, "then the added one")
      eq(cards.gaia:IsFusionSetCard(0xa2), true, "the added name's archetype (Dark Magician)")
      eq(cards.gaia:IsSetCard(0xa2), false, "not its own archetype")
      local mg = Duel.GetFusionMaterial(0)
      chimera.probe = cards.gaia
      eq(cards.chimera:CheckFusionMaterial(mg, nil, 0), true, "Blue-Eyes + Gaia as Dark Magician")
      eq(chimera.calls[#chimera.calls].dm_code, true, "during the check")
      eq(cards.chimera:CheckFusionMaterial(mg, nil, 0, true), false, "not as Fusion Material: not a Dark Magician")
      eq(chimera.calls[#chimera.calls].dm_code, false, "core.not_material during the condition")
      eq(cards.gaia:IsFusionCode(46986414), true, "and again afterwards")
      chimera.probe = nil
    """)


def test_an_added_fusion_archetype_and_attribute(duel):
    board(duel, ("gaia", GAIA, 0, "mzone"))
    check(duel, """
      local e = Effect.CreateEffect(cards.gaia)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_ADD_FUSION_SETCODE) e:SetValue(0x3b)
      cards.gaia:RegisterEffect(e)
      eq(cards.gaia:IsFusionSetCard(0x3b), true, "Red-Eyes as Fusion Material") eq(cards.gaia:IsSetCard(0x3b), false, "IsSetCard")
      eq(cards.gaia:IsFusionSetCard(0x103b), false, "a sub-archetype needs its own bits")
      local a = Effect.CreateEffect(cards.gaia)
      a:SetType(EFFECT_TYPE_SINGLE) a:SetCode(EFFECT_CHANGE_FUSION_ATTRIBUTE)
      local asked = {}
      a:SetValue(function(ef, c, p) asked[#asked + 1] = p return ATTRIBUTE_LIGHT end)
      cards.gaia:RegisterEffect(a)
      eq(cards.gaia:GetFusionAttribute(1), ATTRIBUTE_LIGHT, "GetFusionAttribute")
      eq(asked[1], 1, "the value function gets the player")
      eq(cards.gaia:IsFusionAttribute(ATTRIBUTE_LIGHT), true, "IsFusionAttribute")
      eq(cards.gaia:IsFusionAttribute(ATTRIBUTE_EARTH), false, "its own Attribute no longer")
      eq(cards.gaia:IsAttribute(ATTRIBUTE_EARTH), true, "IsAttribute")
      eq(cards.gaia:IsFusionType(TYPE_MONSTER), true, "IsFusionType") eq(cards.gaia:GetFusionType(), cards.gaia:GetType(), "GetFusionType")
    """)


def test_a_fusion_substitute_and_cannot_be_fusion_material(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("gaia", GAIA, 0, "mzone"), ("dm", DM, 0, "mzone"),
          ("chimera", CHIMERA, 0, "extra"))
    check(duel, """
      local mg = Duel.GetFusionMaterial(0)
      local sub = Effect.CreateEffect(cards.gaia)
      sub:SetType(EFFECT_TYPE_SINGLE) sub:SetCode(EFFECT_FUSION_SUBSTITUTE)
      cards.gaia:RegisterEffect(sub)
      eq(cards.gaia:CheckFusionSubstitute(cards.chimera), true, "no value: a substitute for any")
      eq(cards.chimera:CheckFusionMaterial(Group.FromCards(cards.gaia, cards.dm), nil, 0), true, "Gaia for Blue-Eyes")
      sub:SetValue(function(ef, fc) return not fc:IsCode(99520001) end)
      eq(cards.gaia:CheckFusionSubstitute(cards.chimera), false, "the value rejects Test Chimera")
      eq(cards.bewd:CheckFusionSubstitute(cards.chimera), false, "no EFFECT_FUSION_SUBSTITUTE")
      local seen = {}
      local no = Effect.CreateEffect(cards.dm)
      no:SetType(EFFECT_TYPE_SINGLE) no:SetCode(EFFECT_CANNOT_BE_FUSION_MATERIAL)
      no:SetValue(function(ef, fc, st) seen[#seen + 1] = {fc, st} return st == SUMMON_TYPE_FUSION end)
      cards.dm:RegisterEffect(no)
      eq(cards.dm:IsCanBeFusionMaterial(cards.chimera), false, "EFFECT_CANNOT_BE_FUSION_MATERIAL")
      eq(seen[1][1], cards.chimera, "its value gets the Fusion Monster") eq(seen[1][2], SUMMON_TYPE_FUSION, "and the summon type")
      eq(cards.dm:IsCanBeFusionMaterial(cards.chimera, SUMMON_TYPE_SPECIAL), true, "another summon type")
      eq(cards.chimera:CheckFusionMaterial(mg, nil, 0), false, "Dark Magician cannot be used")
      eq(cards.chimera:CheckFusionMaterial(mg, nil, 0, true), true, "not as Fusion Material: the prohibition does not apply")
    """)


# -- Duel.SelectFusionMaterial / SetFusionMaterial -------------------------------------------------------
def test_select_fusion_material_runs_the_operation_and_returns_what_it_set(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("dm", DM, 0, "mzone"), ("gaia", GAIA, 0, "hand"),
          ("chimera", CHIMERA, 0, "extra"))
    duel.answers.load(choose=[[duel.card("bewd"), duel.card("dm")], [duel.card("bewd")]])
    check(duel, """
      local mg = Duel.GetFusionMaterial(0)
      local mat = Duel.SelectFusionMaterial(0, cards.chimera, mg, nil, 0)
      eq(#mat, 2, "two materials") eq(has(mat, cards.bewd, cards.dm), true, "the chosen ones")
      local op = chimera.ops[1]
      eq(op.tp, 0, "tp") eq(#op.eg, 3, "eg: the materials") eq(op.ep, PLAYER_NONE, "ep") eq(op.ev, 0, "ev")
      eq(op.re, chimera.material_effect, "re: the EFFECT_FUSION_MATERIAL effect") eq(op.r, 0, "r") eq(op.rp, 0, "rp")
      eq(op.gc, nil, "gc") eq(op.chkf, 0, "chkf")
      local with = Duel.SelectFusionMaterial(0, cards.chimera, mg, cards.dm, 0)
      eq(#with, 2, "gc is added to the selection") eq(has(with, cards.bewd, cards.dm), true, "gc and the chosen one")
      eq(chimera.ops[2].gc, cards.dm, "the operation gets gc")
      eq(#Duel.SelectFusionMaterial(0, cards.dm, mg), 0, "no EFFECT_FUSION_MATERIAL: nothing")
      eq(#Duel.SelectFusionMaterial(0, cards.dm, mg, cards.gaia), 1, "but gc")
    """)


def test_a_fusion_spell_sends_the_chosen_materials_and_fusion_summons(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("dm", DM, 0, "mzone"), ("gaia", GAIA, 0, "hand"),
          ("chimera", CHIMERA, 0, "extra"), ("fusion", TEST_FUSION, 0, "hand"))
    bewd, dm, gaia, chimera = (duel.card(a) for a in ("bewd", "dm", "gaia", "chimera"))
    assert duel.can_activate(duel.card("fusion")) == (True, "")
    duel.activate(duel.card("fusion"), choose=[[chimera], [bewd, dm]])
    assert chimera.location == LOCATION_MZONE and chimera.summon_type & SUMMON_TYPE_FUSION == SUMMON_TYPE_FUSION
    for material in (bewd, dm):
        assert material.location == LOCATION_GRAVE
        assert material.reason == REASON_EFFECT | REASON_MATERIAL | REASON_FUSION
    assert gaia.location != LOCATION_GRAVE


def test_a_fusion_spell_cannot_be_activated_without_the_materials(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("gaia", GAIA, 0, "hand"), ("chimera", CHIMERA, 0, "extra"),
          ("fusion", TEST_FUSION, 0, "hand"), ("deckdm", DM, 0, "deck"))
    ok, reason = duel.can_activate(duel.card("fusion"))
    assert not ok and "no legal target" in reason


# -- Ritual Material --------------------------------------------------------------------------------------
def test_ritual_material_is_the_hand_and_field_monsters_and_gy_ones_only_with_extra_ritual_material(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("dm", DM, 0, "mzone"), ("raigeki", RAIGEKI, 0, "hand"),
          ("gaia", GAIA, 0, "grave"), ("theirs", BEWD, 1, "mzone"), ("chimera", CHIMERA, 0, "extra"))
    check(duel, """
      local g = Duel.GetRitualMaterial(0)
      eq(#g, 2, "hand and field monsters") eq(has(g, cards.bewd, cards.dm), true, "Blue-Eyes and Dark Magician")
      eq(cards.gaia:IsCanBeRitualMaterial(cards.bewd), false, "in the GY: no")
      local e = Effect.CreateEffect(cards.gaia)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_EXTRA_RITUAL_MATERIAL)
      e:SetValue(function(ef, rc) return rc ~= nil and rc:IsCode(89631139) end)
      cards.gaia:RegisterEffect(e)
      eq(Duel.GetRitualMaterial(0):IsContains(cards.gaia), true, "EFFECT_EXTRA_RITUAL_MATERIAL in the GY")
      eq(cards.gaia:IsCanBeRitualMaterial(cards.bewd), true, "its value accepts that Ritual Monster")
      eq(cards.gaia:IsCanBeRitualMaterial(cards.dm), false, "not another")
      eq(cards.raigeki:IsCanBeRitualMaterial(cards.bewd), false, "not a monster")
      local r = Effect.CreateEffect(cards.theirs)
      r:SetType(EFFECT_TYPE_SINGLE) r:SetCode(EFFECT_EXTRA_RELEASE)
      cards.theirs:RegisterEffect(r)
      eq(Duel.GetRitualMaterial(0):IsContains(cards.theirs), true, "the opponent's monster under EFFECT_EXTRA_RELEASE")
    """)


def test_ritual_level_reads_effect_ritual_level_with_two_levels(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("gaia", GAIA, 0, "hand"), ("dm", DM, 0, "hand"))
    check(duel, """
      eq(cards.gaia:GetRitualLevel(cards.bewd), 7, "its Level")
      local e = Effect.CreateEffect(cards.gaia)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_RITUAL_LEVEL)
      e:SetValue(function(ef, rc) if rc:IsAttribute(ATTRIBUTE_DARK) then return (7 << 16) + 2 end return 0 end)
      cards.gaia:RegisterEffect(e)
      eq(cards.gaia:GetRitualLevel(cards.dm), (7 << 16) + 2, "for a DARK Ritual Monster: 2 or 7")
      eq(cards.gaia:GetRitualLevel(cards.bewd), 7, "a value of 0: its Level")
      local g = Group.FromCards(cards.gaia)
      eq(g:CheckWithSumEqual(Card.GetRitualLevel, 2, 1, 1, cards.dm), true, "Level 2 for Dark Magician")
      eq(g:CheckWithSumEqual(Card.GetRitualLevel, 7, 1, 1, cards.dm), true, "or 7")
    """)


def test_release_ritual_material_tributes_banishes_and_sends_with_ritual_reasons(duel):
    board(duel, ("bewd", BEWD, 0, "hand"), ("dm", DM, 0, "mzone"), ("gaia", GAIA, 0, "grave"),
          ("chimera", CHIMERA, 0, "extra"))
    check(duel, "Duel.ReleaseRitualMaterial(Group.FromCards(cards.bewd, cards.dm, cards.gaia, cards.chimera))")
    bewd, dm, gaia, chimera = (duel.card(a) for a in ("bewd", "dm", "gaia", "chimera"))
    ritual = REASON_RITUAL | REASON_EFFECT | REASON_MATERIAL
    assert bewd.location == dm.location == LOCATION_GRAVE and bewd.reason == dm.reason == ritual | REASON_RELEASE
    assert gaia.location == LOCATION_REMOVED and gaia.is_faceup() and gaia.reason == ritual
    assert chimera.location == LOCATION_GRAVE and chimera.reason == ritual


def test_a_monster_the_effect_cannot_tribute_is_not_ritual_material(duel):
    board(duel, ("bewd", BEWD, 0, "mzone"), ("dm", DM, 0, "mzone"))
    check(duel, """
      local e = Effect.CreateEffect(cards.dm)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UNRELEASABLE_NONSUM) e:SetValue(1)
      cards.dm:RegisterEffect(e)
      local g = Duel.GetRitualMaterial(0)
      eq(g:IsContains(cards.dm), false, "EFFECT_UNRELEASABLE_NONSUM") eq(g:IsContains(cards.bewd), true, "Blue-Eyes")
      Duel.ReleaseRitualMaterial(Group.FromCards(cards.dm, cards.bewd))
      eq(cards.dm:IsLocation(LOCATION_MZONE), true, "not Tributed") eq(cards.bewd:IsLocation(LOCATION_GRAVE), true, "Tributed")
    """)


def test_every_fusion_and_ritual_function_of_the_procedures_is_implemented():
    bindings.load_all()
    for table, name in (("Duel", "GetFusionMaterial"), ("Duel", "SelectFusionMaterial"), ("Duel", "SetFusionMaterial"),
                        ("Duel", "GetChainMaterial"), ("Duel", "GetRitualMaterial"), ("Duel", "GetRitualMaterialEx"),
                        ("Duel", "ReleaseRitualMaterial"), ("Card", "CheckFusionMaterial"),
                        ("Card", "IsCanBeFusionMaterial"), ("Card", "CheckFusionSubstitute"), ("Card", "IsFusionCode"),
                        ("Card", "IsFusionSetCard"), ("Card", "IsFusionAttribute"), ("Card", "GetFusionAttribute"),
                        ("Card", "IsFusionType"), ("Card", "GetFusionType"), ("Card", "GetFusionCode"),
                        ("Card", "IsFusionSummonableCard"), ("Card", "GetRitualLevel"), ("Card", "IsCanBeRitualMaterial")):
        assert implemented(table, name), f"{table}.{name}"


# -- the real scripts ---------------------------------------------------------------------------------------
REAL = Path(os.environ.get("YGO_SCRIPTS_CHECKOUT") or "/tmp/ygo/scripts")
POLYMERIZATION, RED_EYES_FUSION, BLACK_LUSTER_RITUAL, CHAOS_FORM = 24094653, 6172122, 55761792, 21082832
BLACK_SKULL, RED_EYES, SKULL, SWAMP, BLACK_LUSTER, RAVEN = 11901678, 74677422, 70781052, 79109599, 5405694, 34334692


def real_duel():
    if not (REAL / "procedure.lua").is_file():
        pytest.skip("set YGO_SCRIPTS_CHECKOUT to a ygopro-scripts checkout")
    bindings.load_all()
    if not implemented("Duel", "GetMustMaterial"):
        pytest.skip("the real Fusion procedures call Duel.GetMustMaterial (the Synchro helper's)")
    return DuelSession(scripts=[REAL])


def test_real_polymerization_fusion_summons_black_skull_dragon():
    duel = real_duel()
    poly = duel.add_card(POLYMERIZATION, 0, "hand", "poly")
    red_eyes = duel.add_card(RED_EYES, 0, "hand", "redeyes")
    skull = duel.add_card(SKULL, 0, "mzone", "skull")
    bewd = duel.add_card(BEWD, 0, "hand", "bewd")
    black_skull = duel.add_card(BLACK_SKULL, 0, "extra", "bsd")
    duel.start()
    duel.activate(poly, choose=[[black_skull], [red_eyes, skull]])
    assert black_skull.location == LOCATION_MZONE
    assert black_skull.summon_type & SUMMON_TYPE_FUSION == SUMMON_TYPE_FUSION
    for material in (red_eyes, skull):
        assert material.location == LOCATION_GRAVE and material.reason == REASON_EFFECT | REASON_MATERIAL | REASON_FUSION
    assert bewd.location != LOCATION_GRAVE


def test_real_polymerization_uses_king_of_the_swamp_as_a_substitute():
    duel = real_duel()
    poly = duel.add_card(POLYMERIZATION, 0, "hand", "poly")
    swamp = duel.add_card(SWAMP, 0, "hand", "swamp")
    red_eyes = duel.add_card(RED_EYES, 0, "mzone", "redeyes")
    black_skull = duel.add_card(BLACK_SKULL, 0, "extra", "bsd")
    duel.start()
    duel.activate(poly, choose=[[black_skull], [swamp, red_eyes]])
    assert black_skull.location == LOCATION_MZONE
    assert swamp.location == red_eyes.location == LOCATION_GRAVE


def test_real_red_eyes_fusion_uses_materials_from_the_deck():
    duel = real_duel()
    fusion = duel.add_card(RED_EYES_FUSION, 0, "hand", "fusion")
    red_eyes = duel.add_card(RED_EYES, 0, "deck", "redeyes")
    skull = duel.add_card(SKULL, 0, "deck", "skull")
    black_skull = duel.add_card(BLACK_SKULL, 0, "extra", "bsd")
    duel.start()
    duel.activate(fusion, choose=[[black_skull], [red_eyes, skull]])
    assert black_skull.location == LOCATION_MZONE and red_eyes.location == skull.location == LOCATION_GRAVE
    duel.lua('assert(cards.bsd:IsCode(74677422), "its name becomes Red-Eyes Black Dragon")')


def test_real_black_luster_ritual_tributes_monsters_whose_levels_reach_8():
    duel = real_duel()
    ritual = duel.add_card(BLACK_LUSTER_RITUAL, 0, "hand", "ritual")
    soldier = duel.add_card(BLACK_LUSTER, 0, "hand", "bls")
    raven = duel.add_card(RAVEN, 0, "hand", "raven")
    gaia = duel.add_card(GAIA, 0, "mzone", "gaia")
    dm = duel.add_card(DM, 0, "hand", "dm")
    duel.start()
    duel.activate(ritual, choose=[[soldier], [gaia, raven]])
    assert soldier.location == LOCATION_MZONE
    assert soldier.summon_type & SUMMON_TYPE_RITUAL == SUMMON_TYPE_RITUAL
    for material in (gaia, raven):
        assert material.location == LOCATION_GRAVE
        assert material.reason == REASON_RITUAL | REASON_EFFECT | REASON_MATERIAL | REASON_RELEASE
    assert dm.location != LOCATION_GRAVE


def test_real_chaos_form_banishes_blue_eyes_from_the_gy_as_ritual_material():
    duel = real_duel()
    form = duel.add_card(CHAOS_FORM, 0, "hand", "form")
    soldier = duel.add_card(BLACK_LUSTER, 0, "hand", "bls")
    bewd = duel.add_card(BEWD, 0, "grave", "bewd")
    gaia = duel.add_card(GAIA, 0, "mzone", "gaia")
    duel.start()
    duel.activate(form, choose=[[soldier], [bewd]])
    assert soldier.location == LOCATION_MZONE and gaia.location == LOCATION_MZONE
    assert bewd.location == LOCATION_REMOVED and bewd.is_faceup()
    assert bewd.reason == REASON_RITUAL | REASON_EFFECT | REASON_MATERIAL
