"""Xyz and Link materials: which monsters may be used, at which Level, and the Xyz material
check and selection the core makes for Duel.CheckXyzMaterial / Duel.SelectXyzMaterial; the
"as a Link Material" values (type, race, attribute, codes, archetypes); the Monster Zones a
player could use at all (Duel.GetUsableMZoneCount).

Reproduces card::get_xyz_type, get_link_type, is_can_be_xyz_material, is_can_be_link_material,
check_xyz_level, get_link_attribute, get_link_race, is_set_card, is_link_set_card,
get_another_code, the Link code getters of libcard.cpp, field::get_xyz_material,
check_xyz_material (with the Tune Magician path), get_must_material_list, the
PROCESSOR_SELECT_XMATERIAL process (field::select_xyz_material) and duel_get_usable_mzone_count,
under Master Rule 5.

The material list is the core's core.xmaterial_lst: a list of (minimum material count, card),
largest count first, cards with the same count in the order they were found (a multimap keeps
insertion order). The minimum count is the EFFECT_XYZ_MIN_COUNT of the card ("can only be used
as material for an Xyz Summon that uses N or more"), as check_xyz_level packs it in bits 12-15.

Not modelled: zones disabled by EFFECT_DISABLE_FIELD; cancelling the selection (the core lets
the player cancel a summon's material selection: the harness's prompts cannot be cancelled, so
SelectXyzMaterial always returns the materials chosen).
"""
from harness.carddb import SECOND_CODES, UnknownCardError
from harness.constants import (
    LOCATION_MZONE, LOCATION_SZONE, LOCATION_EXTRA, LOCATION_REASON_TOFIELD, POS_FACEUP,
    TYPE_MONSTER, TYPE_TOKEN, TYPE_XYZ, STATUS_NO_LEVEL, STATUS_FORBIDDEN,
    EFFECT_FORBIDDEN, EFFECT_CANNOT_BE_XYZ_MATERIAL, EFFECT_CANNOT_BE_LINK_MATERIAL, EFFECT_XYZ_LEVEL,
    EFFECT_XYZ_MIN_COUNT, EFFECT_XYZ_MATERIAL, EFFECT_MUST_BE_XMATERIAL, EFFECT_TUNE_MAGICIAN_X,
    EFFECT_ADD_LINK_CODE, EFFECT_ADD_LINK_ATTRIBUTE, EFFECT_ADD_LINK_RACE, EFFECT_ADD_CODE,
    EFFECT_CHANGE_CODE, EFFECT_ADD_SETCODE, GLOBALFLAG_XMAT_COUNT_LIMIT, GLOBALFLAG_TUNE_MAGICIAN,
)
from ..state.host import truthy
from ..values import stats, zones
from ..rules.summon_checks import mzone_limit, temp_card

MAX_XYZ_LEVEL = 0x0fff


# -- types "as a material" ------------------------------------------------------------------------
def xyz_type(card):
    """card::get_xyz_type: a monster card in a Spell & Trap Zone keeps its printed type."""
    if card.location == LOCATION_SZONE and card.data.type & TYPE_MONSTER:
        return card.data.type
    return stats.current_type(card)


def link_type(card):
    """card::get_link_type: any card in a Spell & Trap Zone is treated as a monster (its printed
    type plus TYPE_MONSTER), for effects that let it be used as Link Material."""
    if card.location == LOCATION_SZONE:
        return card.data.type | TYPE_MONSTER
    return stats.current_type(card)


def _forbidden(card):
    return bool(card.status_flags & STATUS_FORBIDDEN) or bool(stats.applying(card, EFFECT_FORBIDDEN))


def can_be_xyz_material(card, xyz=None):
    """card::is_can_be_xyz_material: not a Token, a monster (as get_xyz_type), not forbidden, and
    no EFFECT_CANNOT_BE_XYZ_MATERIAL whose value (given the Xyz monster, nil when none) is true."""
    if card.data.type & TYPE_TOKEN:
        return False
    if not xyz_type(card) & TYPE_MONSTER:
        return False
    if _forbidden(card):
        return False
    return not any(stats.effect_value(effect, xyz) for effect in stats.applying(card, EFFECT_CANNOT_BE_XYZ_MATERIAL))


