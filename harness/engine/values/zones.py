"""Zones as bit masks: link arrows, columns and whether a zone can be used.

A zone mask is relative to a player, as in the core: bits 0-6 are that player's Monster Zones
(5 and 6 the Extra Monster Zones), bits 8-15 the Spell & Trap Zones (13 the Field Zone), bits
16-22 and 24-31 the opponent's. One Extra Monster Zone is both players' zone: the left one is
sequence 5 for one player and sequence 6 for the other, so a mask names it twice.

Reproduces card::get_linked_zone, get_linked_cards, get_mutual_linked_zone, is_link_state,
is_extra_link_state, get_column_zone, get_column_cards and is_all_column, field::get_linked_zone,
field::get_linked_cards, field::get_cards_in_zone and field::is_location_useable, under Master
Rule 5 (the rule the native engine runs with). There a Pendulum Zone is Spell & Trap Zone 0 or 4;
the harness keeps a card placed in a Pendulum Zone in a slot of its own (6 or 7): CheckLocation
counts it in both, but such a card has no column (the core gives it the column of zone 0 or 4).
"""
from harness.constants import (
    LOCATION_MZONE, LOCATION_SZONE, LOCATION_FZONE, LOCATION_PZONE, LOCATION_ONFIELD, TYPE_LINK,
    LINK_MARKER_BOTTOM_LEFT, LINK_MARKER_BOTTOM, LINK_MARKER_BOTTOM_RIGHT, LINK_MARKER_LEFT,
    LINK_MARKER_RIGHT, LINK_MARKER_TOP_LEFT, LINK_MARKER_TOP, LINK_MARKER_TOP_RIGHT,
    STATUS_SUMMONING, STATUS_SUMMON_DISABLED, STATUS_ACTIVATE_DISABLED, STATUS_SPSUMMON_STEP,
    EFFECT_MAX_SZONE,
    EFFECT_MAX_MZONE,
)
from contextlib import contextmanager
from dataclasses import replace

from ..state.duel import PENDULUM_SPELL_ZONES, PENDULUM_ZONE_SEQS, script_sequence, temp_card
from . import stats

OPPONENT = 16                      # the opponent's half of a zone mask starts at bit 16
SZONE_BITS = 8                     # the Spell & Trap Zones start at bit 8 of each half
USABLE_SZONES = 6                  # Master Rule 5: szone_size 6 (5 Spell & Trap Zones, the Field Zone)


_NOT_ON_FIELD = STATUS_SUMMONING | STATUS_SUMMON_DISABLED | STATUS_ACTIVATE_DISABLED | STATUS_SPSUMMON_STEP


def swap_sides(zone):
    """The same zones seen from the other player (as GetLinkedZone(1-cp) returns them)."""
    return ((zone & 0xffff) << 16) | (zone >> 16)


def treated_as_not_on_field(card):
    """card::is_treated_as_not_on_field: a monster being summoned (or whose summon or activation
    is being negated) points nowhere yet."""
    return bool(card.status_flags & _NOT_ON_FIELD)


def link_marker(card):
    """card::get_link_marker: the printed arrows of a Link monster, none for anything else."""
    return card.data.link_marker if card.data.type & TYPE_LINK else 0


# -- link arrows ------------------------------------------------------------------------------------
# The arrow of a Main Monster Zone (by sequence) that points into the left / right Extra Monster Zone.
_INTO_LEFT_EXTRA = {0: LINK_MARKER_TOP_RIGHT, 1: LINK_MARKER_TOP, 2: LINK_MARKER_TOP_LEFT}
_INTO_RIGHT_EXTRA = {2: LINK_MARKER_TOP_RIGHT, 3: LINK_MARKER_TOP, 4: LINK_MARKER_TOP_LEFT}


