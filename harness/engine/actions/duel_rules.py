"""Rules behind the Duel.*, Effect.* and Debug.* functions of lua/bindings/duel_extra.py:
Normal Summons and Sets asked by an effect (field::summon / field::mset through Duel.Summon and
Duel.MSet), returning a temporarily banished card (Duel.ReturnToField), zone selections
(Duel.SelectDisableField / SelectField), chain-link changes and queries (field::change_target,
check_chain_target, is_chain_disabled), player permissions (field::is_player_can_*), the draw
count (field::get_draw_count), swapping two monsters' zones (Duel.SwapSequence) and
swapping the Deck and the GY, Duel.MajesticCopy, Duel.ShuffleSetCard, rock-paper-scissors,
and the puzzle set-up of libdebug.cpp (Effect.IsActivatable and Card.CheckActivateEffect: activation_checks.py).
"""
from harness.constants import (
    DUEL_ATTACK_FIRST_TURN, DUEL_OBSOLETE_RULING, MASTER_RULE_2020, EFFECT_DISABLE_CHAIN, EFFECT_DRAW_COUNT,
    EFFECT_EXTRA_SUMMON_COUNT, EFFECT_FLAG_CARD_TARGET, EFFECT_FLAG_COUNT_LIMIT, EFFECT_FLAG_DELAY,
    EFFECT_FLAG_INITIAL, EFFECT_TYPE_FLIP, EFFECT_TYPE_IGNITION, EFFECT_TYPE_QUICK_F, EFFECT_TYPE_QUICK_O,
    EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_TRIGGER_O, EFFECT_TYPE_XMATERIAL, EVENT_MOVE, LOCATION_DECK,
    LOCATION_EXTRA, LOCATION_FZONE, LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, LOCATION_ONFIELD,
    LOCATION_PZONE, LOCATION_REMOVED, LOCATION_SZONE, PHASE_END, PLAYER_NONE, POS_FACEDOWN_DEFENSE, POS_FACEUP,
    POS_FACEUP_ATTACK, REASON_EFFECT, REASON_RULE, REASON_TEMPORARY, RESETS_STANDARD, RESET_EVENT,
    RESET_OPPO_TURN, RESET_PHASE, RESET_SELF_TURN, RESET_TODECK, RESET_TOGRAVE, STATUS_PROC_COMPLETE,
    SUMMON_TYPE_ADVANCE, REASON_MATERIAL, REASON_RELEASE, REASON_SUMMON, TYPE_XYZ,
)
from ..state.decisions import CardSelection, OptionChoice, RandomPick, ZoneSelection
from ..state.errors import NotImplementedByHarness, ScriptError
from ..state.events import event_arguments
from ..state.group import Group
from ..state.host import truthy
from ..values import stats
from ..values.negation import is_affected_by
from ..values.queries import is_extra_deck_monster
from ..values.zones import is_location_useable
from ..rules import summon_checks
from ..rules.capabilities import is_extra_deck_monster
from ..rules.permissions import (  # noqa: F401  (the bindings ask duel_rules for them)
    player_can, player_can_action, player_can_draw, player_can_send_to_hand, player_can_special_summon_at_all,
    spsummon_count_allowed,
)
from . import operations, summons
from .procedures import set_material
from .prompts import select_option


