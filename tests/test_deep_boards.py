"""The deep probe's boards (harness/probe/boards.py): the made-up cards a script's filters ask for,
on scripts written here in tmp_path (never the real corpus)."""
import pytest

from harness import constants
from harness.probe import boards as deep_boards, deep
from harness.bundled import API_STUBS
from harness.probe.boards import MADE_UP_SCRIPT, mentioned_cards
from lua_board import activated_spell

FUSION_SPELL = activated_spell(
    "a Spell that Fusion Summons a Fusion Monster of archetype 0x7b2 with materials from the hand or field",
    category="CATEGORY_SPECIAL_SUMMON+CATEGORY_FUSION_SUMMON", functions="""function s.filter(c,e,tp,m)
  return c:IsType(TYPE_FUSION) and c:IsSetCard(0x7b2)
    and c:IsCanBeSpecialSummoned(e,SUMMON_TYPE_FUSION,tp,false,false) and c:CheckFusionMaterial(m,nil,tp)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_EXTRA,0,1,nil,e,tp,Duel.GetFusionMaterial(tp)) end
  Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_EXTRA)
end
function s.operation(e,tp)
  local mg=Duel.GetFusionMaterial(tp)
  local tc=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_EXTRA,0,1,1,nil,e,tp,mg):GetFirst()
  if not tc then return end
  local mat=Duel.SelectFusionMaterial(tp,tc,mg,nil,tp)
  tc:SetMaterial(mat)
  Duel.SendtoGrave(mat,REASON_EFFECT+REASON_MATERIAL+REASON_FUSION)
  Duel.BreakEffect()
  Duel.SpecialSummon(tc,SUMMON_TYPE_FUSION,tp,tp,false,false,POS_FACEUP)
  tc:CompleteProcedure()
end
""")

RE_EQUIP = activated_spell(
    "a Spell that equips an Equip Spell from one's GY to a face-up monster it can equip",
    functions="""function s.monster(c,ec)
  return c:IsFaceup() and ec:CheckEquipTarget(c)
end
function s.filter(c,tp)
  return c:IsType(TYPE_EQUIP) and Duel.IsExistingMatchingCard(s.monster,tp,LOCATION_MZONE,0,1,nil,c)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.GetLocationCount(tp,LOCATION_SZONE)>1
    and Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_GRAVE,0,1,nil,tp) end
end
function s.operation(e,tp)
  local ec=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_GRAVE,0,1,1,nil,tp):GetFirst()
  if not ec then return end
  local tc=Duel.SelectMatchingCard(tp,s.monster,tp,LOCATION_MZONE,0,1,1,nil,ec):GetFirst()
  Duel.Equip(tp,ec,tc)
end
""")

COPY_SPELL = activated_spell(
    "a Spell that banishes a Spell of archetype 0x7b3 from one's GY and applies its activation",
    functions="""function s.filter(c)
  return c:IsSetCard(0x7b3) and c:IsType(TYPE_SPELL) and c:CheckActivateEffect(false,true,false)~=nil
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_GRAVE,0,1,nil) end
end
function s.operation(e,tp)
  local g=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_GRAVE,0,1,1,nil)
  Duel.Remove(g,POS_FACEUP,REASON_EFFECT)
end
""")

TWO_NAMES = activated_spell(
    "a Spell that adds 2 monsters of archetype 0x7b4 with different names from the Deck to the hand",
    category="CATEGORY_TOHAND+CATEGORY_SEARCH", functions="""function s.filter(c)
  return c:IsSetCard(0x7b4) and c:IsType(TYPE_MONSTER) and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.GetMatchingGroup(s.filter,tp,LOCATION_DECK,0,nil):GetClassCount(Card.GetCode)>=2 end
end
function s.operation(e,tp)
  local g=Duel.GetMatchingGroup(s.filter,tp,LOCATION_DECK,0,nil)
  local first=g:GetFirst()
  local other=g:Filter(function(c) return not c:IsCode(first:GetCode()) end,nil):GetFirst()
  Duel.SendtoHand(Group.FromCards(first,other),nil,REASON_EFFECT)
end
""")

