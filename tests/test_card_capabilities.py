"""What can be done to a card (bindings/card_moves.py, card_state.py; rules in harness/engine/
movement.py, capabilities.py, counters.py, flags.py, unions.py), each checked against what
ygopro-core's card.cpp / field.cpp / libcard.cpp answer on a small board."""
import pytest

from harness.session import DuelSession
from lua_board import EQ, board, empty_scripts

MON, XYZ, LINK, FUSION, TOKEN, UNION, SPELL = 99430001, 99430002, 99430003, 99430004, 99430005, 99430006, 99430007

CARDS = {
    MON: {"name": "Plain Soldier", "type": ["monster", "effect"], "attribute": "earth", "race": "warrior",
          "level": 4, "atk": 1000, "def": 1000},
    XYZ: {"name": "Rank Soldier", "type": ["monster", "effect", "xyz"], "attribute": "earth", "race": "warrior",
          "rank": 4, "atk": 2000, "def": 1500},
    LINK: {"name": "Arrow Soldier", "type": ["monster", "effect", "link"], "attribute": "dark", "race": "cyberse",
           "link": 1, "atk": 1000, "link_marker": ["bottom"]},
    FUSION: {"name": "Fused Soldier", "type": ["monster", "effect", "fusion"], "attribute": "earth",
             "race": "warrior", "level": 6, "atk": 2000, "def": 2000},
    TOKEN: {"name": "Soldier Token", "type": ["monster", "normal", "token"], "attribute": "earth", "race": "warrior",
            "level": 1, "atk": 0, "def": 0},
    UNION: {"name": "Union Soldier", "type": ["monster", "effect", "union"], "attribute": "earth",
            "race": "machine", "level": 4, "atk": 500, "def": 500},
    SPELL: {"name": "Plain Spell", "type": ["spell"]},
}

PRELUDE = EQ + """
local function single(c, code, value)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(code)
  if value ~= nil then e:SetValue(value) end
  c:RegisterEffect(e)
  return e
end
local function on_player(c, code, player_range, target)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_FIELD) e:SetCode(code) e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  e:SetTargetRange(player_range, 0)
  if target then e:SetTarget(target) end
  Duel.RegisterEffect(e, 0)
  return e
end
"""


@pytest.fixture
def duel(tmp_path):
    return DuelSession(cards=CARDS, scripts=[empty_scripts(tmp_path, CARDS)])



def check(duel, code):
    duel.lua(PRELUDE + code)


# -- to the hand, the Deck, the GY, banishment (card::is_capable_send_to_*, is_removeable) ---------------
def test_is_able_to_hand_asks_the_player_and_not_where_the_card_is(duel):
    board(duel, ("m", MON, 0, "mzone"), ("h", MON, 0, "hand"), ("f", FUSION, 0, "extra"))
    check(duel, """
      eq(cards.h:IsAbleToHand(), true, "a card in the hand may still be sent to the hand")
      eq(cards.f:IsAbleToHand(), false, "an Extra Deck monster in the Extra Deck")
      on_player(cards.m, EFFECT_CANNOT_TO_HAND, 1, function(e, c) return c == cards.m end)
      eq(cards.m:IsAbleToHand(), false, "player 0 (the reason player) may not send it")
      eq(cards.m:IsAbleToHand(1), true, "player 1 may")
      eq(cards.h:IsAbleToHand(), true, "the prohibition's target refuses the other card")
    """)


def test_is_able_to_grave_and_deck_read_the_players_prohibitions(duel):
    board(duel, ("m", MON, 0, "mzone"), ("g", MON, 0, "grave"), ("d", MON, 0, "hand"))
    check(duel, """
      eq(cards.g:IsAbleToGrave(), true, "a card in the GY may be sent to the GY")
      on_player(cards.m, EFFECT_CANNOT_TO_GRAVE, 1)
      eq(cards.m:IsAbleToGrave(), false, "EFFECT_CANNOT_TO_GRAVE on the player")
      on_player(cards.m, EFFECT_CANNOT_TO_DECK, 1, function(e, c) return c == cards.d end)
      eq(cards.d:IsAbleToDeck(), false, "EFFECT_CANNOT_TO_DECK on the player, for this card")
      eq(cards.m:IsAbleToDeck(), true, "not for this one")
    """)


