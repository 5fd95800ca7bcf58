"""Card.*: queries on a card, its relations, and registering effects on it (libcard.cpp)."""
from harness.constants import (
    LOCATION_MZONE, LOCATION_ONFIELD, LOCATION_HAND, LOCATION_DECK, LOCATION_GRAVE, LOCATION_REMOVED,
    POS_ATTACK, POS_DEFENSE, TYPE_XYZ, TYPE_LINK, TYPE_MONSTER, EFFECT_TYPE_ACTIVATE,
    EFFECT_CANNOT_BE_EFFECT_TARGET, EFFECT_FORBIDDEN, EFFECT_CANNOT_TO_HAND, EFFECT_CANNOT_TO_DECK,
    EFFECT_CANNOT_TO_GRAVE, EFFECT_CANNOT_REMOVE, EFFECT_INDESTRUCTABLE, EFFECT_UNRELEASABLE_SUM,
    EFFECT_TYPE_SINGLE, EFFECT_REVIVE_LIMIT, EFFECT_COUNTER_PERMIT, EFFECT_UNIQUE_CHECK, EFFECT_FLAG_CANNOT_DISABLE, RESET_PHASE, RESET_SELF_TURN, RESET_OPPO_TURN,
    EFFECT_FLAG_UNCOPYABLE, EFFECT_FLAG_SINGLE_RANGE, STATUS_COPYING_EFFECT, STATUS_PROC_COMPLETE,
    LOCATION_SZONE, LOCATION_FZONE, GLOBALFLAG_SPSUMMON_ONCE, COUNTER_WITHOUT_PERMIT, EFFECT_COUNTER_LIMIT, POS_FACEUP,
    STATUS_SUMMONING, STATUS_BATTLE_DESTROYED, LOCATION_EXTRA, EFFECT_FLAG_EFFECT,
)
from harness.engine import capabilities, operations, stats, summons
from harness.engine.group import Group
from ..registry import api


# -- identity and printed data -------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer, integer?", "Current code(s), alias and code-changing effects applied.")
def GetCode(ctx, c):
    return tuple(stats.current_codes(ctx.card(c, 1)))


@api("Card", "(c: Card) -> integer", "The printed code (alias if it has one).")
def GetOriginalCode(ctx, c):
    card = ctx.card(c, 1)
    return card.data.alias or card.data.code


@api("Card", "(c: Card) -> integer, integer?", "Printed code(s) for rules that read the original name.")
def GetOriginalCodeRule(ctx, c):
    card = ctx.card(c, 1)
    return card.data.alias or card.data.code


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether it currently has any of these codes.")
def IsCode(ctx, c, *codes):
    current = stats.current_codes(ctx.card(c, 1))
    return any(code in current for code in codes)


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether it belongs to any of these archetypes.")
def IsSetCard(ctx, c, *setnames):
    from harness.engine.queries import is_set_card
    card = ctx.card(c, 1)
    return any(is_set_card(card, ctx.integer(s, i + 2)) for i, s in enumerate(setnames))


@api("Card", "(c: Card) -> integer", "Current type (TYPE_*).")
def GetType(ctx, c):
    return stats.current_type(ctx.card(c, 1))


@api("Card", "(c: Card) -> integer", "Printed type.")
def GetOriginalType(ctx, c):
    return ctx.card(c, 1).data.type


@api("Card", "(c: Card, type: integer) -> boolean", "Whether its current type has any of these bits.")
def IsType(ctx, c, mask):
    return bool(stats.current_type(ctx.card(c, 1)) & ctx.integer(mask, 2))


@api("Card", "(c: Card, type: integer) -> boolean", "Whether its current type has all of these bits.")
def IsAllTypes(ctx, c, mask):
    mask = ctx.integer(mask, 2)
    return stats.current_type(ctx.card(c, 1)) & mask == mask


@api("Card", "(c: Card) -> integer", "Current level (0 for Xyz/Link and non-monsters).")
def GetLevel(ctx, c):
    return stats.current_level(ctx.card(c, 1))


@api("Card", "(c: Card) -> integer", "Printed level.")
def GetOriginalLevel(ctx, c):
    card = ctx.card(c, 1)
    return 0 if card.data.type & (TYPE_XYZ | TYPE_LINK) else card.data.level


@api("Card", "(c: Card) -> integer", "Rank of an Xyz monster.")
def GetRank(ctx, c):
    from harness.engine.queries import current_rank
    return current_rank(ctx.card(c, 1))


@api("Card", "(c: Card) -> integer", "Link rating of a Link monster.")
def GetLink(ctx, c):
    card = ctx.card(c, 1)
    return card.data.level if card.data.type & TYPE_LINK else 0


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its level is one of these.")
def IsLevel(ctx, c, *levels):
    return stats.current_level(ctx.card(c, 1)) in levels


@api("Card", "(c: Card) -> integer", "Current attribute.")
def GetAttribute(ctx, c):
    return stats.current_attribute(ctx.card(c, 1))


@api("Card", "(c: Card) -> integer", "Printed attribute.")
def GetOriginalAttribute(ctx, c):
    return ctx.card(c, 1).data.attribute


@api("Card", "(c: Card, attribute: integer) -> boolean", "Whether it has any of these attributes.")
def IsAttribute(ctx, c, mask):
    return bool(stats.current_attribute(ctx.card(c, 1)) & ctx.integer(mask, 2))


