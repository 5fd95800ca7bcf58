"""Whether a monster could be Set or Special Summoned: the checks behind Card.IsMSetable and
Duel.IsPlayerCanSpecialSummonMonster, in the core's order.

Reproduces card::is_setable_mzone (with filter_set_procedure, check_set_procedure,
get_set_tribute_count and card::is_summonable for procedures), field::check_tribute with
get_summon_release_list, get_tofield_count and get_mzone_limit, field::is_player_can_mset,
is_player_can_release, is_player_can_spsummon (the card version), card::get_spsummonable_position,
card::check_cost_condition and field::is_player_can_spsummon_monster (its data-only temp card).

Not modelled (the harness has no state for them): extra Normal Summons already used
(core.extra_summon: an EFFECT_EXTRA_SET_COUNT is offered whenever the count is reached),
EFFECT_ADD_EXTRA_TRIBUTE, EFFECT_MUST_USE_MZONE, zones disabled by EFFECT_DISABLE_FIELD, and the
Special Summon counters of SetSPSummonOnce / EFFECT_SPSUMMON_COUNT_LIMIT.
"""
from dataclasses import replace

from harness.carddb import CardData, UnknownCardError
from harness.constants import (
    LOCATION_HAND, LOCATION_MZONE, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_ONFIELD, LOCATION_REASON_TOFIELD,
    POS_FACEUP, POS_FACEDOWN, POS_FACEUP_ATTACK, POS_FACEDOWN_ATTACK, POS_FACEUP_DEFENSE, POS_FACEDOWN_DEFENSE,
    TYPE_MONSTER, TYPE_FUSION, TYPE_SYNCHRO, TYPE_XYZ, TYPE_LINK, TYPE_RITUAL, TYPE_SPSUMMON, TYPE_TOKEN,
    SUMMON_TYPE_NORMAL, SUMMON_TYPE_ADVANCE, SUMMON_TYPE_SPECIAL, REASON_SUMMON, STATUS_SUMMONING,
    EFFECT_FORBIDDEN, EFFECT_CANNOT_MSET, EFFECT_EXTRA_SET_COUNT, EFFECT_SET_SUMMON_COUNT_LIMIT,
    EFFECT_MSET_COST, EFFECT_LIMIT_SET_PROC, EFFECT_SET_PROC, EFFECT_DECREASE_TRIBUTE_SET,
    EFFECT_UNRELEASABLE_SUM, EFFECT_TRIBUTE_LIMIT, EFFECT_DOUBLE_TRIBUTE, EFFECT_EXTRA_RELEASE,
    EFFECT_EXTRA_RELEASE_SUM, EFFECT_CANNOT_RELEASE, EFFECT_FLAG_SPSUM_PARAM, EFFECT_CANNOT_SPECIAL_SUMMON,
    EFFECT_LIMIT_SPECIAL_SUMMON_POSITION, EFFECT_SPSUMMON_COST, EFFECT_DIVINE_LIGHT, EFFECT_CANNOT_SUMMON,
    EFFECT_SUMMON_PROC, EFFECT_LIMIT_SUMMON_PROC, EFFECT_DECREASE_TRIBUTE, EFFECT_EXTRA_SUMMON_COUNT,
    EFFECT_SUMMON_COST, EFFECT_DUAL_STATUS, EFFECT_DUAL_SUMMONABLE, SUMMON_TYPE_DUAL,
)
from ..state import count_limits
from ..state.duel import temp_card
from ..state.host import truthy
from ..values import stats
from ..values.zones import mzone_limit

ALL_RELEASABLE = 0xff00ff          # every Monster Zone of both players may provide a Tribute
MAIN_ZONES = 0x1f
_EXTRA_DECK_TYPES = TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ | TYPE_LINK
_POSITIONS = (POS_FACEUP_ATTACK, POS_FACEDOWN_ATTACK, POS_FACEUP_DEFENSE, POS_FACEDOWN_DEFENSE)


def _values(effect, *args):
    """effect::get_value with several results (a number, or what its value function returns)."""
    value = effect.value
    if value is None:
        return []
    if isinstance(value, bool):
        return [int(value)]
    if isinstance(value, (int, float)):
        return [stats.script_integer(value, effect)]
    results = effect.duel.host.call(value, effect, *args)
    return [stats.script_integer(v, effect, value) for v in results if isinstance(v, (int, float)) and not isinstance(v, bool)]


