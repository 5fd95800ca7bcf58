"""Synchro Materials, as ygopro-core decides them: who is a Tuner for a Synchro Monster, the
Level a material counts as, what may be a material, the cards the Synchro procedures look at,
and the check and the selection of a Tuner with its non-Tuners (Duel.CheckTunerMaterial,
CheckSynchroMaterial, SelectTunerMaterial, SelectSynchroMaterial); the "must be used as
material" effects shared by every summon kind (Duel.GetMustMaterial, CheckMustMaterial).

Core counterparts: card::get_synchro_type, is_tuner, is_not_tuner, get_synchro_level
(get_mat_level), is_can_be_synchro_material (card.cpp); field::get_synchro_material,
check_synchro_material, check_tuner_material, check_other_synchro_material,
get_must_material_list, check_must_material (field.cpp); field::select_synchro_material
(operations.cpp, PROCESSOR_SELECT_SYNCHRO); scriptlib card_get_tuner_limit,
card_get_hand_synchro (libcard.cpp).

The filters f1 (the Tuner's) and f2 (the non-Tuners') are script functions or None (no
filter): f1 is called with the Tuner alone, f2 with a material and the Synchro Monster, as the
core calls them. Levels are summed as check_with_sum_limit_m does (a material may count as
either of two Levels, EFFECT_SYNCHRO_LEVEL's low and high 16 bits). Card.AssumeProperty is not
modelled, so the core's restore_assumes has nothing to restore here: an EFFECT_SYNCHRO_CHECK
value function that assumes a property fails on that missing function.
"""
from harness.constants import (
    EFFECT_TUNER, EFFECT_NONTUNER, EFFECT_SYNCHRO_LEVEL, EFFECT_SYNCHRO_LEVEL_EX, EFFECT_CANNOT_BE_SYNCHRO_MATERIAL,
    EFFECT_TUNER_MATERIAL_LIMIT, EFFECT_HAND_SYNCHRO, EFFECT_EXTRA_SYNCHRO_MATERIAL, EFFECT_SYNCHRO_MATERIAL_CUSTOM,
    EFFECT_SYNCHRO_CHECK, EFFECT_SCRAP_CHIMERA, EFFECT_MUST_BE_SMATERIAL, EFFECT_FORBIDDEN, EFFECT_FLAG_SPSUM_PARAM,
    GLOBALFLAG_SCRAP_CHIMERA, STATUS_FORBIDDEN, STATUS_NO_LEVEL, LOCATION_MZONE, LOCATION_SZONE, LOCATION_HAND,
    LOCATION_EXTRA, LOCATION_REASON_TOFIELD, POS_FACEUP, TYPE_MONSTER, TYPE_TUNER, TYPE_XYZ, TYPE_LINK,
)
from ..state.count_limits import count_limit_available
from ..state.decisions import CardSelection, SumSelection, YesNo
from ..state.host import truthy
from ..values import stats, zones
from ..rules.summon_checks import mzone_limit
from .prompts import sum_values, _exactly, _equal_problem, _solutions

HINT = "HINTMSG_SMATERIAL"          # HINT_SELECTMSG 512, before each selection of the core's procedure
NO_LIMIT = 0xffff                   # check_with_sum_limit_m's starting smallest value


# -- the card's own values (card.cpp) ---------------------------------------------------------------
def _first(card, code):
    """card::is_affected_by_effect(code): the first effect with this code that applies."""
    found = stats.applying(card, code)
    return found[0] if found else None


def integer_value(effect):
    """effect::get_integer_value: a number value (0 for a value function)."""
    value = effect.value
    if isinstance(value, bool):
        return int(value)
    return stats.script_integer(value, effect) if isinstance(value, (int, float)) else 0


def synchro_type(card):
    """card::get_synchro_type: a monster card in the Spell & Trap Zone keeps its printed type."""
    if card.current.location == LOCATION_SZONE and card.data.type & TYPE_MONSTER:
        return card.data.type
    return stats.current_type(card)


