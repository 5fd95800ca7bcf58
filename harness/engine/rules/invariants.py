"""Invariants of a legal duel state, checked after every step in tests and scenarios.

A violation is a bug of the harness (or of a scenario's board), never of a card script.
"""
from harness.constants import LOCATION_MZONE, LOCATION_SZONE, LOCATION_OVERLAY
from ..values import stats


class InvariantViolation(AssertionError):
    pass


def check(duel):
    problems = []
    seen = {}
    for player in (0, 1):
        for location, zone in duel._zones[player].items():
            for sequence, card in enumerate(zone):
                if card is None:
                    continue
                if id(card) in seen:
                    problems.append(f"{card.describe()} is in two places")
                seen[id(card)] = card
                if (card.current.controller, card.current.location, card.current.sequence) != (player, location, sequence):
                    problems.append(f"{card.describe()} thinks it is at {card.current} but is in "
                                    f"player {player} location {location:#x} slot {sequence}")
        if len(duel._zones[player][LOCATION_MZONE]) != 7 or len(duel._zones[player][LOCATION_SZONE]) != 8:
            problems.append(f"player {player} has a wrong number of zones")
    for card in duel.cards:
        if card.current.location == LOCATION_OVERLAY:
            holder = card.overlay_target
            if holder is None or card not in holder.overlays:
                problems.append(f"{card.describe()} is an overlay of nothing")
        elif card.current.location and id(card) not in seen:
            problems.append(f"{card.describe()} is in no zone")
        target = card.equip_target
        if target is not None:
            if card not in target.equipped:
                problems.append(f"{card.describe()} is equipped to {target.describe()}, which does not list it")
            if card.current.location != LOCATION_SZONE or target.current.location != LOCATION_MZONE:
                problems.append(f"equip relation {card.describe()} -> {target.describe()} is not between field cards")
            if target.is_facedown():
                problems.append(f"{card.describe()} is equipped to a face-down monster")
            if not duel.chain and not stats.equip_limit_allows(card, target):
                problems.append(f"{card.describe()} stays equipped to {target.describe()} against its equip limit")
        for equip in card.equipped:
            if equip.equip_target is not card:
                problems.append(f"{card.describe()} lists {equip.describe()} as equipped, but it is not")
    if problems:
        raise InvariantViolation("; ".join(problems))