@api("Card", "(c: Card) -> integer", "Current race (monster type).")
def GetRace(ctx, c):
    return stats.current_race(ctx.card(c, 1))


@api("Card", "(c: Card) -> integer", "Printed race.")
def GetOriginalRace(ctx, c):
    return ctx.card(c, 1).data.race


@api("Card", "(c: Card, race: integer) -> boolean", "Whether it has any of these races.")
def IsRace(ctx, c, mask):
    return bool(stats.current_race(ctx.card(c, 1)) & ctx.integer(mask, 2))


@api("Card", "(c: Card) -> integer", "Current ATK.")
def GetAttack(ctx, c):
    return stats.attack_and_defense(ctx.card(c, 1))[0]


@api("Card", "(c: Card) -> integer", "Current DEF.")
def GetDefense(ctx, c):
    return stats.attack_and_defense(ctx.card(c, 1))[1]


@api("Card", "(c: Card) -> integer", "Base ATK (printed, or as set by EFFECT_SET_BASE_ATTACK).")
def GetBaseAttack(ctx, c):
    return stats.base_attack(ctx.card(c, 1))


@api("Card", "(c: Card) -> integer", "Base DEF.")
def GetBaseDefense(ctx, c):
    return stats.base_defense(ctx.card(c, 1))


@api("Card", "(c: Card) -> integer", "Printed ATK.")
def GetTextAttack(ctx, c):
    return ctx.card(c, 1).data.atk


@api("Card", "(c: Card) -> integer", "Printed DEF.")
def GetTextDefense(ctx, c):
    return ctx.card(c, 1).data.defense


# -- where it is -----------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer", "Its owner.")
def GetOwner(ctx, c):
    return ctx.card(c, 1).owner


@api("Card", "(c: Card) -> integer", "Its controller.")
def GetControler(ctx, c):
    return ctx.card(c, 1).controller


@api("Card", "(c: Card, player: integer) -> boolean", "Whether player controls it.")
def IsControler(ctx, c, player):
    return ctx.card(c, 1).controller == player


@api("Card", "(c: Card) -> integer", "Its location (LOCATION_*).")
def GetLocation(ctx, c):
    return ctx.card(c, 1).location


@api("Card", "(c: Card, location: integer) -> boolean", "Whether it is in one of these locations.")
def IsLocation(ctx, c, location):
    return ctx.card(c, 1).is_location(ctx.integer(location, 2))


@api("Card", "(c: Card) -> integer", "Its sequence in its location.")
def GetSequence(ctx, c):
    return ctx.card(c, 1).sequence


@api("Card", "(c: Card) -> integer", "Its position (POS_*).")
def GetPosition(ctx, c):
    return ctx.card(c, 1).position


@api("Card", "(c: Card, position: integer) -> boolean", "Whether it is in one of these positions.")
def IsPosition(ctx, c, position):
    return ctx.card(c, 1).is_position(ctx.integer(position, 2))


@api("Card", "(c: Card) -> boolean", "Whether it is face-up.")
def IsFaceup(ctx, c):
    return ctx.card(c, 1).is_faceup()


@api("Card", "(c: Card) -> boolean", "Whether it is face-down.")
def IsFacedown(ctx, c):
    return ctx.card(c, 1).is_facedown()


@api("Card", "(c: Card) -> boolean", "Whether it is in Attack Position.")
def IsAttackPos(ctx, c):
    return ctx.card(c, 1).is_position(POS_ATTACK)


@api("Card", "(c: Card) -> boolean", "Whether it is in Defense Position.")
def IsDefensePos(ctx, c):
    return ctx.card(c, 1).is_position(POS_DEFENSE)


@api("Card", "(c: Card) -> boolean", "Whether it is on the field.")
def IsOnField(ctx, c):
    card = ctx.card(c, 1)
    return card.is_onfield()


# Where it was: one-field getters of card.previous (the Place GetPrevious* read), declared here.
_PREVIOUS_GETTERS = (
    ("GetPreviousControler", "controller", "Controller before its last move."),
    ("GetPreviousLocation", "location", "Location before its last move."),
    ("GetPreviousPosition", "position", "Position before its last move."),
    ("GetPreviousSequence", "sequence", "Sequence before its last move."),
    ("GetPreviousAttackOnField", "attack", "ATK it had on the field before leaving it."),
    ("GetPreviousDefenseOnField", "defense", "DEF it had on the field before leaving it."),
    ("GetPreviousTypeOnField", "type", "Its type when it last left the field (or its place before its last move)."),
    ("GetPreviousCodeOnField", "code", "Its code when it last left the field (or its place before its last move)."),
    ("GetPreviousLevelOnField", "level", "Its Level when it last left the field."),
    ("GetPreviousRankOnField", "rank", "Its Rank when it last left the field."),
    ("GetPreviousAttributeOnField", "attribute", "Its Attribute when it last left the field."),
    ("GetPreviousRaceOnField", "race", "Its Type (race) when it last left the field."),
)


def _declare_previous_getter(name, field, doc):
    def getter(ctx, c):
        return getattr(ctx.card(c, 1).previous, field)
    getter.__name__ = getter.__qualname__ = name
    return api("Card", "(c: Card) -> integer", doc)(getter)