def _count_limit_used_up(effect):
    return bool(effect.count_limit_max) and effect.count_limit == 0


def _extra_count_values(effect, card, minimum, zone):
    """An EFFECT_EXTRA_SET_COUNT's value: (its minimum Tributes, zones, releasable zones)."""
    values = _values(effect, card)
    new_min = max(values[0] if values else 0, minimum)
    new_zone = (values[1] if len(values) > 1 else MAIN_ZONES) & zone
    releasable = ALL_RELEASABLE
    if len(values) > 2:
        releasable = ALL_RELEASABLE + values[2] if values[2] < 0 else values[2]
    return new_min, new_zone, releasable


# -- player-level prohibitions ----------------------------------------------------------------------
def _forbids(duel, player, code, *target_args):
    """A player effect with this code forbids it: one without a target function always, one
    with a target function when it returns true for these arguments."""
    for prohibition in stats.player_effects(duel, player, code):
        if prohibition.target is None or truthy(duel.host.call(prohibition.target, prohibition, *target_args)):
            return True
    return False


def player_can_mset(duel, sumtype, player, card, toplayer):
    """field::is_player_can_mset: no EFFECT_CANNOT_MSET forbids it."""
    return not _forbids(duel, player, EFFECT_CANNOT_MSET, card, player, sumtype | SUMMON_TYPE_NORMAL,
                        POS_FACEDOWN, toplayer)


def player_can_summon(duel, sumtype, player, card, toplayer):
    """field::is_player_can_summon: no EFFECT_CANNOT_SUMMON forbids it."""
    return not _forbids(duel, player, EFFECT_CANNOT_SUMMON, card, player, sumtype | SUMMON_TYPE_NORMAL,
                        POS_FACEUP, toplayer)


def player_can_release(duel, player, card, reason):
    """field::is_player_can_release: no EFFECT_CANNOT_RELEASE forbids Tributing the card."""
    return not _forbids(duel, player, EFFECT_CANNOT_RELEASE, card, player, reason)


def summon_count_limit(duel, player):
    """field::get_summon_count_limit: 1 Normal Summon or Set a turn, or what an effect allows."""
    limits = [stats.effect_value(e) for e in stats.player_effects(duel, player, EFFECT_SET_SUMMON_COUNT_LIMIT)]
    return max([1] + limits)


def _summon_count_reached(duel, player):
    return duel.normal_summons[player] >= summon_count_limit(duel, player)


def cost_condition_holds(duel, card, code, player, *extra):
    """card::check_cost_condition: every cost effect (EFFECT_MSET_COST, EFFECT_SPSUMMON_COST) on
    the player or the card accepts, its cost function called as the reason effect."""
    costs = stats.player_effects(duel, player, code) + stats.applying(card, code)
    for effect in costs:
        if effect.cost is None:
            continue
        with duel.acting(effect, player):
            if not truthy(duel.host.call(effect.cost, effect, card, player, *extra)):
                return False
    return True


# -- Tributes ---------------------------------------------------------------------------------------
def releasable_by_summon(card, player, target):
    """card::is_releasable_by_summon: `card` may be Tributed by `player` for `target`'s summon."""
    if card.status_flags & STATUS_SUMMONING or card.overlay_target is not None:
        return False
    if card.location & (LOCATION_GRAVE | LOCATION_REMOVED):
        return False
    if not player_can_release(card.duel, player, card, REASON_SUMMON):
        return False
    if stats.affected_with_value(card, EFFECT_UNRELEASABLE_SUM, target) is not None:
        return False
    return stats.affected_with_value(target, EFFECT_TRIBUTE_LIMIT, card) is None