def linked_zone(card):
    """card::get_linked_zone: the zones a Link monster in a Monster Zone points to, relative to
    its controller."""
    if not card.data.type & TYPE_LINK or card.location != LOCATION_MZONE or treated_as_not_on_field(card):
        return 0
    arrows, s = link_marker(card), card.sequence
    zones = 0
    if 0 < s <= 4 and arrows & LINK_MARKER_LEFT:
        zones |= 1 << (s - 1)
    if s <= 3 and arrows & LINK_MARKER_RIGHT:
        zones |= 1 << (s + 1)
    # from a Main Monster Zone up into an Extra Monster Zone (the left one is the opponent's 6)
    if arrows & _INTO_LEFT_EXTRA.get(s, 0):
        zones |= (1 << 5) | (1 << (OPPONENT + 6))
    if arrows & _INTO_RIGHT_EXTRA.get(s, 0):
        zones |= (1 << 6) | (1 << (OPPONENT + 5))
    if s in (5, 6):
        # down into three of its controller's Main Monster Zones, up into three of the opponent's
        below = 0 if s == 5 else 2                # the leftmost zone under its bottom-left arrow
        above = 4 if s == 5 else 2                # the opponent's zone under its top-left arrow
        for arrow, offset in ((LINK_MARKER_BOTTOM_LEFT, 0), (LINK_MARKER_BOTTOM, 1), (LINK_MARKER_BOTTOM_RIGHT, 2)):
            if arrows & arrow:
                zones |= 1 << (below + offset)
        for arrow, offset in ((LINK_MARKER_TOP_LEFT, 0), (LINK_MARKER_TOP, 1), (LINK_MARKER_TOP_RIGHT, 2)):
            if arrows & arrow:
                zones |= 1 << (OPPONENT + above - offset)
    return zones


def cards_in_zone(duel, zone, player, location):
    """field::get_cards_in_zone: the cards of `player` in the zones of the mask's low bits."""
    if not location & LOCATION_ONFIELD:
        return []
    if location == LOCATION_MZONE:
        slots = duel.zone_list(player, LOCATION_MZONE)
        return [card for i, card in enumerate(slots) if card is not None and zone >> i & 1]
    # a Pendulum Scale, kept in slot 6 or 7, is in Spell & Trap Zone 0 or 4 (script_sequence)
    slots = duel.zone_list(player, LOCATION_SZONE)
    return [card for i, card in enumerate(slots)
            if card is not None and zone >> script_sequence(LOCATION_SZONE, i) & 1]


def _cards_in_mask(duel, player, zone):
    """The monsters in a zone mask relative to `player` (both halves)."""
    return cards_in_zone(duel, zone, player, LOCATION_MZONE) + \
        cards_in_zone(duel, zone >> OPPONENT, 1 - player, LOCATION_MZONE)


def linked_cards(card):
    """card::get_linked_cards: the monsters its arrows point to, on both sides."""
    if not card.data.type & TYPE_LINK or card.location != LOCATION_MZONE:
        return []
    return _cards_in_mask(card.duel, card.controller, linked_zone(card))


def mutual_linked_zone(card):
    """card::get_mutual_linked_zone: the zones it points to whose monster points back at it."""
    if not card.data.type & TYPE_LINK or card.location != LOCATION_MZONE or treated_as_not_on_field(card):
        return 0
    duel, player, s = card.duel, card.controller, card.sequence
    pointed, zones = linked_zone(card), 0
    for side, shift, back in ((player, 0, s), (1 - player, OPPONENT, s + OPPONENT)):
        slots = duel.zone_list(side, LOCATION_MZONE)
        for i in range(7):
            other = slots[i]
            if pointed >> (i + shift) & 1 and other is not None and linked_zone(other) >> back & 1:
                zones |= 1 << (i + shift)
    return zones


def mutual_linked_cards(card):
    if not card.data.type & TYPE_LINK or card.location != LOCATION_MZONE:
        return []
    return _cards_in_mask(card.duel, card.controller, mutual_linked_zone(card))


def player_linked_zone(duel, player):
    """field::get_linked_zone: the zones of `player` (low bits) that any Link monster points to."""
    zones = 0
    for card in duel.zone_list(player, LOCATION_MZONE):
        if card is not None:
            zones |= linked_zone(card) & 0xffff
    for card in duel.zone_list(1 - player, LOCATION_MZONE):
        if card is not None:
            zones |= linked_zone(card) >> OPPONENT
    return zones


def players_linked_cards(duel, player, self_side, opponent_side):
    """field::get_linked_cards (Duel.GetLinkedGroup): the monsters a Link monster points to, on
    `player`'s side when self_side is non-zero and on the opponent's when opponent_side is."""
    found = []
    for side, wanted in ((player, self_side), (1 - player, opponent_side)):
        if wanted:
            found += cards_in_zone(duel, player_linked_zone(duel, side), side, LOCATION_MZONE)
    return found