def test_a_card_already_leaving_cannot_go_to_the_hand_deck_or_extra_deck(duel):
    board(duel, ("m", MON, 0, "mzone"), ("f", FUSION, 0, "mzone"))
    check(duel, """
      eq(cards.m:IsAbleToDeck(), true, "before")
      cards.m:CancelToGrave(false) cards.f:CancelToGrave(false)
      eq(cards.m:IsAbleToDeck(), false, "STATUS_LEAVE_CONFIRMED: to the Deck")
      eq(cards.m:IsAbleToHand(), false, "to the hand")
      eq(cards.f:IsAbleToExtraAsCost(), false, "to the Extra Deck as a cost")
    """)


def test_is_able_to_remove_forbids_a_face_down_token_and_reads_the_player(duel):
    board(duel, ("t", TOKEN, 0, "mzone"), ("m", MON, 0, "mzone"))
    check(duel, """
      eq(cards.t:IsAbleToRemove(0, POS_FACEUP), true, "a Token face-up")
      eq(cards.t:IsAbleToRemove(0, POS_FACEDOWN), false, "a Token never face-down")
      on_player(cards.m, EFFECT_CANNOT_REMOVE, 1)
      eq(cards.m:IsAbleToRemove(), false, "EFFECT_CANNOT_REMOVE on player 0")
      eq(cards.m:IsAbleToRemove(1), true, "player 1 may")
    """)


def test_costs_need_a_card_usable_as_a_cost_and_not_redirected(duel):
    board(duel, ("m", MON, 0, "mzone"), ("g", MON, 0, "grave"), ("r", MON, 0, "mzone"), ("h", MON, 0, "mzone"))
    check(duel, """
      eq(cards.g:IsAbleToGraveAsCost(), false, "already in the GY")
      eq(cards.m:IsAbleToGraveAsCost(), true, "a monster on the field")
      single(cards.m, EFFECT_CANNOT_USE_AS_COST)
      eq(cards.m:IsAbleToGraveAsCost(), false, "EFFECT_CANNOT_USE_AS_COST: to the GY")
      eq(cards.m:IsAbleToHandAsCost(), false, "to the hand")
      eq(cards.m:IsAbleToRemoveAsCost(), false, "banished")
      eq(cards.m:IsAbleToGrave(), true, "but not for an effect")
      single(cards.r, EFFECT_TO_GRAVE_REDIRECT, LOCATION_REMOVED)
      eq(cards.r:IsAbleToGraveAsCost(), false, "a redirect sends it elsewhere")
      single(cards.h, EFFECT_CANNOT_TO_GRAVE_AS_COST)
      eq(cards.h:IsAbleToGraveAsCost(), false, "EFFECT_CANNOT_TO_GRAVE_AS_COST")
      eq(cards.h:IsAbleToRemoveAsCost(), true, "it may still be banished as a cost")
    """)


# -- destroyed, Tributed, targeted, taken control of ----------------------------------------------------------
def test_is_destructable_without_and_with_an_effect(duel):
    board(duel, ("m", MON, 0, "mzone"), ("g", MON, 0, "grave"), ("p", MON, 0, "mzone"))
    check(duel, """
      eq(cards.g:IsDestructable(), false, "a card in the GY is never destroyed")
      single(cards.m, EFFECT_INDESTRUCTABLE, 1)
      eq(cards.m:IsDestructable(), true, "without an effect: only where it is counts")
      local e = Effect.CreateEffect(cards.p)
      eq(cards.m:IsDestructable(e), false, "EFFECT_INDESTRUCTABLE with the effect")
      single(cards.p, EFFECT_INDESTRUCTABLE_EFFECT, 1)
      eq(cards.p:IsDestructable(e), false, "EFFECT_INDESTRUCTABLE_EFFECT")
      eq(cards.p:IsDestructable(), true, "without an effect")
    """)


