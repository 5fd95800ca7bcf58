"""Players' capabilities, LP costs, free zones, Xyz Material removal, Sets and IsHasEffect
(bindings/duel.py, duel_moves.py, card_moves.py, card_state.py; rules in harness/engine/
duel_rules.py, capabilities.py, lp_costs.py, zones.py, overlay_removal.py, operations.py,
card_rules.py), each checked against what ygopro-core's field.cpp / operations.cpp / libduel.cpp
answer on a small board."""
import pytest

from harness.constants import EVENT_CHANGE_POS, LOCATION_HAND
from harness.engine.state.errors import IllegalAction
from harness.session import DuelSession
from lua_board import EQ, board, empty_scripts

MON, XYZ, FUSION, SPELL, FIELD = 99440001, 99440002, 99440003, 99440004, 99440005

CARDS = {
    MON: {"name": "Plain Soldier", "type": ["monster", "effect"], "attribute": "earth", "race": "warrior",
          "level": 4, "atk": 1000, "def": 1000},
    XYZ: {"name": "Rank Soldier", "type": ["monster", "effect", "xyz"], "attribute": "earth", "race": "warrior",
          "rank": 4, "atk": 2000, "def": 1500},
    FUSION: {"name": "Fused Soldier", "type": ["monster", "effect", "fusion"], "attribute": "earth",
             "race": "warrior", "level": 6, "atk": 2000, "def": 2000},
    SPELL: {"name": "Plain Spell", "type": ["spell"]},
    FIELD: {"name": "Plain Field", "type": ["spell", "field"]},
}

PRELUDE = EQ + """
local function on_player(c, code, self_range, opponent_range, target, value)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_FIELD) e:SetCode(code) e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  e:SetTargetRange(self_range, opponent_range)
  if target then e:SetTarget(target) end
  if value ~= nil then e:SetValue(value) end
  Duel.RegisterEffect(e, 0)
  return e
end
local function replacement(c, code, operation, condition)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS) e:SetCode(code) e:SetRange(LOCATION_MZONE)
  if condition then e:SetCondition(condition) end
  e:SetOperation(operation)
  c:RegisterEffect(e)
  return e
end
"""


@pytest.fixture
def duel(tmp_path):
    return DuelSession(cards=CARDS, scripts=[empty_scripts(tmp_path, CARDS)])



def check(duel, code):
    duel.lua(PRELUDE + code)


# -- drawing, the Deck as a cost (field::is_player_can_draw, is_player_can_discard_deck_as_cost) ----------
def test_is_player_can_draw_refuses_a_player_that_is_not_0_or_1(duel):
    board(duel, ("m", MON, 0, "mzone"), ("d", MON, 0, "deck"))
    check(duel, """
      eq(Duel.IsPlayerCanDraw(0, 1), true, "one card in the Deck")
      eq(Duel.IsPlayerCanDraw(0, 2), false, "not two")
      eq(Duel.IsPlayerCanDraw(1), true, "count 0: the Deck is not looked at")
      eq(Duel.IsPlayerCanDraw(2, 1), false, "PLAYER_NONE")
    """)


def test_discarding_the_deck_as_a_cost_reads_the_grave_redirects(duel):
    board(duel, ("m", MON, 0, "mzone"), ("d1", MON, 0, "deck"), ("d2", MON, 0, "deck"))
    check(duel, """
      eq(Duel.IsPlayerCanDiscardDeckAsCost(0, 2), true, "two cards, no redirect")
      local banish = Effect.CreateEffect(cards.m)
      banish:SetType(EFFECT_TYPE_FIELD) banish:SetCode(EFFECT_TO_GRAVE_REDIRECT) banish:SetRange(LOCATION_MZONE)
      banish:SetTargetRange(LOCATION_DECK, 0) banish:SetValue(LOCATION_REMOVED)
      cards.m:RegisterEffect(banish)
      eq(Duel.IsPlayerCanDiscardDeckAsCost(0, 2), false, "a redirect that reaches player 0's Deck")
      eq(Duel.IsPlayerCanDiscardDeckAsCost(1, 0), true, "not player 1's")
      on_player(cards.m, EFFECT_CANNOT_REMOVE, 1, 0)
      eq(Duel.IsPlayerCanDiscardDeckAsCost(0, 2), true, "its player cannot banish: the redirect does not count")
      on_player(cards.m, EFFECT_CANNOT_DISCARD_DECK, 1, 0)
      eq(Duel.IsPlayerCanDiscardDeckAsCost(0, 2), false, "EFFECT_CANNOT_DISCARD_DECK")
    """)