RITUAL_SPELL = activated_spell(
    "a Spell that Ritual Summons a Ritual Monster of archetype 0x7b5 from the hand, Tributing a monster of its Level",
    category="CATEGORY_SPECIAL_SUMMON", functions="""function s.filter(c,e,tp,mg)
  return (c:GetType()&0x81)==0x81 and c:IsSetCard(0x7b5) and c:IsCanBeSpecialSummoned(e,SUMMON_TYPE_RITUAL,tp,false,true)
    and mg:IsExists(Card.IsLevel,1,c,c:GetLevel())
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_HAND,0,1,nil,e,tp,Duel.GetRitualMaterial(tp)) end
end
function s.operation(e,tp)
  local mg=Duel.GetRitualMaterial(tp)
  local tc=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_HAND,0,1,1,nil,e,tp,mg):GetFirst()
  if not tc then return end
  local mat=mg:FilterSelect(tp,Card.IsLevel,1,1,tc,tc:GetLevel())
  tc:SetMaterial(mat)
  Duel.ReleaseRitualMaterial(mat)
  Duel.BreakEffect()
  Duel.SpecialSummon(tc,SUMMON_TYPE_RITUAL,tp,tp,false,true,POS_FACEUP)
  tc:CompleteProcedure()
end
""")

RANK_UP = """-- a Spell: target a face-up monster of archetype 0x7b6 one controls; Special Summon from the Extra Deck a
-- monster of that archetype 1 Rank higher, using it as material
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.filter1(c,e,tp)
  local rk=c:GetRank()
  return rk>0 and c:IsFaceup() and c:IsSetCard(0x7b6)
    and Duel.IsExistingMatchingCard(s.filter2,tp,LOCATION_EXTRA,0,1,nil,e,tp,c,rk+1)
end
function s.filter2(c,e,tp,mc,rk)
  return c:IsRank(rk) and c:IsSetCard(0x7b6) and mc:IsCanBeXyzMaterial(c)
    and c:IsCanBeSpecialSummoned(e,SUMMON_TYPE_XYZ,tp,false,false) and Duel.GetLocationCountFromEx(tp,tp,mc,c)>0
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chkc then return chkc:IsControler(tp) and chkc:IsLocation(LOCATION_MZONE) and s.filter1(chkc,e,tp) end
  if chk==0 then return Duel.IsExistingTarget(s.filter1,tp,LOCATION_MZONE,0,1,nil,e,tp) end
  Duel.SelectTarget(tp,s.filter1,tp,LOCATION_MZONE,0,1,1,nil,e,tp)
end
function s.operation(e,tp)
  local tc=Duel.GetFirstTarget()
  if not tc:IsRelateToEffect(e) or tc:IsFacedown() then return end
  local sc=Duel.SelectMatchingCard(tp,s.filter2,tp,LOCATION_EXTRA,0,1,1,nil,e,tp,tc,tc:GetRank()+1):GetFirst()
  if not sc then return end
  sc:SetMaterial(Group.FromCards(tc))
  Duel.Overlay(sc,Group.FromCards(tc))
  Duel.SpecialSummon(sc,SUMMON_TYPE_XYZ,tp,tp,false,false,POS_FACEUP)
  sc:CompleteProcedure()
end
"""

OWN_COPY = activated_spell(
    "a Spell that adds another copy of itself from the Deck to the hand",
    category="CATEGORY_TOHAND+CATEGORY_SEARCH", functions="""function s.filter(c)
  return c:IsCode(id) and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_DECK,0,1,nil) end
end
function s.operation(e,tp)
  local g=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_DECK,0,1,1,nil)
  Duel.SendtoHand(g,nil,REASON_EFFECT)
end
""")

