"""The Card.* functions of bindings/card_extra.py (rules in harness/engine/actions/card_rules.py), each
checked against what ygopro-core's libcard.cpp / card.cpp / field.cpp answer on a small board."""
import pytest

from harness import constants
from harness.engine import summons
from harness.session import DuelSession
from lua_board import EQ, board

DM, BEWD, ELF, HARPIE = 46986414, 89631139, 15025844, 76812113
ARCH, SPELL, XYZ, LINK2, SCRIPTED, PEND = 99420001, 99420002, 99420003, 99420004, 99420005, 99420006
GEMINI, QUICKPLAY = 99420007, 99420008

CARDS = {
    ARCH: {"name": "Archetype Knight", "type": ["monster", "normal"], "setcode": [0x1234], "attribute": "earth",
           "race": "warrior", "level": 4, "atk": 1000, "def": 1000},
    SPELL: {"name": "Plain Spell", "type": ["spell"], "setcode": [0x55]},
    XYZ: {"name": "Rank Knight", "type": ["monster", "effect", "xyz"], "attribute": "earth", "race": "warrior",
          "rank": 4, "atk": 2000, "def": 1500},
    LINK2: {"name": "Two Arrows", "type": ["monster", "effect", "link"], "attribute": "dark", "race": "cyberse",
            "link": 2, "atk": 1500, "link_marker": ["bottom_left", "bottom_right"]},
    SCRIPTED: {"name": "Scripted Seer", "type": ["monster", "effect"], "setcode": [0x77], "attribute": "light",
               "race": "spellcaster", "level": 3, "atk": 1200, "def": 300},
    GEMINI: {"name": "Twin Blade", "type": ["monster", "effect", "gemini"], "attribute": "fire", "race": "warrior",
             "level": 4, "atk": 1500, "def": 1000},
    QUICKPLAY: {"name": "Needs A Monster", "type": ["spell", "quickplay"]},
    PEND: {"name": "Swing", "type": ["monster", "normal", "pendulum"], "attribute": "light", "race": "spellcaster",
           "level": 4, "atk": 1200, "def": 1000, "lscale": 3, "rscale": 3},
}

SCRIPTS = {
    QUICKPLAY: """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(function(e,tp) return Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)>0 end)
  e1:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk) return Duel.GetFieldGroupCount(tp,LOCATION_HAND,0)>0 end)
  c:RegisterEffect(e1)
end
""",
    GEMINI: """local s,id=GetID()
function s.initial_effect(c)
  aux.EnableDualAttribute(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_UPDATE_ATTACK)
  e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(aux.IsDualState)
  e1:SetValue(500)
  c:RegisterEffect(e1)
end
""",
    SPELL: "local s,id=GetID()\nfunction s.initial_effect(c) end\n",
    XYZ: "local s,id=GetID()\nfunction s.initial_effect(c) end\n",
    LINK2: "local s,id=GetID()\nfunction s.initial_effect(c) end\n",
    PEND: "local s,id=GetID()\nfunction s.initial_effect(c) end\n",
    SCRIPTED: """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetRange(LOCATION_MZONE)
  c:RegisterEffect(e1)
end
""",
}

PRELUDE = EQ


@pytest.fixture
def duel(tmp_path):
    for code, text in SCRIPTS.items():
        (tmp_path / f"c{code}.lua").write_text(text)
    return DuelSession(cards=CARDS, scripts=[tmp_path])



def check(duel, code):
    duel.lua(PRELUDE + code)


def test_is_original_set_card_reads_printed_archetypes_only(duel):
    board(duel, ("a", ARCH, 0, "mzone"), ("dm", DM, 0, "mzone"))
    check(duel, """
      eq(cards.a:IsOriginalSetCard(0x234), true, "the archetype of a sub-archetype")
      eq(cards.a:IsOriginalSetCard(0x1234), true, "the printed sub-archetype")
      eq(cards.a:IsOriginalSetCard(0x2234), false, "another sub-archetype")
      eq(cards.a:IsOriginalSetCard(nil, 0x999, 0x234), true, "nil skipped, any of several")
      local e = Effect.CreateEffect(cards.a)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_ADD_SETCODE) e:SetValue(0x567)
      cards.a:RegisterEffect(e)
      eq(cards.a:IsSetCard(0x567), true, "the added archetype counts for IsSetCard")
      eq(cards.a:IsOriginalSetCard(0x567), false, "but not as printed")
      eq(cards.dm:IsOriginalSetCard(0x234), false, "no archetype")
    """)