def _accepts(effect, syncard):
    """An EFFECT_TUNER / EFFECT_NONTUNER applies without a value, or when its value accepts syncard."""
    return not effect.value or bool(stats.effect_value(effect, syncard))


def is_tuner(card, syncard):
    """card::is_tuner: a Tuner now, or EFFECT_TUNER (for this Synchro Monster)."""
    if synchro_type(card) & TYPE_TUNER:
        return True
    return any(_accepts(e, syncard) for e in stats.applying(card, EFFECT_TUNER))


def is_not_tuner(card, syncard):
    """card::is_not_tuner: not a Tuner, or EFFECT_NONTUNER (treated as a non-Tuner for syncard)."""
    if not synchro_type(card) & TYPE_TUNER:
        return True
    return any(_accepts(e, syncard) for e in stats.applying(card, EFFECT_NONTUNER))


def _material_level_from(card, syncard, code):
    for effect in stats.applying(card, code):
        level = stats.effect_value(effect, syncard)
        if level:
            return level
    return 0


def synchro_level(card, syncard):
    """card::get_synchro_level (get_mat_level): an Xyz or Link Monster (or one without a Level)
    counts only with EFFECT_SYNCHRO_LEVEL_EX; another card as EFFECT_SYNCHRO_LEVEL's first
    non-zero value says, else its Level. The value may hold two Levels (low and high 16 bits)."""
    if card.data.type & (TYPE_XYZ | TYPE_LINK) or card.status_flags & STATUS_NO_LEVEL:
        return _material_level_from(card, syncard, EFFECT_SYNCHRO_LEVEL_EX)
    return _material_level_from(card, syncard, EFFECT_SYNCHRO_LEVEL) or stats.current_level(card)


def can_be_synchro_material(card, syncard=None, tuner=None):
    """card::is_can_be_synchro_material."""
    if card.data.type & (TYPE_XYZ | TYPE_LINK) and not synchro_level(card, syncard):
        return False
    if not synchro_type(card) & TYPE_MONSTER:
        return False
    if card.status_flags & STATUS_FORBIDDEN or stats.applying(card, EFFECT_FORBIDDEN):
        return False
    if tuner is not None and card.duel.global_flags & GLOBALFLAG_SCRAP_CHIMERA:
        if stats.affected_with_value(card, EFFECT_SCRAP_CHIMERA, tuner) is not None:
            return False
    return not any(stats.effect_value(e, syncard) for e in stats.applying(card, EFFECT_CANNOT_BE_SYNCHRO_MATERIAL))


def tuner_limit(card):
    """The card's EFFECT_TUNER_MATERIAL_LIMIT (the Tuner that limits its other materials)."""
    return _first(card, EFFECT_TUNER_MATERIAL_LIMIT)


def _count_range(effect, minimum, maximum):
    """EFFECT_FLAG_SPSUM_PARAM: the effect's target range narrows the count of other materials."""
    if effect.has_property(EFFECT_FLAG_SPSUM_PARAM):
        low, high = effect.target_range
        if low and low > minimum:
            minimum = low
        if high and high < maximum:
            maximum = high
    return minimum, maximum


def tuner_limit_info(card):
    """Card.GetTunerLimit: (effect, target, location or None, min, max), or None without one."""
    effect = tuner_limit(card)
    if effect is None:
        return None
    location = integer_value(effect) or None
    return (effect, effect.target, location) + _count_range(effect, 0, 99)


def hand_synchro_info(card):
    """Card.GetHandSynchro: (effect, target, min, max) for a monster on the field whose
    EFFECT_HAND_SYNCHRO (or a Tuner limit that allows the hand) lets cards in the hand be its
    materials; None otherwise."""
    if not card.current.location & LOCATION_MZONE:
        return None
    effect = _first(card, EFFECT_HAND_SYNCHRO)
    if effect is None:
        effect = tuner_limit(card)
        if effect is None or not integer_value(effect) & LOCATION_HAND:
            return None
    return (effect, effect.target) + _count_range(effect, 0, 99)