def is_link_state(card):
    """card::is_link_state: a monster that points to a monster, or that a Link monster points to."""
    if card.location != LOCATION_MZONE:
        return False
    if linked_cards(card):
        return True
    return bool(player_linked_zone(card.duel, card.controller) >> card.sequence & 1)


def is_extra_link_state(card):
    """card::is_extra_link_state: it belongs to a chain of mutually linked monsters that joins
    both Extra Monster Zones."""
    if card.location != LOCATION_MZONE:
        return False
    duel, player = card.duel, card.controller
    checked = 1 << card.sequence
    zone = mutual_linked_zone(card)
    while True:
        left = (zone >> 5) | (zone >> (OPPONENT + 6))
        right = (zone >> 6) | (zone >> (OPPONENT + 5))
        if left & right & 1:
            return True
        checking = zone & ~checked
        if not checking:
            return False
        lowest = checking & -checking
        checked |= lowest
        index = lowest.bit_length() - 1
        if index < OPPONENT:
            zone |= mutual_linked_zone(duel.zone_list(player, LOCATION_MZONE)[index])
        else:
            other = mutual_linked_zone(duel.zone_list(1 - player, LOCATION_MZONE)[index - OPPONENT])
            zone |= swap_sides(other)


# -- columns ----------------------------------------------------------------------------------------
def column_zone(card, location):
    """card::get_column_zone: the zones of the card's column (relative to its controller), its
    own zone left out; in the Monster Zones (LOCATION_MZONE) and/or the Spell & Trap Zones."""
    seq, here = script_sequence(card.location, card.sequence), card.location     # a Pendulum Scale: Zone 0 or 4
    if not location & LOCATION_ONFIELD or not here & LOCATION_ONFIELD or (here == LOCATION_SZONE and seq >= 5):
        return 0
    zones = 0
    if seq <= 4:
        if location & LOCATION_MZONE:
            if not here & LOCATION_MZONE:
                zones |= 1 << seq
            zones |= 1 << (OPPONENT + 4 - seq)
            if seq == 1:
                zones |= (1 << 5) | (1 << (OPPONENT + 6))
            if seq == 3:
                zones |= (1 << 6) | (1 << (OPPONENT + 5))
        if location & LOCATION_SZONE:
            if not here & LOCATION_SZONE:
                zones |= 1 << (SZONE_BITS + seq)
            zones |= 1 << (OPPONENT + SZONE_BITS + 4 - seq)
    elif seq in (5, 6):                   # an Extra Monster Zone: the column of zone 1 or 3
        below, above = (1, 3) if seq == 5 else (3, 1)
        if location & LOCATION_MZONE:
            zones |= (1 << below) | (1 << (OPPONENT + above))
        if location & LOCATION_SZONE:
            zones |= (1 << (SZONE_BITS + below)) | (1 << (OPPONENT + SZONE_BITS + above))
    return zones


def column_cards(card):
    """card::get_column_cards: the other cards in its column, on both sides."""
    if not card.location & LOCATION_ONFIELD:
        return []
    duel, player = card.duel, card.controller
    monsters, spells = column_zone(card, LOCATION_MZONE), column_zone(card, LOCATION_SZONE)
    return (cards_in_zone(duel, monsters, player, LOCATION_MZONE)
            + cards_in_zone(duel, monsters >> OPPONENT, 1 - player, LOCATION_MZONE)
            + cards_in_zone(duel, spells >> SZONE_BITS, player, LOCATION_SZONE)
            + cards_in_zone(duel, spells >> (OPPONENT + SZONE_BITS), 1 - player, LOCATION_SZONE))


def is_all_column(card):
    """card::is_all_column: every other zone of its column is occupied (4 of them in the columns
    under an Extra Monster Zone, 3 elsewhere)."""
    if not card.location & LOCATION_ONFIELD:
        return False
    full = 4 if script_sequence(card.location, card.sequence) in (1, 3) else 3
    return len(column_cards(card)) == full