def can_be_link_material(card, link=None):
    """card::is_can_be_link_material: a monster (as get_link_type), not forbidden, no
    EFFECT_CANNOT_BE_LINK_MATERIAL whose value (given the Link monster) is true."""
    if not link_type(card) & TYPE_MONSTER:
        return False
    if _forbidden(card):
        return False
    return not any(stats.effect_value(effect, link) for effect in stats.applying(card, EFFECT_CANNOT_BE_LINK_MATERIAL))


def xyz_level(card, xyz, level):
    """card::check_xyz_level: 0 when the card cannot be treated as Level `level` for `xyz`'s Xyz
    Summon; otherwise that Level with the card's minimum material count in bits 12-15 (the
    largest EFFECT_XYZ_MIN_COUNT value, at most 15). Without EFFECT_XYZ_LEVEL its Level must be
    `level`; with some, either half of one of their values (Level in the low 12 bits, a count in
    bits 12-15; the second Level in the high 16 bits) must be `level`."""
    if card.status_flags & STATUS_NO_LEVEL:
        return 0
    min_count = 0
    for effect in stats.applying(card, EFFECT_XYZ_MIN_COUNT):
        min_count = max(min_count, stats.effect_value(effect, card, xyz))
    min_count = min(min_count, 0xf)
    changes = stats.applying(card, EFFECT_XYZ_LEVEL)
    if not changes:
        own = stats.current_level(card)
        return (own & MAX_XYZ_LEVEL) | (min_count << 12) if own == level else 0
    for effect in changes:
        value = stats.effect_value(effect, card, xyz) & 0xffffffff
        for half in (value & 0xffff, value >> 16):
            candidate, count = half & MAX_XYZ_LEVEL, max((half & 0xf000) >> 12, min_count)
            if candidate == level:
                return candidate | (count << 12)
    return 0


def original_rank(card):
    """Card.GetOriginalRank: the printed Rank of an Xyz monster, else 0."""
    return card.data.level if card.data.type & TYPE_XYZ else 0


# -- Link Material values ---------------------------------------------------------------------------
def link_attribute(card, player):
    """card::get_link_attribute: its Attribute plus those EFFECT_ADD_LINK_ATTRIBUTE adds (its
    value gets the card and the player using it)."""
    attribute = stats.current_attribute(card)
    for effect in stats.applying(card, EFFECT_ADD_LINK_ATTRIBUTE):
        attribute |= stats.effect_value(effect, card, player)
    return attribute


def link_race(card, player):
    """card::get_link_race: its Type plus those EFFECT_ADD_LINK_RACE adds."""
    race = stats.current_race(card)
    for effect in stats.applying(card, EFFECT_ADD_LINK_RACE):
        race |= stats.effect_value(effect, card, player)
    return race


def code_and_another(card):
    """card::get_code and get_another_code: its current name, and a second name (while
    EFFECT_CHANGE_CODE applies, the changed name's second printed name; else the newest
    EFFECT_ADD_CODE value when it differs, or the card's own second printed name)."""
    code = stats.current_codes(card)[0]
    if stats.applying(card, EFFECT_CHANGE_CODE):
        return code, SECOND_CODES.get(code, 0)
    added = stats.applying(card, EFFECT_ADD_CODE)
    if not added:
        return code, card.data.original_code_rule[1]
    other = stats.effect_value(added[-1], card)
    return code, (other if other != code else 0)


def link_codes(card):
    """Card.GetLinkCode: its name, its second name, then each EFFECT_ADD_LINK_CODE value."""
    code, other = code_and_another(card)
    codes = [code] + ([other] if other else [])
    return codes + [stats.effect_value(effect, card) for effect in stats.applying(card, EFFECT_ADD_LINK_CODE)]


def _setcodes_of_code(duel, code):
    try:
        return duel.carddb.get(code).setcodes
    except UnknownCardError:
        return ()


def check_setcode(setcode, value):
    """check_setcode: an archetype code matches `value` (its low 12 bits, and the sub-archetype
    bits of `value` when given)."""
    return bool(setcode) and (setcode & 0x0fff) == (value & 0x0fff) and (setcode & value & 0xf000) == (value & 0xf000)