# -- "must be used as material" (field.cpp) ------------------------------------------------------------
def must_material_list(duel, player, code):
    """field::get_must_material_list: the cards whose EFFECT_MUST_BE_xMATERIAL (a player effect
    with that code) applies to the player, by card id."""
    found = []
    for effect in stats.player_effects(duel, player, code):
        card = effect.handler if effect.handler is not None else effect.owner
        if card is not None and card not in found:
            found.append(card)
    return sorted(found, key=lambda c: c.card_id)


def check_must_material(duel, cards, player, code):
    """field::check_must_material: every must-material card is among `cards` (None: no cards)."""
    must = must_material_list(duel, player, code)
    if not must:
        return True
    if cards is None:
        return False
    return all(card in cards for card in must)


# -- the materials the procedures look at (field::get_synchro_material) -----------------------------
def _by_id(cards):
    return sorted(set(cards), key=lambda c: c.card_id)


def _monsters(duel, player):
    return [c for c in duel.zone_list(player, LOCATION_MZONE) if c is not None and not zones.treated_as_not_on_field(c)]


def synchro_material(duel, player, limit=None):
    """field::get_synchro_material: the player's monsters, the opponent's and the cards in the
    hand that EFFECT_EXTRA_SYNCHRO_MATERIAL makes materials; with a Tuner's limit that names
    locations, the player's cards there (Monster Zone, hand) instead. Face-down monsters are
    included (the checks leave them out)."""
    cards = []
    location = integer_value(limit) if limit is not None else 0
    if location:
        if location & LOCATION_MZONE:
            cards += _monsters(duel, player)
        if location & LOCATION_HAND:
            cards += duel.zone_list(player, LOCATION_HAND)
    else:
        cards += _monsters(duel, player)
        cards += [c for c in _monsters(duel, 1 - player) if _first(c, EFFECT_EXTRA_SYNCHRO_MATERIAL)]
        cards += [c for c in duel.zone_list(player, LOCATION_HAND) if _first(c, EFFECT_EXTRA_SYNCHRO_MATERIAL)]
    return _by_id(cards)


def synchro_material_group(duel, player, facedown=False):
    """Duel.GetSynchroMaterial: get_synchro_material without face-down monsters (unless facedown)."""
    return [c for c in synchro_material(duel, player)
            if facedown or not (c.current.location == LOCATION_MZONE and not c.is_position(POS_FACEUP))]


# -- helpers of the checks ---------------------------------------------------------------------------
def _passes(duel, function, *args):
    """interpreter::check_filter: no filter accepts everything."""
    return function is None or truthy(duel.host.call(function, *args))


def _synchro_check(effect, card):
    """EFFECT_SYNCHRO_CHECK: the Tuner's value function is run on each material considered."""
    if effect is not None:
        stats.effect_value(effect, card)


def _limit_target_accepts(duel, limit, card):
    return limit.target is None or truthy(duel.host.call(limit.target, limit, card))


def _facedown_monster(card):
    return card.current.location == LOCATION_MZONE and not card.is_position(POS_FACEUP)


def spsummonable_count(duel, card, player):
    """field::get_spsummonable_count(card, player): the zones the Synchro Monster could be
    Special Summoned to (from the Extra Deck by its rules; elsewhere the free Main Monster Zones
    EFFECT_MUST_USE_MZONE leaves)."""
    if card.current.location == LOCATION_EXTRA:
        return zones.spsummonable_count_fromex(duel, player, player, 0xff, card, card.data.type,
                                               card.current.position)[0]
    slots = duel.zone_list(player, LOCATION_MZONE)
    blocked = zones.must_use_zones(duel, player, player, LOCATION_REASON_TOFIELD, card)
    return sum(1 for i in range(5) if slots[i] is None and not blocked >> i & 1)


