"""The API of bindings/duel_extra.py and the puzzle functions of bindings/debug.py, through
DuelSession and Lua: each test follows the core function named in engine/actions/duel_rules.py."""
import pytest

from harness import constants as C
from harness.session import DuelSession
from lua_board import EQ, board

DM, GAIA, ELF, HARPIE = 46986414, 6368038, 15025844, 76812113

PRELUDE = EQ


@pytest.fixture
def duel():
    return DuelSession()


def check(duel, code):
    duel.lua(PRELUDE + code)



# -- summons ------------------------------------------------------------------------------------------------
def test_summon_normal_summons_a_level_4_and_uses_the_turns_normal_summon(duel):
    board(duel, ("elf", ELF, 0, "hand"), ("harpie", HARPIE, 0, "hand"))
    check(duel, """
      Duel.Summon(0, cards.elf, false, nil)
      eq(cards.elf:IsLocation(LOCATION_MZONE), true, "summoned")
      eq(cards.elf:IsPosition(POS_FACEUP_ATTACK), true, "face-up Attack Position")
      eq(cards.elf:IsSummonType(SUMMON_TYPE_NORMAL), true, "a Normal Summon")
      eq(Duel.CheckSummonedCount(), false, "the Normal Summon is used")
      Duel.Summon(0, cards.harpie, false, nil)
      eq(cards.harpie:IsLocation(LOCATION_HAND), true, "no second Normal Summon: it stays")
      Duel.Summon(0, cards.harpie, true, nil)
      eq(cards.harpie:IsLocation(LOCATION_MZONE), true, "ignore_count: a summon beyond the count")
    """)


def test_summon_of_a_level_7_tributes_the_selected_monsters(duel):
    board(duel, ("dm", DM, 0, "hand"), ("elf", ELF, 0, "mzone", 0), ("harpie", HARPIE, 0, "mzone", 1))
    duel.answers.load(choose=[duel.card("elf"), duel.card("harpie")])
    check(duel, """
      eq(Duel.GetTributeCount(cards.dm), 2, "two Tributes available")
      eq(Duel.GetTributeGroup(cards.dm):GetCount(), 2, "the Tribute group")
      Duel.Summon(0, cards.dm, false, nil)
      eq(cards.dm:IsLocation(LOCATION_MZONE), true, "Tribute Summoned")
      eq(cards.dm:IsSummonType(SUMMON_TYPE_ADVANCE), true, "an Advance Summon")
      eq(cards.elf:IsLocation(LOCATION_GRAVE), true, "Tributed")
      eq(cards.harpie:IsReason(REASON_RELEASE), true, "by Tribute")
    """)


def test_summon_that_cannot_happen_does_nothing(duel):
    board(duel, ("dm", DM, 0, "hand"))
    check(duel, """
      Duel.Summon(0, cards.dm, false, nil)
      eq(cards.dm:IsLocation(LOCATION_HAND), true, "no Tributes: it stays")
    """)


def test_mset_sets_face_down_defense(duel):
    board(duel, ("elf", ELF, 0, "hand"))
    check(duel, """
      Duel.MSet(0, cards.elf, true, nil)
      eq(cards.elf:IsPosition(POS_FACEDOWN_DEFENSE), true, "Set")
      eq(Duel.CheckSummonedCount(), true, "ignore_count: the Normal Summon is left")
      Duel.IncreaseSummonedCount()
      eq(Duel.CheckSummonedCount(), false, "IncreaseSummonedCount used it")
    """)


# -- chain links ------------------------------------------------------------------------------------------------
def _link_with_targets(duel):
    from harness.engine import chain
    elf = duel.card("elf")
    effect = duel.duel.new_effect(elf)
    effect.type = C.EFFECT_TYPE_IGNITION
    effect.property = C.EFFECT_FLAG_CARD_TARGET
    duel.duel.register_effect(effect, card=elf)
    link = chain.ChainLink(effect, 0, 99, 1)
    link.triggering = chain.triggering_state(elf)
    from harness.engine.state.group import Group
    link.targets = Group([duel.card("dm")])
    duel.card("dm").create_relation(link)
    duel.duel.chain.append(link)
    return link