for _name, _field, _doc in _PREVIOUS_GETTERS:
    _declare_previous_getter(_name, _field, _doc)


@api("Card", "(c: Card, location: integer) -> boolean", "Whether it was in one of these locations.")
def IsPreviousLocation(ctx, c, location):
    return bool(ctx.card(c, 1).previous.location & ctx.integer(location, 2))


@api("Card", "(c: Card, position: integer) -> boolean", "Whether it was in one of these positions.")
def IsPreviousPosition(ctx, c, position):
    return bool(ctx.card(c, 1).previous.position & ctx.integer(position, 2))


@api("Card", "(c: Card, player: integer) -> boolean", "Whether player controlled it before its last move.")
def IsPreviousControler(ctx, c, player):
    return ctx.card(c, 1).previous.controller == player


@api("Card", "(c: Card) -> integer", "Turn of its last move.")
def GetTurnID(ctx, c):
    return ctx.card(c, 1).turn_id


@api("Card", "(c: Card) -> integer", "Changes each time it moves: tells 'the same card' apart.")
def GetFieldID(ctx, c):
    return ctx.card(c, 1).field_id


@api("Card", "(c: Card) -> integer", "Field id, for rules that look through temporary moves.")
def GetRealFieldID(ctx, c):
    return ctx.card(c, 1).field_id


# -- reasons ----------------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer", "Why it last moved (REASON_*).")
def GetReason(ctx, c):
    return ctx.card(c, 1).reason


@api("Card", "(c: Card, reason: integer) -> boolean", "Whether its reason has any of these bits.")
def IsReason(ctx, c, mask):
    return bool(ctx.card(c, 1).reason & ctx.integer(mask, 2))


@api("Card", "(c: Card, reason: integer) -> boolean", "Whether its reason has all of these bits.")
def IsAllReasons(ctx, c, mask):
    mask = ctx.integer(mask, 2)
    return ctx.card(c, 1).reason & mask == mask


@api("Card", "(c: Card) -> integer", "The player responsible for its last move.")
def GetReasonPlayer(ctx, c):
    return ctx.card(c, 1).reason_player


@api("Card", "(c: Card) -> Card?", "The card responsible (battle, tribute, material).")
def GetReasonCard(ctx, c):
    return ctx.card(c, 1).reason_card


@api("Card", "(c: Card) -> Effect?", "The effect responsible.")
def GetReasonEffect(ctx, c):
    return ctx.card(c, 1).reason_effect


# -- relations ----------------------------------------------------------------------------------------------
@api("Card", "(c: Card, e: Effect) -> boolean", "Whether c is still the card e chose (not moved since).")
def IsRelateToEffect(ctx, c, e):
    return ctx.card(c, 1).is_related_to_effect(ctx.effect(e, 2))


@api("Card", "(c: Card, chain?: integer) -> boolean", "Whether c relates to that chain link.")
def IsRelateToChain(ctx, c, chain=0):
    card, links = ctx.card(c, 1), ctx.duel.chain
    if not links:
        return False
    index = chain if 1 <= chain <= len(links) else len(links)
    return card.is_related_to_link(links[index - 1])


@api("Card", "(c: Card) -> Card?", "The monster it is equipped to.")
def GetEquipTarget(ctx, c):
    return ctx.card(c, 1).equip_target


@api("Card", "(c: Card) -> Card?", "The monster it was equipped to before it was unequipped.")
def GetPreviousEquipTarget(ctx, c):
    return ctx.card(c, 1).previous_equip_target


@api("Card", "(c: Card) -> Group", "The cards equipped to it.")
def GetEquipGroup(ctx, c):
    return Group(ctx.card(c, 1).equipped)


@api("Card", "(c: Card) -> integer", "How many cards are equipped to it.")
def GetEquipCount(ctx, c):
    return len(ctx.card(c, 1).equipped)


@api("Card", "(c: Card, target: Card) -> boolean", "Whether c's equip limit accepts target.")
def CheckEquipTarget(ctx, c, target):
    return stats.equip_limit_allows(ctx.card(c, 1), ctx.card(target, 2))


@api("Card", "(c: Card) -> Card?", "Its first continuous card target.")
def GetFirstCardTarget(ctx, c):
    targets = ctx.card(c, 1).card_targets
    return targets[0] if targets else None


@api("Card", "(c: Card) -> Group", "Its continuous card targets.")
def GetCardTarget(ctx, c):
    return Group(ctx.card(c, 1).card_targets)


@api("Card", "(c: Card) -> integer", "How many continuous card targets it has.")
def GetCardTargetCount(ctx, c):
    return len(ctx.card(c, 1).card_targets)


@api("Card", "(c: Card) -> Group", "The cards that have it as a continuous card target.")
def GetOwnerTarget(ctx, c):
    return Group(ctx.card(c, 1).target_owners)


@api("Card", "(c: Card) -> integer", "How many cards have it as a continuous card target.")
def GetOwnerTargetCount(ctx, c):
    return len(ctx.card(c, 1).target_owners)


@api("Card", "(c: Card, target: Card) -> boolean", "Whether target is one of its continuous targets.")
def IsHasCardTarget(ctx, c, target):
    return ctx.card(target, 2) in ctx.card(c, 1).card_targets


@api("Card", "(c: Card, target: Card)", "Make target a continuous card target of c.")
def SetCardTarget(ctx, c, target):
    ctx.card(c, 1).add_card_target(ctx.card(target, 2))


