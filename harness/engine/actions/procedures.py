"""Special Summons by a card's own procedure: EFFECT_SPSUMMON_PROC (the Synchro, Xyz and Link
procedures of procedure.lua are such effects, as are "you can Special Summon this card from your
hand by ...") and EFFECT_SPSUMMON_PROC_G (the Pendulum Summon), as ygopro-core runs them:
card::filter_spsummon_procedure / is_spsummonable and field::special_summon_rule (operations.cpp).

A procedure's condition, target and operation get the card, then the material limits a
Duel.SynchroSummon / XyzSummon / LinkSummon call sets (the tuner and materials to use), as the
core passes core.limit_tuner etc.
"""
from dataclasses import dataclass

from harness.constants import (
    EFFECT_SPSUMMON_PROC, EFFECT_SPSUMMON_PROC_G, EFFECT_FLAG_SPSUM_PARAM, EFFECT_CANNOT_SPECIAL_SUMMON, EFFECT_SPSUMMON_COST,
    SUMMON_TYPE_SPECIAL, SUMMON_TYPE_SYNCHRO, SUMMON_TYPE_XYZ, SUMMON_TYPE_LINK,
    REASON_SPSUMMON, REASON_SYNCHRO, REASON_XYZ, REASON_LINK, POS_FACEUP,
    POS_FACEUP_ATTACK, POS_FACEDOWN, LOCATION_MZONE, LOCATION_PZONE, PLAYER_NONE, TYPE_MONSTER,
    STATUS_PROC_COMPLETE, STATUS_SPSUMMON_TURN, STATUS_CANNOT_CHANGE_FORM, STATUS_FORBIDDEN,
    EVENT_BE_PRE_MATERIAL, EVENT_BE_MATERIAL, EVENT_SPSUMMON_SUCCESS, EVENT_SPSUMMON, ACTIVITY_SPSUMMON, EFFECT_MATERIAL_CHECK,
    EFFECT_CHANGE_LSCALE, EFFECT_CHANGE_RSCALE, EFFECT_FLAG_BOTH_SIDE, EFFECT_UPDATE_LSCALE, EFFECT_UPDATE_RSCALE,
)
from ..state import count_limits
from ..state.decisions import OptionChoice
from ..state.errors import IllegalAction
from ..state.group import Group
from ..state.host import truthy
from ..values import stats, zones
from ..rules import summon_checks
from . import operations
from .card_rules import set_special_summon_status, unique_conflict

# card.h: the parts of a summon type a procedure's value gives (the main type is SPECIAL)
SUMMON_VALUE_SUB_TYPE, SUMMON_VALUE_CUSTOM_TYPE = 0x0f000000, 0x0000ffff
_MATERIAL_REASONS = {SUMMON_TYPE_SYNCHRO: REASON_SYNCHRO, SUMMON_TYPE_XYZ: REASON_XYZ, SUMMON_TYPE_LINK: REASON_LINK}


@dataclass
class MaterialLimits:
    """core.limit_tuner, limit_syn (+ min/max), limit_xyz (+ min/max), limit_link, limit_link_card
    (+ min/max): what a Duel.SynchroSummon / XyzSummon / LinkSummon call says the procedure must use."""
    tuner: object = None
    synchro: object = None
    synchro_min: int = 0
    synchro_max: int = 0
    xyz: object = None
    xyz_min: int = 0
    xyz_max: int = 0
    link: object = None
    link_card: object = None
    link_min: int = 0
    link_max: int = 0

    def arguments(self):
        """The extra arguments of the procedure's functions, as card::is_spsummonable adds them."""
        group = lambda cards: Group(cards) if cards is not None else None     # noqa: E731
        if self.tuner is not None or self.synchro is not None:
            extra = [self.tuner, group(self.synchro)]
            return extra + ([self.synchro_min, self.synchro_max] if self.synchro_min else [])
        if self.xyz is not None:
            return [group(self.xyz)] + ([self.xyz_min, self.xyz_max] if self.xyz_min else [])
        if self.link is not None or self.link_card is not None:
            extra = [group(self.link), self.link_card]
            return extra + ([self.link_min, self.link_max] if self.link_min else [])
        return []


NO_LIMITS = MaterialLimits()


def _destination(effect, player):
    """(position, player) of EFFECT_FLAG_SPSUM_PARAM (SetTargetRange(POS, 0|1)), else face-up to player."""
    if effect.has_property(EFFECT_FLAG_SPSUM_PARAM):
        position, other = effect.target_range
        return position, (player if other == 0 else 1 - player)
    return POS_FACEUP, player