NEGATE_SUMMONED = """-- a Spell that negates the effects of a face-up Effect Monster the opponent Special Summoned from the Extra Deck
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DISABLE)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.filter(c)
  return c:IsFaceup() and c:IsType(TYPE_EFFECT) and not c:IsDisabled() and c:IsSummonLocation(LOCATION_EXTRA)
    and c:GetOverlayCount()>0
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1-tp) and s.filter(chkc) end
  if chk==0 then return Duel.IsExistingTarget(s.filter,tp,0,LOCATION_MZONE,1,nil) end
  Duel.SelectTarget(tp,s.filter,tp,0,LOCATION_MZONE,1,1,nil)
end
function s.operation(e,tp)
  local tc=Duel.GetFirstTarget()
  if not tc:IsRelateToEffect(e) then return end
  local e1=Effect.CreateEffect(e:GetHandler())
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_DISABLE)
  e1:SetReset(RESET_EVENT+RESETS_STANDARD)
  tc:RegisterEffect(e1)
end
"""

PENDULUM_AND_CONTINUOUS = """-- a Spell whose filters ask for a Pendulum Monster and a Continuous Spell of archetype 0x7b7
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  c:RegisterEffect(e1)
end
function s.pendulum(c)
  return c:IsFaceup() and c:IsType(TYPE_PENDULUM)
end
function s.continuous(c)
  return c:IsFaceup() and c:IsSetCard(0x7b7) and c:IsType(TYPE_CONTINUOUS)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.pendulum,tp,LOCATION_EXTRA,0,1,nil)
    and Duel.IsExistingMatchingCard(s.pendulum,tp,LOCATION_PZONE,0,1,nil)
    and Duel.IsExistingMatchingCard(s.continuous,tp,LOCATION_SZONE,0,1,nil) end
end
"""

THREE_IN_GY = activated_spell(
    "a Spell for 3 or more monsters of archetype 0x7b8 in one's GY: it banishes them",
    category="CATEGORY_REMOVE", functions="""function s.filter(c)
  return c:IsSetCard(0x7b8) and c:IsType(TYPE_MONSTER) and c:IsAbleToRemove()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_GRAVE,0,3,nil) end
end
function s.operation(e,tp)
  Duel.Remove(Duel.GetMatchingGroup(s.filter,tp,LOCATION_GRAVE,0,nil),POS_FACEUP,REASON_EFFECT)
end
""")

LISTED_SEARCH = activated_spell(
    "a Spell that adds a Spell or Trap that lists card 100000120 from the Deck to the hand",
    category="CATEGORY_TOHAND+CATEGORY_SEARCH", functions="""function s.filter(c)
  return c:IsType(TYPE_SPELL+TYPE_TRAP) and aux.IsCodeListed(c,100000120) and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_DECK,0,1,nil) end
end
function s.operation(e,tp)
  Duel.SendtoHand(Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_DECK,0,1,1,nil),nil,REASON_EFFECT)
end
""")

MATERIAL_SEARCH = activated_spell(
    "a Spell: reveal a Fusion Monster of one's Extra Deck, add a monster its materials list from the Deck",
    category="CATEGORY_TOHAND+CATEGORY_SEARCH", functions="""function s.mfilter(c,fc)
  return aux.IsMaterialListCode(fc,c:GetCode()) and c:IsAbleToHand()
end
function s.ffilter(c,tp)
  return c:IsType(TYPE_FUSION) and Duel.IsExistingMatchingCard(s.mfilter,tp,LOCATION_DECK,0,1,nil,c)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.ffilter,tp,LOCATION_EXTRA,0,1,nil,tp) end
end
function s.operation(e,tp)
  local fc=Duel.SelectMatchingCard(tp,s.ffilter,tp,LOCATION_EXTRA,0,1,1,nil,tp):GetFirst()
  if fc then Duel.SendtoHand(Duel.SelectMatchingCard(tp,s.mfilter,tp,LOCATION_DECK,0,1,1,nil,fc),nil,REASON_EFFECT) end
end
""")