@api("Card", "(c: Card, target: Card)", "Remove target from c's continuous card targets.")
def CancelCardTarget(ctx, c, target):
    card, target = ctx.card(c, 1), ctx.card(target, 2)
    if target in card.card_targets:
        card.card_targets.remove(target)
        target.target_owners.remove(card)


# -- effects ---------------------------------------------------------------------------------------------------
@api("Card", "(c: Card, e: Effect, forced?: boolean) -> integer", "Register e to c; returns its id.")
def RegisterEffect(ctx, c, e, forced=False):
    card, effect = ctx.card(c, 1), ctx.effect(e, 2)
    ctx.duel.guard(lambda: f"registered an effect to {card.describe()}", while_loading=True)
    if effect.owner is None:
        return 0            # a global effect cannot be registered to a card (core: temp_card owner)
    if effect.registered:
        return -1           # already registered: the core ignores it
    ctx.duel.register_effect(effect, card=card)
    return effect.id


@api("Card", "(c: Card, code: integer, player?: integer) -> Effect?", "Its effect with that code that applies to it.")
def IsHasEffect(ctx, c, code, player=None):
    found = stats.applying(ctx.card(c, 1), ctx.integer(code, 2))
    return tuple(found) if found else None


@api("Card", "(c: Card) -> boolean", "Whether its effects are negated.")
def IsDisabled(ctx, c):
    return stats.is_disabled(ctx.card(c, 1))


@api("Card", "(c: Card) -> boolean", "Whether it is forbidden (cannot be used).")
def IsForbidden(ctx, c):
    return bool(stats.applying(ctx.card(c, 1), EFFECT_FORBIDDEN))


@api("Card", "(c: Card) -> Effect ...", "Its card-activation effects (EFFECT_TYPE_ACTIVATE).")
def GetActivateEffect(ctx, c):
    return tuple(e for e in ctx.card(c, 1).effects if e.type & EFFECT_TYPE_ACTIVATE)


@api("Card", "(c: Card, code: integer, reset: integer, property: integer, count: integer, label?: integer) -> Effect",
     "Set a flag effect (a counter scripts use to remember things).")
def RegisterFlagEffect(ctx, c, code, reset, prop, count, label=0, desc=0):
    card = ctx.card(c, 1)
    ctx.duel.guard(lambda: f"registered a flag effect to {card.describe()}", while_loading=True)
    effect = ctx.duel.new_effect(card)
    # as card_register_flag_effect: a single effect that cannot be negated; a phase reset counts
    # in either player's turn unless it names one; a count of 0 is 1
    effect.type = EFFECT_TYPE_SINGLE
    effect.code = EFFECT_FLAG_EFFECT | (ctx.integer(code, 2) & 0xfffffff)
    reset_flag = ctx.integer(reset, 3)
    if reset_flag & RESET_PHASE and not reset_flag & (RESET_SELF_TURN | RESET_OPPO_TURN):
        reset_flag |= RESET_SELF_TURN | RESET_OPPO_TURN
    effect.reset_flag, effect.reset_count = reset_flag, ctx.integer(count, 5, default=1) or 1
    effect.property = ctx.integer(prop, 4, default=0) | EFFECT_FLAG_CANNOT_DISABLE
    effect.labels = [ctx.integer(label, 6, default=0)]
    effect.description = ctx.integer(desc, 7, default=0)
    ctx.duel.register_effect(effect, card=card)
    return effect


def _flag_effects(card, code):
    return [e for e in card.effects if e.code == EFFECT_FLAG_EFFECT + code]


@api("Card", "(c: Card, code: integer) -> integer", "How many flag effects with this code it has.")
def GetFlagEffect(ctx, c, code):
    return len(_flag_effects(ctx.card(c, 1), ctx.integer(code, 2)))


@api("Card", "(c: Card, code: integer)", "Remove its flag effects with this code.")
def ResetFlagEffect(ctx, c, code):
    for effect in _flag_effects(ctx.card(c, 1), ctx.integer(code, 2)):
        operations.remove_effect(effect)


@api("Card", "(c: Card, code: integer) -> integer ...", "Labels of its flag effects with this code.")
def GetFlagEffectLabel(ctx, c, code):
    effects = _flag_effects(ctx.card(c, 1), ctx.integer(code, 2))
    return tuple(e.labels[0] for e in effects) if effects else None


@api("Card", "(c: Card, e: Effect, player?: integer) -> boolean", "Whether e may target c.")
def IsCanBeEffectTarget(ctx, c, e=None, player=None):
    card = ctx.card(c, 1)
    effect = ctx.effect(e, 2, optional=True) or ctx.duel.reason_effect
    return capabilities.can_be_effect_target(card, effect)


@api("Card", "(c: Card, counter: integer) -> integer", "How many counters of this kind it has.")
def GetCounter(ctx, c, counter):
    return ctx.card(c, 1).counters.get(ctx.integer(counter, 2), 0)


@api("Card", "(c: Card) -> integer", "How many Xyz materials it has.")
def GetOverlayCount(ctx, c):
    return len(ctx.card(c, 1).overlays)


@api("Card", "(c: Card) -> Group", "Its Xyz materials.")
def GetOverlayGroup(ctx, c):
    return Group(ctx.card(c, 1).overlays)