# -- summons (field::is_player_can_summon / is_player_can_spsummon) -----------------------------------------
def test_is_player_can_summon_without_a_card_ignores_prohibitions_with_a_target(duel):
    board(duel, ("m", MON, 0, "mzone"), ("h", MON, 0, "hand"), ("g", MON, 0, "grave"))
    check(duel, """
      on_player(cards.m, EFFECT_CANNOT_SUMMON, 1, 0, function(e, c) return c == cards.h end)
      on_player(cards.m, EFFECT_CANNOT_SPECIAL_SUMMON, 1, 0, function(e, c) return c == cards.g end)
      eq(Duel.IsPlayerCanSummon(0), true, "a prohibition with a target is not asked without a card")
      eq(Duel.IsPlayerCanSummon(0, SUMMON_TYPE_NORMAL, cards.h), false, "its target refuses this card")
      eq(Duel.IsPlayerCanSummon(0, SUMMON_TYPE_NORMAL, cards.m), true, "not that one")
      eq(Duel.IsPlayerCanSpecialSummon(0), true, "the same for Special Summons")
      eq(Duel.IsPlayerCanSpecialSummon(0, 0, POS_FACEUP, 0, cards.g), false, "this card is refused")
      eq(Duel.IsPlayerCanSpecialSummon(0, 0, POS_FACEUP, 0, cards.h), true, "that one is not")
      on_player(cards.m, EFFECT_CANNOT_SUMMON, 0, 1)
      eq(Duel.IsPlayerCanSummon(1), false, "one without a target forbids every Normal Summon")
    """)


@pytest.mark.parametrize("action", ["summon", "set"])
def test_a_forbidden_card_cannot_be_normal_summoned_or_set(duel, action):
    # card::is_can_be_summoned and is_setable_mzone refuse STATUS_FORBIDDEN (Prohibition's EFFECT_FORBIDDEN)
    board(duel, ("m", MON, 0, "mzone"), ("h", MON, 0, "hand"))
    check(duel, """
      local e = Effect.CreateEffect(cards.m)
      e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_FORBIDDEN) e:SetTargetRange(0x7f, 0x7f)
      e:SetTarget(function(e, c) return c == cards.h end)
      Duel.RegisterEffect(e, 0)
    """)
    with pytest.raises(IllegalAction, match="it is forbidden"):
        getattr(duel, action)(duel.card("h"))
    assert duel.card("h").location == LOCATION_HAND and duel.duel.normal_summons[0] == 0


def test_is_player_can_special_summon_reads_the_summons_left(duel):
    board(duel, ("m", MON, 0, "mzone"))
    check(duel, """
      eq(Duel.IsPlayerCanSpecialSummon(0), true, "before")
      on_player(cards.m, EFFECT_LEFT_SPSUMMON_COUNT, 1, 0, nil, 0)
      eq(Duel.IsPlayerCanSpecialSummon(0), false, "no Special Summon left")
      eq(Duel.IsPlayerCanSpecialSummon(1), true, "player 1 has")
    """)