def test_is_releasable_is_the_non_summon_tribute(duel):
    board(duel, ("n", MON, 0, "mzone"), ("s", MON, 0, "mzone"), ("g", MON, 0, "grave"))
    check(duel, """
      single(cards.n, EFFECT_UNRELEASABLE_NONSUM, 1)
      single(cards.s, EFFECT_UNRELEASABLE_SUM, 1)
      eq(cards.n:IsReleasable(), false, "EFFECT_UNRELEASABLE_NONSUM")
      eq(cards.s:IsReleasable(), true, "EFFECT_UNRELEASABLE_SUM stops Tribute Summons only")
      eq(cards.g:IsReleasable(), false, "a card in the GY")
    """)


def test_an_effect_handler_may_refuse_targets(duel):
    board(duel, ("m", MON, 0, "mzone"), ("o", MON, 1, "mzone"), ("h", MON, 0, "mzone"))
    check(duel, """
      local e = Effect.CreateEffect(cards.h)
      e:SetType(EFFECT_TYPE_IGNITION) e:SetRange(LOCATION_MZONE)
      cards.h:RegisterEffect(e)
      eq(cards.o:IsCanBeEffectTarget(e), true, "before")
      single(cards.h, EFFECT_CANNOT_SELECT_EFFECT_TARGET, function(self, re, c) return c == cards.o end)
      eq(cards.o:IsCanBeEffectTarget(e), false, "EFFECT_CANNOT_SELECT_EFFECT_TARGET on the handler")
      eq(cards.m:IsCanBeEffectTarget(e), true, "its value refuses only that card")
    """)


def test_control_can_change_only_for_a_monster_in_a_monster_zone(duel):
    board(duel, ("m", MON, 0, "mzone"), ("h", MON, 0, "hand"))
    check(duel, """
      eq(cards.m:IsControlerCanBeChanged(), true, "a monster on the field")
      eq(cards.h:IsControlerCanBeChanged(), false, "a card in the hand")
      eq(cards.m:IsControlerCanBeChanged(false, 0), false, "no zone allowed")
      eq(cards.m:IsControlerCanBeChanged(true, 0), true, "zones ignored")
    """)


# -- counters (card::is_can_add_counter, add_counter, remove_counter) ------------------------------------------
def test_counters_need_a_permit_a_face_up_card_and_room_under_the_limit(duel):
    board(duel, ("m", MON, 0, "mzone"), ("p", MON, 0, "mzone"), ("h", MON, 0, "hand"))
    check(duel, """
      eq(cards.m:IsCanAddCounter(0x1, 1), false, "no permit")
      eq(cards.m:AddCounter(0x1, 1), false, "so nothing is placed")
      cards.p:EnableCounterPermit(0x1)
      cards.p:SetCounterLimit(0x1, 2)
      eq(cards.p:AddCounter(0x1, 3), false, "three counters over a limit of 2")
      eq(cards.p:GetCounter(0x1), 0, "none placed")
      eq(cards.p:AddCounter(0x1, 3, true), true, "singly: placed up to the limit")
      eq(cards.p:GetCounter(0x1), 2, "two")
      cards.h:EnableCounterPermit(0x1, LOCATION_HAND)
      eq(cards.h:IsCanAddCounter(0x1, 1), false, "not on the field")
      eq(cards.h:IsCanAddCounter(0x1, 1, false, LOCATION_HAND), true, "a location in the permit's range")
      eq(cards.m:AddCounter(0x1001, 2), true, "a counter without permit")
      eq(cards.m:GetCounter(0), 1, "type 0: how many kinds it has")
    """)