def summon_release_list(duel, target, opponent_side, releasable=ALL_RELEASABLE, among=None):
    """field::get_summon_release_list: the Tributes `target` may use (its controller's monsters,
    the opponent's when summoned to the opponent's field), the opponent's monsters that
    EFFECT_EXTRA_RELEASE offers, and the Tribute value of them all (EFFECT_DOUBLE_TRIBUTE: 2);
    only cards of `among` when given (the mg of Duel.CheckTribute / SelectTribute)."""
    player = target.controller
    release, extra, count, one_of = [], [], 0, 0

    def worth(card):
        return 2 if stats.affected_with_value(card, EFFECT_DOUBLE_TRIBUTE, target) is not None else 1

    for card in duel.zone_list(player, LOCATION_MZONE):
        if among is not None and card not in among:
            continue
        if card is not None and releasable >> card.sequence & 1 and releasable_by_summon(card, player, target):
            release.append(card)
            count += worth(card)
    for card in duel.zone_list(1 - player, LOCATION_MZONE):
        if card is None or not releasable >> (card.sequence + 16) & 1 or not releasable_by_summon(card, player, target):
            continue
        if among is not None and card not in among:
            continue
        if opponent_side:
            release.append(card)
            count += worth(card)
        elif stats.applying(card, EFFECT_EXTRA_RELEASE):
            extra.append(card)
            count += worth(card)
        else:
            offers = stats.applying(card, EFFECT_EXTRA_RELEASE_SUM)
            if offers and not _count_limit_used_up(offers[0]):
                one_of = max(one_of, worth(card))
    return release, extra, count + one_of


def free_main_zones(duel, player, zone=MAIN_ZONES):
    """field::get_tofield_count for the Main Monster Zones: the free ones among `zone`."""
    slots = duel.zone_list(player, LOCATION_MZONE)
    return sum(1 for i in range(5) if zone >> i & 1 and slots[i] is None)


def check_tribute(duel, card, minimum, maximum, toplayer, zone, releasable=ALL_RELEASABLE, among=None):
    """field::check_tribute: enough Tributes between minimum and maximum, and a zone for the
    monster once they are gone."""
    sumplayer = card.controller
    release, extra, available = summon_release_list(duel, card, toplayer == 1 - sumplayer, releasable, among)
    maximum = min(maximum, available)
    if minimum > maximum:
        return False
    zone &= MAIN_ZONES
    free = free_main_zones(duel, toplayer, zone)
    if free <= 0 and maximum <= 0:
        return False
    own = 0
    for tribute in release:
        if tribute.location == LOCATION_MZONE and tribute.controller == toplayer:
            own += 1
            if zone >> tribute.sequence & 1:
                free += 1
    if free <= 0:
        return False
    maximum = max(maximum - len(extra), 0)
    limit = mzone_limit(duel, toplayer, sumplayer, LOCATION_REASON_TOFIELD)
    return own >= 1 - limit and maximum >= 1 - limit


def tribute_count_for_summon(card):
    """card::get_summon_tribute_count: (min, max) Tributes to Normal Summon it (Level 5-6: 1,
    7+: 2), less what EFFECT_DECREASE_TRIBUTE takes off (one per effect code)."""
    return _tribute_count(card, EFFECT_DECREASE_TRIBUTE)


def set_tribute_count(card):
    """card::get_set_tribute_count: (min, max) Tributes to Set it (Level 5-6: 1, 7+: 2), less
    what EFFECT_DECREASE_TRIBUTE_SET takes off (one per effect code)."""
    return _tribute_count(card, EFFECT_DECREASE_TRIBUTE_SET)


def _tribute_count(card, decrease_code):
    level = stats.current_level(card)
    if level < 5:
        return 0, 0
    low = high = 1 if level < 7 else 2
    seen = []
    for effect in stats.applying(card, decrease_code):
        if _count_limit_used_up(effect):
            continue
        values = _values(effect, card)
        decrease = values[0] if values else 0
        code = values[1] if len(values) > 1 else 0
        if code > 0:
            if code in seen:
                continue
            seen.append(code)
        low -= decrease & 0xffff
        high -= decrease >> 16
    low = max(low, 0)
    return low, max(high, low)


# -- Setting a monster --------------------------------------------------------------------------------
def summonable_card(card):
    """card::is_summonable_card: a Main Deck monster that is not Ritual, special-summon-only or a Token."""
    kind = card.data.type
    return bool(kind & TYPE_MONSTER) and not kind & (_EXTRA_DECK_TYPES | TYPE_RITUAL | TYPE_SPSUMMON | TYPE_TOKEN)