def test_has_level_and_has_defense(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("xyz", XYZ, 0, "mzone"), ("link", LINK2, 0, "mzone", 5),
          ("spell", SPELL, 0, "hand"), ("a", ARCH, 0, "hand"))
    check(duel, """
      eq(cards.dm:IsHasLevel(), true, "a Level 7 monster") eq(cards.dm:IsHasDefense(), true, "it has DEF")
      eq(cards.xyz:IsHasLevel(), false, "an Xyz monster has a Rank") eq(cards.xyz:IsHasDefense(), true, "and DEF")
      eq(cards.link:IsHasLevel(), false, "a Link monster") eq(cards.link:IsHasDefense(), false, "has no DEF")
      eq(cards.spell:IsHasLevel(), false, "a Spell") eq(cards.spell:IsHasDefense(), false, "a Spell has no DEF")
      cards.a:SetStatus(STATUS_NO_LEVEL, true)
      eq(cards.a:IsHasLevel(), false, "STATUS_NO_LEVEL") eq(cards.a:IsHasDefense(), true, "still has DEF")
    """)


def test_attribute_and_race_in_grave_follow_the_players_grave_effects(duel):
    board(duel, ("dm", DM, 0, "hand"), ("elf", ELF, 0, "hand"), ("gy", HARPIE, 0, "grave"),
          ("spell", SPELL, 0, "hand"))
    check(duel, """
      eq(cards.dm:GetAttributeInGrave(0), ATTRIBUTE_DARK, "printed")
      local e = Effect.CreateEffect(cards.dm)
      e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CHANGE_GRAVE_ATTRIBUTE)
      e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1, 0) e:SetValue(ATTRIBUTE_LIGHT)
      Duel.RegisterEffect(e, 0)
      eq(cards.dm:GetAttributeInGrave(0), ATTRIBUTE_LIGHT, "player 0's GY changes it")
      eq(cards.dm:GetAttributeInGrave(1), ATTRIBUTE_DARK, "player 1's does not")
      eq(cards.dm:GetAttributeInGrave(), ATTRIBUTE_LIGHT, "default: the reason player (a lua step acts for player 0)")
      eq(cards.gy:GetAttributeInGrave(0), ATTRIBUTE_WIND, "in the GY: its current Attribute")
      eq(cards.spell:GetAttributeInGrave(0), 0, "not a monster")
      local r = Effect.CreateEffect(cards.dm)
      r:SetType(EFFECT_TYPE_FIELD) r:SetCode(EFFECT_CHANGE_GRAVE_RACE)
      r:SetProperty(EFFECT_FLAG_PLAYER_TARGET) r:SetTargetRange(0, 1) r:SetValue(RACE_ZOMBIE)
      r:SetTarget(function(eff, c) return c:IsCode(46986414) end)
      Duel.RegisterEffect(r, 0)
      eq(cards.dm:GetRaceInGrave(1), RACE_ZOMBIE, "the opponent's GY, a card its target accepts")
      eq(cards.elf:GetRaceInGrave(1), RACE_SPELLCASTER, "its target refuses the Elf")
      eq(cards.dm:GetRaceInGrave(0), RACE_SPELLCASTER, "player 0 is not in its range")
    """)


def test_set_reason_replaces_the_reason(duel):
    board(duel, ("dm", DM, 0, "grave"))
    check(duel, """
      cards.dm:SetReason(REASON_EFFECT + REASON_DESTROY)
      eq(cards.dm:GetReason(), REASON_EFFECT + REASON_DESTROY, "set")
      eq(cards.dm:IsReason(REASON_BATTLE), false, "only those bits")
    """)


def test_effect_count_counts_the_applying_effects(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 0, "mzone"))
    check(duel, """
      eq(cards.dm:GetEffectCount(EFFECT_UPDATE_ATTACK), 0, "none")
      for i = 1, 2 do
        local e = Effect.CreateEffect(cards.dm)
        e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_ATTACK) e:SetValue(100)
        cards.dm:RegisterEffect(e)
      end
      local f = Effect.CreateEffect(cards.elf)
      f:SetType(EFFECT_TYPE_FIELD) f:SetCode(EFFECT_UPDATE_ATTACK) f:SetRange(LOCATION_MZONE)
      f:SetTargetRange(LOCATION_MZONE, 0) f:SetValue(100)
      cards.elf:RegisterEffect(f)
      eq(cards.dm:GetEffectCount(EFFECT_UPDATE_ATTACK), 3, "two of its own and a field effect")
      local off = Effect.CreateEffect(cards.dm)
      off:SetType(EFFECT_TYPE_SINGLE) off:SetCode(EFFECT_UPDATE_ATTACK) off:SetValue(100)
      off:SetCondition(function() return false end)
      cards.dm:RegisterEffect(off)
      eq(cards.dm:GetEffectCount(EFFECT_UPDATE_ATTACK), 3, "one whose condition fails does not apply")
    """)