def is_set_card(card, value):
    """card::is_set_card: the archetypes of its current name (the printed ones when it is its own
    name), of its second name, and those EFFECT_ADD_SETCODE adds."""
    code, other = code_and_another(card)
    own = card.data.setcodes if code == card.data.code else _setcodes_of_code(card.duel, code)
    if any(check_setcode(s, value) for s in own):
        return True
    if other and any(check_setcode(s, value) for s in _setcodes_of_code(card.duel, other)):
        return True
    return any(check_setcode(stats.effect_value(effect, card) & 0xffff, value)
               for effect in stats.applying(card, EFFECT_ADD_SETCODE))


def is_link_set_card(card, value):
    """card::is_link_set_card: is_set_card, or the archetypes of an EFFECT_ADD_LINK_CODE name."""
    if is_set_card(card, value):
        return True
    return any(check_setcode(s, value)
               for effect in stats.applying(card, EFFECT_ADD_LINK_CODE)
               for s in _setcodes_of_code(card.duel, stats.effect_value(effect, card)))


# -- must-be-material effects -------------------------------------------------------------------------
def must_material_list(duel, player, code):
    """field::get_must_material_list: the handlers of the player effects with this code (cards
    that must be used as material), each once, in card order (the core's card_set)."""
    found = []
    for effect in stats.player_effects(duel, player, code):
        if effect.handler is not None and effect.handler not in found:
            found.append(effect.handler)
    return sorted(found, key=lambda c: c.card_id)


# -- zones for the Xyz monster ------------------------------------------------------------------------
def spsummonable_count(duel, card, player):
    """field::get_spsummonable_count(card, player): the zones it could be Special Summoned to
    (from the Extra Deck: get_spsummonable_count_fromex; elsewhere get_tofield_count), without
    EFFECT_MAX_MZONE's limit."""
    if card.location == LOCATION_EXTRA:
        return zones.spsummonable_count_fromex(duel, player, player, 0xff, card, card.data.type,
                                               card.current.position)[0]
    return _tofield_count(duel, player, player, 0xff, card)[0]


def _tofield_count(duel, player, uplayer, zone, card):
    """field::get_tofield_count for the Monster Zones: (the free Main Monster Zones among `zone`
    that EFFECT_MUST_USE_MZONE leaves, the used-zone flag with both Extra Monster Zones set)."""
    slots = duel.zone_list(player, LOCATION_MZONE)
    flag = sum(1 << i for i in range(7) if slots[i] is not None)
    flag |= zones.must_use_zones(duel, player, uplayer, LOCATION_REASON_TOFIELD, card)
    flag = (flag | ~zone) & 0x1f
    return 5 - bin(flag).count("1"), flag | zones.EXTRA_ZONES


def handover_cards(duel, card, player):
    """The monsters whose zones the Xyz monster could take once they are its materials
    (check_xyz_material's handover_zone_cards: get_rule_zone_fromex less EFFECT_MUST_USE_MZONE)."""
    blocked = zones.must_use_zones(duel, player, player, LOCATION_REASON_TOFIELD, card)
    mask = zones.rule_zone_fromex(duel, player, card.data.type, card.current.position) & ~blocked
    return zones.cards_in_zone(duel, mask, player, LOCATION_MZONE)


def usable_mzone_count(duel, player, uplayer):
    """Duel.GetUsableMZoneCount: the free Main Monster Zones plus the free zones a monster from
    the Extra Deck could use (an Extra Monster Zone), each counted once, limited by
    EFFECT_MAX_MZONE (get_mzone_limit)."""
    count1, flag1 = _tofield_count(duel, player, uplayer, 0xff, None)
    temp = temp_card(duel)
    saved = temp.current.location, temp.current.position
    temp.current.location, temp.current.position = LOCATION_EXTRA, 0
    try:
        count2, flag2 = zones.spsummonable_count_fromex(duel, player, uplayer, 0xff, temp, temp.data.type, 0)
    finally:
        temp.current.location, temp.current.position = saved
    both = bin(~(flag1 | flag2) & 0x1f).count("1")
    return min(count1 + count2 - both, mzone_limit(duel, player, uplayer, LOCATION_REASON_TOFIELD))


# -- the Xyz material list -------------------------------------------------------------------------------
def _insert(entries, key, card):
    """Insert into a list sorted by key, largest first, after the entries with the same key."""
    index = len(entries)
    for i, (other, _) in enumerate(entries):
        if other < key:
            index = i
            break
    entries.insert(index, (key, card))