def procedure_condition(duel, proc, card, min_tribute, zone, releasable=ALL_RELEASABLE):
    """card::is_summonable(proc): the procedure's condition with (e, c, minc, zone, releasable),
    run as the procedure by the card's controller."""
    if proc.condition is None:
        return True
    with duel.acting(proc, card.controller):
        return truthy(duel.host.call(proc.condition, proc, card, min_tribute, zone, releasable))


def check_set_procedure(duel, proc, card, player, ignore_count, min_tribute, zone):
    """card::check_set_procedure: a Set procedure (EFFECT_SET_PROC / LIMIT_SET_PROC) usable now."""
    if not count_limits.limit_available(duel, proc, player):
        return False
    toplayer = 1 - player if proc.has_property(EFFECT_FLAG_SPSUM_PARAM) and proc.target_range[1] else player
    if not player_can_mset(duel, stats.effect_value(proc, card), player, card, toplayer):
        return False
    if not ignore_count and _summon_count_reached(duel, player):
        for extra in stats.applying(card, EFFECT_EXTRA_SET_COUNT):
            new_min, new_zone, releasable = _extra_count_values(extra, card, min_tribute, zone)
            if procedure_condition(duel, proc, card, new_min, new_zone, releasable):
                return True
        return False
    return procedure_condition(duel, proc, card, min_tribute, zone)


def filter_set_procedure(duel, card, player, ignore_count, min_tribute, zone):
    """card::filter_set_procedure: (the usable Set procedures, the verdict): -1 / -2 when
    EFFECT_LIMIT_SET_PROC procedures replace the ordinary Set (some usable / none), else whether
    the ordinary Set (with its Tributes) is possible."""
    limited = stats.applying(card, EFFECT_LIMIT_SET_PROC)
    if limited:
        usable = [p for p in limited if check_set_procedure(duel, p, card, player, ignore_count, min_tribute, zone)]
        return usable, (-1 if usable else -2)
    usable = [p for p in stats.applying(card, EFFECT_SET_PROC)
              if check_set_procedure(duel, p, card, player, ignore_count, min_tribute, zone)]
    return usable, _ordinary_possible(duel, card, player, player_can_mset, set_tribute_count(card),
                                      EFFECT_EXTRA_SET_COUNT, ignore_count, min_tribute, zone)


def _ordinary_possible(duel, card, player, player_may, tribute_counts, extra_count_code, ignore_count,
                       min_tribute, zone):
    """The end of card::filter_summon_procedure / filter_set_procedure: whether the ordinary Normal
    Summon or Set (with its Tributes) is possible. player_may: player_can_summon or
    player_can_mset; tribute_counts: the card's (min, max) Tributes; extra_count_code: the
    EFFECT_EXTRA_*_COUNT that allows one more when the Normal Summon is used up."""
    if not player_may(duel, SUMMON_TYPE_NORMAL, player, card, player):
        return False
    low, high = tribute_counts
    if not player_may(duel, SUMMON_TYPE_ADVANCE, player, card, player):
        high = 0
    low = max(low, min_tribute)
    if high < low:
        return False
    if not ignore_count and _summon_count_reached(duel, player):
        for extra in stats.applying(card, extra_count_code):
            new_min, new_zone, releasable = _extra_count_values(extra, card, low, zone)
            if check_tribute(duel, card, new_min, high, card.controller, new_zone, releasable):
                return True
        return False
    return bool(check_tribute(duel, card, low, high, card.controller, zone))


def can_mset(duel, card, player, ignore_count=False, proc=None, min_tribute=0, zone=MAIN_ZONES):
    """card::is_setable_mzone (Card.IsMSetable): `player` could Set the monster from the hand
    now: no prohibition, a Normal Summon left (unless ignore_count), its Set cost payable, and
    a way to Set it (the given procedure, a Set procedure, or the ordinary Set with Tributes)."""
    if not summonable_card(card) or card.location != LOCATION_HAND:
        return False
    if stats.applying(card, EFFECT_FORBIDDEN) or stats.applying(card, EFFECT_CANNOT_MSET):
        return False
    if not ignore_count and not stats.applying(card, EFFECT_EXTRA_SET_COUNT) and _summon_count_reached(duel, player):
        return False
    if not cost_condition_holds(duel, card, EFFECT_MSET_COST, player):
        return False
    usable, verdict = filter_set_procedure(duel, card, player, ignore_count, min_tribute, zone)
    if proc is not None:
        return verdict not in (-1, -2) and check_set_procedure(duel, proc, card, player, ignore_count, min_tribute, zone)
    return bool(usable) or (bool(verdict) and verdict != -2)


