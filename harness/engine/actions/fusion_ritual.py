"""Fusion and Ritual materials: which cards may be used, what they count as, and how the
materials of a Fusion Monster are checked and selected.

Each function names the place of ygopro-core whose answer it reproduces:

- card.cpp: card::is_fusion_set_card, get_fusion_type, get_fusion_attribute, fusion_check,
  fusion_select, check_fusion_substitute, is_can_be_fusion_material, is_fusion_summonable_card,
  get_ritual_level (get_mat_level), is_can_be_ritual_material;
- libcard.cpp: card_get_fusion_code, card_is_fusion_code;
- field.cpp: field::get_fusion_material, get_ritual_material, ritual_release;
- processor.cpp: PROCESSOR_SELECT_FUSION (the Fusion Monster's EFFECT_FUSION_MATERIAL operation
  chooses the materials and hands them back with Duel.SetFusionMaterial);
- libduel.cpp: duel_get_chain_material.

The core keeps two values for these while they run: core.not_material (a check or selection
"not as Fusion Material", Card.CheckFusionMaterial's fifth argument: the Fusion-only names,
archetypes, attributes and prohibitions do not apply) and core.fusion_materials (what
Duel.SetFusionMaterial set). The harness keeps them on the duel as `fusion_not_material` and
`fusion_materials`.
"""
from contextlib import contextmanager

from harness.constants import (
    EFFECT_ADD_FUSION_CODE, EFFECT_ADD_FUSION_SETCODE, EFFECT_ADD_SETCODE, EFFECT_CHANGE_FUSION_ATTRIBUTE,
    EFFECT_FUSION_MATERIAL, EFFECT_FUSION_SUBSTITUTE, EFFECT_CANNOT_BE_FUSION_MATERIAL, EFFECT_EXTRA_FUSION_MATERIAL,
    EFFECT_MATERIAL_LIMIT, EFFECT_SPSUMMON_CONDITION, EFFECT_RITUAL_LEVEL, EFFECT_RITUAL_LEVEL_EX,
    EFFECT_EXTRA_RITUAL_MATERIAL, EFFECT_OVERLAY_RITUAL_MATERIAL, EFFECT_EXTRA_RELEASE, EFFECT_CHAIN_MATERIAL,
    EFFECT_CANNOT_REMOVE, LOCATION_MZONE, LOCATION_SZONE, LOCATION_PZONE, LOCATION_HAND, LOCATION_GRAVE,
    LOCATION_REMOVED, LOCATION_DECK, LOCATION_EXTRA, LOCATION_OVERLAY, PLAYER_NONE, POS_FACEUP,
    REASON_EFFECT, REASON_MATERIAL, REASON_RITUAL, REASON_RELEASE, STATUS_FORBIDDEN, STATUS_NO_LEVEL,
    STATUS_SUMMONING, STATUS_SPSUMMON_STEP, SUMMON_TYPE_FUSION, SUMMON_TYPE_SPECIAL, TYPE_FUSION, TYPE_LINK,
    TYPE_MONSTER, TYPE_PENDULUM, TYPE_XYZ,
)
from ..state.group import Group
from ..state.host import truthy
from ..values import negation, queries, stats
from ..values.zones import treated_as_not_on_field
from ..rules import capabilities
from . import operations

CHKF_NOT_FUSION_SUBSTITUTE = 0x100    # chkf bits the procedures read: not a Fusion Summon (substitutes allowed)
CHKF_NOT_FUSION = 0x200               # not a Fusion Summon, no substitute: the material limit sees SUMMON_TYPE_SPECIAL


# -- the core's two values -----------------------------------------------------------------------------
def not_material(duel):
    """core.not_material: a check or selection in progress "not as Fusion Material"."""
    return duel.fusion_not_material


@contextmanager
def _not_material(duel, value):
    saved = not_material(duel)
    duel.fusion_not_material = bool(value)
    try:
        yield
    finally:
        duel.fusion_not_material = saved