def _fits(card, xyz, level, accepts):
    if not can_be_xyz_material(card, xyz):
        return 0
    packed = xyz_level(card, xyz, level)
    if not packed or (accepts is not None and not accepts(card)):
        return 0
    return packed


def xyz_material_list(duel, xyz, accepts, level, maximum, group=None):
    """field::get_xyz_material: [(minimum count, card)] of the cards that may be Xyz Materials of
    `xyz` as Level `level` and that `accepts` (the script's filter, None for all) accepts: the
    given group's cards, or else the face-up monsters of the Xyz monster's controller and the
    opponent's under EFFECT_XYZ_MATERIAL. With GLOBALFLAG_XMAT_COUNT_LIMIT the cards whose
    minimum count exceeds the number of materials possible are left out."""
    entries = []
    if group is not None:
        for card in group:
            packed = _fits(card, xyz, level, accepts)
            if packed:
                _insert(entries, (packed >> 12) & 0xf, card)
    else:
        player = xyz.controller
        for side in (player, 1 - player):
            for card in duel.zone_list(side, LOCATION_MZONE):
                if card is None or not card.is_position(POS_FACEUP) or zones.treated_as_not_on_field(card):
                    continue
                if not can_be_xyz_material(card, xyz):
                    continue
                packed = xyz_level(card, xyz, level)
                if not packed:
                    continue
                if side != player and not stats.applying(card, EFFECT_XYZ_MATERIAL):
                    continue
                if accepts is not None and not accepts(card):
                    continue
                _insert(entries, (packed >> 12) & 0xf, card)
    if duel.global_flags & GLOBALFLAG_XMAT_COUNT_LIMIT:
        limit = min(maximum, len(entries))
        entries = [entry for entry in entries if entry[0] <= limit]
    return entries


def _tune_magician(card):
    found = stats.applying(card, EFFECT_TUNE_MAGICIAN_X)
    return found[0] if found else None


def _excludes(effect, card):
    """An EFFECT_TUNE_MAGICIAN_X's value: whether its card cannot be used together with `card`."""
    return bool(stats.effect_value(effect, card))


def _tune_groups(entries, chosen):
    """The Tune Magician classes of check_xyz_material / select_xyz_material step 2: drops the
    cards that cannot join `chosen`, then gives each remaining card a bit set (its sum_param):
    bit 1 for the cards with no such effect, one more bit per card with one, shared by the cards
    it allows. Returns (the entries kept, {card: bits}, the highest bit)."""
    entries = list(entries)
    params = {card: 0 for _, card in entries}
    digit = 1
    kept = []
    for key, card in entries:
        effect = _tune_magician(card)
        if effect is not None:
            if any(_excludes(effect, other) for other in chosen):
                continue
            digit <<= 1
            for _, other in entries:
                if not _excludes(effect, other):
                    params[other] |= digit
            params[card] |= digit
        else:
            params[card] |= 1
        kept.append((key, card))
    return kept, params, digit