# -- Normal Summons by a procedure ------------------------------------------------------------------------
def check_summon_procedure(duel, proc, card, player, ignore_count=False, min_tribute=0, zone=MAIN_ZONES):
    """card::check_summon_procedure: a Normal Summon procedure (EFFECT_SUMMON_PROC /
    LIMIT_SUMMON_PROC, "you can Normal Summon this card without Tributing", say) usable now."""
    if not count_limits.limit_available(duel, proc, player):
        return False
    toplayer = 1 - player if proc.has_property(EFFECT_FLAG_SPSUM_PARAM) and proc.target_range[1] else player
    if not player_can_summon(duel, stats.effect_value(proc, card), player, card, toplayer):
        return False
    if not ignore_count and _summon_count_reached(duel, player):
        for extra in stats.applying(card, EFFECT_EXTRA_SUMMON_COUNT):
            new_min, new_zone, releasable = _extra_count_values(extra, card, min_tribute, zone)
            if procedure_condition(duel, proc, card, new_min, new_zone, releasable):
                return True
        return False
    return procedure_condition(duel, proc, card, min_tribute, zone)


def filter_summon_procedure(duel, card, player, ignore_count=False, min_tribute=0, zone=MAIN_ZONES):
    """card::filter_summon_procedure: (the usable summon procedures, the verdict): -1 / -2 when
    EFFECT_LIMIT_SUMMON_PROC procedures replace the ordinary Normal Summon (some usable / none),
    else whether the ordinary Normal Summon (with its Tributes) is possible."""
    usable, replacing = summon_procedures(duel, card, player, ignore_count, min_tribute, zone)
    if replacing:
        return usable, (-1 if usable else -2)
    return usable, _ordinary_possible(duel, card, player, player_can_summon, tribute_count_for_summon(card),
                                      EFFECT_EXTRA_SUMMON_COUNT, ignore_count, min_tribute, zone)


def summon_procedures(duel, card, player, ignore_count=False, min_tribute=0, zone=MAIN_ZONES):
    """card::filter_summon_procedure: (the usable procedures, whether they replace the ordinary
    Normal Summon: EFFECT_LIMIT_SUMMON_PROC)."""
    limited = stats.applying(card, EFFECT_LIMIT_SUMMON_PROC)
    if limited:
        return [p for p in limited if check_summon_procedure(duel, p, card, player, ignore_count, min_tribute, zone)], True
    return [p for p in stats.applying(card, EFFECT_SUMMON_PROC)
            if check_summon_procedure(duel, p, card, player, ignore_count, min_tribute, zone)], False


def can_summon(duel, card, player, ignore_count=False, proc=None, min_tribute=0, zone=MAIN_ZONES):
    """card::is_can_be_summoned (Card.IsSummonable): `player` could Normal Summon the monster from
    the hand now: no prohibition, a Normal Summon left (unless ignore_count), its summon cost
    payable, and a way (the given procedure, a summon procedure, or the ordinary summon with
    Tributes its controller may use); or, for a face-up Gemini monster in the Monster Zone, its
    Gemini Summon."""
    if not summonable_card(card) or card.location not in (LOCATION_HAND, LOCATION_MZONE):
        return False
    if stats.applying(card, EFFECT_FORBIDDEN) or stats.applying(card, EFFECT_CANNOT_SUMMON):
        return False
    if not ignore_count and not stats.applying(card, EFFECT_EXTRA_SUMMON_COUNT) and _summon_count_reached(duel, player):
        return False
    if not cost_condition_holds(duel, card, EFFECT_SUMMON_COST, player):
        return False
    if card.location == LOCATION_MZONE:
        return (card.is_faceup() and bool(stats.applying(card, EFFECT_DUAL_SUMMONABLE))
                and not stats.applying(card, EFFECT_DUAL_STATUS)
                and player_can_summon(duel, SUMMON_TYPE_DUAL, player, card, player))
    procs, replacing = summon_procedures(duel, card, player, ignore_count, min_tribute, zone)
    if proc is not None:
        return check_summon_procedure(duel, proc, card, player, ignore_count, min_tribute, zone)
    if procs or replacing:
        return bool(procs)
    if not player_can_summon(duel, SUMMON_TYPE_NORMAL, player, card, player):
        return False
    low, high = tribute_count_for_summon(card)
    if not player_can_summon(duel, SUMMON_TYPE_ADVANCE, player, card, player):
        high = 0
    low = max(low, min_tribute)
    return high >= low and check_tribute(duel, card, low, high, card.controller, zone)