# -- can it be moved? (blocked only by the real prevention effects: EFFECT_CANNOT_TO_HAND, ...) --------------
def _movable(card, destination, cannot_code):
    return not card.is_location(destination) and not stats.applying(card, cannot_code)


@api("Card", "(c: Card, player?: integer) -> boolean", "Whether it can be added/returned to the hand.")
def IsAbleToHand(ctx, c, player=None):
    return _movable(ctx.card(c, 1), LOCATION_HAND, EFFECT_CANNOT_TO_HAND)


@api("Card", "(c: Card) -> boolean", "Whether it can be returned to the Deck.")
def IsAbleToDeck(ctx, c):
    return _movable(ctx.card(c, 1), LOCATION_DECK, EFFECT_CANNOT_TO_DECK)


@api("Card", "(c: Card) -> boolean", "Whether it can be sent to the GY.")
def IsAbleToGrave(ctx, c):
    return _movable(ctx.card(c, 1), LOCATION_GRAVE, EFFECT_CANNOT_TO_GRAVE)


@api("Card", "(c: Card, player?: integer, pos?: integer, reason?: integer) -> boolean", "Whether it can be banished.")
def IsAbleToRemove(ctx, c, player=None, pos=None, reason=None):
    return _movable(ctx.card(c, 1), LOCATION_REMOVED, EFFECT_CANNOT_REMOVE)


@api("Card", "(c: Card, e?: Effect) -> boolean", "Whether it can be destroyed.")
def IsDestructable(ctx, c, e=None):
    return not stats.applying(ctx.card(c, 1), EFFECT_INDESTRUCTABLE)


@api("Card", "(c: Card, reason?: integer) -> boolean", "Whether it can be Tributed.")
def IsReleasable(ctx, c, reason=None):
    return not stats.applying(ctx.card(c, 1), EFFECT_UNRELEASABLE_SUM)


# -- summons and control ------------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer", "How it was summoned (SUMMON_TYPE_*).")
def GetSummonType(ctx, c):
    return ctx.card(c, 1).summon_type


@api("Card", "(c: Card, sumtype: integer) -> boolean", "Whether it was summoned this way.")
def IsSummonType(ctx, c, sumtype):
    wanted = ctx.integer(sumtype, 2)
    return ctx.card(c, 1).summon_type & wanted == wanted


@api("Card", "(c: Card) -> integer", "Who summoned it.")
def GetSummonPlayer(ctx, c):
    return ctx.card(c, 1).summon_player


@api("Card", "(c: Card, e: Effect, sumtype: integer, player: integer, nocheck: boolean, nolimit: boolean, pos?: integer, target_player?: integer) -> boolean",
     "Whether it can be Special Summoned this way.")
def IsCanBeSpecialSummoned(ctx, c, e, sumtype, player, nocheck=False, nolimit=False, pos=None, target_player=None):
    return summons.can_be_special_summoned(ctx.duel, ctx.card(c, 1), ctx.effect(e, 2), ctx.integer(sumtype, 3),
                                              ctx.player(player, 4), target_player, bool(nocheck), bool(nolimit),
                                              pos or POS_FACEUP)


@api("Card", "(c: Card) -> boolean", "Whether control of it can change.")
def IsControlerCanBeChanged(ctx, c, ignore_mzone=False, zone=None):
    from harness.constants import EFFECT_CANNOT_CHANGE_CONTROL
    card = ctx.card(c, 1)
    if stats.applying(card, EFFECT_CANNOT_CHANGE_CONTROL):
        return False
    return ignore_mzone or bool(ctx.duel.free_sequences(1 - card.controller, LOCATION_MZONE))


@api("Card", "(c: Card) -> boolean", "Whether control of it can change (ignoring free zones).")
def IsAbleToChangeControler(ctx, c):
    from harness.constants import EFFECT_CANNOT_CHANGE_CONTROL
    return not stats.applying(ctx.card(c, 1), EFFECT_CANNOT_CHANGE_CONTROL)


# -- status, procedures, counters, uniqueness ---------------------------------------------------------------
@api("Card", "(c: Card, status: integer) -> boolean", "Whether it has any of these STATUS_ bits.")
def IsStatus(ctx, c, status):
    return bool(stats.status(ctx.card(c, 1)) & ctx.integer(status, 2))


@api("Card", "(c: Card, status: integer, on: boolean)", "Set or clear STATUS_ bits.")
def SetStatus(ctx, c, status, on):
    card = ctx.card(c, 1)
    bits = ctx.integer(status, 2)
    card.status_flags = card.status_flags | bits if on else card.status_flags & ~bits


def _register_single(ctx, card, code, flags=0, value=None, range_=0, condition=None):
    """An effect the core registers on a card's behalf (revive limit, counter permit, ...)."""
    effect = ctx.duel.new_effect(card)
    effect.type, effect.code = EFFECT_TYPE_SINGLE, code
    effect.property, effect.value, effect.range, effect.condition = flags, value, range_, condition
    ctx.duel.register_effect(effect, card=card)
    return effect


@api("Card", "(c: Card)", "It cannot be Special Summoned unless properly summoned first (EFFECT_REVIVE_LIMIT).")
def EnableReviveLimit(ctx, c):
    card = ctx.card(c, 1)
    if not card.status_flags & STATUS_COPYING_EFFECT:
        _register_single(ctx, card, EFFECT_REVIVE_LIMIT, EFFECT_FLAG_CANNOT_DISABLE | EFFECT_FLAG_UNCOPYABLE)