def summon_value(duel, effect, card):
    """The procedure's value: (summon type, zone mask); a function value may return both."""
    value = effect.value
    if value is None:
        return 0, 0xff
    if isinstance(value, (int, float)):
        return stats.script_integer(value, effect), 0xff
    result = duel.host.call(value, effect, card)
    numbers = [stats.script_integer(v, effect, value) for v in (result if isinstance(result, tuple) else (result,))
               if isinstance(v, (int, float))]
    return (numbers[0] if numbers else 0), (numbers[1] if len(numbers) > 1 else 0xff)


def _condition_holds(duel, effect, card, limits):
    """card::is_spsummonable: the procedure's condition(e, c, limits...), with the procedure as
    the reason effect and the card's controller as the reason player."""
    if effect.condition is None:
        return True
    with duel.acting(effect, card.controller):
        return truthy(duel.host.call(effect.condition, effect, card, *limits.arguments()))


def _own(card, code):
    """card::filter_effect_container(field_effect, code): the card's own field effects with this
    code that are available where it is (a procedure works from its range: the hand, the Extra Deck;
    off the field a card's effects are always enabled, as in the core)."""
    found = []
    for effect in card.effects:
        if effect.code != code or not effect.is_field:
            continue
        if card.is_onfield() and not stats.is_available(effect):
            continue
        if not card.is_onfield() and not (stats.in_range(effect, card) and stats.condition_holds(effect)):
            continue
        found.append(effect)
    return found


def procedures(duel, card, player, summon_type=0, limits=NO_LIMITS):
    """card::filter_spsummon_procedure: the EFFECT_SPSUMMON_PROC effects of the card that could
    summon it now (of `summon_type` when given), its uniqueness on the field allowing."""
    found = []
    for effect in _own(card, EFFECT_SPSUMMON_PROC):
        position, to_player = _destination(effect, player)
        if not count_limits.count_limit_available(duel, effect, player) or not _condition_holds(duel, effect, card, limits):
            continue
        # a face-up summon must keep the uniqueness on the receiving player's field (a second
        # Kaiju there): field::check_unique_onfield(this, toplayer, LOCATION_MZONE)
        if not position & POS_FACEDOWN and unique_conflict(duel, card, to_player, LOCATION_MZONE):
            continue
        kind, _ = summon_value(duel, effect, card)
        if summon_type and summon_type != kind:
            continue
        reason_effect = duel.reason_effect or effect
        if summon_checks.player_can_special_summon(duel, reason_effect, kind, position, player, to_player, card):
            found.append(effect)
    return found


def pendulum_procedures(duel, card, player):
    """card::filter_spsummon_procedure_g: the EFFECT_SPSUMMON_PROC_G effects (the Pendulum Summon)."""
    found = []
    for effect in _own(card, EFFECT_SPSUMMON_PROC_G):
        if not count_limits.count_limit_available(duel, effect, player):
            continue
        if card.controller != player and not effect.has_property(EFFECT_FLAG_BOTH_SIDE):
            continue
        if _condition_holds(duel, effect, card, NO_LIMITS):
            found.append(effect)
    return found


def is_special_summonable(duel, card, player, summon_type=0, limits=NO_LIMITS):
    """card::is_special_summonable."""
    if not card.data.type & TYPE_MONSTER or stats.applying(card, EFFECT_CANNOT_SPECIAL_SUMMON) \
            or stats.status(card) & STATUS_FORBIDDEN:
        return False
    if not summon_checks.cost_condition_holds(duel, card, EFFECT_SPSUMMON_COST, player, summon_type):
        return False
    return bool(procedures(duel, card, player, summon_type, limits))


def special_summon_rule(duel, player, card, summon_type=0, limits=NO_LIMITS, cancelable=False):
    """field::special_summon_rule: summon `card` by one of its procedures (for a Pendulum Scale's
    EFFECT_SPSUMMON_PROC_G, the monsters it selects). Returns the summoned cards ([] when the
    summon was negated, None when the player cancelled it or selected nothing); raises
    IllegalAction when no procedure can summon it now."""
    found = procedures(duel, card, player, summon_type, limits) + pendulum_procedures(duel, card, player)
    if not found:
        raise IllegalAction(f"{card.describe()} cannot be Special Summoned by its own procedure now "
                            f"(no EFFECT_SPSUMMON_PROC whose condition holds and whose summon the uniqueness on the field allows{' for that summon type' if summon_type else ''})")
    index = 0
    if len(found) > 1:
        index = duel.chooser.select_option(OptionChoice(player, [e.description for e in found]))
    effect = found[index]
    duel.phase_action = True                   # field::special_summon_rule
    saved, duel.summon_cancelable = duel.summon_cancelable, cancelable     # the idle command's summons may be
    try:                                                                   # cancelled, those by effects not
        if effect.code == EFFECT_SPSUMMON_PROC_G:
            return _pendulum_summon(duel, player, card, effect)
        return _by_procedure(duel, player, card, effect, limits)
    finally:
        duel.summon_cancelable = saved