def test_release_and_clear_effect_relations(duel):
    board(duel, ("dm", DM, 0, "mzone"))
    check(duel, """
      local e1, e2 = Effect.CreateEffect(cards.dm), Effect.CreateEffect(cards.dm)
      cards.dm:CreateEffectRelation(e1) cards.dm:CreateEffectRelation(e2)
      cards.dm:ReleaseEffectRelation(e1)
      eq(cards.dm:IsRelateToEffect(e1), false, "released") eq(cards.dm:IsRelateToEffect(e2), true, "the other stays")
      cards.dm:CreateEffectRelation(e1)
      cards.dm:ClearEffectRelation()
      eq(cards.dm:IsRelateToEffect(e1), false, "cleared") eq(cards.dm:IsRelateToEffect(e2), false, "all cleared")
    """)


def test_reset_effect_by_code_event_and_card(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 0, "mzone"))
    check(duel, """
      local up = Effect.CreateEffect(cards.dm)
      up:SetType(EFFECT_TYPE_SINGLE) up:SetCode(EFFECT_UPDATE_ATTACK) up:SetValue(500)
      cards.dm:RegisterEffect(up)
      eq(cards.dm:GetAttack(), 3000, "boosted")
      cards.dm:ResetEffect(EFFECT_UPDATE_ATTACK, RESET_CODE)
      eq(cards.dm:GetAttack(), 2500, "RESET_CODE removed the single effect with that code")
      local ev = Effect.CreateEffect(cards.dm)
      ev:SetType(EFFECT_TYPE_SINGLE) ev:SetCode(EFFECT_UPDATE_ATTACK) ev:SetValue(100)
      ev:SetReset(RESET_EVENT + RESET_TOGRAVE)
      cards.dm:RegisterEffect(ev)
      local keep = ev:Clone() keep:SetReset(RESET_EVENT + RESET_TOHAND)
      cards.dm:RegisterEffect(keep)
      cards.dm:ResetEffect(RESET_TOGRAVE, RESET_EVENT)
      eq(cards.dm:GetAttack(), 2600, "RESET_EVENT removed only the effect with that event")
      local given = Effect.CreateEffect(cards.elf)
      given:SetType(EFFECT_TYPE_SINGLE) given:SetCode(EFFECT_UPDATE_ATTACK) given:SetValue(1000)
      given:SetReset(RESET_EVENT + RESET_DISABLE)
      cards.dm:RegisterEffect(given)
      cards.dm:ResetEffect(RESET_DISABLE, RESET_EVENT)
      eq(cards.dm:GetAttack(), 3600, "RESET_DISABLE does not reset an effect another card gave")
      cards.dm:ResetEffect(15025844, RESET_CARD)
      eq(cards.dm:GetAttack(), 2600, "RESET_CARD removes the effects the Elf created")
      cards.dm:ResetEffect(RESET_TOHAND, 0x20000)
      eq(cards.dm:GetAttack(), 2600, "an unknown reset type does nothing")
    """)


def test_reset_negate_effect_removes_effects_of_those_cards(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 0, "mzone"), ("harpie", HARPIE, 0, "mzone"))
    check(duel, """
      for _, owner in ipairs({cards.elf, cards.harpie}) do
        local e = Effect.CreateEffect(owner)
        e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_ATTACK) e:SetValue(100)
        cards.dm:RegisterEffect(e)
      end
      eq(cards.dm:GetAttack(), 2700, "two boosts")
      cards.dm:ResetNegateEffect(15025844)
      eq(cards.dm:GetAttack(), 2600, "the Elf's is gone")
      cards.dm:ResetNegateEffect(1, 76812113)
      eq(cards.dm:GetAttack(), 2500, "several codes")
    """)


def test_is_special_summonable_card(duel):
    board(duel, ("dm", DM, 0, "hand"), ("spell", SPELL, 0, "hand"), ("xyz", XYZ, 0, "grave"),
          ("a", ARCH, 0, "hand"))
    duel.card("xyz").status_flags &= ~constants.STATUS_PROC_COMPLETE
    check(duel, """
      eq(cards.dm:IsSpecialSummonableCard(), true, "a monster")
      eq(cards.spell:IsSpecialSummonableCard(), false, "not a monster")
      cards.xyz:EnableReviveLimit()
      eq(cards.xyz:IsSpecialSummonableCard(), false, "revive limit, not properly summoned, in the GY")
      cards.xyz:CompleteProcedure()
      eq(cards.xyz:IsSpecialSummonableCard(), true, "properly summoned")
      local cond = Effect.CreateEffect(cards.a)
      cond:SetType(EFFECT_TYPE_SINGLE) cond:SetCode(EFFECT_SPSUMMON_CONDITION)
      cond:SetValue(function(e, se, sp, st) return st ~= SUMMON_TYPE_SPECIAL end)
      cards.a:RegisterEffect(cond)
      eq(cards.a:IsSpecialSummonableCard(), false, "its summon condition refuses SUMMON_TYPE_SPECIAL")
    """)