# -- Special Summons ----------------------------------------------------------------------------------
def spsummonable_position(duel, card, reason_effect, sumtype, positions, sumplayer, toplayer):
    """card::get_spsummonable_position: the positions among `positions` it may be summoned in
    (never face-down for a Token or a Link monster; EFFECT_LIMIT_SPECIAL_SUMMON_POSITION)."""
    allowed = 0
    limits = stats.player_effects(duel, sumplayer, EFFECT_LIMIT_SPECIAL_SUMMON_POSITION)
    for position in _POSITIONS:
        if not position & positions:
            continue
        if card.data.type & (TYPE_TOKEN | TYPE_LINK) and position & POS_FACEDOWN:
            continue
        if any(limit.target is not None and truthy(duel.host.call(limit.target, limit, card, sumplayer, sumtype,
                                                                   position, toplayer, reason_effect))
               for limit in limits):
            continue
        allowed |= position
    return allowed


def player_can_special_summon(duel, reason_effect, sumtype, positions, player, toplayer, card):
    """field::is_player_can_spsummon (the card version): the card may be Special Summoned by
    `player` to `toplayer`'s field in one of these positions."""
    if stats.applying(card, EFFECT_CANNOT_SPECIAL_SUMMON) or stats.applying(card, EFFECT_FORBIDDEN):
        return False
    if card.data.type & TYPE_TOKEN and card.location & LOCATION_ONFIELD:
        return False
    if card.data.type & TYPE_LINK:
        positions &= POS_FACEUP_ATTACK
    position = spsummonable_position(duel, card, reason_effect, sumtype, positions, player, toplayer)
    if not position:
        return False
    sumtype |= SUMMON_TYPE_SPECIAL
    if not cost_condition_holds(duel, card, EFFECT_SPSUMMON_COST, player, sumtype):
        return False
    if position & POS_FACEDOWN and stats.player_effects(duel, player, EFFECT_DIVINE_LIGHT):
        position = (position & POS_FACEUP) | ((position & POS_FACEDOWN) >> 1)
    return not _forbids(duel, player, EFFECT_CANNOT_SPECIAL_SUMMON, card, player, sumtype, position, toplayer,
                        reason_effect)


def setcodes_of(value):
    """write_setcode: a 64-bit number holds up to four 16-bit archetype codes."""
    value &= 0xffffffffffffffff
    codes = []
    while value:
        if value & 0xffff:
            codes.append(value & 0xffff)
        value >>= 16
    return tuple(codes)


def monster_data(duel, code, setcode=None, kind=None, atk=None, defense=None, level=None, race=None,
                 attribute=None):
    """The card data Duel.IsPlayerCanSpecialSummonMonster checks: the code's data (none for a
    code no database knows, as the core reads it) with the given values put in."""
    try:
        data = replace(duel.carddb.get(code), code=code)
    except UnknownCardError:
        data = CardData(code=code)
    changes = {"setcodes": None if setcode is None else setcodes_of(setcode), "type": kind, "atk": atk,
               "defense": defense, "level": level, "race": race, "attribute": attribute}
    return replace(data, **{k: v for k, v in changes.items() if v is not None})


def can_special_summon_monster(duel, player, data, positions=POS_FACEUP, toplayer=None, sumtype=0):
    """field::is_player_can_spsummon_monster: whether `player` could Special Summon a monster with
    this data (a Token, a Trap monster) to `toplayer`'s field, asked of the temp card."""
    card = temp_card(duel)
    card.data, card.code = data, data.code
    try:
        return player_can_special_summon(duel, duel.reason_effect, sumtype, positions, player,
                                         player if toplayer is None else toplayer, card)
    finally:
        card.data, card.code = CardData(code=0), 0