def set_fusion_material(duel, cards):
    """Duel.SetFusionMaterial: core.fusion_materials = the group's cards."""
    duel.fusion_materials = _sorted(cards)


def _sorted(cards):
    """A card_set: one copy of each card, in card id order (card_sort)."""
    unique = []
    for card in cards:
        if card is not None and card not in unique:
            unique.append(card)
    return sorted(unique, key=lambda c: c.card_id)


def _value_accepts(effect, *args):
    """effect::check_value_condition: a value function's result as a condition, or the value."""
    value = effect.value
    if value is None:
        return False
    if isinstance(value, (bool, int, float)):
        return bool(value)
    return truthy(effect.duel.host.call(value, effect, *args))


# -- names, archetypes, types and attributes as Fusion Material ---------------------------------------
def fusion_codes(card):
    """Card.GetFusionCode (card_get_fusion_code): its codes, then each EFFECT_ADD_FUSION_CODE
    value, unless not as Fusion Material."""
    codes = list(stats.current_codes(card))
    if not not_material(card.duel):
        codes += [stats.effect_value(e, card) for e in stats.applying(card, EFFECT_ADD_FUSION_CODE)]
    return codes


def is_fusion_code(card, codes):
    """Card.IsFusionCode (card_is_fusion_code): one of the codes is a current code or an
    EFFECT_ADD_FUSION_CODE value (the latter not while not as Fusion Material)."""
    current = fusion_codes(card)
    return any(code in current for code in codes if code is not None)


def is_fusion_set_card(card, setname):
    """card::is_fusion_set_card: an archetype of the card, else (not while not as Fusion
    Material) of an EFFECT_ADD_FUSION_CODE code, or an EFFECT_ADD_FUSION_SETCODE value."""
    if queries.is_set_card(card, setname):
        return True
    if not_material(card.duel):
        return False
    if any(queries.code_has_setcode(card.duel, stats.effect_value(e, card), setname)
           for e in stats.applying(card, EFFECT_ADD_FUSION_CODE)):
        return True
    return any(queries.setcode_matches(stats.effect_value(e, card), setname)
               for e in stats.applying(card, EFFECT_ADD_FUSION_SETCODE))


def fusion_type(card):
    """card::get_fusion_type: a monster card in the Spell & Trap Zone counts with its printed
    type (not while not as Fusion Material); otherwise its current type."""
    if card.current.location == LOCATION_SZONE and card.data.type & TYPE_MONSTER and not not_material(card.duel):
        return card.data.type
    return stats.current_type(card)


def fusion_attribute(card, player):
    """card::get_fusion_attribute: the last EFFECT_CHANGE_FUSION_ATTRIBUTE value (its value
    function gets the card and the player), else (or while not as Fusion Material) its attribute."""
    changes = stats.applying(card, EFFECT_CHANGE_FUSION_ATTRIBUTE)
    if not changes or not_material(card.duel):
        return stats.current_attribute(card)
    return stats.effect_value(changes[-1], card, player)


# -- Fusion Material ---------------------------------------------------------------------------------
def can_be_fusion_material(card, fusion_card=None, summon_type=SUMMON_TYPE_FUSION):
    """card::is_can_be_fusion_material: not forbidden; then (unless not as Fusion Material) no
    EFFECT_CANNOT_BE_FUSION_MATERIAL whose value (fusion card, summon type) is true, and, if
    EFFECT_EXTRA_FUSION_MATERIAL effects apply, one whose value accepts the fusion card."""
    if stats.status(card) & STATUS_FORBIDDEN:
        return False
    if not_material(card.duel):
        return True
    for prohibition in stats.applying(card, EFFECT_CANNOT_BE_FUSION_MATERIAL):
        if stats.effect_value(prohibition, fusion_card, summon_type):
            return False
    extra = stats.applying(card, EFFECT_EXTRA_FUSION_MATERIAL)
    if extra:
        return any(stats.effect_value(e, fusion_card) for e in extra)
    return True