def test_change_target_card_player_and_param(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0), ("dm", DM, 1, "mzone", 0), ("gaia", GAIA, 1, "mzone", 1))
    link = _link_with_targets(duel)
    seen = {}

    def look():
        seen["targets"] = list(link.targets)
        seen["related"] = (duel.card("gaia").is_related_to_link(link), duel.card("dm").is_related_to_link(link))
    duel.look = look
    check(duel, """
      Duel.ChangeTargetCard(1, Group.FromCards(cards.gaia))
      Duel.ChangeTargetPlayer(1, 1)
      Duel.ChangeTargetParam(1, 700)
      local g, p, v = Duel.GetChainInfo(1, CHAININFO_TARGET_CARDS, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
      eq(g:GetFirst(), cards.gaia, "the new target") eq(g:GetCount(), 1, "only it")
      eq(cards.gaia:IsRelateToChain(1), true, "related to the link")
      eq(cards.dm:IsRelateToChain(1), false, "the old target is not")
      eq(p, 1, "target player") eq(v, 700, "target param")
      eq(Duel.GetOperationCount(1), 0, "no operation info")
      eq(Duel.CheckChainUniqueness(), true, "one link")
    """)
    assert (link.target_player, link.target_param) == (1, 700)


def test_chain_solving_and_disabled_only_while_the_chain_resolves(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0), ("dm", DM, 1, "mzone", 0))
    link = _link_with_targets(duel)
    link.effect_negated = True
    check(duel, """
      eq(Duel.IsChainSolving(), false, "not resolving")
      eq(Duel.IsChainDisabled(1), false, "false outside resolution")
    """)
    _link_with_targets(duel).effect_negated = True
    duel.duel.chain_solving = True
    check(duel, """
      eq(Duel.IsChainSolving(), true, "resolving")
      eq(Duel.IsChainDisabled(1), true, "its effect is negated")
      eq(Duel.IsChainDisabled(0), true, "0: the last link")
    """)


def test_check_chain_target_calls_the_target_with_chkc(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0), ("dm", DM, 1, "mzone", 0), ("gaia", GAIA, 0, "mzone", 1))
    link = _link_with_targets(duel)
    check(duel, """
      local e = Duel.GetChainInfo(1, CHAININFO_TRIGGERING_EFFECT)
      eq(Duel.CheckChainTarget(1, cards.dm), false, "no target function")
      e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
        if chkc then return chkc:IsControler(1 - tp) end
        return true
      end)
      eq(Duel.CheckChainTarget(1, cards.dm), true, "an opponent's monster")
      eq(Duel.CheckChainTarget(1, cards.gaia), false, "not its own")
      eq(Duel.CheckChainTarget(2, cards.dm), false, "no link 2")
    """)
    assert link.effect.target is not None


def test_chain_event_of_a_free_chain_link(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0), ("dm", DM, 1, "mzone", 0))
    _link_with_targets(duel)
    check(duel, """
      local eg, ep, ev, re, r, rp = Duel.GetChainEvent(1)
      eq(eg, nil, "no event cards") eq(ep, PLAYER_NONE, "no event player") eq(ev, 0, "no value")
    """)


# -- players ------------------------------------------------------------------------------------------------------
def test_turn_player_win_and_draw_count(duel):
    board(duel, ("elf", ELF, 0, "hand"))
    check(duel, """
      eq(Duel.IsTurnPlayer(0), true, "player 0's turn") eq(Duel.IsTurnPlayer(1), false, "not player 1's")
      eq(Duel.GetDrawCount(0), 0, "turn 1: its turn player draws nothing")
      eq(Duel.GetDrawCount(1), 1, "one card otherwise")
      Debug.SetPlayerInfo(1, 4000, 5, 2)
      eq(Duel.GetDrawCount(1), 2, "SetPlayerInfo's draw count")
      eq(Duel.GetLP(1), 4000, "SetPlayerInfo's LP")
      Duel.Win(1, 0x10)
      Duel.Win(0, 0x10)
    """)
    assert duel.duel.winner == 1 and duel.duel.win_reason == 0x10