# -- free zones -------------------------------------------------------------------------------------
def _spell_zone_taken(slots, sequence):
    """Master Rule 5 puts a Pendulum Zone on Spell & Trap Zone 0 or 4; the harness keeps the cards
    placed there in slots 6 and 7 (duel.PENDULUM_ZONE_SEQS). Either occupant takes the zone."""
    if slots[sequence] is not None:
        return True
    twin = PENDULUM_ZONE_SEQS[PENDULUM_SPELL_ZONES.index(sequence)] if sequence in PENDULUM_SPELL_ZONES else None
    return twin is not None and slots[twin] is not None


def is_location_useable(duel, player, location, sequence):
    """field::is_location_useable (Duel.CheckLocation): the zone exists and nothing occupies it;
    an Extra Monster Zone is also taken when the opponent uses it. (Zones disabled by
    EFFECT_DISABLE_FIELD are not modelled by the harness.) Other locations are always usable."""
    if player not in (0, 1):
        return False
    sequence &= 0xff                       # the core takes it as an unsigned byte
    if location == LOCATION_MZONE:
        slots = duel.zone_list(player, LOCATION_MZONE)
        if sequence >= len(slots) or slots[sequence] is not None:
            return False
        if sequence >= 5 and duel.zone_list(1 - player, LOCATION_MZONE)[11 - sequence] is not None:
            return False
    elif location == LOCATION_SZONE:
        if sequence >= USABLE_SZONES or _spell_zone_taken(duel.zone_list(player, LOCATION_SZONE), sequence):
            return False
    elif location == LOCATION_FZONE:
        if sequence >= 1 or duel.zone_list(player, LOCATION_SZONE)[5] is not None:
            return False
    elif location == LOCATION_PZONE:
        if sequence >= 2 or _spell_zone_taken(duel.zone_list(player, LOCATION_SZONE), PENDULUM_SPELL_ZONES[sequence]):
            return False
    return True


# -- zones for a monster from the Extra Deck (Master Rule 5) ------------------------------------------
# field::get_useable_count_fromex / get_spsummonable_count_fromex_rule4, get_rule_zone_fromex,
# check_extra_link and filter_must_use_mzone, as Duel.GetLocationCountFromEx asks them.
from harness.constants import (  # noqa: E402  (the names this section adds)
    LOCATION_EXTRA, LOCATION_REASON_TOFIELD, POS_FACEDOWN, TYPE_FUSION, TYPE_SYNCHRO, TYPE_XYZ, TYPE_PENDULUM,
    EFFECT_MUST_USE_MZONE, EFFECT_FLAG_PLAYER_TARGET,
)

EXTRA_ZONES = (1 << 5) | (1 << 6)


def _extra_link_joined(duel, player):
    """field::check_extra_link(player): both Extra Monster Zones of the player are occupied and
    a chain of mutually linked monsters leads from the one in zone 5 to the one in zone 6."""
    slots = duel.zone_list(player, LOCATION_MZONE)
    if slots[5] is None or slots[6] is None:
        return False
    checked, zone = 1 << 5, mutual_linked_zone(slots[5])
    while not zone >> 6 & 1:
        checking = zone & ~checked
        if not checking:
            return False
        lowest = checking & -checking
        checked |= lowest
        index = lowest.bit_length() - 1
        if index < OPPONENT:
            zone |= mutual_linked_zone(slots[index])
        else:
            zone |= swap_sides(mutual_linked_zone(duel.zone_list(1 - player, LOCATION_MZONE)[index - OPPONENT]))
    return True


def check_extra_link_with(duel, player, card, sequence):
    """field::check_extra_link(player, card, sequence): whether `card`, placed in that free Extra
    Monster Zone, would join both Extra Monster Zones by links."""
    slots = duel.zone_list(player, LOCATION_MZONE)
    if card is None or slots[sequence] is not None:
        return False
    saved = card.current.controller, card.current.location, card.current.sequence
    slots[sequence] = card
    card.current.controller, card.current.location, card.current.sequence = player, LOCATION_MZONE, sequence
    try:
        return _extra_link_joined(duel, player)
    finally:
        slots[sequence] = None
        card.current.controller, card.current.location, card.current.sequence = saved


def rule_zone_fromex(duel, player, kind, position):
    """field::get_rule_zone_fromex (Master Rule 2020): a Fusion, Synchro or Xyz monster that is not
    a face-up Pendulum may use any Main Monster Zone; anything else (a Link monster, a face-up
    Pendulum, an unknown card) only the zones Link monsters point to and the Extra Monster Zones."""
    if kind & (TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ) and (position & POS_FACEDOWN or not kind & TYPE_PENDULUM):
        return 0x7f
    return player_linked_zone(duel, player) | EXTRA_ZONES