def check_fusion_substitute(card, fusion_card):
    """card::check_fusion_substitute: an EFFECT_FUSION_SUBSTITUTE applies with no value, or with
    a value (function) that accepts the fusion card."""
    return any(not e.value or stats.effect_value(e, fusion_card) for e in stats.applying(card, EFFECT_FUSION_SUBSTITUTE))


def fusion_material_effect(fusion_card):
    """The Fusion Monster's first single EFFECT_FUSION_MATERIAL effect (single_effect.find:
    registered, whatever its state), or None."""
    for effect in fusion_card.effects:
        if effect.code == EFFECT_FUSION_MATERIAL and effect.is_single:
            return effect
    return None


def _material_group(fusion_card, materials, chkf, not_as_material):
    """fusion_check / fusion_select: a new group of the materials; unless not as Fusion Material,
    without the cards an EFFECT_MATERIAL_LIMIT of the Fusion Monster rejects (its value gets the
    material, the Fusion Monster and SUMMON_TYPE_FUSION, or SUMMON_TYPE_SPECIAL with chkf 0x200).
    No materials (an Instant Fusion check): None."""
    if materials is None:
        return None
    cards = list(materials)
    if not not_as_material:
        summon_type = SUMMON_TYPE_SPECIAL if chkf & CHKF_NOT_FUSION else SUMMON_TYPE_FUSION
        limits = stats.applying(fusion_card, EFFECT_MATERIAL_LIMIT)
        cards = [c for c in cards if all(_value_accepts(limit, c, fusion_card, summon_type) for limit in limits)]
    return Group(cards)


def fusion_check(duel, fusion_card, materials, gc=None, chkf=PLAYER_NONE, not_as_material=False):
    """card::fusion_check (Card.CheckFusionMaterial): the condition of the Fusion Monster's
    EFFECT_FUSION_MATERIAL (false without one, or without a condition), called with (effect,
    materials, gc, chkf) while that effect is the reason effect and its handler's player the
    reason player, and core.not_material is set as asked."""
    effect = fusion_material_effect(fusion_card)
    group = _material_group(fusion_card, materials, chkf, not_as_material)
    if effect is None or effect.condition is None:
        return False
    with duel.acting(effect, _handler_player(effect), duel.current_link), _not_material(duel, not_as_material):
        return truthy(duel.host.call(effect.condition, effect, group, gc, chkf))


def _handler_player(effect):
    """effect::get_handler_player."""
    return effect.handler.controller if effect.handler is not None else effect.owner_player


def select_fusion_material(duel, player, fusion_card, materials, gc=None, chkf=PLAYER_NONE, not_as_material=False):
    """Duel.SelectFusionMaterial (card::fusion_select, PROCESSOR_SELECT_FUSION): core.fusion_materials
    is cleared; the operation of the Fusion Monster's EFFECT_FUSION_MATERIAL runs as an effect
    operation of `player` with (effect, player, eg = the materials, ep = PLAYER_NONE, ev = 0,
    re = the effect, r = 0, rp = player, gc, chkf), with core.not_material set as asked: the
    procedure selects and calls Duel.SetFusionMaterial. Returns those cards, and gc."""
    effect = fusion_material_effect(fusion_card)
    group = _material_group(fusion_card, materials, chkf, not_as_material)
    duel.fusion_materials = []
    if effect is not None and effect.operation is not None:
        with duel.acting(effect, player, duel.current_link), _not_material(duel, not_as_material):
            duel.host.call(effect.operation, effect, player, group, PLAYER_NONE, 0, effect, 0, player, gc, chkf)
    chosen = list(duel.fusion_materials)
    if gc is not None and gc not in chosen:
        chosen = _sorted(chosen + [gc])
    return chosen