# -- Normal Summons and Sets by an effect (Duel.Summon, Duel.MSet) -----------------------------------------
def summon_by_effect(duel, player, card, proc, ignore_count, min_tribute, zone, setting):
    """field::summon / field::mset asked by Duel.Summon / Duel.MSet: nothing happens when the
    monster cannot be summoned (or Set) that way now; else its procedure (the given one, the
    only usable one, or the player's `option:`), or the ordinary summon with the Tributes the
    player selects (`choose:`; at least min_tribute). ignore_count: it does not use the turn's
    Normal Summon (and needs none left)."""
    check = summon_checks.can_mset if setting else summon_checks.can_summon
    if not check(duel, card, player, ignore_count, proc, min_tribute, zone):
        return False
    position = POS_FACEDOWN_DEFENSE if setting else POS_FACEUP_ATTACK
    if proc is None:
        if setting:
            procs, verdict = summon_checks.filter_set_procedure(duel, card, player, ignore_count, min_tribute, zone)
            ordinary = verdict not in (-1, -2) and bool(verdict)
        else:
            procs, replacing = summon_checks.summon_procedures(duel, card, player, ignore_count, min_tribute, zone)
            ordinary = not replacing and _ordinary_summon_possible(duel, card, player, min_tribute, zone)
        choices = ([None] if ordinary else []) + list(procs)
        if not choices:
            return False
        if len(choices) > 1:
            proc = choices[select_option(duel, player, [1 if c is None else c.description for c in choices])]
        else:
            proc = choices[0]
    counted = not ignore_count
    if proc is not None:
        _procedure_summon(duel, card, player, proc, position, counted)
        return True
    tributes = _select_tributes(duel, card, player, min_tribute, zone, setting)
    if counted:
        duel.normal_summons[player] += 1
    card.materials = []
    if tributes:
        set_material(card, tributes)
        operations.send_to(duel, tributes, None, REASON_RELEASE | REASON_SUMMON | REASON_MATERIAL, player,
                           LOCATION_GRAVE, release=True)
    summons._complete_normal_summon(duel, card, player, position, None, SUMMON_TYPE_ADVANCE if tributes else 0)
    return True


def _ordinary_summon_possible(duel, card, player, min_tribute, zone):
    if not summon_checks.player_can_summon(duel, 0, player, card, player):
        return False
    low, high = summon_checks.tribute_count_for_summon(card)
    if not summon_checks.player_can_summon(duel, SUMMON_TYPE_ADVANCE, player, card, player):
        high = 0
    low = max(low, min_tribute)
    return high >= low and summon_checks.check_tribute(duel, card, low, high, card.controller, zone)


def _select_tributes(duel, card, player, min_tribute, zone, setting):
    """field::summon step 2: the player selects the Tributes (none for a monster that needs none
    unless min_tribute asks for them; with a free zone, 0 Tributes is one of the answers)."""
    low, high = (summon_checks.set_tribute_count if setting else summon_checks.tribute_count_for_summon)(card)
    low = max(low, min_tribute)
    if high == 0:
        return []
    release, extra, _ = summon_checks.summon_release_list(duel, card, False)
    candidates = release + extra
    if not candidates:
        return []
    if summon_checks.free_main_zones(duel, player, zone) <= 0:
        low = max(low, 1)
    hint, duel.last_hint = duel.last_hint, ""
    return duel.chooser.select_cards(CardSelection(player, "choose", candidates, low, min(high, len(candidates)),
                                                   hint or "HINTMSG_RELEASE"))


def _procedure_summon(duel, card, player, proc, position, counted):
    if not counted:
        duel.normal_summons[player] -= 1          # _summon_by_procedure counts it: this one does not
    summons._summon_by_procedure(duel, card, player, proc, position)


# -- Duel.ReturnToField --------------------------------------------------------------------------------------
def return_to_field(duel, card, position, zone):
    """move_to_field with RETURN_TEMP_REMOVE_TO_FIELD: a card banished temporarily
    (REASON_TEMPORARY) by an effect of the same card returns to where it was, to its previous
    controller; with no usable zone it is sent to the GY (REASON_RULE). Returns whether it returned."""
    if not card.reason & REASON_TEMPORARY:
        return False
    reason_effect = duel.reason_effect
    if card.reason_effect is None or reason_effect is None or card.reason_effect.owner is not reason_effect.owner:
        return False
    location, controller = card.previous.location, card.previous.controller
    if location == LOCATION_SZONE and card.previous.sequence in (6, 7):
        location = LOCATION_PZONE
    elif location == LOCATION_SZONE and card.previous.sequence == 5:
        location = LOCATION_FZONE
    if location not in (LOCATION_MZONE, LOCATION_SZONE, LOCATION_PZONE, LOCATION_FZONE):
        return False
    free = duel.free_sequences(controller, location)
    if location in (LOCATION_MZONE, LOCATION_SZONE):
        free = [s for s in free if zone >> s & 1]
    if not free:
        operations.send_to(duel, [card], reason_effect, REASON_RULE, duel.reason_player, LOCATION_GRAVE)
        return False
    operations.move_to_field(duel, card, controller, controller, location, position, enable=True,
                             sequence=None if location & (LOCATION_FZONE | LOCATION_PZONE) else free[0])
    card.status_flags |= STATUS_PROC_COMPLETE if card.previous.location == LOCATION_MZONE else 0
    return True