def _handover_cards(duel, card, player):
    """The player's monsters in the zones the Synchro Monster may use (get_rule_zone_fromex less
    EFFECT_MUST_USE_MZONE): a material there frees a zone for it."""
    zone = zones.rule_zone_fromex(duel, player, card.data.type, card.current.position)
    zone &= ~zones.must_use_zones(duel, player, player, LOCATION_REASON_TOFIELD, card)
    return zones.cards_in_zone(duel, zone, player, LOCATION_MZONE)


def _values(cards, syncard):
    """Each card's Levels as a material of syncard (its sum_param)."""
    return [sum_values(synchro_level(c, syncard)) for c in cards]


def _sum_fits(cards, level, minimum, maximum, must_count, syncard):
    """field::check_with_sum_limit_m over these cards (the first must_count are used)."""
    return _exactly(_values(cards, syncard), level, 0, must_count, minimum, maximum, NO_LIMIT)


def _scrap_effect(cards):
    for card in cards:
        effect = _first(card, EFFECT_SCRAP_CHIMERA)
        if effect is not None:
            return effect
    return None


def check_other_materials(duel, cards, level, minimum, maximum, must_count, syncard):
    """field::check_other_synchro_material: the Levels of cards[:must_count] and min-max more
    add up to the Synchro Monster's; with Scrap Chimera on the field, either without the
    materials its effect rejects, or without the cards it applies to."""
    if not duel.global_flags & GLOBALFLAG_SCRAP_CHIMERA:
        return _sum_fits(cards, level, minimum, maximum, must_count, syncard)
    scrap = _scrap_effect(cards)
    if scrap is None:
        return _sum_fits(cards, level, minimum, maximum, must_count, syncard)
    kept = [c for c in cards if not stats.effect_value(scrap, c)]
    if len(kept) == len(cards):
        return _sum_fits(cards, level, minimum, maximum, must_count, syncard)
    if all(not stats.effect_value(scrap, c) for c in cards[:must_count]) \
            and _sum_fits(kept, level, minimum, maximum, must_count, syncard):
        return True
    if any(_first(c, EFFECT_SCRAP_CHIMERA) for c in cards[:must_count]):
        return False
    removed = [c for c in cards if not _first(c, EFFECT_SCRAP_CHIMERA)]
    return _sum_fits(removed, level, minimum, maximum, must_count, syncard)