# -- LP costs (field::check_lp_cost / pay_lp_cost) ------------------------------------------------------------
def test_lp_cost_change_decides_what_is_checked_and_paid(duel):
    board(duel, ("m", MON, 0, "mzone"))
    check(duel, """
      Duel.SetLP(0, 1000)
      eq(Duel.CheckLPCost(0, 0), false, "a cost of 0 is never payable")
      eq(Duel.CheckLPCost(0, 1500), false, "more than the LP")
      local half = on_player(cards.m, EFFECT_LPCOST_CHANGE, 1, 0, nil, function(e, re, rp, val) return val // 2 end)
      eq(Duel.CheckLPCost(0, 1500), true, "halved: 750")
      Duel.PayLPCost(0, 1500)
      eq(Duel.GetLP(0), 250, "750 paid")
      half:Reset()
      on_player(cards.m, EFFECT_LPCOST_CHANGE, 1, 0, nil, function(e, re, rp, val) return 0 end)
      eq(Duel.CheckLPCost(0, 5000), true, "nothing to pay")
      eq(Duel.CheckLPCost(0, 5000, true), false, "must_pay: nothing to pay is refused")
      Duel.PayLPCost(0, 5000)
      eq(Duel.GetLP(0), 250, "nothing paid")
    """)


def test_lp_cost_replace_pays_a_cost_the_lp_cannot(duel):
    board(duel, ("m", MON, 0, "mzone"))
    check(duel, """
      Duel.SetLP(0, 100)
      local paid
      replacement(cards.m, EFFECT_LPCOST_REPLACE, function(e, tp, eg, ep, ev) paid = ev end,
                  function(e, tp, eg, ep, ev) return ep == 0 end)
      eq(Duel.CheckLPCost(0, 1000), true, "the replacement can pay it")
      eq(Duel.CheckLPCost(0, 1000, true), false, "must_pay: not by a replacement")
      eq(Duel.CheckLPCost(1, 1000), true, "player 1 has 8000")
      Duel.PayLPCost(0, 1000)
      eq(paid, 1000, "the replacement's operation paid it (ev = the cost)")
      eq(Duel.GetLP(0), 100, "no LP paid")
    """)


# -- free zones (field::get_useable_count, get_mzone_limit) ---------------------------------------------------
def test_location_counts_read_zone_use_player_and_give_the_zone_list(duel):
    board(duel, ("m", MON, 0, "mzone"), ("s", SPELL, 0, "szone"))
    check(duel, """
      local count, list = Duel.GetLocationCount(0, LOCATION_MZONE)
      eq(count, 4, "four free Main Monster Zones") eq(list, 0x61, "zone 0 used, the Extra Monster Zones marked")
      eq(Duel.GetLocationCount(0, LOCATION_MZONE, nil, LOCATION_REASON_TOFIELD, 0x3), 1, "among zones 0 and 1")
      eq(Duel.GetMZoneCount(0, nil, 0, LOCATION_REASON_TOFIELD, 0x1), 0, "only zone 0: taken")
      eq(Duel.GetMZoneCount(0, cards.m, 0, LOCATION_REASON_TOFIELD, 0x1), 1, "unless its monster leaves")
      local count2, list2 = Duel.GetLocationCount(0, LOCATION_SZONE, nil, LOCATION_REASON_TOFIELD, 0x3)
      eq(count2, 1, "Spell & Trap Zones 0 and 1: one free") eq(list2, 0x1d, "the zones not counted")
      eq(Duel.GetLocationCount(0, LOCATION_FZONE), 0, "the core counts no Field Zone")
      on_player(cards.m, EFFECT_MAX_MZONE, 1, 0, nil, function(e, p, up) return up == 0 and 3 or 7 end)
      eq(Duel.GetLocationCount(0, LOCATION_MZONE), 2, "EFFECT_MAX_MZONE for use player 0: 3 less 1 used")
      eq(Duel.GetLocationCount(0, LOCATION_MZONE, 1), 4, "not for use player 1")
    """)


