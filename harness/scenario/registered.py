"""`registered:`: the effects a card's script registered, checked once the board is built.

What `initial_effect` registers is the script's declaration of its card: the effect types and
codes, the categories that negation cards read, the properties (a card target or not), the
range, the count limit and its code, the description a player picks by, the reset, which of
condition/cost/target/operation it has. A change to any of them changes how the engine treats
the card even where no step of a scenario shows it (a lost CATEGORY_SEARCH lets a search escape
a negation), so a snapshot pins them. The core stores these fields as the script sets them, the
same on any engine; the native oracle does not read this key.
"""
from harness import constants

_FUNCTIONS = ("condition", "cost", "target", "operation")


def describe(effect):
    """One effect as a `registered:` entry (a dict of the non-empty fields)."""
    entry = {
        "type": constants.EFFECT_TYPE.names(effect.type),
        "code": effect.code,
        "category": constants.CATEGORY.names(effect.category),
        "property": constants.EFFECT_FLAG.names(effect.property) + ([hex(effect.property2)] if effect.property2 else []),
        "range": constants.LOCATION.names(effect.range),
        "target_range": [effect.target_range[0], effect.target_range[1]] if any(effect.target_range) else [],
        "count_limit": [effect.count_limit_max, effect.count_code] if effect.count_limit_max else [],
        "description": effect.description,
        "reset": constants.RESET.names(effect.reset_flag) + ([effect.reset_count] if effect.reset_count > 1 else []),
        "hint_timing": list(effect.hint_timing) if any(effect.hint_timing) else [],
        "value": effect.value if isinstance(effect.value, int) and not isinstance(effect.value, bool) else
        ("function" if effect.value is not None else None),
        "functions": [name for name in _FUNCTIONS if getattr(effect, name) is not None],
    }
    return {key: value for key, value in entry.items()
            if value is not None and value != [] and not (key == "description" and value == 0)}


def card_effects(card):
    """The card's effects as `registered:` entries, in the order they were registered."""
    return [describe(effect) for effect in card.effects]


def mismatches(alias, wanted, found):
    """Lines saying how `found` (card_effects) differs from the scenario's list; [] when equal."""
    if wanted == found:
        return []
    lines = []
    if len(wanted) != len(found):
        lines.append(f"registered.{alias}: expected {len(wanted)} effect(s), found {len(found)}")
    for index, (want, have) in enumerate(zip(wanted, found), 1):
        for key in dict.fromkeys([*want, *have]):
            if want.get(key) != have.get(key):
                lines.append(f"registered.{alias}[{index}].{key}: expected {want.get(key)!r}, found {have.get(key)!r}")
    for index, extra in enumerate(found[len(wanted):], len(wanted) + 1):
        lines.append(f"registered.{alias}[{index}]: not expected, found {extra}")
    for index, missing in enumerate(wanted[len(found):], len(found) + 1):
        lines.append(f"registered.{alias}[{index}]: expected {missing}, not registered")
    return lines