def check_xyz_material(duel, xyz, accepts, level, minimum, maximum, group=None):
    """field::check_xyz_material (Duel.CheckXyzMaterial): whether enough materials exist for an
    Xyz Summon of `xyz` with between minimum and maximum materials, leaving it a zone (with no
    free zone, one of the materials must be in a zone the Xyz monster may use), counting the
    zones EFFECT_MAX_MZONE leaves, and including every card that must be an Xyz Material."""
    entries = xyz_material_list(duel, xyz, accepts, level, maximum, group)
    player = xyz.controller
    count = spsummonable_count(duel, xyz, player)
    handover = []
    if count <= 0:
        handover = handover_cards(duel, xyz, player)
        if count + sum(1 for _, card in entries if card in handover) <= 0:
            return False
    limit = mzone_limit(duel, player, player, LOCATION_REASON_TOFIELD)
    if limit <= 0:
        minimum = max(minimum, -limit + 1)
        if minimum > maximum:
            return False
    must = must_material_list(duel, player, EFFECT_MUST_BE_XMATERIAL)
    must_count = len(must)
    if must_count > 0:
        if count == 0 and not any(card in handover for card in must):
            must_count += 1
        if must_count > maximum:
            return False
    listed = [card for _, card in entries]
    if not duel.global_flags & GLOBALFLAG_TUNE_MAGICIAN:
        if any(card not in listed for card in must):
            return False
        return len(entries) >= minimum
    for card in must:
        effect = _tune_magician(card)
        if effect is not None:
            entries = [(k, c) for k, c in entries if c is card or not _excludes(effect, c)]
    for card in must:
        found = next((entry for entry in entries if entry[1] is card), None)
        if found is None:
            return False
        minimum = max(minimum, found[0])
        entries.remove(found)
    entries, params, digit = _tune_groups(entries, must)
    count += sum(1 for card in must if card in handover)
    check = 1
    while check <= digit:
        group_entries = [(k, c) for k, c in entries if params[c] & check]
        if duel.global_flags & GLOBALFLAG_XMAT_COUNT_LIMIT:
            most = min(maximum, len(group_entries) + must_count)
            group_entries = [(k, c) for k, c in group_entries if k <= most]
        if count <= 0 and count + sum(1 for _, c in group_entries if c in handover) <= 0:
            check <<= 1
            continue
        if len(group_entries) + must_count >= minimum:
            return True
        check <<= 1
    return False


class _Cancelled(Exception):
    pass


def select_xyz_material(duel, player, xyz, accepts, level, minimum, maximum, group, choose, confirm):
    """The PROCESSOR_SELECT_XMATERIAL process (Duel.SelectXyzMaterial, after check_xyz_material):
    the player selects the materials in the core's prompts and the chosen cards are returned
    (None if a prompt was cancelled). `choose(candidates, minimum, maximum)` asks one card
    selection (HINTMSG_XMATERIAL) and returns the cards chosen; `confirm()` asks the core's
    "select more materials?" question (system string 93) and returns the answer.

    In the core's order: the cards that must be materials first; with no zone for the Xyz
    monster, one material from a zone it may take; then the rest. A material with a minimum
    count (EFFECT_XYZ_MIN_COUNT) makes the process ask for the materials in turns until that
    count can be met; with GLOBALFLAG_TUNE_MAGICIAN the materials are picked one by one among
    the cards that can still be used together."""
    entries = xyz_material_list(duel, xyz, accepts, level, maximum, group)
    try:
        chosen = _select(duel, player, xyz, minimum, maximum, entries, choose, confirm)
    except _Cancelled:
        return None
    return sorted(chosen, key=lambda c: c.card_id)          # the core's card_set order


def _take(entries, card):
    for entry in entries:
        if entry[1] is card:
            entries.remove(entry)
            return entry[0]
    return 0


def _ask(choose, candidates, minimum, maximum):
    """One PROCESSOR_SELECT_CARD (field::select_card): nothing to select when maximum is 0 or no
    card is offered; maximum is cut to the cards offered and minimum to maximum."""
    candidates = list(candidates)
    if maximum <= 0 or not candidates:
        return []
    maximum = min(maximum, len(candidates))
    minimum = max(min(minimum, maximum), 0)
    picked = choose(candidates, minimum, maximum)
    if picked is None:
        raise _Cancelled()
    return list(picked)