def must_use_zones(duel, player, uplayer, reason, card):
    """field::filter_must_use_mzone: the Monster Zones of `player` that EFFECT_MUST_USE_MZONE
    (uplayer's, and the card's own) leaves out, as used-zone bits."""
    effects = list(stats.player_effects(duel, uplayer, EFFECT_MUST_USE_MZONE)) if uplayer in (0, 1) else []
    if card is not None:
        effects += stats.applying(card, EFFECT_MUST_USE_MZONE)
    blocked = 0
    for effect in effects:
        if effect.count_limit_max and effect.count_limit == 0:
            continue
        if effect.has_property(EFFECT_FLAG_PLAYER_TARGET):
            value = stats.effect_value(effect)
        else:
            value = stats.effect_value(effect, card, player, uplayer, reason)
        holder = effect.handler.controller if effect.handler is not None else effect.owner_player
        blocked |= ~value & 0x7f if holder == player else ~(value >> OPPONENT) & 0x7f
    return blocked


def spsummonable_count_fromex(duel, player, uplayer, zone, card, kind, position):
    """field::get_spsummonable_count_fromex_rule4: the free zones among `zone` an Extra Deck
    monster (`card`, or a card of that type and position) could be Special Summoned to, and the
    zones it could not (a used-zone mask, bits 0-6)."""
    slots = duel.zone_list(player, LOCATION_MZONE)
    used = sum(1 << i for i in range(7) if slots[i] is not None)
    used |= must_use_zones(duel, player, uplayer, LOCATION_REASON_TOFIELD, card)
    if slots[5] is not None and is_location_useable(duel, player, LOCATION_MZONE, 6) \
            and check_extra_link_with(duel, player, card, 6):
        used |= 1 << 5
    elif slots[6] is not None and is_location_useable(duel, player, LOCATION_MZONE, 5) \
            and check_extra_link_with(duel, player, card, 5):
        used |= 1 << 6
    elif slots[5] is not None or slots[6] is not None:
        used |= EXTRA_ZONES
    else:
        for sequence in (5, 6):
            if not is_location_useable(duel, player, LOCATION_MZONE, sequence):
                used |= 1 << sequence
    used |= ~zone | ~rule_zone_fromex(duel, player, kind, position)
    count = 5 - bin(used & 0x1f).count("1")
    if ~used & EXTRA_ZONES:
        count += 1
    return count, used & 0x7f


@contextmanager
def _vacated(duel, leaving):
    """While the `leaving` monsters are taken off both players' Monster Zones (as the core's
    Duel.GetMZoneCount and GetLocationCountFromEx do for their count)."""
    removed = []
    for side in (0, 1):
        slots = duel.zone_list(side, LOCATION_MZONE)
        for i, occupant in enumerate(slots):
            if occupant is not None and occupant in leaving:
                removed.append((slots, i, occupant))
                slots[i] = None
    try:
        yield
    finally:
        for slots, i, occupant in removed:
            slots[i] = occupant


def count_fromex(duel, player, uplayer, zone, card=None, kind=0, position=0, leaving=()):
    """Duel.GetLocationCountFromEx: (how many monsters from the Extra Deck `player` could put in
    his Monster Zones, limited by get_mzone_limit; the zones it could not use). `leaving` are
    monsters counted as gone (the core takes them off the field for the count)."""
    temp, saved = None, None
    if card is None:                   # field::temp_card standing for "a card in the Extra Deck"
        temp = temp_card(duel)
        saved = temp.data, temp.current.location, temp.current.position
        temp.data = replace(temp.data, type=kind)
        temp.current.location, temp.current.position = LOCATION_EXTRA, position
    try:
        with _vacated(duel, leaving):
            subject = card if card is not None else temp
            count, used = spsummonable_count_fromex(duel, player, uplayer, zone, subject,
                                                    subject.data.type, subject.current.position)
            return min(count, mzone_limit(duel, player, uplayer, LOCATION_REASON_TOFIELD)), used
    finally:
        if temp is not None:
            temp.data, temp.current.location, temp.current.position = saved