def test_player_permissions_follow_their_prohibitions(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0), ("dm", DM, 0, "hand"))
    check(duel, """
      eq(Duel.IsPlayerCanSendtoGrave(0), true, "no prohibition")
      local e = Effect.CreateEffect(cards.elf)
      e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CANNOT_TO_GRAVE) e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      e:SetTargetRange(1, 0) e:SetTarget(function(e, c) return c:IsLocation(LOCATION_HAND) end)
      Duel.RegisterEffect(e, 0)
      eq(Duel.IsPlayerCanSendtoGrave(0), true, "a prohibition with a target forbids only some cards")
      eq(Duel.IsPlayerCanSendtoGrave(0, cards.dm), false, "a hand card")
      eq(Duel.IsPlayerCanSendtoGrave(0, cards.elf), true, "a monster")
      local f = Effect.CreateEffect(cards.elf)
      f:SetType(EFFECT_TYPE_FIELD) f:SetCode(EFFECT_CANNOT_SSET) f:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      f:SetTargetRange(1, 0)
      Duel.RegisterEffect(f, 0)
      eq(Duel.IsPlayerCanSSet(0), false, "no Sets at all") eq(Duel.IsPlayerCanSSet(1), true, "the opponent may")
      eq(Duel.IsPlayerCanRelease(0, cards.elf), true, "may Tribute")
      eq(Duel.IsPlayerCanFlipSummon(0), true, "may Flip Summon") eq(Duel.IsPlayerCanMSet(0), true, "may Set")
      eq(Duel.IsPlayerCanSendtoHand(0, cards.elf), true, "to hand") eq(Duel.IsPlayerCanSendtoDeck(0), true, "to Deck")
      eq(Duel.IsPlayerCanSpecialSummonCount(0, 2), true, "no Special Summon count limit")
      local g = Effect.CreateEffect(cards.elf)
      g:SetType(EFFECT_TYPE_FIELD) g:SetCode(EFFECT_LEFT_SPSUMMON_COUNT) g:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      g:SetTargetRange(1, 0) g:SetValue(1)
      Duel.RegisterEffect(g, 0)
      eq(Duel.IsPlayerCanSpecialSummonCount(0, 1), true, "one left")
      eq(Duel.IsPlayerCanSpecialSummonCount(0, 2), false, "not two")
    """)


# -- prompts --------------------------------------------------------------------------------------------------------
def test_select_disable_field_offers_free_zones_and_reads_the_zone_answer(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0), ("dm", DM, 1, "mzone", 2))
    check(duel, """
      eq(Duel.SelectDisableField(0, 1, LOCATION_MZONE, 0, 0), 0x2, "unanswered: the lowest free zone (1)")
      eq(Duel.SelectDisableField(0, 1, 0, LOCATION_MZONE, 0), 0x10000, "the opponent's zone 0")
      eq(Duel.SelectDisableField(0, 1, 0, LOCATION_MZONE, 0x10000), 0x20000, "zone 0 excluded by the filter")
    """)
    duel.answers.load(zone=0x80000)
    check(duel, "eq(Duel.SelectDisableField(0, 1, 0, LOCATION_MZONE, 0), 0x80000, 'the answered zone')")
    duel.answers.load(zone=0x40000)
    with pytest.raises(Exception, match="not legal"):
        duel.lua("Duel.SelectDisableField(0, 1, 0, LOCATION_MZONE, 0)")     # the opponent's zone 2 is taken
    duel.answers.load(zone=0x1)
    with pytest.raises(Exception, match="not legal"):
        duel.lua("Duel.SelectDisableField(0, 1, LOCATION_MZONE, 0, 0)")     # zone 0 is taken


def test_select_field_offers_taken_zones_too(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0))
    check(duel, """
      eq(Duel.SelectField(0, 1, LOCATION_MZONE, 0, 0), 0x1, "a taken zone may be selected")
      eq(Duel.SelectField(0, 2, LOCATION_SZONE, 0, 0), 0x300, "two Spell & Trap Zones")
    """)


def test_select_position_asks_among_the_allowed_positions(duel):
    board(duel, ("elf", ELF, 0, "hand"))
    check(duel, "eq(Duel.SelectPosition(0, cards.elf, POS_FACEUP_DEFENSE), POS_FACEUP_DEFENSE, 'the only one')")
    duel.answers.load(position=C.POS_FACEUP_DEFENSE)
    check(duel, "eq(Duel.SelectPosition(0, cards.elf, POS_FACEUP), POS_FACEUP_DEFENSE, 'the answer')")
    check(duel, "eq(Duel.SelectPosition(0, cards.elf, POS_FACEUP), POS_FACEUP_ATTACK, 'unanswered: the first')")


def test_cancelable_select_returns_nil_when_cancelled(duel):
    board(duel, ("elf", ELF, 0, "hand"), ("dm", DM, 0, "hand"))
    duel.answers.load(choose=[[duel.card("dm")], []])
    check(duel, """
      local g = Duel.GetFieldGroup(0, LOCATION_HAND, 0)
      local sel = g:CancelableSelect(0, 1, 1, nil)
      eq(sel:GetFirst(), cards.dm, "selected")
      eq(g:CancelableSelect(0, 1, 1, nil), nil, "cancelled")
    """)


def test_cancelable_select_unanswered_takes_the_minimum_and_refuses_too_few(duel):
    board(duel, ("elf", ELF, 0, "hand"), ("dm", DM, 0, "hand"), ("harpie", HARPIE, 0, "hand"))
    duel.answers.strict = False               # an unanswered selection takes the first legal cards
    check(duel, """
      local g = Duel.GetFieldGroup(0, LOCATION_HAND, 0)
      eq(g:CancelableSelect(0, 2, 3, nil):GetCount(), 2, "unanswered: the minimum, not a refused single card")
      eq(g:CancelableSelect(0, 4, 4, nil), nil, "fewer cards than the minimum: cancelling is the only answer")
    """)
    duel.answers.load(choose=[[duel.card("dm")]])
    with pytest.raises(Exception, match="takes 2-3 or none"):
        check(duel, "Duel.GetFieldGroup(0, LOCATION_HAND, 0):CancelableSelect(0, 2, 3, nil)")