def test_is_can_be_placed_on_field_checks_forbidden_and_uniqueness(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("dm2", DM, 0, "hand"), ("elf", ELF, 0, "hand"))
    check(duel, """
      eq(cards.dm2:IsCanBePlacedOnField(0), true, "nothing stops it")
      eq(cards.dm2:IsCanBePlacedOnField(2), false, "not a player")
      cards.dm:SetUniqueOnField(1, 0, 46986414)
      eq(cards.dm2:IsCanBePlacedOnField(0, LOCATION_MZONE), false, "a face-up Dark Magician is unique on that field")
      eq(cards.dm2:IsCanBePlacedOnField(1, LOCATION_MZONE), true, "only on its controller's side")
      eq(cards.elf:IsCanBePlacedOnField(0, LOCATION_MZONE), true, "another name")
      local f = Effect.CreateEffect(cards.elf)
      f:SetType(EFFECT_TYPE_SINGLE) f:SetCode(EFFECT_FORBIDDEN)
      cards.elf:RegisterEffect(f)
      eq(cards.elf:IsCanBePlacedOnField(0), false, "forbidden")
    """)


def test_is_able_to_deck_or_extra_as_cost(duel):
    board(duel, ("dm", DM, 0, "hand"), ("deck", ELF, 0, "deck"), ("xyz", XYZ, 0, "mzone"),
          ("xyz2", XYZ, 0, "extra"), ("harpie", HARPIE, 0, "mzone"))
    check(duel, """
      eq(cards.dm:IsAbleToDeckOrExtraAsCost(), true, "from the hand to the Deck")
      eq(cards.deck:IsAbleToDeckOrExtraAsCost(), false, "already in the Deck")
      eq(cards.xyz:IsAbleToDeckOrExtraAsCost(), true, "an Xyz monster to the Extra Deck")
      eq(cards.xyz2:IsAbleToDeckOrExtraAsCost(), false, "already in the Extra Deck")
      local nc = Effect.CreateEffect(cards.dm)
      nc:SetType(EFFECT_TYPE_SINGLE) nc:SetCode(EFFECT_CANNOT_USE_AS_COST)
      cards.dm:RegisterEffect(nc)
      eq(cards.dm:IsAbleToDeckOrExtraAsCost(), false, "EFFECT_CANNOT_USE_AS_COST")
      local rd = Effect.CreateEffect(cards.harpie)
      rd:SetType(EFFECT_TYPE_SINGLE) rd:SetCode(EFFECT_LEAVE_FIELD_REDIRECT) rd:SetValue(LOCATION_REMOVED)
      cards.harpie:RegisterEffect(rd)
      eq(cards.harpie:IsAbleToDeckOrExtraAsCost(), false, "a redirect would banish it instead")
    """)


def test_is_can_have_counter_needs_its_own_permit_in_force(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("down", ELF, 0, "mzone", None, "facedown_defense"), ("hand", HARPIE, 0, "hand"))
    check(duel, """
      eq(cards.dm:IsCanHaveCounter(0x1), false, "no permit")
      cards.dm:EnableCounterPermit(0x1)
      eq(cards.dm:IsCanHaveCounter(0x1), true, "its permit") eq(cards.dm:IsCanHaveCounter(0x2), false, "another counter")
      eq(cards.dm:IsCanHaveCounter(0x1001), false, "a counter without permit never")
      cards.down:EnableCounterPermit(0x1)
      eq(cards.down:IsCanHaveCounter(0x1), false, "face-down: the permit is not in force")
      cards.hand:EnableCounterPermit(0x1)
      eq(cards.hand:IsCanHaveCounter(0x1), true, "off the field: having the permit is enough")
    """)