@api("Card", "(c: Card)", "Its summon procedure is complete (STATUS_PROC_COMPLETE).")
def CompleteProcedure(ctx, c):
    ctx.card(c, 1).status_flags |= STATUS_PROC_COMPLETE


@api("Card", "(c: Card, countertype: integer, location?: integer, condition?: function)",
     "It can hold counters of this type (EFFECT_COUNTER_PERMIT).")
def EnableCounterPermit(ctx, c, countertype, location=None, condition=None):
    card = ctx.card(c, 1)
    if location is None:
        location = LOCATION_MZONE if card.data.type & TYPE_MONSTER else LOCATION_SZONE | LOCATION_FZONE
    _register_single(ctx, card, EFFECT_COUNTER_PERMIT | ctx.integer(countertype, 2), EFFECT_FLAG_SINGLE_RANGE,
                     range_=ctx.integer(location, 3), condition=condition)


@api("Card", "(c: Card, s: integer, o: integer, code: integer|function, location?: integer)",
     "Only one card of this kind may be face-up on the field (on these sides).")
def SetUniqueOnField(ctx, c, s, o, unique_code, location=LOCATION_ONFIELD):
    card = ctx.card(c, 1)
    card.unique = (ctx.integer(s, 2), ctx.integer(o, 3), unique_code, ctx.integer(location, 5) & LOCATION_ONFIELD)
    _register_single(ctx, card, EFFECT_UNIQUE_CHECK)


@api("Card", "(c: Card, player: integer, location?: integer, icard?: Card) -> boolean",
     "Whether its uniqueness condition allows it on player's field.")
def CheckUniqueOnField(ctx, c, player, location=LOCATION_ONFIELD, icard=None):
    card = ctx.card(c, 1)
    if card.unique is None:
        return True
    self_range, opponent_range, unique_code, unique_location = card.unique
    player = ctx.player(player, 2)
    sides = ([player] if self_range else []) + ([1 - player] if opponent_range else [])
    for side in sides:
        for other in ctx.duel.cards_in(side, unique_location & ctx.integer(location, 3, default=LOCATION_ONFIELD)):
            if other is card or other is icard or not other.is_faceup():
                continue
            if callable(unique_code):
                if ctx.check(unique_code, other):
                    return False
            elif unique_code in stats.current_codes(other):
                return False
    return True


@api("Card", "(c: Card, code: integer)", "Only one card of this name can be Special Summoned per turn.")
def SetSPSummonOnce(ctx, c, code):
    card = ctx.card(c, 1)
    if not card.status_flags & STATUS_COPYING_EFFECT:
        card.spsummon_once_code = ctx.integer(code, 2)
        ctx.duel.global_flags |= GLOBALFLAG_SPSUMMON_ONCE


@api("Card", "(c: Card, countertype: integer, limit: integer)", "At most `limit` counters of this type (EFFECT_COUNTER_LIMIT).")
def SetCounterLimit(ctx, c, countertype, limit):
    card = ctx.card(c, 1)
    _register_single(ctx, card, EFFECT_COUNTER_LIMIT | ctx.integer(countertype, 2), value=ctx.integer(limit, 3))


@api("Card", "(c: Card, countertype: integer, count?: integer) -> boolean", "Whether counters of this type can be placed on it.")
def IsCanAddCounter(ctx, c, countertype, count=1, singly=False, location=None):
    # card::is_can_add_counter: a face-up card on the field (unless a location is given); a
    # counter without permit (0x1000) needs no EFFECT_COUNTER_PERMIT
    card, kind = ctx.card(c, 1), ctx.integer(countertype, 2) & 0xffff
    location = ctx.integer(location, 5, default=0)
    if not location and (not card.is_onfield() or not card.is_faceup()):
        return False
    if not kind & COUNTER_WITHOUT_PERMIT:
        permits = stats.applying(card, EFFECT_COUNTER_PERMIT | kind)
        if not any(not location or location & permit.range for permit in permits):
            return False
    limits = stats.applying(card, EFFECT_COUNTER_LIMIT + kind)
    limit = stats.effect_value(limits[-1]) if limits else -1
    added = 1 if singly else ctx.integer(count, 3, default=1)
    return not (limit > 0 and card.counters.get(kind, 0) + added > limit)


@api("Card", "(c: Card, countertype: integer, count: integer) -> boolean", "Place counters on it.")
def AddCounter(ctx, c, countertype, count, singly=False):
    card = ctx.card(c, 1)
    ctx.duel.guard(lambda: f"placed counters on {card.describe()}")
    kind, count = ctx.integer(countertype, 2) & 0xffff, ctx.count(count, 3)
    if not stats.applying(card, EFFECT_COUNTER_PERMIT | kind) and not ctx.integer(countertype, 2) & COUNTER_WITHOUT_PERMIT:
        return False
    card.counters[kind] = card.counters.get(kind, 0) + count
    return True