# -- the check (field::check_tuner_material) ---------------------------------------------------------
def check_tuner_material(duel, syncard, tuner, f1, f2, minimum, maximum, smat=None, mg=None):
    """Whether `tuner` and minimum-maximum non-Tuners (f2) can be syncard's materials: Levels
    adding up to its Level, its zone, the Tuner's own limits, the must-be-material cards; smat a
    non-Tuner that must be among them, mg the only cards that may be (None: the usual ones)."""
    if tuner is None or _facedown_monster(tuner) or not is_tuner(tuner, syncard) \
            or not can_be_synchro_material(tuner, syncard):
        return False
    check = _first(tuner, EFFECT_SYNCHRO_CHECK)
    _synchro_check(check, tuner)
    if (mg is not None and tuner not in mg) or not _passes(duel, f1, tuner):
        return False
    custom = stats.affected_with_value(tuner, EFFECT_SYNCHRO_MATERIAL_CUSTOM, syncard)
    if custom is not None:
        # the Tuner decides its materials itself (its target is the check)
        return custom.target is not None and truthy(duel.host.call(custom.target, custom, syncard, f2, minimum, maximum))
    player = syncard.current.controller
    must = [c for c in must_material_list(duel, player, EFFECT_MUST_BE_SMATERIAL) if c is not tuner]
    location_count = spsummonable_count(duel, syncard, player)
    handover = []
    if location_count <= 0:
        handover = _handover_cards(duel, syncard, player)
        if tuner in handover:
            location_count += 1
    location = LOCATION_MZONE
    limit = tuner_limit(tuner)
    if limit is not None:
        location = integer_value(limit) or location
        minimum, maximum = _count_range(limit, minimum, maximum)
        if minimum > maximum:
            return False
    extra = _first(tuner, EFFECT_EXTRA_SYNCHRO_MATERIAL)
    if extra is not None:
        if not count_limit_available(duel, extra, player) or stats.effect_value(extra, syncard) <= 0:
            return False
    free = mzone_limit(duel, player, player, LOCATION_REASON_TOFIELD)
    if free < 0:
        if location == LOCATION_HAND:
            return False
        minimum = max(minimum, -free)
        if minimum > maximum:
            return False
    level = stats.current_level(syncard)
    chosen = [tuner]
    if smat is not None:
        _synchro_check(check, smat)
        if _facedown_monster(smat) or not can_be_synchro_material(smat, syncard, tuner):
            return False
        if not _passes(duel, f2, smat, syncard):
            return False
        if limit is not None:
            if not _limit_target_accepts(duel, limit, smat):
                return False
            if integer_value(limit) and not smat.current.location & integer_value(limit):
                return False
        minimum, maximum = minimum - 1, maximum - 1
        chosen.append(smat)
        if smat in must:
            must.remove(smat)
        if location_count <= 0 and smat in handover:
            location_count += 1
        if minimum == 0:
            if location_count > 0 and not must and _sum_fits(chosen, level, 0, 0, 2, syncard):
                return True
            if maximum == 0:
                return False
    for card in must:
        if mg is not None and card not in mg:
            return False
        _synchro_check(check, card)
        if _facedown_monster(card) or not can_be_synchro_material(card, syncard, tuner):
            return False
        if not _passes(duel, f2, card, syncard):
            return False
        if limit is not None:
            if not _limit_target_accepts(duel, limit, card):
                return False
            if limit.value and not card.current.location & location:
                return False
        minimum, maximum = minimum - 1, maximum - 1
        chosen.append(card)
    must_count = len(chosen)
    pool = _candidates(duel, syncard, tuner, smat, must, f2, limit, check, mg, player)
    cards = chosen + pool
    if location_count > 0:
        return check_other_materials(duel, cards, level, minimum, maximum, must_count, syncard)
    for card in pool:
        if card not in handover:
            continue
        # that material frees the zone: it is used, with one card fewer to find
        ordered = chosen + [card] + [c for c in pool if c is not card]
        if check_other_materials(duel, ordered, level, minimum - 1, maximum - 1, must_count + 1, syncard):
            return True
    return False


def _candidates(duel, syncard, tuner, smat, must, f2, limit, check, mg, player):
    """The other cards that may be non-Tuners for this Tuner (the core's nsyn after the must ones)."""
    found = []
    source = mg.cards if mg is not None else synchro_material(duel, player, limit)
    for card in _by_id(source) if mg is not None else source:
        if card is tuner or card is smat or card in must or not can_be_synchro_material(card, syncard, tuner):
            continue
        if limit is not None:
            if not _limit_target_accepts(duel, limit, card):
                continue
            if mg is not None and integer_value(limit) and not card.current.location & integer_value(limit):
                continue
        _synchro_check(check, card)
        if _facedown_monster(card):
            continue
        if not _passes(duel, f2, card, syncard):
            continue
        found.append(card)
    return found


def check_synchro_material(duel, syncard, f1, f2, minimum, maximum, smat=None, mg=None):
    """field::check_synchro_material: some Tuner (of mg, else of the usual materials) passes
    check_tuner_material (smat counts only without mg)."""
    if mg is not None:
        return any(check_tuner_material(duel, syncard, t, f1, f2, minimum, maximum, None, mg) for t in _by_id(mg.cards))
    player = syncard.current.controller
    return any(check_tuner_material(duel, syncard, t, f1, f2, minimum, maximum, smat, None)
               for t in synchro_material(duel, player))


# -- the selection (field::select_synchro_material) ----------------------------------------------------
def _kind(duel):
    return "cost" if duel.paying_cost else "choose"