def test_is_can_remove_counter(duel):
    board(duel, ("dm", DM, 0, "mzone"))
    check(duel, """
      cards.dm:EnableCounterPermit(0x1)
      cards.dm:AddCounter(0x1, 2)
      eq(cards.dm:IsCanRemoveCounter(0, 0x1, 2, REASON_COST), true, "two counters")
      eq(cards.dm:IsCanRemoveCounter(0, 0x1, 3, REASON_COST), false, "not three")
      eq(cards.dm:IsCanRemoveCounter(1, 0x2, 1, REASON_EFFECT), false, "none of that kind")
      eq(select("#", cards.dm:IsCanRemoveCounter(2, 0x1, 1, REASON_COST)), 0, "no player: no value")
    """)


def test_tribute_requirement(duel):
    board(duel, ("dm", DM, 0, "hand"), ("harpie", HARPIE, 0, "hand"), ("bewd", BEWD, 0, "hand"))
    check(duel, """
      local a, b = cards.dm:GetTributeRequirement()
      eq(a, 2, "Level 7: min") eq(b, 2, "Level 7: max")
      a, b = cards.harpie:GetTributeRequirement()
      eq(a, 0, "Level 4") eq(b, 0, "Level 4")
      local d = Effect.CreateEffect(cards.bewd)
      d:SetType(EFFECT_TYPE_SINGLE) d:SetCode(EFFECT_DECREASE_TRIBUTE) d:SetValue(0x10001)
      cards.bewd:RegisterEffect(d)
      a, b = cards.bewd:GetTributeRequirement()
      eq(a, 1, "one Tribute less") eq(b, 1, "one Tribute less (max)")
    """)


def test_leave_field_dest(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 0, "mzone"), ("harpie", HARPIE, 0, "mzone"))
    check(duel, """
      eq(cards.dm:GetLeaveFieldDest(), 0, "no redirect")
      local rd = Effect.CreateEffect(cards.dm)
      rd:SetType(EFFECT_TYPE_SINGLE) rd:SetCode(EFFECT_LEAVE_FIELD_REDIRECT) rd:SetValue(LOCATION_REMOVED)
      cards.dm:RegisterEffect(rd)
      eq(cards.dm:GetLeaveFieldDest(), LOCATION_REMOVED, "banished instead")
      local deck = Effect.CreateEffect(cards.elf)
      deck:SetType(EFFECT_TYPE_SINGLE) deck:SetCode(EFFECT_LEAVE_FIELD_REDIRECT) deck:SetValue(LOCATION_DECKBOT)
      cards.elf:RegisterEffect(deck)
      eq(cards.elf:GetLeaveFieldDest(), LOCATION_DECKBOT, "the bottom of the Deck")
      local hand = deck:Clone() hand:SetValue(LOCATION_HAND)
      cards.elf:RegisterEffect(hand)
      eq(cards.elf:GetLeaveFieldDest(), LOCATION_DECKBOT, "the Deck before the hand")
      local rm = rd:Clone()
      cards.harpie:RegisterEffect(rm)
      local no = Effect.CreateEffect(cards.harpie)
      no:SetType(EFFECT_TYPE_SINGLE) no:SetCode(EFFECT_CANNOT_REMOVE)
      cards.harpie:RegisterEffect(no)
      eq(cards.harpie:GetLeaveFieldDest(), 0, "it cannot be banished: no redirect")
    """)


def test_is_original_effect_property_reads_the_initial_effects(duel):
    board(duel, ("s", SCRIPTED, 0, "mzone"), ("dm", DM, 0, "mzone"))
    check(duel, """
      local function targets(e) return e:IsHasProperty(EFFECT_FLAG_CARD_TARGET) end
      local function delayed(e) return e:IsHasProperty(EFFECT_FLAG_DELAY) end
      eq(cards.s:IsOriginalEffectProperty(targets), true, "its initial_effect's effect targets")
      eq(cards.s:IsOriginalEffectProperty(delayed), false, "none of its initial effects is delayed")
      local later = Effect.CreateEffect(cards.s)
      later:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O) later:SetCode(EVENT_TO_GRAVE)
      later:SetProperty(EFFECT_FLAG_DELAY)
      cards.s:RegisterEffect(later)
      eq(cards.s:IsOriginalEffectProperty(delayed), false, "an effect registered later is not an initial one")
      eq(cards.s:IsEffectProperty(delayed), true, "IsEffectProperty sees it")
      eq(cards.dm:IsOriginalEffectProperty(targets), false, "a Normal Monster has none")
    """)


def test_reverse_in_deck_turns_it_face_up(duel):
    board(duel, ("dm", DM, 0, "deck"), ("elf", ELF, 0, "hand"))
    check(duel, """
      eq(cards.dm:IsFaceup(), false, "face-down in the Deck")
      cards.dm:ReverseInDeck()
      eq(cards.dm:IsPosition(POS_FACEUP_DEFENSE), true, "face-up Defense Position")
      local before = cards.elf:GetPosition()
      cards.elf:ReverseInDeck()
      eq(cards.elf:GetPosition(), before, "not in the Deck: nothing")
    """)