# -- moving cards -----------------------------------------------------------------------------------------------------
def test_swap_sequence_exchanges_zones(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0), ("harpie", HARPIE, 0, "mzone", 3), ("dm", DM, 1, "mzone", 0))
    check(duel, """
      Duel.SwapSequence(cards.elf, cards.harpie)
      eq(cards.elf:GetSequence(), 3, "elf moved") eq(cards.harpie:GetSequence(), 0, "harpie moved")
      eq(Duel.GetFieldCard(0, LOCATION_MZONE, 3), cards.elf, "the zone holds it")
      Duel.SwapSequence(cards.elf, cards.dm)
      eq(cards.elf:GetSequence(), 3, "not with an opponent's monster")
    """)


def test_return_to_field_brings_back_a_temporarily_banished_monster(duel):
    board(duel, ("elf", ELF, 0, "mzone", 2), ("harpie", HARPIE, 0, "hand"))
    duel.lua("""
      local e = Effect.CreateEffect(cards.harpie)
      Duel.Remove(cards.elf, POS_FACEUP, REASON_EFFECT + REASON_TEMPORARY)
    """)
    elf = duel.card("elf")
    assert elf.location == C.LOCATION_REMOVED
    from harness.engine.actions.duel_rules import return_to_field
    effect = duel.duel.new_effect(duel.card("harpie"))
    elf.reason_effect = effect
    with duel.duel.acting(effect, 0):
        assert return_to_field(duel.duel, elf, elf.previous.position, 0xff)
    assert elf.location == C.LOCATION_MZONE and elf.controller == 0


def test_return_to_field_ignores_a_card_not_banished_temporarily(duel):
    board(duel, ("elf", ELF, 0, "grave"))
    check(duel, "eq(Duel.ReturnToField(cards.elf), nil, 'nothing')")


def test_extra_top_group_and_shuffle_extra(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0))
    check(duel, """
      Duel.ShuffleExtra(0)
      eq(Duel.GetExtraTopGroup(0, 2):GetCount(), 0, "an empty Extra Deck")
    """)


# -- effects ----------------------------------------------------------------------------------------------------------
def test_effect_range_activate_location_and_activatable(duel):
    board(duel, ("elf", ELF, 0, "mzone", 1))
    check(duel, """
      local e = Effect.CreateEffect(cards.elf)
      e:SetType(EFFECT_TYPE_IGNITION) e:SetRange(LOCATION_MZONE)
      cards.elf:RegisterEffect(e)
      eq(e:IsHasRange(LOCATION_MZONE), true, "its range") eq(e:IsHasRange(LOCATION_GRAVE), false, "not the GY")
      eq(e:GetActivateLocation(), 0, "never considered yet")
      eq(e:IsActivatable(0), true, "an ignition effect of a face-up monster")
      eq(e:GetType(), EFFECT_TYPE_FIELD + EFFECT_TYPE_ACTIONS + EFFECT_TYPE_IGNITION, "effect_set_type makes it a field effect")
      eq(e:IsActivatable(1), false, "a field effect of a card the player does not control (as the native engine)")
      e:SetCondition(function() return false end)
      eq(e:IsActivatable(0), false, "its condition fails")
      e:SetCondition(nil) e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk) return false end)
      eq(e:IsActivatable(0), false, "no target")
      eq(e:IsActivatable(0, false, true), true, "neglect_target")
    """)
    from harness.engine import chain
    effect = duel.card("elf").effects[-1]
    chain.check_activation(duel.duel, effect, 0)
    assert (effect.active_location, effect.active_sequence) == (C.LOCATION_MZONE, 1)