# -- Xyz Materials (field::is_player_can_remove_overlay_card, remove_overlay_card) --------------------------
def test_overlay_remove_replace_checks_and_detaches_instead(duel):
    board(duel, ("x", XYZ, 0, "mzone"), ("mat", MON, 0, "grave"))
    duel.attach_overlay(duel.card("mat"), duel.card("x"))
    check(duel, """
      eq(cards.x:CheckRemoveOverlayCard(0, 2, REASON_COST), false, "one material, no replacement")
      local asked
      replacement(cards.x, EFFECT_OVERLAY_REMOVE_REPLACE, function(e, tp, eg, ep, ev, re, r)
        asked = ev return 2 end, function(e, tp, eg, ep, ev, re, r) return r & REASON_COST ~= 0 end)
      eq(cards.x:CheckRemoveOverlayCard(0, 2, REASON_COST), true, "the replacement can detach them")
      eq(cards.x:CheckRemoveOverlayCard(0, 2, REASON_EFFECT), false, "its condition refuses this reason")
      eq(Duel.CheckRemoveOverlayCard(0, 1, 0, 2, REASON_COST), true, "the Duel form too")
      eq(cards.x:RemoveOverlayCard(0, 2, 2, REASON_COST), 2, "what the replacement's operation returns")
      eq(asked, 2 + (2 << 16), "ev = min + (max << 16)")
      eq(cards.x:GetOverlayCount(), 1, "its material stays")
    """)


# -- what send_to leaves where it is (field::send_to step 0) ----------------------------------------------
def test_send_to_leaves_a_card_the_player_may_not_send_there(duel):
    board(duel, ("m", MON, 0, "mzone"), ("a", MON, 0, "grave"), ("b", MON, 0, "grave"))
    check(duel, """
      on_player(cards.m, EFFECT_CANNOT_TO_HAND, 1, 0, function(e, c) return c == cards.a end)
      eq(Duel.SendtoHand(Group.FromCards(cards.a, cards.b), nil, REASON_EFFECT), 1, "only b")
      eq(cards.a:GetLocation(), LOCATION_GRAVE, "a stays in the GY")
      eq(cards.a:IsReason(REASON_EFFECT), false, "with its previous reason")
    """)


def test_send_to_deck_of_a_card_leaving_needs_send_activating(duel):
    board(duel, ("m", MON, 0, "mzone"), ("s", SPELL, 0, "szone"))
    check(duel, """
      cards.s:CancelToGrave(false)          -- STATUS_LEAVE_CONFIRMED, as an activating Spell has
      eq(Duel.SendtoDeck(cards.s, nil, SEQ_DECKTOP, REASON_EFFECT), 0, "leaving already: stays")
      eq(Duel.SendtoDeck(cards.s, nil, SEQ_DECKTOP, REASON_EFFECT, 0, true), 1, "send_activating (6th): goes")
      eq(cards.s:GetLocation(), LOCATION_DECK, "in the Deck")
    """)


def test_a_move_takes_its_reason_player_after_its_reason(duel):
    # duel_sendto_grave & co.: the argument after the reason is the reason player (lua_gettop)
    board(duel, ("a", MON, 0, "mzone"), ("b", MON, 0, "mzone"), ("c", MON, 0, "mzone"), ("d", MON, 0, "mzone"),
          ("e", MON, 0, "mzone"))
    check(duel, """
      Duel.SendtoGrave(cards.a, REASON_EFFECT, 1)
      Duel.SendtoHand(cards.b, nil, REASON_EFFECT, 1)
      Duel.SendtoDeck(cards.c, nil, SEQ_DECKTOP, REASON_EFFECT, 1)
      Duel.Remove(cards.d, POS_FACEUP, REASON_EFFECT, 1)
      Duel.Destroy(cards.e, REASON_EFFECT, LOCATION_GRAVE, 1)
      for _, c in ipairs({cards.a, cards.b, cards.c, cards.d, cards.e}) do
        eq(c:GetReasonPlayer(), 1, "the reason player given")
      end
    """)


def test_a_reason_with_the_release_bit_is_still_a_send(duel):
    board(duel, ("m", MON, 0, "mzone"), ("r", MON, 0, "removed"))
    check(duel, """
      eq(Duel.SendtoHand(cards.r, nil, SEQ_DECKSHUFFLE), 1, "field::send_to, not field::release")
      eq(cards.r:GetLocation(), LOCATION_HAND, "in the hand")
    """)