# -- zone selections (Duel.SelectDisableField, Duel.SelectField) -----------------------------------------
def _own_free_flag(duel, player, location):
    """get_useable_count's plist: the bits of the player's Main Monster Zones (0-4) or Spell &
    Trap Zones (0-4) that are taken (1) or free (0)."""
    slots = duel.zone_list(player, location)
    free = duel.free_sequences(player, location)
    flag = 0xff & ~sum(1 << s for s in free if s < 5)
    return flag, len([s for s in free if s < 5]), slots


def select_disable_field(duel, player, count, location1, location2, excluded):
    """Duel.SelectDisableField: player selects `count` free zones among their own (location1)
    and the opponent's (location2) Monster and Spell & Trap Zones not in `excluded`. Returns the
    zone mask from player's view (0 when nothing can be selected)."""
    flag = 0xffffffff
    total = 0
    for loc, shift, side in ((location1 & LOCATION_MZONE, 0, player), (location1 & LOCATION_SZONE, 8, player),
                             (location2 & LOCATION_MZONE, 16, 1 - player), (location2 & LOCATION_SZONE, 24, 1 - player)):
        if loc:
            taken, free, _ = _own_free_flag(duel, side, loc)
            flag = (flag & ~(0xff << shift)) | (taken << shift)
            total += free
    if location1 & LOCATION_MZONE and location2 & LOCATION_MZONE:
        slots = duel.zone_list(player, LOCATION_MZONE)
        other = duel.zone_list(1 - player, LOCATION_MZONE)
        for seq in (5, 6):      # an Extra Monster Zone nobody uses (either side's view of it)
            if slots[seq] is None and other[11 - seq] is None:
                flag &= ~(1 << seq)
                total += 1
    flag = (flag | excluded | 0xe080e080) & 0xffffffff
    count = min(count, total)
    if count == 0:
        return 0
    return _select_zones(duel, player, flag, count)


def select_field(duel, player, count, location1, location2, excluded):
    """Duel.SelectField: player selects `count` zones (taken or free) among these locations
    and not in `excluded`. Returns the zone mask from player's view."""
    flag = 0xffffffff
    if location1 & LOCATION_MZONE:
        flag &= 0xffffff80
    if location1 & LOCATION_SZONE:
        flag &= 0xffffc0ff
    if location2 & LOCATION_MZONE:
        flag &= 0xff80ffff
    if location2 & LOCATION_SZONE:
        flag &= 0xc0ffffff
    if location1 & LOCATION_MZONE and location2 & LOCATION_MZONE:
        flag &= 0xffffff9f
    flag = (flag | excluded | 0x00800080) & 0xffffffff
    return _select_zones(duel, player, flag, count)


def _select_zones(duel, player, flag, count):
    available = ~flag & 0xffffffff
    zones = [bit for bit in range(32) if available >> bit & 1]
    if not zones or count <= 0:
        return 0
    count = min(count, len(zones))
    chosen = duel.chooser.select_zone(ZoneSelection(player, available, count))
    if chosen & 1 << 5:
        chosen |= 1 << (16 + 6)
    if chosen & 1 << 6:
        chosen |= 1 << (16 + 5)
    return chosen


# -- chain links -----------------------------------------------------------------------------------------------
def _chain_link(duel, count):
    """field::get_chain-style lookup of change_target: count 1..n, anything else the last link."""
    if not duel.chain:
        return None
    return duel.chain[count - 1] if 1 <= count <= len(duel.chain) else duel.chain[-1]