@api("Card", "(c: Card, player: integer, countertype: integer, count: integer, reason: integer) -> boolean", "Remove counters from it.")
def RemoveCounter(ctx, c, player, countertype, count, reason):
    card = ctx.card(c, 1)
    ctx.duel.guard(lambda: f"removed counters from {card.describe()}")
    kind, count = ctx.integer(countertype, 3) & 0xffff, ctx.count(count, 4)
    if card.counters.get(kind, 0) < count:
        return False
    card.counters[kind] = card.counters.get(kind, 0) - count
    return True


# -- comparisons ----------------------------------------------------------------------------------------------
def _compare(name, getter, relation, doc):
    def compare(ctx, c, value):
        current = getter(ctx.card(c, 1))
        limit = ctx.integer(value, 2)
        return current >= 0 and (current <= limit if relation == "below" else current >= limit)
    compare.__name__ = name
    api("Card", "(c: Card, value: integer) -> boolean", doc)(compare)


for _stat, _getter in (("Level", stats.current_level), ("Attack", lambda c: stats.attack_and_defense(c)[0]),
                       ("Defense", lambda c: stats.attack_and_defense(c)[1])):
    _compare(f"Is{_stat}Below", _getter, "below", f"Whether its {_stat.lower()} is at most the value.")
    _compare(f"Is{_stat}Above", _getter, "above", f"Whether its {_stat.lower()} is at least the value.")


@api("Card", "(c: Card, count: integer)", "Set its turn counter (a client hint scripts also read).")
def SetTurnCounter(ctx, c, count):
    ctx.card(c, 1).turn_counter = ctx.integer(count, 2)


@api("Card", "(c: Card) -> integer", "Its turn counter.")
def GetTurnCounter(ctx, c):
    return ctx.card(c, 1).turn_counter


@api("Card", "(c: Card) -> boolean", "Whether it can be sent to the GY as a cost.")
def IsAbleToGraveAsCost(ctx, c):
    return _movable(ctx.card(c, 1), LOCATION_GRAVE, EFFECT_CANNOT_TO_GRAVE)


@api("Card", "(c: Card) -> boolean", "Whether it can be banished as a cost.")
def IsAbleToRemoveAsCost(ctx, c, pos=None):
    return _movable(ctx.card(c, 1), LOCATION_REMOVED, EFFECT_CANNOT_REMOVE)


@api("Card", "(c: Card) -> boolean", "Whether it can be returned to the hand as a cost.")
def IsAbleToHandAsCost(ctx, c):
    return _movable(ctx.card(c, 1), LOCATION_HAND, EFFECT_CANNOT_TO_HAND)


@api("Card", "(c: Card) -> boolean", "Whether it can be returned to the Deck as a cost.")
def IsAbleToDeckAsCost(ctx, c):
    return _movable(ctx.card(c, 1), LOCATION_DECK, EFFECT_CANNOT_TO_DECK)


@api("Card", "(c: Card, location: integer) -> boolean", "Whether it was summoned from one of these locations.")
def IsSummonLocation(ctx, c, location):
    return bool(ctx.card(c, 1).summon_location & ctx.integer(location, 2))


@api("Card", "(c: Card) -> integer", "Where it was summoned from.")
def GetSummonLocation(ctx, c):
    return ctx.card(c, 1).summon_location


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its rank is one of these.")
def IsRank(ctx, c, *ranks):
    card = ctx.card(c, 1)
    return bool(card.data.type & TYPE_XYZ) and card.data.level in ranks


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its current ATK is one of these values.")
def IsAttack(ctx, c, *values):
    return stats.attack_and_defense(ctx.card(c, 1))[0] in values


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its current DEF is one of these values.")
def IsDefense(ctx, c, *values):
    return stats.attack_and_defense(ctx.card(c, 1))[1] in values


@api("Card", "(c: Card, hint: integer, value: integer)", "A hint shown on the card by clients (no rule effect).")
def SetHint(ctx, c, hint, value):
    ctx.card(c, 1)


@api("Card", "(c: Card) -> boolean", "Whether it is a monster that can be Normal Summoned at all (not an Extra Deck, Ritual or special-only monster).")
def IsSummonableCard(ctx, c):
    from harness.constants import TYPE_FUSION, TYPE_SYNCHRO, TYPE_XYZ, TYPE_LINK, TYPE_RITUAL, TYPE_TOKEN, EFFECT_UNSUMMONABLE_CARD
    card = ctx.card(c, 1)
    if not card.data.type & TYPE_MONSTER or card.data.type & (TYPE_FUSION | TYPE_SYNCHRO | TYPE_XYZ | TYPE_LINK | TYPE_RITUAL | TYPE_TOKEN):
        return False
    return not stats.applying(card, EFFECT_UNSUMMONABLE_CARD) and not stats.applying(card, EFFECT_REVIVE_LIMIT)


@api("Card", "(c: Card, reason?: integer) -> boolean", "Whether it can be discarded.")
def IsDiscardable(ctx, c, reason=None):
    from harness.constants import EFFECT_CANNOT_DISCARD_HAND
    card = ctx.card(c, 1)
    return card.current.location == LOCATION_HAND and not stats.applying(card, EFFECT_CANNOT_DISCARD_HAND)


@api("Card", "(c: Card, player: integer, count: integer, reason: integer) -> boolean", "Whether player can detach count of its Xyz Materials.")
def CheckRemoveOverlayCard(ctx, c, player, count, reason):
    return len(ctx.card(c, 1).overlays) >= ctx.integer(count, 3)


