"""What the steps since the previous `expect:` left behind that no card's place shows:
`expect: registered:` (the effects they registered that are still registered),
`expect: operation_info:` (what each chain link they activated announced) and
`expect: confirmed:` (the cards Duel.ConfirmCards showed a player: a reveal the card's text asks for).

An operation that registers an effect (an ATK gain until the End Phase, a "cannot attack", a
player's "cannot Special Summon" for the turn) changes the duel only where a later step looks;
an operation info is what a negation or a response card reads (Duel.GetOperationInfo). A
snapshot pins both, so a removed `RegisterEffect`, a changed reset or target range, or a wrong
category or count in `SetOperationInfo` fails the file. Both are the script's own declarations,
stored by any engine as the script sets them; the native oracle does not read these keys.
"""
from harness import constants
from harness.scenario import registered


class Marks:
    """Where the duel stood at the previous `expect:` (or when the board was built)."""

    def __init__(self, duel, start=False):
        # The effect objects, not ids: the engine numbers an effect again when it registers it
        # again (a card's effects leaving and rejoining the field's lists), and that is no new one.
        self.effects = set() if start else set(duel.registered_effects)       # start: the duel's beginning
        self.declared = 0 if start else len(duel.declared)
        self.confirmed = 0 if start else len(duel.confirmed)


KEYS = ("registered", "operation_info", "confirmed")


def marks_for(steps, duel):
    """Marks when some `expect:` of the steps checks one of KEYS, else None: the copy of the
    registered effects is taken only for scenarios that read it (a snapshot file, mostly)."""
    if any(key in (step.data.get("expect") or {}) for step in steps if step.kind == "expect" for key in KEYS):
        return Marks(duel)
    return None


def effects_since(duel, marks):
    """{card or player (0/1): [effect, ...]} of the effects registered since `marks` that are still
    registered, each list in registration order."""
    found = {}
    for effect in duel.registered_effects:
        if effect not in marks.effects:
            holder = effect.handler if effect.handler is not None else effect.owner_player
            found.setdefault(holder, []).append(effect)
    return found


def registered_since(duel, marks, alias_of):
    """`expect: registered:` as found: {alias or player: [entry, ...]}; a card with no alias is left
    out (no expectation can name it)."""
    result = {}
    for holder, effects in effects_since(duel, marks).items():
        key = holder if isinstance(holder, int) else alias_of(holder)
        if key is not None:
            result[key] = [registered.describe(effect) for effect in effects]
    return result


def declared_since(duel, marks, alias_of):
    """`expect: operation_info:` as found: one entry per chain link activated since `marks` and
    category it announced, in activation order then in the order the script announced them."""
    entries = []
    for link, infos in duel.declared[marks.declared:]:
        card = alias_of(link.effect.get_handler())
        for category, (cards, count, player, param) in infos.items():
            entry = {"card": card, "category": constants.CATEGORY.names(category) or [hex(category)],
                     "count": count, "player": player, "param": param}
            if cards is not None and len(cards):
                names = [alias_of(c) for c in cards]
                entry["cards"] = names if None not in names else f"{len(names)} card(s), not all named"
            entries.append(entry)
    return entries


def confirmed_since(duel, marks, alias_of):
    """`expect: confirmed:` as found: {player, cards} per Duel.ConfirmCards since `marks`, in order."""
    entries = []
    for player, cards in duel.confirmed[marks.confirmed:]:
        names = [alias_of(card) for card in cards]
        entries.append({"player": player, "cards": names if None not in names else f"{len(names)} card(s), not all named"})
    return entries


def confirmed_mismatches(wanted, found):
    """Lines saying how the cards shown differ from `expect: confirmed:`; [] when equal."""
    def normal(entries):
        return [(entry["player"], sorted(entry["cards"]) if isinstance(entry["cards"], list) else entry["cards"])
                for entry in entries]
    if normal(wanted) == normal(found):
        return []
    shown = "; ".join(f"player {player}: {cards}" for player, cards in normal(found)) or "nothing"
    return [f"confirmed: expected {'; '.join(f'player {p}: {c}' for p, c in normal(wanted)) or 'nothing'}, found {shown}"]


def registered_mismatches(wanted, found):
    """Lines saying how the found effects differ from `expect: registered:`; [] when equal. Every
    named card and both players are checked: one left out of the mapping registered nothing."""
    lines = []
    for key in dict.fromkeys([*wanted, *found]):
        lines += registered.mismatches(key, wanted.get(key, []), found.get(key, []))
    return lines


def declared_mismatches(wanted, found):
    """Lines saying how the operation infos differ from `expect: operation_info:`; [] when equal."""
    if _normal(wanted) == _normal(found):
        return []
    lines = []
    if len(wanted) != len(found):
        lines.append(f"operation_info: expected {len(wanted)} entr(ies), found {len(found)}")
    for index, (want, have) in enumerate(zip(_normal(wanted), _normal(found)), 1):
        for key in dict.fromkeys([*want, *have]):
            if want.get(key) != have.get(key):
                lines.append(f"operation_info[{index}].{key}: expected {want.get(key)!r}, found {have.get(key)!r}")
    for index, extra in enumerate(found[len(wanted):], len(wanted) + 1):
        lines.append(f"operation_info[{index}]: not expected, found {extra}")
    return lines


def _normal(entries):
    """The entries as compared: flag names in the constants' spelling, whatever case the file used."""
    return [{**entry, "category": [str(c).lower().removeprefix("category_") for c in entry.get("category", [])],
             **({"cards": sorted(entry["cards"])} if isinstance(entry.get("cards"), list) else {})}
            for entry in entries]