MATERIAL_ARCHETYPE = """-- a Spell that targets a face-up Fusion Monster of one's own that lists an archetype 0x7b9 monster as material
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.filter(c)
  return c:IsFaceup() and c:IsType(TYPE_FUSION) and aux.IsMaterialListSetCard(c,0x7b9)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chk==0 then return Duel.IsExistingTarget(s.filter,tp,LOCATION_MZONE,0,1,nil) end
  Duel.SelectTarget(tp,s.filter,tp,LOCATION_MZONE,0,1,1,nil)
end
function s.operation(e,tp)
  local tc=Duel.GetFirstTarget()
  if tc:IsRelateToEffect(e) then Duel.Recover(tp,tc:GetAttack(),REASON_EFFECT) end
end
"""

RITUAL_PROCEDURE = """-- a Ritual Spell (aux.AddRitualProcGreater2) for a Ritual Monster of archetype 0x7ba
local s,id=GetID()
function s.initial_effect(c)
  aux.AddRitualProcGreater2(c,s.filter)
end
function s.filter(c)
  return c:IsSetCard(0x7ba)
end
"""

RITUAL_SPELL_SEARCH = activated_spell(
    "a Spell that adds a Ritual Spell from the Deck to the hand",
    category="CATEGORY_TOHAND+CATEGORY_SEARCH", functions="""function s.filter(c)
  return c:GetType()==TYPE_SPELL+TYPE_RITUAL and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_DECK,0,1,nil) end
end
function s.operation(e,tp)
  Duel.SendtoHand(Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_DECK,0,1,1,nil),nil,REASON_EFFECT)
end
""")

SCRIPTS = {100000101: FUSION_SPELL, 100000102: RE_EQUIP, 100000103: COPY_SPELL, 100000104: TWO_NAMES,
           100000105: RITUAL_SPELL, 100000108: RANK_UP,
           100000109: OWN_COPY, 100000110: NEGATE_SUMMONED,
           100000111: PENDULUM_AND_CONTINUOUS, 100000112: THREE_IN_GY,
           100000113: LISTED_SEARCH, 100000114: MATERIAL_SEARCH, 100000115: MATERIAL_ARCHETYPE,
           100000116: RITUAL_PROCEDURE, 100000117: RITUAL_SPELL_SEARCH}


# what a real utility.lua has besides the bundled one: the lists of the cards a card names
LISTS = """
function Auxiliary.AddCodeList(c,...)
  local mt=getmetatable(c)
  mt.card_code_list=mt.card_code_list or {}
  for _,code in ipairs({...}) do mt.card_code_list[code]=true end
end
function Auxiliary.IsCodeListed(c,code) return c.card_code_list and c.card_code_list[code] end
function Auxiliary.IsMaterialListCode(c,code) return c.material and c.material[code] end
function Auxiliary.IsMaterialListSetCard(c,setcode) return c.material_setcode==setcode end
"""