def test_raise_single_event_reaches_the_cards_own_effects_only(duel):
    # duel_raise_single_event: field::raise_single_event; a field effect hears only Duel.RaiseEvent
    board(duel, ("elf", ELF, 0, "mzone"))
    check(duel, """
      local heard = {}
      local function listener(kind)
        local e = Effect.CreateEffect(cards.elf)
        e:SetType(kind + EFFECT_TYPE_CONTINUOUS) e:SetCode(EVENT_CUSTOM + 1)
        if kind == EFFECT_TYPE_FIELD then e:SetRange(LOCATION_MZONE) end
        e:SetOperation(function() heard[#heard + 1] = kind end)
        cards.elf:RegisterEffect(e)
      end
      listener(EFFECT_TYPE_SINGLE) listener(EFFECT_TYPE_FIELD)
      Duel.RaiseSingleEvent(cards.elf, EVENT_CUSTOM + 1, nil, 0, 0, 0, 0)
      eq(#heard, 1, "one listener") eq(heard[1], EFFECT_TYPE_SINGLE, "the card's own effect")
      Duel.RaiseEvent(cards.elf, EVENT_CUSTOM + 1, nil, 0, 0, 0, 0)
      local field = 0
      for _, kind in ipairs(heard) do if kind == EFFECT_TYPE_FIELD then field = field + 1 end end
      eq(field, 1, "the field effect hears the field event")
    """)


# -- Debug --------------------------------------------------------------------------------------------------------------
def test_debug_puzzle_setup(duel):
    board(duel, ("elf", ELF, 0, "mzone", 0))
    check(duel, """
      local c = Debug.AddCard(46986414, 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK, true)
      eq(c:IsLocation(LOCATION_MZONE), true, "placed") eq(c:GetSequence(), 2, "in zone 2")
      eq(c:IsControler(1), true, "player 1's") eq(c:IsStatus(STATUS_PROC_COMPLETE), true, "proc")
      eq(Debug.AddCard(46986414, 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK), nil, "a taken zone, not an Xyz")
      local h = Debug.AddCard(6368038, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN)
      eq(h:IsLocation(LOCATION_HAND), true, "to the hand")
      Debug.PreSummon(c, SUMMON_TYPE_SPECIAL, LOCATION_GRAVE)
      eq(c:IsSummonType(SUMMON_TYPE_SPECIAL), true, "summon type") eq(c:IsSummonLocation(LOCATION_GRAVE), true, "from")
      Debug.PreAddCounter(c, 0x1, 3)
      eq(c:GetCounter(0x1), 3, "counters")
      Debug.PreSetTarget(cards.elf, c)
      eq(cards.elf:GetFirstCardTarget(), c, "a card target")
      eq(Debug.PreEquip(cards.elf, c), false, "an equip must be in a Spell & Trap Zone")
      Debug.SetAIName("AI") Debug.ShowHint("hint")
    """)


def test_check_phase_activity_is_set_by_actions_and_cleared_by_each_phase(duel):
    board(duel, ("dm", ELF, 0, "hand"), ("raigeki", 12580477, 0, "hand"), ("harpie", HARPIE, 1, "mzone", 0))
    check(duel, 'eq(Duel.CheckPhaseActivity(), false, "nothing done yet")')
    duel.summon(duel.card("dm"))
    check(duel, 'eq(Duel.CheckPhaseActivity(), true, "a Normal Summon is an action")')
    duel.phase("battle")
    check(duel, 'eq(Duel.CheckPhaseActivity(), false, "a new phase starts with none")')
    duel.attack(duel.card("dm"), duel.card("harpie"))
    check(duel, 'eq(Duel.CheckPhaseActivity(), true, "an attack declared")')
    duel.phase("main2")
    check(duel, 'eq(Duel.CheckPhaseActivity(), false, "Main Phase 2 starts with none")')
    duel.lua("Duel.SSet(0, cards.raigeki)")
    check(duel, 'eq(Duel.CheckPhaseActivity(), true, "a Spell Set (field::sset_g)")')


def test_swap_control_is_all_or_nothing(duel):
    board(duel, ("dm", DM, 0, "mzone", 0), ("elf", ELF, 0, "mzone", 1), ("harpie", HARPIE, 1, "mzone", 3))
    check(duel, """
        eq(Duel.SwapControl(cards.dm, cards.elf), false, "two monsters of the same player")
        eq(Duel.SwapControl(Group.FromCards(cards.dm, cards.elf), Group.FromCards(cards.harpie)), false, "sizes differ")
        eq(cards.dm:GetControler(), 0, "nothing moved")
        eq(Duel.SwapControl(cards.elf, cards.harpie), true, "swapped")
        eq(cards.elf:GetControler(), 1, "elf to player 1")
        eq(cards.harpie:GetControler(), 0, "harpie to player 0")
        eq(cards.harpie:GetSequence(), 1, "into the zone the elf left")
        eq(cards.elf:GetSequence(), 0, "the lowest free zone of player 1 (the harness's zone choice)")
        eq(Duel.GetOperatedGroup():GetCount(), 2, "both operated")
    """)