def fusion_material(duel, player, location=LOCATION_HAND | LOCATION_MZONE):
    """field::get_fusion_material (Duel.GetFusionMaterial): the base materials are the player's
    monsters on the field (not being summoned) and the monster cards in the other locations asked
    (a monster card in the Spell & Trap or Pendulum Zones too); all the materials add the cards
    in the player's Spell & Trap Zones and GY that an EFFECT_EXTRA_FUSION_MATERIAL applies to.
    Returns (all, base), each in card id order."""
    base = []
    if location & LOCATION_MZONE:
        base += [c for c in duel.zone_list(player, LOCATION_MZONE) if c is not None and not treated_as_not_on_field(c)]
    for loc in (LOCATION_HAND, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_DECK, LOCATION_EXTRA):
        if location & loc:
            base += [c for c in duel.zone_list(player, loc) if c.data.type & TYPE_MONSTER]
    szone = [c for c in duel.zone_list(player, LOCATION_SZONE) if c is not None]
    if location & LOCATION_SZONE:
        base += [c for c in szone if c.data.type & TYPE_MONSTER and not treated_as_not_on_field(c)]
    if location & LOCATION_PZONE:
        base += [c for c in szone if c.is_location(LOCATION_PZONE) and c.data.type & TYPE_MONSTER
                 and not treated_as_not_on_field(c)]
    extra = [c for c in szone + list(duel.zone_list(player, LOCATION_GRAVE))
             if stats.applying(c, EFFECT_EXTRA_FUSION_MATERIAL)]
    return _sorted(extra + base), _sorted(base)


def is_fusion_summonable_card(duel, card, summon_type=0):
    """card::is_fusion_summonable_card: a Fusion Monster (not a face-up Pendulum one in the Extra
    Deck) whose EFFECT_SPSUMMON_CONDITION values accept (reason effect, reason player, the
    summon type with SUMMON_TYPE_FUSION, 0, 0)."""
    if not card.data.type & TYPE_FUSION:
        return False
    if card.data.type & TYPE_PENDULUM and card.current.location == LOCATION_EXTRA and card.is_faceup():
        return False
    summon_type |= SUMMON_TYPE_FUSION
    return all(_value_accepts(condition, duel.reason_effect, duel.reason_player, summon_type, 0, 0)
               for condition in stats.applying(card, EFFECT_SPSUMMON_CONDITION))


def chain_material(duel, player):
    """duel_get_chain_material: the first EFFECT_CHAIN_MATERIAL that applies to the player."""
    found = stats.player_effects(duel, player, EFFECT_CHAIN_MATERIAL)
    return found[0] if found else None


# -- Ritual Material ---------------------------------------------------------------------------------
def _material_level_from(card, code, other):
    """card::get_mat_level_from_effect: the first non-zero value (its function gets the other card)."""
    for effect in stats.applying(card, code):
        level = stats.effect_value(effect, other)
        if level:
            return level
    return 0


def ritual_level(card, ritual_card):
    """card::get_ritual_level (get_mat_level): an Xyz or Link Monster, or a card with no Level,
    counts only by EFFECT_RITUAL_LEVEL_EX; others by the first non-zero EFFECT_RITUAL_LEVEL value
    (a value may hold two Levels, low and high 16 bits), else their Level."""
    if card.data.type & (TYPE_XYZ | TYPE_LINK) or card.status_flags & STATUS_NO_LEVEL:
        return _material_level_from(card, EFFECT_RITUAL_LEVEL_EX, ritual_card)
    return _material_level_from(card, EFFECT_RITUAL_LEVEL, ritual_card) or stats.current_level(card)


def can_be_ritual_material(card, ritual_card):
    """card::is_can_be_ritual_material: a monster; in the GY only with an
    EFFECT_EXTRA_RITUAL_MATERIAL whose value accepts the Ritual Monster."""
    if not stats.current_type(card) & TYPE_MONSTER:
        return False
    if card.current.location == LOCATION_GRAVE:
        return any(stats.effect_value(e, ritual_card) for e in stats.applying(card, EFFECT_EXTRA_RITUAL_MATERIAL))
    return True


def _removable(duel, card, player):
    """card::is_removeable(player, POS_FACEUP, REASON_EFFECT)."""
    if not queries.player_can_remove(duel, player, card, REASON_EFFECT):
        return False
    return not stats.applying(card, EFFECT_CANNOT_REMOVE)