def test_placing_counters_asks_the_player_and_tells_the_card(duel):
    board(duel, ("m", MON, 0, "mzone"), ("o", MON, 1, "mzone"))
    check(duel, """
      cards.m:EnableCounterPermit(0x1)
      local seen = 0
      local e = Effect.CreateEffect(cards.m)
      e:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS) e:SetCode(EVENT_ADD_COUNTER + 0x1)
      e:SetOperation(function(e, tp, eg, ep, ev) seen = ev end)
      cards.m:RegisterEffect(e)
      eq(cards.m:AddCounter(0x1, 2), true, "placed")
      eq(seen, 2, "EVENT_ADD_COUNTER+type reaches the card with the count")
      eq(Duel.IsCanAddCounter(0), true, "before any prohibition")
      on_player(cards.o, EFFECT_CANNOT_PLACE_COUNTER, 1, function(e, c) return c == cards.m end)
      eq(Duel.IsCanAddCounter(0), true, "a prohibition with a target does not forbid every counter")
      eq(Duel.IsCanAddCounter(0, 0x1, 1, cards.m), false, "but this card's")
      eq(cards.m:IsCanAddCounter(0x1, 1), false, "so the card cannot get one from player 0")
      on_player(cards.o, EFFECT_CANNOT_PLACE_COUNTER, 1)
      eq(Duel.IsCanAddCounter(0), false, "one without a target forbids them all")
    """)


def test_remove_counter_of_type_zero_removes_them_all(duel):
    board(duel, ("m", MON, 0, "mzone"))
    check(duel, """
      cards.m:AddCounter(0x1001, 2) cards.m:AddCounter(0x1002, 1)
      eq(cards.m:RemoveCounter(0, 0x1001, 3, REASON_EFFECT), false, "more than it has")
      eq(cards.m:RemoveCounter(0, 0x1001, 2, REASON_EFFECT), true, "all of one kind")
      eq(cards.m:GetCounter(0), 1, "one kind left")
      eq(cards.m:RemoveCounter(0, 0, 0, REASON_EFFECT), true, "type 0: every counter")
      eq(cards.m:GetCounter(0x1002), 0, "none left")
      eq(cards.m:RemoveCounter(0, 0, 0, REASON_EFFECT), false, "none to remove")
    """)


# -- flag effects, Rank, Unions, positions, Sets, discards --------------------------------------------------------
def test_a_card_flag_effect_belongs_to_the_reason_player_and_masks_its_code(duel):
    board(duel, ("o", MON, 1, "mzone"))
    check(duel, """
      local e = cards.o:RegisterFlagEffect(0x10000123, RESET_EVENT + RESETS_STANDARD, 0, 1, 7)
      eq(e:GetOwnerPlayer(), 0, "the reason player owns it, not the card's controller")
      eq(cards.o:GetFlagEffect(0x123), 1, "the code above MAX_CARD_ID is dropped")
      eq(cards.o:GetFlagEffectLabel(0x123), 7, "its label")
      cards.o:ResetFlagEffect(0x10000123)
      eq(cards.o:GetFlagEffect(0x123), 0, "reset")
    """)


def test_is_rank_reads_the_current_rank(duel):
    board(duel, ("x", XYZ, 0, "mzone"))
    check(duel, """
      local e = Effect.CreateEffect(cards.x)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_RANK) e:SetValue(1)
      cards.x:RegisterEffect(e)
      eq(cards.x:IsRank(5), true, "its Rank is 5 now")
      eq(cards.x:IsRank(4), false, "not the printed 4")
    """)


def test_a_union_of_one_rule_does_not_join_a_monster_with_one_of_the_other(duel):
    board(duel, ("m", MON, 0, "mzone"), ("u1", UNION, 0, "mzone"), ("u2", UNION, 0, "mzone"))
    check(duel, """
      for _, u in ipairs({cards.u1, cards.u2}) do
        single(u, EFFECT_UNION_LIMIT, function(e, c) return c == cards.m end)
      end
      single(cards.u1, EFFECT_UNION_STATUS)
      single(cards.u2, EFFECT_OLDUNION_STATUS)
      eq(cards.u2:CheckUnionTarget(cards.m), true, "no Union equipped yet")
      Duel.Equip(0, cards.u1, cards.m)
      local new, old = cards.m:GetUnionCount()
      eq(new, 1, "one Union under the new rule") eq(old, 0, "none under the old")
      eq(cards.u2:CheckUnionTarget(cards.m), false, "an old-rule Union cannot join it")
    """)