# -- the Deck and the GY, copies, shuffles, games ------------------------------------------------------------
def test_swap_deck_and_grave_swaps_them_in_order_and_sends_extra_deck_monsters_home(duel):
    board(duel, ("d1", DM, 0, "deck"), ("d2", ELF, 0, "deck"), ("g1", HARPIE, 0, "grave"), ("g2", GAIA, 0, "grave"),
          ("fusion", 79229522, 0, "grave"))
    check(duel, """
      Duel.SwapDeckAndGrave(0)
      eq(cards.d1:IsLocation(LOCATION_GRAVE) and cards.d2:IsLocation(LOCATION_GRAVE), true, "the Deck is the GY")
      eq(cards.d1:IsPosition(POS_FACEUP), true, "face-up there")
      eq(cards.g1:IsLocation(LOCATION_DECK) and cards.g2:IsLocation(LOCATION_DECK), true, "the GY is the Deck")
      eq(cards.g1:IsPosition(POS_FACEDOWN_DEFENSE), true, "face-down there")
      eq(cards.fusion:IsLocation(LOCATION_EXTRA), true, "an Extra Deck monster goes to the Extra Deck")
      eq(cards.d1:IsPreviousLocation(LOCATION_DECK) and cards.g1:IsPreviousLocation(LOCATION_GRAVE), true, "where they were")
      eq(cards.d1:GetSequence(), 0, "in the Deck's order") eq(cards.d2:GetSequence(), 1, "the second")
      eq(cards.g1:IsReason(REASON_EFFECT), true, "by an effect")
    """)


def test_previous_location_names_the_field_and_pendulum_zones_as_the_core_does(duel):
    # card_state::is_location: a Spell & Trap Zone card was in the Field Zone (sequence 5) or a
    # Pendulum Zone too; "if this face-up card in the Field Zone is sent to the GY"
    board(duel, ("temple", 92481084, 0, "hand"), ("mandragon", 19474136, 0, "hand"), ("elf", ELF, 0, "mzone"))
    check(duel, """
      Duel.MoveToField(cards.temple, 0, 0, LOCATION_FZONE, POS_FACEUP, true)
      Duel.MoveToField(cards.mandragon, 0, 0, LOCATION_PZONE, POS_FACEUP, true)
      Duel.SendtoGrave(Group.FromCards(cards.temple, cards.mandragon, cards.elf), REASON_EFFECT)
      eq(cards.temple:IsPreviousLocation(LOCATION_FZONE), true, "the Field Spell was in the Field Zone")
      eq(cards.temple:IsPreviousLocation(LOCATION_SZONE), true, "a Spell & Trap Zone")
      eq(cards.temple:IsPreviousLocation(LOCATION_PZONE), false, "not a Pendulum Zone")
      eq(cards.mandragon:IsPreviousLocation(LOCATION_PZONE), true, "the Pendulum Scale was in a Pendulum Zone")
      eq(cards.mandragon:IsPreviousLocation(LOCATION_FZONE), false, "not the Field Zone")
      eq(cards.elf:IsPreviousLocation(LOCATION_FZONE + LOCATION_PZONE), false, "a monster was in neither")
    """)


def test_a_monster_between_special_summon_step_and_complete_is_nowhere_yet(duel):
    # libcard.cpp card_get_location / card_is_location / card_is_onfield: card::is_treated_as_not_on_field
    # (STATUS_SPSUMMON_STEP until Duel.SpecialSummonComplete)
    board(duel, ("elf", ELF, 0, "hand"))
    check(duel, """
      eq(Duel.SpecialSummonStep(cards.elf, 0, 0, 0, false, false, POS_FACEUP), true, "summoned step by step")
      eq(cards.elf:GetLocation(), 0, "GetLocation: nowhere yet (card_get_location, as the native engine)")
      eq(cards.elf:IsLocation(LOCATION_MZONE), false, "IsLocation: not yet")
      eq(cards.elf:IsOnField(), false, "IsOnField: not yet")
      Duel.SpecialSummonComplete()
      eq(cards.elf:IsLocation(LOCATION_MZONE), true, "IsLocation once complete")
      eq(cards.elf:IsOnField(), true, "IsOnField once complete")
    """)


def test_an_immunity_holds_once_the_list_is_taken_again(duel):
    # card::filter_immune_effect: is_immuned reads a list taken when the card's effects are
    # enabled and in the adjust pass, so an operation that makes a monster unaffected by other
    # cards' effects and then changes its ATK still changes it
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 0, "mzone"), ("harpie", HARPIE, 0, "hand"))
    check(duel, """
      local function immune(card)
        local e = Effect.CreateEffect(card)
        e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_IMMUNE_EFFECT)
        e:SetValue(function(e, re) return e:GetHandler() ~= re:GetHandler() end)
        card:RegisterEffect(e)
      end
      local by_elf = Effect.CreateEffect(cards.elf)
      immune(cards.dm)
      eq(cards.dm:IsImmuneToEffect(by_elf), false, "not in the list yet")
      Duel.AdjustInstantly()
      eq(cards.dm:IsImmuneToEffect(by_elf), true, "the adjust pass takes the list again")
      Duel.SpecialSummonStep(cards.harpie, 0, 0, 0, false, false, POS_FACEUP)
      immune(cards.harpie)
      eq(cards.harpie:IsImmuneToEffect(by_elf), false, "being summoned: not yet")
      Duel.SpecialSummonComplete()
      eq(cards.harpie:IsImmuneToEffect(by_elf), true, "its effects enabled, the list is taken")
    """)