def _by_procedure(duel, player, card, effect, limits):
    with duel.acting(effect, player):
        extra = limits.arguments()
        if effect.target is not None:
            go_on = duel.host.call(effect.target, effect, player, None, PLAYER_NONE, 0, None, 0, PLAYER_NONE, 1, card,
                                   *extra)
            if not truthy(go_on):
                return None              # the player cancelled (no material selected)
        _pay_summon_costs(duel, card, player)
        card.materials = []
        if effect.operation is not None:
            duel.host.call(effect.operation, effect, player, None, PLAYER_NONE, 0, None, 0, PLAYER_NONE, card, *extra)
        count_limits.use_count_limit(duel, effect, player)
    return [card] if _place(duel, player, card, effect) else []


def _pay_summon_costs(duel, card, player):
    for cost in stats.applying(card, EFFECT_SPSUMMON_COST):
        if cost.operation is not None:
            with duel.acting(cost, player):
                duel.host.call(cost.operation, cost, player, None, PLAYER_NONE, 0, None, 0, PLAYER_NONE)


def _place(duel, player, card, effect):
    """special_summon_rule steps 4-17: the card is put on the field, its materials get
    EVENT_BE_PRE_MATERIAL, the "would be Special Summoned" window (EVENT_SPSUMMON: not during a
    chain), then its materials EVENT_BE_MATERIAL and the card EVENT_SPSUMMON_SUCCESS. Returns
    whether the summon happened (not negated)."""
    position, to_player = _destination(effect, player)
    kind, zone = summon_value(duel, effect, card)
    summon_type = (kind & (SUMMON_VALUE_SUB_TYPE | SUMMON_VALUE_CUSTOM_TYPE)) | SUMMON_TYPE_SPECIAL
    position = summon_checks.spsummonable_position(duel, card, effect, summon_type, position, player, to_player) \
        or POS_FACEUP_ATTACK
    sequence = zones.summon_sequence(duel, card, to_player, player, zone)
    if sequence is None:
        raise IllegalAction(f"no Monster Zone {card.describe()} could be Special Summoned to")
    card.summon_location = card.current.location
    card.summon_type = summon_type
    operations.move_to_field(duel, card, player, to_player, LOCATION_MZONE, _one_position(position), enable=False,
                             sequence=sequence)
    card.reason, card.reason_effect, card.reason_player = REASON_SPSUMMON, effect, player
    card.summon_player = player
    operations.summoned_to(duel, card, to_player)
    material_reason = _MATERIAL_REASONS.get(effect.value if isinstance(effect.value, int) else kind, REASON_SPSUMMON)
    materials = list(card.materials)
    for material in materials:
        operations.raise_single_event(duel, material, EVENT_BE_PRE_MATERIAL, [], effect, material_reason, player, player)
    operations.raise_event(duel, EVENT_BE_PRE_MATERIAL, materials, effect, material_reason, player, player,
                           single_cards=[])
    if not duel.processor.summon_window(duel, EVENT_SPSUMMON, [card], effect, player):     # none in a chain
        return False                # the summon was negated
    card.status_flags |= STATUS_PROC_COMPLETE | STATUS_SPSUMMON_TURN | STATUS_CANNOT_CHANGE_FORM
    operations.enable_field_effect(card, True)
    for material in materials:
        operations.raise_single_event(duel, material, EVENT_BE_MATERIAL, [], effect, material_reason, player, player)
    operations.raise_event(duel, EVENT_BE_MATERIAL, materials, effect, material_reason, player, player, single_cards=[])
    duel.count_activity(player, ACTIVITY_SPSUMMON, card)
    set_special_summon_status(duel, card, effect)                  # special_summon_rule step 17
    operations.raise_single_event(duel, card, EVENT_SPSUMMON_SUCCESS, [], effect, 0, player, player)
    operations.raise_event(duel, EVENT_SPSUMMON_SUCCESS, [card], effect, 0, player, player, single_cards=[])
    duel.processor.adjust(duel)         # the processor's adjust pass (hooks.py)
    return True