def _select(duel, player, xyz, minimum, maximum, entries, choose, confirm):
    chosen = []
    # step 0: EFFECT_MAX_MZONE raises the minimum; the cards that must be materials
    limit = mzone_limit(duel, player, player, LOCATION_REASON_TOFIELD)
    if limit <= 0:
        minimum = max(minimum, -limit + 1)
    must = must_material_list(duel, player, EFFECT_MUST_BE_XMATERIAL)
    if must:
        picked = _ask(choose, must, len(must), len(must))
        # step 1
        most = 0
        for card in picked:
            chosen.append(card)
            most = max(most, _take(entries, card))
        maximum -= len(picked)
        if maximum == 0 or not entries:
            return chosen
        minimum = max(minimum - len(picked), 0)
        minimum = max(minimum, most - len(chosen))
        if minimum == 0 and not confirm():
            return chosen
    # step 2: the Tune Magician classes
    if duel.global_flags & GLOBALFLAG_TUNE_MAGICIAN:
        result = _tune_magician_steps(duel, player, xyz, minimum, maximum, entries, chosen, choose, confirm)
        if result is not None:
            return result
    # step 3: with no free zone, one material from a zone the Xyz monster may take
    count = spsummonable_count(duel, xyz, player)
    if count <= 0:
        handover = handover_cards(duel, xyz, player)
        if count + sum(1 for card in chosen if card in handover) <= 0:
            candidates = [card for _, card in entries if card in handover]
            others = sum(1 for _, card in entries if card not in handover)
            if minimum <= others:
                card = _ask(choose, candidates, 1, 1)[0]
                # step 4
                chosen.append(card)
                most = _take(entries, card)
                maximum -= 1
                if maximum == 0 or not entries:
                    return chosen
                if minimum > 0:
                    minimum -= 1
                minimum = max(minimum, most - len(chosen))
                if minimum == 0 and not confirm():
                    return chosen
    # step 5: the rest at once, unless a minimum count is still to be met
    highest = entries[0][0] if entries else 0
    if minimum >= highest:
        return chosen + _ask(choose, [card for _, card in entries], minimum, maximum)
    picked = _ask(choose, [card for _, card in entries], minimum, minimum)      # step 7
    while True:
        # step 8
        most = 0
        for card in picked:
            chosen.append(card)
            most = max(most, _take(entries, card))
        maximum -= len(picked)
        if maximum == 0 or not entries:
            return chosen
        minimum = max(0, most - len(chosen))
        if minimum == 0 and not confirm():
            return chosen
        # step 9
        highest = entries[0][0]
        minimum = max(minimum, 1)
        candidates = [card for _, card in entries]
        if minimum + len(chosen) >= highest:
            return chosen + _ask(choose, candidates, minimum, maximum)
        picked = _ask(choose, candidates, minimum, minimum)


def _tune_magician_steps(duel, player, xyz, minimum, maximum, entries, chosen, choose, confirm):
    """select_xyz_material steps 2 and 20-23: None when every remaining card can be used with
    every other (the ordinary steps go on), else the materials chosen one at a time."""
    count = spsummonable_count(duel, xyz, player)
    handover = handover_cards(duel, xyz, player) if count <= 0 else []
    for card in chosen:
        effect = _tune_magician(card)
        if effect is not None:
            entries[:] = [(k, c) for k, c in entries if not _excludes(effect, c)]
    kept, params, digit = _tune_groups(entries, chosen)
    entries[:] = kept
    selectable = 0
    check = 1
    while check <= digit:
        group_entries = [(k, c) for k, c in entries if params[c] & check]
        if duel.global_flags & GLOBALFLAG_XMAT_COUNT_LIMIT:
            most = min(maximum, len(group_entries)) + len(chosen)
            group_entries = [(k, c) for k, c in group_entries if k <= most]
        if not (count <= 0 and count + sum(1 for _, c in group_entries if c in handover) <= 0) \
                and len(group_entries) >= minimum:
            selectable |= check
        check <<= 1
    common = selectable
    entries[:] = [(k, c) for k, c in entries if params[c] & selectable]
    for _, card in entries:
        common &= params[card]
    if common:
        return None
    # step 20: with no free zone, the first material from a zone the Xyz monster may take
    first = True
    while True:
        candidates = [card for _, card in entries]
        if first:
            first = False
            count = spsummonable_count(duel, xyz, player)
            if count <= 0:
                handover = handover_cards(duel, xyz, player)
                if count + sum(1 for card in chosen if card in handover) <= 0:
                    candidates = [card for _, card in entries if card in handover]
        card = _ask(choose, candidates, 1, 1)[0]          # step 20 or 21
        # step 22
        chosen.append(card)
        selectable &= params[card]
        most = 0
        for entry in list(entries):
            if entry[1] is card:
                most = entry[0]
                entries.remove(entry)
            elif not params[entry[1]] & selectable:
                entries.remove(entry)
        maximum -= 1
        if maximum == 0 or not entries:
            return chosen
        if minimum > 0:
            minimum -= 1
        minimum = max(minimum, most - len(chosen))
        if minimum == 0 and not confirm():               # step 23
            return chosen


def material_filter(duel, function):
    """A script's material filter as a predicate on a card (nil: every card)."""
    if function is None:
        return None
    return lambda card: truthy(duel.host.call(function, card))