def _summon_by(duel, card_alias, handler_alias):
    """Special Summon `card_alias` while an effect of `handler_alias` runs (no chain)."""
    handler = duel.card(handler_alias)
    effect = duel.duel.new_effect(handler)
    effect.type = constants.EFFECT_TYPE_FIELD | constants.EFFECT_TYPE_CONTINUOUS
    duel.duel.register_effect(effect, card=handler)
    with duel.duel.acting(effect, 0):
        summons.special_summon(duel.duel, [duel.card(card_alias)], 0, 0, 0, constants.POS_FACEUP_ATTACK, effect)
    return effect


def test_special_summon_info_records_the_summoning_card(duel):
    board(duel, ("s", SCRIPTED, 0, "mzone"), ("dm", DM, 0, "grave"), ("elf", ELF, 0, "hand"))
    check(duel, """
      local add = Effect.CreateEffect(cards.s)
      add:SetType(EFFECT_TYPE_SINGLE) add:SetCode(EFFECT_ADD_SETCODE) add:SetValue(0x99)
      cards.s:RegisterEffect(add)
      eq(cards.dm:GetSpecialSummonInfo(SUMMON_INFO_CODE), 0, "never Special Summoned: zero")
      eq(cards.dm:IsSpecialSummonSetCard(0x77), false, "never Special Summoned")
    """)
    effect = _summon_by(duel, "dm", "s")
    check(duel, """
      local code, code2, typ, lv, att, race, atk, def, rp = cards.dm:GetSpecialSummonInfo(SUMMON_INFO_CODE,
        SUMMON_INFO_CODE2, SUMMON_INFO_TYPE, SUMMON_INFO_LEVEL, SUMMON_INFO_ATTRIBUTE, SUMMON_INFO_RACE,
        SUMMON_INFO_ATTACK, SUMMON_INFO_DEFENSE, SUMMON_INFO_REASON_PLAYER)
      eq(code, 99420005, "code") eq(code2, 0, "no second code") eq(typ, TYPE_MONSTER + TYPE_EFFECT, "type")
      eq(lv, 3, "level") eq(att, ATTRIBUTE_LIGHT, "attribute") eq(race, RACE_SPELLCASTER, "race")
      eq(atk, 1200, "attack") eq(def, 300, "defense") eq(rp, 0, "no chain: its summon player")
      eq(cards.dm:GetSpecialSummonInfo(SUMMON_INFO_REASON_EFFECT):GetHandler(), cards.s, "the reason effect")
      eq(select("#", cards.dm:GetSpecialSummonInfo(0x800, SUMMON_INFO_CODE)), 2, "an unknown flag gives nil")
      eq(cards.dm:GetSpecialSummonInfo(0x800), nil, "nil for an unknown flag")
      eq(cards.dm:IsSpecialSummonSetCard(0x77), true, "the summoner's printed archetype")
      eq(cards.dm:IsSpecialSummonSetCard(0x99), true, "and one it had added")
      eq(cards.dm:IsSpecialSummonSetCard(0x55), false, "not another")
    """)
    assert effect is not None


def test_a_stepped_special_summon_records_what_summoned_it_at_completion(duel):
    """field::special_summon_complete runs set_special_summon_status with the completing effect;
    until then the monster keeps its older record (here: none)."""
    board(duel, ("s", SCRIPTED, 0, "mzone"), ("dm", DM, 0, "grave"))
    handler = duel.card("s")
    effect = duel.duel.new_effect(handler)
    effect.type = constants.EFFECT_TYPE_FIELD | constants.EFFECT_TYPE_CONTINUOUS
    duel.duel.register_effect(effect, card=handler)
    with duel.duel.acting(effect, 0):
        assert summons.special_summon_step(duel.duel, duel.card("dm"), 0, 0, 0, constants.POS_FACEUP_ATTACK, effect)
    assert duel.card("dm").location == constants.LOCATION_MZONE
    check(duel, """
      eq(cards.dm:GetLocation(), 0, "placed by the step, nowhere to scripts until complete")
      eq(cards.dm:GetSpecialSummonInfo(SUMMON_INFO_CODE), 0, "nothing recorded yet")
      eq(Duel.GetActivityCount(0, ACTIVITY_SPSUMMON), 0, "not counted yet")
    """)
    with duel.duel.acting(effect, 0):
        assert summons.special_summon_complete(duel.duel, effect, 0) == 1
    check(duel, """
      eq(cards.dm:GetSpecialSummonInfo(SUMMON_INFO_CODE), 99420005, "the completing effect's handler")
      eq(cards.dm:GetSpecialSummonInfo(SUMMON_INFO_REASON_EFFECT):GetHandler(), cards.s, "the reason effect")
      eq(cards.dm:IsSpecialSummonSetCard(0x77), true, "its archetype")
      eq(Duel.GetActivityCount(0, ACTIVITY_SPSUMMON), 1, "a Special Summon of player 0")
      eq(cards.dm:IsCanChangePosition() and not cards.dm:IsStatus(STATUS_CANNOT_CHANGE_FORM), false,
         "it cannot change its position this turn")
    """)