def test_positions_sets_discards_and_xyz_materials(duel):
    board(duel, ("h", MON, 0, "hand"), ("l", LINK, 0, "mzone"), ("m", MON, 0, "mzone"), ("s", SPELL, 0, "hand"),
          ("d", MON, 0, "hand"), ("o", MON, 1, "hand"))
    check(duel, """
      eq(cards.h:IsCanChangePosition(), true, "only a Link monster cannot change position by an effect")
      eq(cards.l:IsCanChangePosition(), false, "a Link monster")
      eq(cards.m:IsCanTurnSet(), true, "before")
      on_player(cards.m, EFFECT_CANNOT_TURN_SET, 1)
      eq(cards.m:IsCanTurnSet(), false, "EFFECT_CANNOT_TURN_SET on the player")
      eq(cards.s:IsSSetable(), true, "a Spell in the hand")
      eq(cards.h:IsSSetable(), false, "a monster without EFFECT_MONSTER_SSET")
      on_player(cards.m, EFFECT_CANNOT_SSET, 1)
      eq(cards.s:IsSSetable(), false, "EFFECT_CANNOT_SSET on the player")
      eq(cards.d:IsDiscardable(), true, "before")
      single(cards.d, EFFECT_CANNOT_USE_AS_COST)
      eq(cards.d:IsDiscardable(), false, "not as a cost")
      eq(cards.d:IsDiscardable(REASON_EFFECT), true, "by an effect")
      on_player(cards.m, EFFECT_CANNOT_DISCARD_HAND, 1, function(e, c, re, r) return r == REASON_EFFECT end)
      eq(cards.d:IsDiscardable(REASON_EFFECT), false, "the prohibition's target gets the reason")
      single(cards.o, EFFECT_FORBIDDEN)
      eq(cards.o:IsCanOverlay(1), false, "forbidden off the field")
    """)


def test_summonable_card_and_immunity_follow_the_card_and_the_effect(duel):
    board(duel, ("m", MON, 0, "hand"), ("i", MON, 0, "mzone"))
    check(duel, """
      single(cards.m, EFFECT_UNSUMMONABLE_CARD)
      eq(cards.m:IsSummonableCard(), true, "by its printed type only")
      single(cards.i, EFFECT_IMMUNE_EFFECT, 1)
      local e = Effect.CreateEffect(cards.m)
      eq(cards.i:IsImmuneToEffect(e), false, "an immunity holds from the next adjust pass")
      Duel.AdjustInstantly()
      eq(cards.i:IsImmuneToEffect(e), true, "immune")
      e:SetProperty(EFFECT_FLAG_IGNORE_IMMUNE)
      eq(cards.i:IsImmuneToEffect(e), false, "an effect that ignores immunity affects it")
    """)


# -- Duel.*: Tributes as a cost, the top of the Deck (field::check_release_list, is_player_can_discard_deck) ------
def test_check_release_group_uses_the_non_summon_tribute_rules(duel):
    board(duel, ("n", MON, 0, "mzone"), ("s", MON, 0, "mzone"), ("d1", MON, 0, "deck"), ("d2", MON, 0, "deck"))
    check(duel, """
      single(cards.n, EFFECT_UNRELEASABLE_NONSUM, 1)
      single(cards.s, EFFECT_UNRELEASABLE_SUM, 1)
      eq(Duel.CheckReleaseGroup(0, nil, 1, nil), true, "the monster only kept from Tribute Summons")
      eq(Duel.CheckReleaseGroup(0, nil, 2, nil), false, "not the one kept from other Tributes")
      eq(Duel.SelectReleaseGroup(0, nil, 1, 1, nil):GetFirst(), cards.s, "the only one offered")
      eq(Duel.IsPlayerCanDiscardDeck(0, 2), true, "two cards in the Deck")
      on_player(cards.n, EFFECT_CANNOT_DISCARD_DECK, 1)
      eq(Duel.IsPlayerCanDiscardDeck(0, 1), false, "EFFECT_CANNOT_DISCARD_DECK")
    """)