@pytest.fixture
def folder(tmp_path):
    for code, text in SCRIPTS.items():
        (tmp_path / f"c{code}.lua").write_text(text, encoding="utf-8")
    utility = (API_STUBS / "utility.lua").read_text(encoding="utf-8")
    (tmp_path / "utility.lua").write_text(utility + LISTS, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("code", sorted(SCRIPTS))
def test_the_made_up_cards_make_the_target_legal_and_it_resolves(folder, code):
    # a made-up Fusion Monster has Fusion Materials, an Equip Spell equips, a Spell has an
    # activation, an archetype has monsters of different names, a Ritual Monster is in the hand
    result = deep.probe_script(code, folder)
    assert (result.status, result.how) == ("ran", "resolved"), result


def specs(text, folder):
    return [spec for spec in mentioned_cards(text, 1, folder).values() if spec is not None]


def test_every_archetype_a_filter_names(folder):
    text = "c:IsSetCard(0x7b,0x55) g:IsExists(Card.IsFusionSetCard,1,nil,0x102)"
    assert [s["setcode"] for s in specs(text, folder) if s["name"].endswith("monster")] == [[0x7b], [0x55], [0x102]]


def test_the_kind_of_spell_and_trap_the_script_names(folder):
    made_up = specs("c:IsSetCard(0x7b) and c:IsType(TYPE_FIELD) e:SetType(EFFECT_TYPE_CONTINUOUS)", folder)
    kinds = {s["name"]: s["type"] for s in made_up}
    assert kinds["made-up 0x7b Spell"] == ["spell", "field"] and kinds["made-up 0x7b Trap"] == ["trap"]
    plain = specs("c:IsType(TYPE_EQUIP)", folder)       # no archetype: a made-up Equip Spell
    assert [s["type"] for s in plain] == [["spell", "equip"]]
    normal = specs("c:GetType()==TYPE_TRAP and c:GetType()==TYPE_SPELL+TYPE_RITUAL", folder)   # a Normal Trap
    assert sorted(tuple(s["type"]) for s in normal if "monster" not in s["type"]) == [("spell", "ritual"), ("trap",)]
    ritual = specs("c:IsSetCard(0x7b) and c:GetType()==0x82 and c:IsType(TYPE_EQUIP)", folder)
    assert {s["name"]: s["type"] for s in ritual}["made-up 0x7b Spell"] == ["spell", "ritual"]


def test_monster_kinds_stats_and_names(folder):
    made_up = {s["name"]: s for s in specs(
        "c:IsSetCard(0x7b) and c:IsType(TYPE_NORMAL) and c:IsAttack(1500) and c:IsDefenseBelow(800) "
        "and not c:IsCode(code)", folder)}
    assert made_up["made-up 0x7b normal"]["type"] == ["monster", "normal"]
    assert (made_up["made-up 0x7b monster"]["atk"], made_up["made-up 0x7b monster"]["def"]) == (1500, 800)
    assert {"made-up 0x7b monster 2", "made-up 0x7b monster 3"} <= set(made_up)
    assert "made-up 0x7b monster 2" not in {s["name"] for s in specs("c:IsSetCard(0x7b)", folder)}
    assert any("ritual" in s["type"] for s in specs("Duel.GetRitualMaterial(tp)", folder))
    assert any("ritual" in s["type"] for s in specs("aux.AddRitualProcGreater2(c,s.filter)", folder))
    assert any("ritual" in s["type"] for s in specs("bit.band(c:GetType(),0x81)==0x81", folder))
    assert not any("ritual" in s["type"] for s in specs("c:IsSetCard(0x81,0x82)", folder))     # archetypes


def test_the_made_up_script_has_only_what_its_kind_of_card_needs():
    assert "AddFusionProcFunRep" in MADE_UP_SCRIPT and "AddEquipSpellEffect" in MADE_UP_SCRIPT
    assert "SetOperation" not in MADE_UP_SCRIPT


def test_the_ritual_monster_a_ritual_spell_names_is_on_the_board(folder):
    named = mentioned_cards("aux.AddRitualProcGreaterCode(c,100000106)", 1, folder)
    assert 100000106 in named
    assert {100000106, 100000107} <= set(mentioned_cards("aux.AddRitualProcEqual2Code2(c,100000106,100000107)", 1, folder))


def test_a_rank_up_finds_an_xyz_monster_on_the_field_and_one_a_rank_higher(folder):
    made_up = {s["name"]: s for s in specs("c:IsSetCard(0x7b) and c:IsRank(rk+2) local rk=c:GetRank()", folder)}
    assert made_up["made-up 0x7b xyz"]["rank"] == 4 and made_up["made-up 0x7b xyz (Rank 6)"]["rank"] == 6
    assert not any("xyz" in s["type"] for s in specs("c:IsSetCard(0x7b)", folder))


def test_the_card_s_own_copies_when_its_filters_name_it(folder):
    assert mentioned_cards("return c:IsCode(id) and c:IsAbleToHand()", 5, folder) == {5: None}
    assert 5 not in mentioned_cards("return not c:IsCode(id) and c:IsAbleToHand()", 5, folder)
    result = deep.probe_script(100000109, folder)
    assert (result.status, result.how) == ("ran", "resolved")


def test_a_made_up_monster_for_the_level_or_stats_a_filter_names(folder):
    assert [(s["level"], s["atk"]) for s in specs("c:IsAttackAbove(2000)", folder)] == [(4, 2000)]
    assert [s["level"] for s in specs("c:IsLevel(7,8) and c:IsAttribute(ATTRIBUTE_DARK)", folder)] == [7]


def test_the_board_has_what_a_filter_looks_for_face_up_and_leaves_zones_free(folder):
    probe = deep._Probe(100000111, folder, (), 10)
    session, card, _ = probe.finder.build("hand", None, None, None, probe.board())
    duel = session.duel
    assert len(duel.free_sequences(0, constants.LOCATION_PZONE)) == 1       # the other Pendulum Zone is free
    assert len(duel.free_sequences(0, constants.LOCATION_SZONE)) >= 2
    assert sum(c.code == deep_boards.OWN_MONSTER for c in duel.zone_list(0, constants.LOCATION_DECK)) == 1
    bare, _, _ = probe.finder.build("hand", None, None, None, probe.board(field=False))
    assert [c for c in bare.duel.zone_list(0, constants.LOCATION_SZONE) if c is not None] == []



def test_three_of_each_made_up_monster_in_the_gy(folder):
    # "if you have 3 or more X monsters in your GY": the generic board already has them
    result = deep.probe_script(100000112, folder)
    assert (result.status, result.how, result.board) == ("ran", "resolved", "generic, the card in hand")


def test_made_up_cards_that_list_the_cards_the_filters_ask_about(folder):
    # each card that names cards has its own script, the same text under the same code
    made_up = mentioned_cards("aux.IsCodeListed(c,100000120) aux.IsMaterialListSetCard(c,0x7b9)", 1, folder)
    scripts = {code: (deep_boards.made_up_scripts() / f"c{code}.lua").read_text() for code in made_up}
    assert sorted(spec["name"] for spec in made_up.values()) == [
        "made-up Fusion Monster of 0x7b9", "made-up Spell that lists cards", "made-up Trap that lists cards",
        "made-up monster that lists cards"]
    assert sum("aux.AddCodeList(c,100000120)" in text for text in scripts.values()) == 3
    assert sum("s.material_setcode=0x7b9" in text and "Card.IsFusionSetCard,0x7b9" in text for text in scripts.values()) == 1
    assert deep_boards.lister_code(deep_boards._script("trap", listed=[100000120])) in made_up
    assert deep_boards._script() == MADE_UP_SCRIPT and "aux.AddCodeList" not in MADE_UP_SCRIPT
    assert len(mentioned_cards("aux.IsCodeOrListed(c,100000120)", 1, folder)) == 3
    made_up = mentioned_cards("aux.IsMaterialListCode(c,100000120)", 1, folder)
    fusion, = (code for code in made_up if code >= deep_boards.LISTING)
    assert 100000120 in made_up             # the material it lists is on the board too
    assert "AddFusionProcCodeFun(c,100000120,aux.TRUE,1" in (deep_boards.made_up_scripts() / f"c{fusion}.lua").read_text()


def test_an_archetype_passed_after_a_call_in_a_filters_arguments_gets_its_made_up_cards(tmp_path):
    # Card.IsSetCard handed to a count with c:GetControler() before the archetype (a Laval procedure)
    text = "return Duel.GetMatchingGroupCount(Card.IsSetCard,c:GetControler(),LOCATION_GRAVE,0,nil,0x39)>=3"
    assert [spec["setcode"] for spec in specs(text, tmp_path) if spec.get("setcode")][0] == [0x39]