def test_get_destination_is_the_asked_destination_or_its_redirect(duel):
    board(duel, ("bewd", BEWD, 0, "mzone"), ("dm", DM, 0, "mzone"))
    check(duel, """
        eq(cards.bewd:GetDestination(), 0, "never moved")
        Duel.SendtoHand(cards.bewd, nil, REASON_EFFECT)
        eq(cards.bewd:GetDestination(), LOCATION_HAND, "sent to the hand")
        local e = Effect.CreateEffect(cards.dm)
        e:SetType(EFFECT_TYPE_SINGLE)
        e:SetCode(EFFECT_LEAVE_FIELD_REDIRECT)
        e:SetValue(LOCATION_REMOVED)
        cards.dm:RegisterEffect(e)
        Duel.Destroy(cards.dm, REASON_EFFECT)
        eq(cards.dm:GetLocation(), LOCATION_REMOVED, "redirected")
        eq(cards.dm:GetDestination(), LOCATION_REMOVED, "the redirect is the destination")
    """)


def test_get_previous_overlay_count_on_field_counts_the_materials_it_left_with(duel):
    board(duel, ("xyz", XYZ, 0, "mzone"), ("bewd", BEWD, 0, "mzone"))
    for alias in ("m1", "m2"):
        duel.attach_overlay(duel.add_card(ARCH, 0, "grave", alias), duel.card("xyz"))
    check(duel, """
        eq(cards.xyz:GetOverlayCount(), 2, "two materials")
        Duel.Destroy(Group.FromCards(cards.xyz, cards.bewd), REASON_EFFECT)
        eq(cards.xyz:GetPreviousOverlayCountOnField(), 2, "the Xyz Monster left with two")
        eq(cards.bewd:GetPreviousOverlayCountOnField(), 0, "a monster without materials")
    """)


def test_copy_effect_runs_the_other_cards_initial_effect_on_this_card(duel):
    board(duel, ("a", ARCH, 0, "mzone"), ("seer", SCRIPTED, 0, "mzone"))
    check(duel, """
        local a = cards.a
        eq(a:IsType(TYPE_EFFECT), false, "a Normal Monster")
        eq(a:CopyEffect(ARCH_CODE, RESET_EVENT + RESETS_STANDARD), -1, "a Normal card has nothing to copy")
        local cid = a:CopyEffect(SEER_CODE, RESET_EVENT + RESETS_STANDARD)
        eq(cid > 0, true, "a copy id")
        eq(a:IsType(TYPE_EFFECT), true, "it gains the Effect type with the copy")
        eq(a:CopyEffect(SEER_CODE, RESET_EVENT + RESETS_STANDARD) ~= cid, true, "each copy has its own id")
        a:ResetEffect(cid, RESET_COPY)
    """.replace("ARCH_CODE", str(ARCH)).replace("SEER_CODE", str(SCRIPTED)))
    card = duel.card("a")
    copies = [e for e in card.effects if e.has_property(constants.EFFECT_FLAG_COPY)]
    assert len(copies) == 1 and copies[0].type & constants.EFFECT_TYPE_IGNITION     # the second copy stays
    assert not any(e.has_property(constants.EFFECT_FLAG_INITIAL) for e in copies)