def _select_one(duel, player, candidates, what):
    duel.guard(lambda: f"asked player {player} to select {what}")
    duel.last_hint = ""
    chosen = duel.chooser.select_cards(CardSelection(player, _kind(duel), list(candidates), 1, 1, HINT))
    return chosen[0] if chosen else None


def select_synchro_material(duel, player, syncard, f1, f2, minimum, maximum, smat=None, mg=None, cancelable=False):
    """Duel.SelectSynchroMaterial: the player selects a Tuner that passes check_tuner_material,
    then its non-Tuners. Returns the materials, or None when no Tuner can be used (the core
    returns nothing then)."""
    if mg is not None:
        smat = None
        tuners = [t for t in _by_id(mg.cards) if check_tuner_material(duel, syncard, t, f1, f2, minimum, maximum, None, mg)]
    else:
        tuners = [t for t in synchro_material(duel, player)
                  if check_tuner_material(duel, syncard, t, f1, f2, minimum, maximum, smat, None)]
    if not tuners:
        return None
    if not cancelable and mg is not None and minimum == maximum and len(mg) == minimum + 1:
        return _by_id(mg.cards)
    tuner = _select_one(duel, player, tuners, "a Tuner as Synchro Material")
    return _with_tuner(duel, player, syncard, tuner, f2, minimum, maximum, smat, mg)


def select_tuner_material(duel, player, syncard, tuner, f1, f2, minimum, maximum, mg=None):
    """Duel.SelectTunerMaterial: with this Tuner (it must pass check_tuner_material; None
    otherwise) the player selects the non-Tuners."""
    if not check_tuner_material(duel, syncard, tuner, f1, f2, minimum, maximum, None, mg):
        return None
    return _with_tuner(duel, player, syncard, tuner, f2, minimum, maximum, None, mg)


def _with_tuner(duel, player, syncard, tuner, f2, minimum, maximum, smat, mg):
    """select_synchro_material from step 1: the Tuner is chosen."""
    check = _first(tuner, EFFECT_SYNCHRO_CHECK)
    _synchro_check(check, tuner)
    custom = stats.affected_with_value(tuner, EFFECT_SYNCHRO_MATERIAL_CUSTOM, syncard)
    if custom is not None:
        return _custom_materials(duel, player, syncard, tuner, custom, f2, minimum, maximum)
    limit = tuner_limit(tuner)
    if limit is not None:
        minimum, maximum = _count_range(limit, minimum, maximum)
    free = mzone_limit(duel, player, player, LOCATION_REASON_TOFIELD)
    if free < 0:
        minimum = max(minimum, -free)
    level = stats.current_level(syncard)
    if smat is not None:
        _synchro_check(check, smat)
        if minimum == 1 and maximum == 1:
            if not check_must_material(duel, [tuner, smat], player, EFFECT_MUST_BE_SMATERIAL):
                return None
            if _sum_fits([tuner, smat], level, 0, 0, 2, syncard):
                return _by_id([tuner, smat])
    # step 4: the must-use cards, then the non-Tuners that can still complete the Level
    must = [tuner] + ([smat] if smat is not None else [])
    for card in must_material_list(duel, player, EFFECT_MUST_BE_SMATERIAL):
        if card not in must:
            must.append(card)
    if f2 is None:
        # the core calls the non-Tuner filter through a function handle here: a nil filter is a
        # script error for each card (logged), and no card is offered
        duel.warn("Duel.SelectSynchroMaterial / SelectTunerMaterial without a non-Tuner filter (f2): the engine "
                  "calls the missing filter (a script error) and offers no non-Tuner")
        pool = []
    else:
        pool = _candidates(duel, syncard, tuner, smat, must, f2, limit, check, mg, player)
    count = len(must)
    selectable = [card for card in pool
                  if check_other_materials(duel, must + [card] + [c for c in pool if c is not card], level,
                                           minimum - count, maximum - count, count + 1, syncard)]
    # step 5-6: with no zone for the Synchro Monster, one material must free one first
    if spsummonable_count(duel, syncard, syncard.current.controller) <= 0:
        handover = _handover_cards(duel, syncard, syncard.current.controller)
        freed = (tuner in handover) + (smat is not None and smat in handover)
        in_zone = [c for c in selectable if c in handover]
        if not freed and in_zone and len(in_zone) != len(selectable):
            first = _select_one(duel, player, in_zone, "a Synchro Material in the zone the monster will use")
            selectable = [c for c in selectable if c is not first]
            must.append(first)
            minimum, maximum = minimum - 1, maximum - 1
    return _select_sum(duel, player, syncard, level, must, selectable, minimum, maximum)