def useable_count(duel, player, location, uplayer, reason, zone=0xff, leaving=()):
    """field::get_useable_count with no card (Duel.GetLocationCount, Duel.GetMZoneCount): (the
    free zones get_tofield_count finds, limited by get_mzone_limit / get_szone_limit; its zone
    list). Main Monster Zones among `zone`, less those EFFECT_MUST_USE_MZONE leaves out (for
    LOCATION_REASON_TOFIELD), the list marking the Extra Monster Zones too; Spell & Trap Zones
    among `zone`. Any other location counts 0 (or the Spell & Trap Zone limit, when it is
    below 0), its list 0. `leaving` monsters count as gone."""
    if location == LOCATION_MZONE:
        with _vacated(duel, leaving):
            slots = duel.zone_list(player, LOCATION_MZONE)
            flag = sum(1 << i for i in range(7) if slots[i] is not None)
            if reason & LOCATION_REASON_TOFIELD:
                flag |= must_use_zones(duel, player, uplayer, reason, None)
            flag = (flag | ~zone) & 0x1f
            count = 5 - bin(flag).count("1")
            return min(count, mzone_limit(duel, player, uplayer, reason)), flag | EXTRA_ZONES
    count, flag = szone_count(duel, player, uplayer, reason, zone)
    if location == LOCATION_SZONE:
        return count, flag
    return min(0, count), 0


def card_mzone_count(duel, card, player, uplayer, zone=0xff):
    """field::get_useable_count with a card, for LOCATION_MZONE and LOCATION_REASON_TOFIELD: the
    zones among `zone` that card could be put in (from the Extra Deck by the Extra Deck rules)."""
    if card.current.location == LOCATION_EXTRA:
        return count_fromex(duel, player, uplayer, zone, card)[0]
    return useable_count(duel, player, LOCATION_MZONE, uplayer, LOCATION_REASON_TOFIELD, zone)[0]


def szone_count(duel, player, uplayer, reason, zone=0xff, leaving=()):
    """Duel.GetSZoneCount (field::get_useable_count for LOCATION_SZONE): (the free Spell & Trap
    Zones 0-4 among `zone`, counting the `leaving` cards' zones as free and limited by
    EFFECT_MAX_SZONE (get_szone_limit); the zones not counted, bits 0-4)."""
    view = [None if card is not None and card in leaving else card for card in duel.zone_list(player, LOCATION_SZONE)]
    used = sum(1 << seq for seq in range(5) if _spell_zone_taken(view, seq))
    flag = (used | ~zone) & 0x1f
    count = 5 - bin(flag).count("1")
    most = 5
    if uplayer in (0, 1):
        for limit in stats.player_effects(duel, player, EFFECT_MAX_SZONE):
            most = min(most, stats.effect_value(limit, player, uplayer, reason))
    return min(count, most - bin(used).count("1")), flag


def summon_sequence(duel, card, player, uplayer, zone=0xff):
    """The Monster Zone a monster Special Summoned to `player`'s field goes to: from the Extra
    Deck, the lowest zone the Extra Deck rules allow (Master Rule 2020: a Link monster or a
    face-up Pendulum only to an Extra Monster Zone or a zone a Link monster points to), else the
    lowest free Main Monster Zone among `zone`. None when there is none. (The core lets the
    player choose among several; the harness and the native oracle take the lowest.)"""
    if card.current.location == LOCATION_EXTRA:
        count, used = spsummonable_count_fromex(duel, player, uplayer, zone, card, card.data.type,
                                                card.current.position)
        free = [i for i in range(7) if not used & (1 << i)]
        return free[0] if count > 0 and free else None
    free = [i for i in duel.free_sequences(player, LOCATION_MZONE) if zone & (1 << i)]
    return free[0] if free else None


def mzone_limit(duel, player, uplayer, reason):
    """field::get_mzone_limit (Master Rule 5): 7 zones less the used ones, or EFFECT_MAX_MZONE's."""
    used = sum(1 for card in duel.zone_list(player, LOCATION_MZONE) if card is not None)
    most = 7
    if uplayer in (0, 1):
        for limit in stats.player_effects(duel, player, EFFECT_MAX_MZONE):
            most = min(most, stats.effect_value(limit, player, uplayer, reason))
    return most - used