def _one_position(positions):
    for position in (POS_FACEUP_ATTACK, 0x4, 0x2, 0x8):   # face-up attack, face-up defense, face-down attack/defense
        if positions & position:
            return position
    return POS_FACEUP_ATTACK


def _pendulum_summon(duel, player, card, effect):
    """special_summon_rule steps 20-27: the EFFECT_SPSUMMON_PROC_G operation fills a group (the
    Pendulum Summon's selection), and every monster of it is Special Summoned at once."""
    chosen = Group([])
    with duel.acting(effect, player):
        if effect.operation is not None:
            duel.host.call(effect.operation, effect, player, None, PLAYER_NONE, 0, None, 0, PLAYER_NONE, card, chosen,
                           None)
        count_limits.use_count_limit(duel, effect, player)
    monsters = [c for c in chosen.cards if c.data.type & TYPE_MONSTER and c.current.location != LOCATION_MZONE
                and not stats.applying(c, EFFECT_CANNOT_SPECIAL_SUMMON)]
    if not monsters:
        return None
    for monster in monsters:
        _pay_summon_costs(duel, monster, player)
    for monster in monsters:
        kind, _ = summon_value(duel, effect, monster)
        sequence = zones.summon_sequence(duel, monster, player, player)
        if sequence is None:
            raise IllegalAction(f"no Monster Zone {monster.describe()} could be Pendulum Summoned to")
        monster.summon_location = monster.current.location
        monster.summon_type = (kind & 0xff00ffff) | SUMMON_TYPE_SPECIAL
        position = summon_checks.spsummonable_position(duel, monster, effect, monster.summon_type, POS_FACEUP, player,
                                                       player)
        operations.move_to_field(duel, monster, player, player, LOCATION_MZONE, _one_position(position), enable=False,
                                 sequence=sequence)
        monster.reason, monster.reason_effect, monster.reason_player = REASON_SPSUMMON, effect, player
        monster.summon_player = player
        operations.summoned_to(duel, monster, player)
    monsters = duel.processor.summon_window(duel, EVENT_SPSUMMON, monsters, effect, player)       # none in a chain
    if not monsters:
        return []
    for monster in monsters:
        monster.status_flags |= STATUS_PROC_COMPLETE | STATUS_SPSUMMON_TURN | STATUS_CANNOT_CHANGE_FORM
        operations.enable_field_effect(monster, True)
        duel.count_activity(player, ACTIVITY_SPSUMMON, monster)
        set_special_summon_status(duel, monster, effect)           # special_summon_rule step 29
        operations.raise_single_event(duel, monster, EVENT_SPSUMMON_SUCCESS, [], effect, 0, player, player)
    operations.raise_event(duel, EVENT_SPSUMMON_SUCCESS, monsters, effect, 0, player, player, single_cards=[])
    duel.processor.adjust(duel)         # the processor's adjust pass (hooks.py)
    return monsters


def scale(card, left=True):
    """card::get_lscale / get_rscale: printed outside a Pendulum Zone; there EFFECT_UPDATE_*SCALE
    adds and EFFECT_CHANGE_*SCALE sets, in the order they apply, never below 0."""
    printed = card.data.lscale if left else card.data.rscale
    if not card.is_location(LOCATION_PZONE):
        return printed
    key = "lscale" if left else "rscale"
    partial = card.computing.get(key)
    if partial is not None:
        return partial
    update, change = (EFFECT_UPDATE_LSCALE, EFFECT_CHANGE_LSCALE) if left else (EFFECT_UPDATE_RSCALE, EFFECT_CHANGE_RSCALE)
    value, up = printed, 0
    card.computing[key] = value
    try:
        for effect in stats._sorted(stats.applying(card, update) + stats.applying(card, change)):
            if effect.code == update:
                up += stats.effect_value(effect, card)
            else:
                value, up = stats.effect_value(effect, card), 0
            card.computing[key] = value
    finally:
        card.computing.pop(key, None)
    return max(value + up, 0)


def set_material(card, materials):
    """card::set_material: the materials it was summoned with; each one's reason card is it, and
    its EFFECT_MATERIAL_CHECK values are asked (they record what the materials were)."""
    card.materials = list(materials or [])
    for material in card.materials:
        material.reason_card = card
    for check in stats.applying(card, EFFECT_MATERIAL_CHECK):
        stats.effect_value(check, card)