@api("Card", "(c: Card, player: integer, min: integer, max: integer, reason: integer) -> integer", "player detaches min-max of its Xyz Materials.")
def RemoveOverlayCard(ctx, c, player, minimum, maximum, reason):
    from .duel import select_cards
    card = ctx.card(c, 1)
    player = ctx.player(player, 2)
    chosen = select_cards(ctx, player, list(card.overlays), ctx.integer(minimum, 3), ctx.integer(maximum, 4), "choose")
    return operations.send_to(ctx.duel, chosen, ctx.duel.reason_effect, ctx.integer(reason, 5), player, LOCATION_GRAVE)


@api("Card", "(c: Card) -> Card?", "The Xyz Monster it is a material of.")
def GetOverlayTarget(ctx, c):
    return ctx.card(c, 1).overlay_target


@api("Card", "(c: Card) -> integer, integer", "How many Union monsters (new and old rules) are equipped to it.")
def GetUnionCount(ctx, c):
    from harness.constants import TYPE_UNION, EFFECT_UNION_STATUS, EFFECT_OLDUNION_STATUS
    card = ctx.card(c, 1)
    unions = [e for e in card.equipped if e.data.type & TYPE_UNION]
    return (sum(1 for e in unions if stats.applying(e, EFFECT_UNION_STATUS)),
            sum(1 for e in unions if stats.applying(e, EFFECT_OLDUNION_STATUS)))


@api("Card", "(c: Card, target: Card) -> boolean", "Whether its Union limit accepts target.")
def CheckUnionTarget(ctx, c, target):
    from harness.constants import EFFECT_UNION_LIMIT
    return stats.affected_with_value(ctx.card(c, 1), EFFECT_UNION_LIMIT, ctx.card(target, 2)) is not None


@api("Card", "(c: Card) -> boolean", "Whether an effect can change its battle position.")
def IsCanChangePosition(ctx, c):
    from harness.constants import EFFECT_CANNOT_CHANGE_POS_E
    card = ctx.card(c, 1)
    return card.current.location == LOCATION_MZONE and not stats.applying(card, EFFECT_CANNOT_CHANGE_POS_E)


@api("Card", "(c: Card) -> boolean", "Whether it can be turned face-down.")
def IsCanTurnSet(ctx, c):
    from harness.constants import EFFECT_CANNOT_TURN_SET, TYPE_LINK, TYPE_TOKEN
    card = ctx.card(c, 1)
    if card.data.type & (TYPE_LINK | TYPE_TOKEN) or card.is_facedown():
        return False
    return not stats.applying(card, EFFECT_CANNOT_TURN_SET)


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its printed code (for rules on original names) is one of these.")
def IsOriginalCodeRule(ctx, c, *codes):
    card = ctx.card(c, 1)
    return (card.data.alias or card.data.code) in codes


@api("Card", "(c: Card, cancel?: boolean)", "Keep (or no longer keep) an activated Spell/Trap on the field when the chain ends.")
def CancelToGrave(ctx, c, cancel=True):
    ctx.card(c, 1).leave_confirmed = cancel is False


@api("Card", "(c: Card, e: Effect) -> boolean", "Whether it is unaffected by that effect (EFFECT_IMMUNE_EFFECT).")
def IsImmuneToEffect(ctx, c, e):
    from harness.engine.negation import is_immune
    return is_immune(ctx.card(c, 1), ctx.effect(e, 2))


@api("Card", "(c: Card, ignore_field?: boolean) -> boolean", "Whether it can be Set in the Spell & Trap Zone.")
def IsSSetable(ctx, c, ignore_field=False):
    from harness.constants import TYPE_SPELL, TYPE_TRAP, TYPE_FIELD, EFFECT_CANNOT_SSET
    card = ctx.card(c, 1)
    kind = stats.current_type(card)
    if not kind & (TYPE_SPELL | TYPE_TRAP) or stats.applying(card, EFFECT_CANNOT_SSET):
        return False
    return bool(ignore_field or kind & TYPE_FIELD or ctx.duel.free_sequences(card.controller, LOCATION_SZONE))


@api("Card", "(c: Card, ignore_count: boolean, e: Effect?, min?: integer) -> boolean",
     "Whether it can be Normal Summoned now (once per turn, no prohibition, enough Tributes).")
def IsSummonable(ctx, c, ignore_count=False, e=None, minimum=None, zone=None):
    from harness.engine import summon_checks
    card = ctx.card(c, 1)
    player = ctx.duel.reason_player if ctx.duel.reason_player in (0, 1) else card.controller
    return summon_checks.can_summon(ctx.duel, card, player, ignore_count is not None and ignore_count is not False,
                                    ctx.effect(e, 3, optional=True), ctx.integer(minimum, 4, default=0),
                                    ctx.integer(zone, 5, default=summon_checks.MAIN_ZONES))


@api("Card", "(c: Card, player?: integer) -> boolean", "Whether it can become an Xyz Material.")
def IsCanOverlay(ctx, c, player=None):
    from harness.constants import TYPE_TOKEN, EFFECT_CANNOT_CHANGE_CONTROL
    card = ctx.card(c, 1)
    player = ctx.duel.reason_player if player is None else ctx.player(player, 2)
    if card.data.type & TYPE_TOKEN:
        return False
    return card.controller == player or not stats.applying(card, EFFECT_CANNOT_CHANGE_CONTROL)