def test_replace_effect_swaps_the_cards_own_effects_until_the_reset(duel):
    board(duel, ("gem", GEMINI, 0, "mzone"))
    own = [e for e in duel.card("gem").effects if e.has_property(constants.EFFECT_FLAG_INITIAL)]
    check(duel, """
        local g = cards.gem
        eq(g:ReplaceEffect(ARCH_CODE, RESET_EVENT + RESETS_STANDARD), -1, "a Normal card replaces nothing")
        eq(g:IsType(TYPE_NORMAL), true, "its own effects are still there (a Gemini is Normal on the field)")
        local cid = g:ReplaceEffect(SEER_CODE, RESET_EVENT + RESETS_STANDARD)
        eq(g:IsType(TYPE_NORMAL), false, "its own effects are gone")
        eq(g:IsStatus(STATUS_EFFECT_REPLACED), true, "it is marked as replaced")
        g:ResetEffect(cid, RESET_COPY)
        eq(g:IsStatus(STATUS_EFFECT_REPLACED), false, "the mark goes with the reset")
        eq(g:IsType(TYPE_NORMAL), true, "and its own effects are back")
    """.replace("ARCH_CODE", str(ARCH)).replace("SEER_CODE", str(SCRIPTED)))
    card = duel.card("gem")
    back = [e for e in card.effects if e.has_property(constants.EFFECT_FLAG_INITIAL)]
    assert len(back) == len(own) and not set(map(id, back)) & set(map(id, own))     # run again, not kept
    assert not any(e.type & constants.EFFECT_TYPE_IGNITION for e in card.effects)  # the seer's went with the reset


def test_assume_property_holds_until_the_script_call_returns(duel):
    board(duel, ("a", ARCH, 0, "mzone"), ("xyz", XYZ, 0, "mzone"))
    check(duel, """
        local a, x = cards.a, cards.xyz
        a:AssumeProperty(ASSUME_LEVEL, 1) eq(a:GetLevel(), 1, "the assumed Level")
        a:AssumeProperty(ASSUME_RACE, RACE_DRAGON) eq(a:GetRace(), RACE_DRAGON, "a new assumption replaces it")
        eq(a:GetLevel(), 4, "the Level is its own again")
        a:AssumeProperty(ASSUME_ATTACK, 300) eq(a:GetAttack(), 300, "ATK") eq(a:GetDefense(), 0, "DEF reads 0 meanwhile")
        a:AssumeProperty(ASSUME_CODE, 46986414) eq(a:IsCode(46986414), true, "the assumed code")
        x:AssumeProperty(ASSUME_LEVEL, 2) eq(x:GetLevel(), 0, "an Xyz Monster has no Level, assumed or not")
        x:AssumeProperty(ASSUME_RANK, 7) eq(x:GetRank(), 7, "the assumed Rank")
    """)
    check(duel, """
        eq(cards.a:IsCode(46986414), false, "the assumption ended with the call that made it")
        eq(cards.xyz:GetRank(), 4, "the Rank too")
    """)
    assert not duel.duel.assumed_cards


def test_gemini_summon_and_enable_dual_state(duel):
    board(duel, ("gem", GEMINI, 0, "hand"), ("gem2", GEMINI, 0, "mzone"))
    gem = duel.card("gem")
    duel.summon(gem)
    check(duel, """eq(cards.gem:IsType(TYPE_NORMAL), true, "a Gemini monster is a Normal Monster on the field")
                   eq(cards.gem:GetAttack(), 1500, "without its effects")""")
    with pytest.raises(Exception, match="already Normal Summoned"):
        duel.summon(gem)                                 # the second summon is the turn's Normal Summon
    duel.duel.normal_summons[0] = 0                      # as if a new turn
    duel.summon(gem)
    check(duel, """
        local g = cards.gem
        eq(g:IsDualState(), true, "Gemini Summoned") eq(g:IsType(TYPE_EFFECT), true, "an Effect Monster")
        eq(g:GetAttack(), 2000, "its effect applies") eq(g:IsSummonType(SUMMON_TYPE_NORMAL), true, "Normal Summoned")
        eq(cards.gem2:IsDualState(), false, "the other one is not")
        cards.gem2:EnableDualState()
        eq(cards.gem2:IsDualState(), true, "EnableDualState") eq(cards.gem2:GetAttack(), 2000, "its effect applies")
    """)
    assert duel.duel.normal_summons[0] == 1
    duel.duel.normal_summons[0] = 0
    with pytest.raises(Exception, match="already Gemini Summoned"):
        duel.summon(gem)


def test_check_activate_effect_checks_condition_and_cost_unless_neglected(duel):
    board(duel, ("qp", QUICKPLAY, 0, "grave"), ("dm", DM, 1, "mzone"))
    check(duel, """
        local qp = cards.qp
        eq(qp:CheckActivateEffect(false, false, false), nil, "no monster of its player's: the condition fails")
        local te = qp:CheckActivateEffect(true, true, false)
        eq(te ~= nil and te:GetHandler() == qp, true, "condition and cost neglected: its activation")
        eq(te:IsHasType(EFFECT_TYPE_ACTIVATE), true, "an activation")
        eq(qp:CheckActivateEffect(true, false, false), nil, "an empty hand: the cost fails")
        eq(cards.dm:CheckActivateEffect(true, true, false), nil, "a card without an activation")
    """)