def change_target(duel, count, cards):
    """field::change_target: the link's targets become these cards (only for a link that has
    targets: the old ones lose their relation to it, the new ones gain it)."""
    link = _chain_link(duel, count)
    if link is None or link.targets is None:
        return
    for card in link.targets:
        card.release_relation(link)
    link.targets = Group(cards)
    for card in link.targets:
        card.create_relation(link)


def link_by_count(duel, count):
    """The link check_chain_target / is_chain_disabled mean: 0 the last, 1..n that one, else none."""
    if not duel.chain or count < 0 or count > len(duel.chain):
        return None
    return duel.chain[-1] if count == 0 else duel.chain[count - 1]


def check_chain_target(duel, count, card):
    """field::check_chain_target: whether card would be a legal target of that link's effect (its
    target function with chkc = card); false for an effect that does not target cards."""
    link = link_by_count(duel, count)
    if link is None:
        return False
    effect = link.effect
    if not effect.has_property(EFFECT_FLAG_CARD_TARGET) or effect.target is None:
        return False
    args = (effect, link.player) + event_arguments(link.event) + (0, card)
    with duel.checking("target"), duel.acting(effect, link.player, link):
        return truthy(duel.host.call(effect.target, *args))


def is_chain_disabled(duel, count):
    """field::is_chain_disabled: the link's effect is negated (CHAIN_DISABLE_EFFECT, or an
    EFFECT_DISABLE_CHAIN on its handler naming the link's chain id)."""
    link = link_by_count(duel, count)
    if link is None:
        return False
    if link.effect_negated:
        return True
    handler = link.effect.handler
    if handler is None:
        return False
    for effect in handler.effects:
        if effect.code == EFFECT_DISABLE_CHAIN and stats.effect_value(effect) == link.chain_id:
            return True
    return False


def chain_uniqueness(duel):
    """Duel.CheckChainUniqueness: no two links of the chain were activated by cards with the same code."""
    codes = [stats.current_codes(link.effect.handler)[0] for link in duel.chain]
    return len(set(codes)) == len(codes)


# -- players -----------------------------------------------------------------------------------------------------
def draw_count(duel, player):
    """field::get_draw_count: none on the first turn for its turn player; else the player's draw
    count (Debug.SetPlayerInfo), raised by EFFECT_DRAW_COUNT, none when one of them is 0."""
    if duel.turn == 1 and duel.turn_player == player:
        return 0
    count = duel.players[player].draw_count
    for effect in stats.player_effects(duel, player, EFFECT_DRAW_COUNT):
        value = stats.effect_value(effect)
        if value == 0:
            return 0
        count = max(count, value)
    return count


def summon_count_left(duel, card):
    """Duel.CheckSummonedCount: the reason player has a Normal Summon left (or the card has an
    EFFECT_EXTRA_SUMMON_COUNT)."""
    player = duel.reason_player
    if card is not None and stats.applying(card, EFFECT_EXTRA_SUMMON_COUNT):
        return True
    if player not in (0, 1):
        return False
    return duel.normal_summons[player] < summon_checks.summon_count_limit(duel, player)


def increase_summon_count(duel, card):
    """Duel.IncreaseSummonedCount: the reason player uses a Normal Summon (or the card's
    EFFECT_EXTRA_SUMMON_COUNT is used: its value is read, as the core does)."""
    if card is not None:
        extra = stats.applying(card, EFFECT_EXTRA_SUMMON_COUNT)
        if extra:
            stats.effect_value(extra[0], card)
            return
    player = duel.reason_player
    if player in (0, 1):
        duel.normal_summons[player] += 1


