"""Card.*: what a card is (codes, types, stats), where it is and was, why it last moved, its
relations (chain links, equips, card targets, Xyz Materials), how it was summoned (libcard.cpp).
The rules are in harness.engine (stats, queries, unions)."""
from harness.constants import POS_ATTACK, POS_DEFENSE, TYPE_LINK, TYPE_XYZ
from harness.engine import queries, stats, unions, zones
from harness.engine.state.duel import script_sequence
from harness.engine.state.group import Group
from ..registry import api


# -- identity and printed data -------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer, integer?", "Current code(s), alias and code-changing effects applied.")
def GetCode(ctx, c):
    return tuple(stats.current_codes(ctx.card(c, 1)))


@api("Card", "(c: Card) -> integer", "The printed code (an alternate artwork's original's).")
def GetOriginalCode(ctx, c):
    return ctx.card(c, 1).data.original_code


@api("Card", "(c: Card) -> integer, integer?", "Printed code(s) for rules that read the original name.")
def GetOriginalCodeRule(ctx, c):
    first, second = ctx.card(c, 1).data.original_code_rule
    return (first, second) if second else first


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether it currently has any of these codes.")
def IsCode(ctx, c, *codes):
    current = stats.current_codes(ctx.card(c, 1))
    return any(code in current for code in codes)


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether it belongs to any of these archetypes.")
def IsSetCard(ctx, c, *setnames):
    card = ctx.card(c, 1)
    return any(queries.is_set_card(card, ctx.integer(s, i + 2)) for i, s in enumerate(setnames))


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
    return queries.current_rank(ctx.card(c, 1))


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
    # libcard.cpp card_get_location: 0 for a card being summoned, or whose summon or activation is
    # being negated (until a move clears that), as IsLocation
    card = ctx.card(c, 1)
    return 0 if zones.treated_as_not_on_field(card) else card.location


@api("Card", "(c: Card, location: integer) -> boolean", "Whether it is in one of these locations.")
def IsLocation(ctx, c, location):
    # libcard.cpp card_is_location: a monster being summoned (or one whose summon or activation
    # is being negated) is nowhere yet
    card = ctx.card(c, 1)
    return not zones.treated_as_not_on_field(card) and card.is_location(ctx.integer(location, 2))


@api("Card", "(c: Card) -> integer", "Its sequence in its location.")
def GetSequence(ctx, c):
    card = ctx.card(c, 1)
    return script_sequence(card.location, card.sequence)


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
    return card.is_onfield() and not zones.treated_as_not_on_field(card)


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
        previous = ctx.card(c, 1).previous
        if field == "sequence":
            return script_sequence(previous.location, previous.sequence)
        return getattr(previous, field)
    getter.__name__ = getter.__qualname__ = name
    return api("Card", "(c: Card) -> integer", doc)(getter)


for _name, _field, _doc in _PREVIOUS_GETTERS:
    _declare_previous_getter(_name, _field, _doc)


@api("Card", "(c: Card, location: integer) -> boolean", "Whether it was in one of these locations.")
def IsPreviousLocation(ctx, c, location):
    return ctx.card(c, 1).previous.is_location(ctx.integer(location, 2))


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


# -- Xyz Materials ---------------------------------------------------------------------------------------------
@api("Card", "(c: Card) -> integer", "How many Xyz materials it has.")
def GetOverlayCount(ctx, c):
    return len(ctx.card(c, 1).overlays)


@api("Card", "(c: Card) -> Group", "Its Xyz materials.")
def GetOverlayGroup(ctx, c):
    return Group(ctx.card(c, 1).overlays)


@api("Card", "(c: Card) -> Card?", "The Xyz Monster it is a material of.")
def GetOverlayTarget(ctx, c):
    return ctx.card(c, 1).overlay_target


# -- how it was summoned --------------------------------------------------------------------------------------------
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


@api("Card", "(c: Card, location: integer) -> boolean", "Whether it was summoned from one of these locations.")
def IsSummonLocation(ctx, c, location):
    return bool(ctx.card(c, 1).summon_location & ctx.integer(location, 2))


@api("Card", "(c: Card) -> integer", "Where it was summoned from.")
def GetSummonLocation(ctx, c):
    return ctx.card(c, 1).summon_location


# -- comparisons ----------------------------------------------------------------------------------------------
def _compare(name, stat, below, doc):
    def compare(ctx, c, value):
        return queries.compare_stat(ctx.card(c, 1), stat, below, ctx.integer(value, 2))
    compare.__name__ = name
    api("Card", "(c: Card, value: integer) -> boolean", doc)(compare)


for _stat in ("Level", "Attack", "Defense"):
    _compare(f"Is{_stat}Below", _stat.lower(), True, f"Whether its {_stat.lower()} is at most the value (false without one).")
    _compare(f"Is{_stat}Above", _stat.lower(), False, f"Whether its {_stat.lower()} is at least the value (false without one).")


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its rank is one of these.")
def IsRank(ctx, c, *ranks):
    return queries.current_rank(ctx.card(c, 1)) in ranks


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its current ATK is one of these values.")
def IsAttack(ctx, c, *values):
    return stats.attack_and_defense(ctx.card(c, 1))[0] in values


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its current DEF is one of these values.")
def IsDefense(ctx, c, *values):
    return stats.attack_and_defense(ctx.card(c, 1))[1] in values


@api("Card", "(c: Card) -> integer, integer", "How many Union monsters (new and old rules) are equipped to it.")
def GetUnionCount(ctx, c):
    card = ctx.card(c, 1)
    return unions.union_count(card), unions.old_union_count(card)


@api("Card", "(c: Card, target: Card) -> boolean", "Whether its Union limit accepts target.")
def CheckUnionTarget(ctx, c, target):
    return unions.union_target_allowed(ctx.card(c, 1), ctx.card(target, 2))


@api("Card", "(c: Card, ...: integer) -> boolean", "Whether its printed code (for rules on original names) is one of these.")
def IsOriginalCodeRule(ctx, c, *codes):
    names = ctx.card(c, 1).data.original_code_rule
    return any(code in codes for code in names if code)