def test_session_state_names_the_summon_type_by_its_top_byte(duel):
    # DuelSession.state keeps the bare name (`summon_type: special` matches any value below it);
    # only snapshot files pin the exact form
    board(duel, ("elf", ELF, 0, "hand"))
    check(duel, "Duel.SpecialSummon(cards.elf, 1, 0, 0, false, false, POS_FACEUP)")
    assert duel.state("elf")["summon_type"] == "special"
    duel.expect(elf={"summon_type": "special", "location": "mzone"})      # the name alone matches
    with pytest.raises(AssertionError, match="special"):
        duel.expect(elf={"summon_type": "special+0x0"})                    # the exact form does not
    check(duel, 'eq(cards.elf:GetSummonType(), SUMMON_TYPE_SPECIAL + 1, "the value is kept")')


def test_stepped_damage_and_recovery_wait_for_rd_complete(duel):
    # field::damage / field::recover with is_step: the amount is worked out at once (and
    # returned), the LP change and its event wait in core.recover_damage_reserve for RDComplete
    board(duel, ("elf", ELF, 0, "mzone"))
    check(duel, """
      eq(Duel.Damage(1, 500, REASON_EFFECT, true), 500, "the damage it will inflict")
      eq(Duel.Recover(0, 300, REASON_EFFECT, true), 300, "the LP it will gain")
      eq(Duel.GetLP(1), 8000, "no LP lost yet")
      eq(Duel.GetLP(0), 8000, "no LP gained yet")
      Duel.RDComplete()
      eq(Duel.GetLP(1), 7500, "lost at RDComplete")
      eq(Duel.GetLP(0), 8300, "gained at RDComplete")
      eq(Duel.Damage(1, 200, REASON_EFFECT), 200, "without is_step")
      eq(Duel.GetLP(1), 7300, "at once")
    """)
    log = [e.code for e in duel.duel.events.events]
    assert log.index(C.EVENT_DAMAGE) < log.index(C.EVENT_RECOVER), "the events in the order they were asked"


def test_majestic_copy_gives_optional_copies_of_the_monster_effects_until_the_end_phase(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 0, "mzone", 1))
    source = duel.card("elf")
    check(duel, """
      local e1 = Effect.CreateEffect(cards.elf)
      e1:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F) e1:SetCode(EVENT_SUMMON_SUCCESS)
      e1:SetCountLimit(1)
      cards.elf:RegisterEffect(e1)
      local e2 = Effect.CreateEffect(cards.elf)
      e2:SetType(EFFECT_TYPE_FIELD) e2:SetCode(EFFECT_UPDATE_ATTACK) e2:SetRange(LOCATION_MZONE)
      cards.elf:RegisterEffect(e2)
    """)
    for effect in source.effects:               # as if registered by its initial_effect
        effect.property |= C.EFFECT_FLAG_INITIAL
    check(duel, "Duel.MajesticCopy(cards.dm, cards.elf)")
    copies = [e for e in duel.card("dm").effects if e.owner is duel.card("dm") and e.code == C.EVENT_SUMMON_SUCCESS]
    assert len(copies) == 1, "only the effect that starts a chain is copied"
    copy = copies[0]
    assert copy.type & C.EFFECT_TYPE_TRIGGER_O and not copy.type & C.EFFECT_TYPE_TRIGGER_F
    assert copy.has_property(C.EFFECT_FLAG_DELAY) and not copy.has_property(C.EFFECT_FLAG_INITIAL)
    assert copy.reset_flag & C.RESET_PHASE and copy.reset_flag & C.PHASE_END and copy.reset_count == 1


def test_shuffle_set_card_puts_the_set_cards_in_the_answered_order(duel):
    board(duel, ("a", ELF, 0, "mzone", 0, "facedown_defense"), ("b", HARPIE, 0, "mzone", 2, "facedown_defense"),
          ("up", DM, 0, "mzone", 3))
    duel.answers.load(random=[[duel.card("b"), duel.card("a")]])
    check(duel, """
      Duel.ShuffleSetCard(Group.FromCards(cards.a, cards.b))
      eq(cards.b:GetSequence(), 0, "b in the first zone") eq(cards.a:GetSequence(), 2, "a in the other")
      Duel.ShuffleSetCard(Group.FromCards(cards.a, cards.up))
      eq(cards.up:GetSequence(), 3, "a face-up card: nothing is shuffled")
    """)


