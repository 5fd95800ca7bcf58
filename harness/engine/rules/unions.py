"""Union monsters equipped to a monster: how many, under the new and the old Union rules, and
whether a Union may equip to a monster (card::get_union_count, get_old_union_count;
libcard.cpp card_check_union_target)."""
from harness.constants import EFFECT_OLDUNION_STATUS, EFFECT_UNION_LIMIT, EFFECT_UNION_STATUS, TYPE_UNION
from ..values import stats


def _equipped_unions(card, status):
    return sum(1 for equip in card.equipped if equip.data.type & TYPE_UNION and stats.applying(equip, status))


def union_count(card):
    """card::get_union_count: its equipped Unions under EFFECT_UNION_STATUS."""
    return _equipped_unions(card, EFFECT_UNION_STATUS)


def old_union_count(card):
    """card::get_old_union_count: its equipped Unions under EFFECT_OLDUNION_STATUS."""
    return _equipped_unions(card, EFFECT_OLDUNION_STATUS)


def union_target_allowed(union, target):
    """Card.CheckUnionTarget: the Union's EFFECT_UNION_LIMIT accepts the target, and a Union of one
    rule does not join a monster that already has a Union of the other rule."""
    if stats.affected_with_value(union, EFFECT_UNION_LIMIT, target) is None:
        return False
    if stats.applying(union, EFFECT_OLDUNION_STATUS) and union_count(target):
        return False
    return not (stats.applying(union, EFFECT_UNION_STATUS) and old_union_count(target))