# -- moving cards within the field -----------------------------------------------------------------------------------
def swap_sequence(duel, first, second):
    """Duel.SwapSequence: two monsters of the same controller exchange Monster Zones (both must be
    affected by the reason effect); EVENT_MOVE for each, then for both."""
    player = first.controller
    if second.controller != player or first.location != LOCATION_MZONE or second.location != LOCATION_MZONE:
        return False
    effect = duel.reason_effect
    if not is_affected_by(first, effect) or not is_affected_by(second, effect):
        return False
    duel.guard("swapped two monsters' zones")
    slots = duel.zone_list(player, LOCATION_MZONE)
    s1, s2 = first.current.sequence, second.current.sequence
    for card in (first, second):
        card.previous.sequence = card.current.sequence
    slots[s1], slots[s2] = second, first
    first.current.sequence, second.current.sequence = s2, s1
    reason_player = duel.reason_player
    for card in (first, second):
        operations.raise_single_event(duel, card, EVENT_MOVE, [], effect, 0, reason_player, player, 0)
    operations.raise_event(duel, EVENT_MOVE, [first, second], effect, 0, reason_player, player, 0, single_cards=[])
    return True


def extra_top(duel, player, count):
    """Duel.GetExtraTopGroup: the top count face-down cards of the Extra Deck (the face-up
    Pendulum monsters, kept at its top, are skipped)."""
    extra = duel.zone_list(player, LOCATION_EXTRA)
    face_up = sum(1 for card in extra if card.is_faceup())
    ordered = list(reversed(extra))[face_up:]
    return ordered[:max(count, 0)]


# -- the Deck and the GY -----------------------------------------------------------------------------------------
def swap_deck_and_grave(duel, player):
    """field::swap_deck_and_grave: the Deck becomes the GY (face-up, reset as sent to the GY) and
    the GY the Deck (face-down; Extra Deck monsters go to the Extra Deck, under its face-up
    Pendulums), in their order, all by the reason effect; no event. Then the Deck is shuffled."""
    grave, deck, extra = (duel.zone_list(player, loc) for loc in (LOCATION_GRAVE, LOCATION_DECK, LOCATION_EXTRA))
    for card in grave + deck:
        card.previous.location, card.previous.sequence = card.current.location, card.current.sequence
        operations.enable_field_effect(card, False)
    to_deck = [c for c in grave if not is_extra_deck_monster(c)]
    to_extra = [c for c in grave if is_extra_deck_monster(c)]
    grave[:], deck[:] = deck[:], to_deck
    first_faceup = next((i for i, c in enumerate(extra) if c.is_faceup()), len(extra))
    extra[first_faceup:first_faceup] = to_extra
    for cards, location, position, reset in ((grave, LOCATION_GRAVE, POS_FACEUP, RESET_TOGRAVE),
                                             (to_deck, LOCATION_DECK, POS_FACEDOWN_DEFENSE, RESET_TODECK),
                                             (to_extra, LOCATION_EXTRA, POS_FACEDOWN_DEFENSE, RESET_TODECK)):
        for card in cards:
            card.current.location, card.current.position = location, position
            card.reason, card.reason_effect, card.reason_player = REASON_EFFECT, duel.reason_effect, duel.reason_player
            operations.enable_field_effect(card, True)
            operations.reset_card(card, reset)
            if location != LOCATION_GRAVE:
                card.status_flags &= ~STATUS_PROC_COMPLETE
    for zone in (grave, deck, extra):
        for sequence, card in enumerate(zone):
            card.current.sequence = sequence
    operations.shuffle(duel, player, LOCATION_DECK)


# -- copies, shuffles, rock-paper-scissors -----------------------------------------------------------------------
_MAJESTIC_RESET = RESET_EVENT | RESETS_STANDARD | RESET_PHASE | PHASE_END | RESET_SELF_TURN | RESET_OPPO_TURN
# EFFECT_TYPES_CHAIN_LINK without EFFECT_TYPE_ACTIVATE
_CHAIN_LINK_TYPES = (EFFECT_TYPE_FLIP | EFFECT_TYPE_IGNITION | EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_TRIGGER_F
                     | EFFECT_TYPE_QUICK_O | EFFECT_TYPE_QUICK_F)