def _select_sum(duel, player, syncard, level, must, selectable, minimum, maximum):
    """Steps 7-8 (PROCESSOR_SELECT_SUM): the non-Tuners, whose Levels with the must ones' add up
    to the Synchro Monster's; Scrap Chimera may first ask which of its ways to use."""
    count = len(must)
    if duel.global_flags & GLOBALFLAG_SCRAP_CHIMERA:
        selectable = _scrap_choice(duel, player, syncard, level, must, selectable, minimum, maximum)
    low, high = minimum - (count - 1), maximum - (count - 1)
    values = {card: sum_values(synchro_level(card, syncard)) for card in must + selectable}

    def problem(chosen):
        return _equal_problem(values, must, level, low, high, chosen)
    duel.guard(lambda: f"asked player {player} to select Synchro Materials")
    duel.last_hint = ""
    request = SumSelection(player, _kind(duel), "equal", list(selectable), list(must), values, level, low, high,
                           problem, lambda limit: _solutions(selectable, problem, limit), HINT,
                           "Duel.SelectSynchroMaterial")
    chosen = duel.chooser.select_sum(request) if selectable else []
    return _by_id(list(must) + list(chosen))


def _scrap_choice(duel, player, syncard, level, must, selectable, minimum, maximum):
    """Step 7 with Scrap Chimera: without the materials its effect rejects, or without the cards
    it applies to (a yes/no, its description, when both are possible)."""
    scrap = _scrap_effect(selectable)
    if scrap is None:
        return selectable
    count = len(must)
    cards = must + selectable
    kept = [c for c in cards if not stats.effect_value(scrap, c)]
    if len(kept) == len(cards):
        return selectable
    removed = [c for c in cards if not _first(c, EFFECT_SCRAP_CHIMERA)]
    kept_ok = all(not stats.effect_value(scrap, c) for c in must)
    removed_ok = not any(_first(c, EFFECT_SCRAP_CHIMERA) for c in must)
    if kept_ok and _sum_fits(kept, level, minimum, maximum, count, syncard):
        if removed_ok and _sum_fits(removed, level, minimum, maximum, count, syncard):
            use_kept = duel.chooser.select_yes_no(YesNo(player, str(scrap.description)))
            return [c for c in (kept if use_kept else removed) if c not in must]
        return kept[count:]
    return removed[count:]


def _custom_materials(duel, player, syncard, tuner, custom, f2, minimum, maximum):
    """EFFECT_SYNCHRO_MATERIAL_CUSTOM: the Tuner's operation selects the other materials and
    gives them with Duel.SetSynchroMaterial (steps 1-2)."""
    if custom.operation is None:
        return None
    set_synchro_materials(duel, [])
    with duel.acting(custom, player):
        duel.host.call(custom.operation, custom, player, None, 0, 0, None, 0, 0, syncard, f2, minimum, maximum)
    return _by_id(synchro_materials(duel) + [tuner])


def set_synchro_materials(duel, cards):
    """Duel.SetSynchroMaterial (core.synchro_materials)."""
    duel.synchro_materials = list(cards)


def synchro_materials(duel):
    return list(getattr(duel, "synchro_materials", []))