def test_rock_paper_scissors_is_answered_by_options_and_replays_a_draw(duel):
    board(duel)
    duel.answers.load(option=[1, 1, 2, 0])     # rock-rock (replayed), then paper against scissors
    check(duel, "eq(Duel.RockPaperScissors(), 1, 'scissors beat paper: player 1 wins')")
    duel.answers.load(option=[0, 0])
    check(duel, "eq(Duel.RockPaperScissors(false), PLAYER_NONE, 'a draw, not replayed')")
    duel.answers.load(option=[1, 0])
    check(duel, "eq(Duel.RockPaperScissors(true), 0, 'rock beats scissors')")


def test_rock_paper_scissors_answers_that_always_draw_do_not_loop_forever(duel):
    from harness.answers import AnswerQueue
    board(duel)

    class AlwaysRock(AnswerQueue):
        def answer_option(self, request):
            return 1
    duel.duel.chooser = AlwaysRock()
    with pytest.raises(Exception, match="100 draws in a row"):
        check(duel, "Duel.RockPaperScissors()")


def test_reload_field_begin_empties_the_duel_for_a_puzzle(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 1, "hand"))
    check(duel, """
      Duel.SetLP(0, 100)
      Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN + DUEL_SIMPLE_AI, 5)
      eq(Duel.GetFieldGroupCount(0, LOCATION_ONFIELD + LOCATION_HAND, LOCATION_ONFIELD + LOCATION_HAND), 0, "no card left")
      eq(Duel.GetLP(0), 8000, "LP back to 8000")
      local c = Debug.AddCard(89631139, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
      Debug.ReloadFieldEnd()
      eq(c:IsLocation(LOCATION_MZONE), true, "the puzzle's card")
    """)
    with pytest.raises(Exception, match="master rule 3"):
        check(duel, "Debug.ReloadFieldBegin(0, 3)")


def test_select_sequence_and_reveal_select_deck_sequence(duel):
    board(duel)
    check(duel, "Duel.SelectSequence() Duel.RevealSelectDeckSequence(false)")
    assert duel.duel.select_deck_sequence_revealed is False
    check(duel, "Duel.RevealSelectDeckSequence()")
    assert duel.duel.select_deck_sequence_revealed is True


def test_check_timing_reads_what_the_duel_just_did_until_the_step_ends(duel):
    board(duel, ("d1", DM, 0, "deck"), ("elf", ELF, 0, "hand"), ("gaia", GAIA, 1, "mzone"))
    check(duel, """
      eq(Duel.CheckTiming(TIMING_DRAW), false, "nothing drawn yet")
      Duel.Draw(0, 1, REASON_EFFECT)
      eq(Duel.CheckTiming(TIMING_DRAW), true, "a draw") eq(Duel.CheckTiming(TIMING_TOHAND), true, "to the hand")
      Duel.SendtoGrave(cards.gaia, REASON_EFFECT)
      eq(Duel.CheckTiming(TIMING_TOGRAVE + TIMING_SUMMON), true, "any of the bits")
      eq(Duel.CheckTiming(TIMING_SUMMON), false, "no summon")
    """)
    check(duel, """
      eq(Duel.CheckTiming(TIMING_DRAW + TIMING_TOGRAVE), false, "cleared when the step ended")
      Duel.Summon(0, cards.elf, false, nil)
      eq(Duel.CheckTiming(TIMING_SUMMON), true, "a Normal Summon")
    """)


def test_activate_runs_the_effect_as_a_new_chain_after_the_script_call(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 0, "deck"))
    check(duel, """
      local e = Effect.CreateEffect(cards.dm)
      e:SetType(EFFECT_TYPE_IGNITION) e:SetRange(LOCATION_MZONE) e:SetCountLimit(1)
      e:SetOperation(function(e, tp) Duel.Draw(tp, 1, REASON_EFFECT) end)
      cards.dm:RegisterEffect(e)
      Duel.Activate(e)
      eq(cards.elf:IsLocation(LOCATION_DECK), true, "nothing yet: it runs after this call")
      Duel.Activate(e)
    """)
    assert duel.card("elf").location == C.LOCATION_HAND, "activated and resolved once"
    check(duel, "eq(Duel.GetFieldGroupCount(0, LOCATION_HAND, 0), 1, 'the second request: its count limit was used')")