def majestic_copy(duel, card, source):
    """Duel.MajesticCopy: `card` gets a copy of each of source's own monster effects that start
    a chain (not activations, not Xyz-material grants, not effects of the Spell & Trap Zones)
    until the End Phase or until it leaves: a fresh count limit; forced triggers become optional
    ones that do not miss their timing, forced quick effects optional ones."""
    for effect in [e for e in source.effects if e.has_property(EFFECT_FLAG_INITIAL)]:
        if not effect.type & _CHAIN_LINK_TYPES or effect.type & EFFECT_TYPE_XMATERIAL:
            continue
        if effect.range & (LOCATION_SZONE | LOCATION_FZONE | LOCATION_PZONE):      # effect::is_monster_effect
            continue
        copy = effect.clone(duel.new_field_id())
        copy.owner, copy.owner_player = card, card.controller
        copy.property &= ~EFFECT_FLAG_INITIAL
        copy.reset_flag, copy.reset_count = _MAJESTIC_RESET, 1
        if copy.has_property(EFFECT_FLAG_COUNT_LIMIT):                             # effect::recharge
            copy.count_limit = copy.count_limit_max
        if copy.type & EFFECT_TYPE_TRIGGER_F:
            copy.type = (copy.type & ~EFFECT_TYPE_TRIGGER_F) | EFFECT_TYPE_TRIGGER_O
            copy.property |= EFFECT_FLAG_DELAY
        if copy.type & EFFECT_TYPE_QUICK_F:
            copy.type = (copy.type & ~EFFECT_TYPE_QUICK_F) | EFFECT_TYPE_QUICK_O
        duel.register_effect(copy, card=card)


def shuffle_set_cards(duel, cards):
    """Duel.ShuffleSetCard: face-down cards in the Monster Zones (or the Spell & Trap Zones) of one
    player, each in its zone 0-4, are shuffled among those zones: the new order is the
    `random:` answer (the cards listed in their new zones' order). Each raises EVENT_MOVE."""
    if len(cards) <= 1:
        return
    location, player = cards[0].current.location, cards[0].current.controller
    for card in cards:
        if (card.current.location != location or location not in (LOCATION_MZONE, LOCATION_SZONE)
                or card.current.position & POS_FACEUP or card.current.sequence > 4 or card.current.controller != player):
            return
    sequences = [c.current.sequence for c in cards]
    order = duel.chooser.random_pick(RandomPick(player, list(cards), len(cards), api="Duel.ShuffleSetCard"))
    zone = duel.zone_list(player, location)
    for card, sequence in zip(order, sequences):
        zone[sequence] = card
        card.current.sequence = sequence
    for card in order:
        operations.raise_single_event(duel, card, EVENT_MOVE, [], card.reason_effect, card.reason,
                                      card.reason_player, player)
    operations.raise_event(duel, EVENT_MOVE, list(order), duel.reason_effect, 0, duel.reason_player, player,
                           single_cards=[])


ROCK_PAPER_SCISSORS = ("scissors", "rock", "paper")      # the core's hands 1, 2, 3: `option:` 0, 1, 2
MAX_ROCK_PAPER_SCISSORS_ROUNDS = 100    # draws replayed at most this often: answers that always draw would loop


def rock_paper_scissors(duel, repeat):
    """field::rock_paper_scissors: player 0, then player 1 shows a hand (`option:` 0 scissors,
    1 rock, 2 paper); rock beats scissors, paper rock, scissors paper. A draw is played again
    when `repeat` (at most MAX_ROCK_PAPER_SCISSORS_ROUNDS rounds), else nobody wins. Returns the
    winner (PLAYER_NONE: a draw)."""
    for _ in range(MAX_ROCK_PAPER_SCISSORS_ROUNDS):
        hands = [duel.chooser.select_option(OptionChoice(player, list(ROCK_PAPER_SCISSORS))) + 1 for player in (0, 1)]
        if hands[0] != hands[1]:
            return 1 if (hands[0], hands[1]) in ((1, 2), (2, 3), (3, 1)) else 0
        if not repeat:
            return PLAYER_NONE
    raise ScriptError(f"Duel.RockPaperScissors: {MAX_ROCK_PAPER_SCISSORS_ROUNDS} draws in a row; the `option:` "
                      f"answers never decide it")