def ritual_material(duel, player, effect, no_level=False):
    """field::get_ritual_material (Duel.GetRitualMaterial; GetRitualMaterialEx with no_level):
    the player's monsters the effect affects and could Tribute (with a Level, an
    EFFECT_RITUAL_LEVEL_EX, or no_level), the Xyz Materials of those with
    EFFECT_OVERLAY_RITUAL_MATERIAL, the opponent's face-up such monsters under EFFECT_EXTRA_RELEASE,
    the monster cards in the hand it could Tribute, and the monsters in the GY (that could be
    banished) and Extra Deck with EFFECT_EXTRA_RITUAL_MATERIAL. In card id order."""
    def leveled(card, holder=None):
        return no_level or stats.current_level(card) > 0 or bool(stats.applying(holder or card, EFFECT_RITUAL_LEVEL_EX))

    def tributable(card):
        return negation.is_affected_by(card, effect) \
            and capabilities.releasable_by_nonsummon(duel, card, player, REASON_EFFECT) \
            and capabilities.releasable_by_effect(card, player, effect)

    found = []
    for card in duel.zone_list(player, LOCATION_MZONE):
        if card is None:
            continue
        if tributable(card) and leveled(card):
            found.append(card)
        if stats.applying(card, EFFECT_OVERLAY_RITUAL_MATERIAL):
            found += [m for m in card.overlays if leveled(m, card)]
    for card in duel.zone_list(1 - player, LOCATION_MZONE):
        if card is not None and negation.is_affected_by(card, effect) and stats.applying(card, EFFECT_EXTRA_RELEASE) \
                and card.is_position(POS_FACEUP) and tributable(card) and leveled(card):
            found.append(card)
    found += [c for c in duel.zone_list(player, LOCATION_HAND)
              if c.data.type & TYPE_MONSTER and capabilities.releasable_by_nonsummon(duel, c, player, REASON_EFFECT)]
    found += [c for c in duel.zone_list(player, LOCATION_GRAVE)
              if c.data.type & TYPE_MONSTER and stats.applying(c, EFFECT_EXTRA_RITUAL_MATERIAL)
              and _removable(duel, c, player) and leveled(c)]
    found += [c for c in duel.zone_list(player, LOCATION_EXTRA)
              if stats.applying(c, EFFECT_EXTRA_RITUAL_MATERIAL) and leveled(c)]
    return _sorted(found)


def release_ritual_material(duel, cards):
    """field::ritual_release (Duel.ReleaseRitualMaterial), with REASON_RITUAL + REASON_EFFECT +
    REASON_MATERIAL and the current reason effect and player: Xyz Materials and Extra Deck cards
    are sent to the GY, cards in the GY banished face-up, the others Tributed (field::release:
    not a card being summoned, nor one the effect cannot affect or the player could not Tribute;
    they go to the GY with REASON_RELEASE). In that order; returns the cards moved."""
    reason = REASON_RITUAL | REASON_EFFECT | REASON_MATERIAL
    effect, player = duel.reason_effect, duel.reason_player
    to_grave, released, banished = [], [], []
    for card in _sorted(cards):
        if card.current.location == LOCATION_GRAVE:
            banished.append(card)
        elif card.current.location & (LOCATION_OVERLAY | LOCATION_EXTRA):
            to_grave.append(card)
        else:
            released.append(card)
    released = [c for c in released
                if not c.status_flags & (STATUS_SUMMONING | STATUS_SPSUMMON_STEP)
                and negation.is_affected_by(c, effect)
                and capabilities.releasable_by_nonsummon(duel, c, player, reason)]
    moved = []
    for group, destination, extra in ((to_grave, LOCATION_GRAVE, 0), (released, LOCATION_GRAVE, REASON_RELEASE),
                                      (banished, LOCATION_REMOVED, 0)):
        if group:
            operations.send_to(duel, group, effect, reason | extra, player, destination, position=POS_FACEUP,
                               release=bool(extra))
            moved += duel.operated
    duel.operated = moved
    return moved