# -- Sets (field::sset_g) -------------------------------------------------------------------------------------
def test_sset_of_a_card_without_a_zone_sends_it_to_the_grave(duel):
    board(duel, ("f", FIELD, 0, "hand"), ("h", SPELL, 0, "hand"),
          *[(f"s{i}", SPELL, 0, "szone") for i in range(5)])
    check(duel, """
      eq(Duel.SSet(0, Group.FromCards(cards.f, cards.h)), 1, "the Field Spell needs no Spell & Trap Zone")
      eq(cards.f:IsLocation(LOCATION_FZONE), true, "Set in the Field Zone")
      eq(cards.f:IsFacedown(), true, "face-down")
      eq(cards.h:GetLocation(), LOCATION_GRAVE, "no zone: to the GY by rule")
      eq(cards.h:IsReason(REASON_RULE), true, "REASON_RULE")
    """)


def test_sset_obeys_the_players_prohibition_and_can_set_for_the_opponent(duel):
    board(duel, ("m", MON, 0, "mzone"), ("a", SPELL, 0, "hand"), ("b", SPELL, 0, "hand"))
    check(duel, """
      on_player(cards.m, EFFECT_CANNOT_SSET, 1, 0, function(e, c) return c == cards.a end)
      eq(Duel.SSet(0, Group.FromCards(cards.a, cards.b), 1), 1, "only b")
      eq(cards.a:GetLocation(), LOCATION_HAND, "a stays in the hand")
      eq(cards.b:GetControler(), 1, "b is Set on player 1's field")
    """)


# -- Card.IsHasEffect(c, code, player) (libcard.cpp card_is_has_effect) --------------------------------------
def test_is_has_effect_with_a_player_skips_effects_with_no_use_left(duel):
    board(duel, ("m", MON, 0, "mzone"))
    check(duel, """
      local e = Effect.CreateEffect(cards.m)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_INDESTRUCTABLE_COUNT) e:SetCountLimit(1) e:SetValue(1)
      cards.m:RegisterEffect(e)
      eq(cards.m:IsHasEffect(EFFECT_INDESTRUCTABLE_COUNT, 0), e, "a use left")
      e:UseCountLimit(0)
      eq(cards.m:IsHasEffect(EFFECT_INDESTRUCTABLE_COUNT), e, "without a player: any")
      eq(cards.m:IsHasEffect(EFFECT_INDESTRUCTABLE_COUNT, 0), nil, "no use left for player 0")
      eq(cards.m:IsHasEffect(EFFECT_INDESTRUCTABLE_COUNT, PLAYER_NONE), e, "PLAYER_NONE: any")
    """)


# -- leave-field redirects (card::leave_field_redirect, field::is_player_can_send_to_hand) -----------------------
def test_a_redirect_to_the_hand_needs_an_extra_deck_monster_to_be_able_to_go_to_the_deck(duel):
    board(duel, ("f", FUSION, 0, "mzone"), ("m", MON, 0, "mzone"))
    check(duel, """
      local e = Effect.CreateEffect(cards.f)
      e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_LEAVE_FIELD_REDIRECT) e:SetValue(LOCATION_HAND)
      cards.f:RegisterEffect(e)
      eq(cards.f:IsAbleToGraveAsCost(), false, "the redirect would send it elsewhere")
      on_player(cards.m, EFFECT_CANNOT_TO_DECK, 1, 0)
      eq(cards.f:IsAbleToGraveAsCost(), true, "it could not return to the Extra Deck: the redirect does not count")
    """)


def test_monsters_a_set_position_effect_turns_change_in_one_event(duel):
    # adjust step 11 collects every monster EFFECT_SET_POSITION turns, then changes them at once
    board(duel, ("a", MON, 0, "mzone"), ("b", MON, 1, "mzone"))
    check(duel, """
      local e = Effect.GlobalEffect()
      e:SetType(EFFECT_TYPE_FIELD)
      e:SetCode(EFFECT_SET_POSITION)
      e:SetTargetRange(LOCATION_MZONE, LOCATION_MZONE)
      e:SetValue(POS_FACEUP_DEFENSE)
      Duel.RegisterEffect(e, 0)
    """)
    duel.duel.processor.adjust_instant(duel.duel)
    changes = [event for event in duel.duel.events.events if event.code == EVENT_CHANGE_POS]
    assert [sorted(card.label for card in event.cards) for event in changes] == [["a", "b"]]