# -- Debug.* (libdebug.cpp): puzzle set-up -----------------------------------------------------------------------------
def add_card_location(card, location):
    """field::add_card: where a card put on the board goes; a Fusion, Synchro, Xyz or Link Monster
    put in the hand or the Deck goes to the Extra Deck."""
    if location in (LOCATION_HAND, LOCATION_DECK) and is_extra_deck_monster(card):
        return LOCATION_EXTRA
    return location


def debug_add_card(duel, code, owner, player, location, sequence, position, proc):
    """Debug.AddCard: a card of owner's placed in player's location (a free zone; a Monster Zone
    holding an Xyz Monster takes it as a material) with no event; face-up on the field (or off
    it) its effects apply. Returns the card, or None when the place cannot take it."""
    if location == LOCATION_EXTRA and position == 0:
        position = POS_FACEDOWN_DEFENSE
    if location in (LOCATION_MZONE, LOCATION_SZONE, LOCATION_PZONE, LOCATION_FZONE):
        if location == LOCATION_FZONE:
            usable = duel.zone_list(player, LOCATION_SZONE)[5] is None and sequence == 0
        else:
            usable = is_location_useable(duel, player, location, sequence)
    else:
        usable = location in (LOCATION_DECK, LOCATION_HAND, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_EXTRA)
    if usable:
        card = duel.new_card(code, owner)
        location = add_card_location(card, location)
        if location == LOCATION_PZONE:
            slot = (6, 7)[sequence]
            operations.place(card, player, LOCATION_SZONE, slot, position)
        elif location == LOCATION_FZONE:
            operations.place(card, player, LOCATION_SZONE, 5, position)
        elif location & (LOCATION_MZONE | LOCATION_SZONE):
            operations.place(card, player, location, sequence, position)
        else:
            operations.place(card, player, location, None, position)
        card.current.position = position
        if not location & (LOCATION_ONFIELD | LOCATION_PZONE) or position & 0x5:     # POS_FACEUP
            operations.enable_field_effect(card, True)
        if proc:
            card.status_flags |= STATUS_PROC_COMPLETE
        return card
    if location == LOCATION_MZONE and 0 <= sequence < 7:
        holder = duel.zone_list(player, LOCATION_MZONE)[sequence]
        if holder is None or not holder.data.type & TYPE_XYZ:
            return None
        card = duel.new_card(code, owner)
        operations.attach_overlay(card, holder)
        if proc:
            card.status_flags |= STATUS_PROC_COMPLETE
        return card
    return None


def debug_pre_equip(duel, equip_card, target):
    """Debug.PreEquip: equip a card in a Spell & Trap Zone to a face-up monster with no event."""
    if equip_card.current.location != LOCATION_SZONE or target.current.location != LOCATION_MZONE \
            or target.is_facedown():
        return False
    operations.attach_equip(duel, equip_card, target)
    return True


def reload_field_begin(duel, flag, rule):
    """Debug.ReloadFieldBegin (duel::clear): every card and effect leaves the duel, both players
    start again from 8000 LP, and the duel options `flag` are added (DUEL_ATTACK_FIRST_TURN: turn
    1 may attack). The turn and phase stay the session's. The harness plays the current master
    rule only: another rule (given, or rule 1 by DUEL_OBSOLETE_RULING) is not implemented."""
    rule = rule or (1 if flag & DUEL_OBSOLETE_RULING else MASTER_RULE_2020)
    if rule != MASTER_RULE_2020:
        raise NotImplementedByHarness(f"not implemented by the harness: Debug.ReloadFieldBegin with master rule "
                                      f"{rule} (the harness plays the current rule, {MASTER_RULE_2020}, only)")
    duel.guard("reloaded the field")
    duel.clear_field()
    if flag & DUEL_ATTACK_FIRST_TURN:
        duel.attack_first_turn = True
