"""`expect:` checks. Each returns mismatches (what, expected, found) instead of stopping at the
first, so a report shows everything that differs."""
from dataclasses import dataclass

from harness import constants
from harness.constants import POS_FACEUP, POS_FACEDOWN, LOCATION_HAND, LOCATION_DECK, LOCATION_GRAVE, \
    LOCATION_REMOVED, LOCATION_EXTRA
from harness.engine import stats
from harness.engine.state.events import event_code
from harness.scenario import left_by_steps
from harness.scenario.report import card_name, position_name


@dataclass
class Mismatch:
    subject: str
    expected: object
    found: object
    where: str = ""

    def __str__(self):
        return f"{self.subject}: expected {self.expected}, found {self.found}"


class Difference(Mismatch):
    """A mismatch already said in one line (the lists `registered:` and `operation_info:` compare)."""

    def __init__(self, line):
        super().__init__(line, None, None)

    def __str__(self):
        return self.subject


class ExpectationError(ValueError):
    """A value in `expect:` that cannot be understood (a bad flag name, say)."""


def _flags(family, value):
    try:
        return family.parse(value)
    except ValueError as error:
        raise ExpectationError(str(error)) from None


def _names(family, value):
    return "[" + ", ".join(family.names(value)) + "]" if value else "[]"


def _alias(card):
    return None if card is None else (card.label or card_name(card))


# key -> the found value of a card expectation compared with the YAML value as it is. Each is
# computed only when its key is expected (ATK/DEF too, in check_card: they ask every continuous
# effect and its script, which most expectations never need).
_SIMPLE_CHECKS = {
    "controller": lambda card: card.controller,
    "owner": lambda card: card.owner,
    "sequence": lambda card: card.sequence,
    "base_atk": lambda card: stats.base_attack(card),
    "base_def": lambda card: stats.base_defense(card),
    "level": lambda card: stats.current_level(card),
    "rank": lambda card: card.data.level if card.data.type & constants.TYPE_XYZ else 0,
    "reason_player": lambda card: card.reason_player,
    "disabled": lambda card: stats.is_disabled(card),
    "attacks_announced": lambda card: card.attack_announce_count,
}


_SUMMON_TYPE_NAMES = {getattr(constants, f"SUMMON_TYPE_{name.upper()}") >> 24: name for name in (
    "normal", "advance", "dual", "flip", "special", "fusion", "ritual", "synchro", "xyz", "pendulum", "link")}


def summon_type_name(summon_type):
    """GetSummonType by its top byte, as the native oracle names it (none for 0)."""
    return _SUMMON_TYPE_NAMES.get(summon_type >> 24 & 0xff, "none" if not summon_type else hex(summon_type))


def summon_type_exact(summon_type):
    """GetSummonType as an exact card expectation: the top byte's name, then `+0x..` for the
    value the summon added below it (`special+0x1` for SUMMON_TYPE_SPECIAL+1, `special+0x0` for
    none: effects that compare GetSummonType see it); `none` for no summon."""
    name = summon_type_name(summon_type)
    if not summon_type or name.startswith("0x"):
        return name
    return f"{name}+{summon_type & 0xffffff:#x}"


def summon_type_matches(summon_type, want):
    """`summon_type: special` names the top byte only (any value below it); `special+0x1` the
    exact GetSummonType."""
    return (summon_type_exact if "+" in str(want) else summon_type_name)(summon_type) == want


def card_state(card):
    """A card as the keys and names of a YAML card expectation: location "grave", position
    "faceup_attack", reason ["destroy", "effect"], equip_target by alias, ... (what
    DuelSession.state returns). Values that do not apply where the card is are left out."""
    on_field = bool(card.location & (constants.LOCATION_MZONE | constants.LOCATION_SZONE))
    location = constants.LOCATION.names(card.location)
    state = {"location": location[0] if location else "nowhere", "controller": card.controller,
             "owner": card.owner, "sequence": card.sequence}
    if on_field:
        state["position"] = position_name(card)
    if card.location & constants.LOCATION_MZONE:
        state["atk"], state["def"] = stats.attack_and_defense(card)
        state["level"] = stats.current_level(card)
        state["summon_type"] = summon_type_name(card.summon_type)
        state["disabled"] = stats.is_disabled(card)
    if card.equip_target is not None:
        state["equip_target"] = _alias(card.equip_target)
    if card.equipped:
        state["equipped"] = [_alias(c) for c in card.equipped]
    if card.reason:
        state["reason"] = constants.REASON.names(card.reason)
    return state


def check_card(session, alias, card, expected):
    mismatches = []
    atk_def = None

    def differ(key, want, have, show_want=None, show_have=None):
        mismatches.append(Mismatch(f"{alias}.{key}", want if show_want is None else show_want,
                                   have if show_have is None else show_have))

    for key, want in expected.items():
        if key in _SIMPLE_CHECKS:
            have = _SIMPLE_CHECKS[key](card)
            if have != want:
                differ(key, want, have)
        elif key == "summon_type":
            if not summon_type_matches(card.summon_type, want):
                differ(key, want, summon_type_exact(card.summon_type) if "+" in str(want) else summon_type_name(card.summon_type))
        elif key in ("atk", "def"):
            if atk_def is None:
                atk_def = stats.attack_and_defense(card)
            have = atk_def[key == "def"]
            if have != want:
                differ(key, want, have)
        elif key == "location":
            mask = _flags(constants.LOCATION, want)
            if not card.current.location or not card.is_location(mask):
                differ(key, want, _names(constants.LOCATION, card.location).strip("[]") or "nowhere")
        elif key == "position":
            mask = _flags(constants.POS, want)
            ok = card.is_position(mask) if mask in (POS_FACEUP, POS_FACEDOWN) else card.position == mask
            if not ok:
                differ(key, want, "+".join(constants.POS.names(card.position)))
        elif key in ("equip_target", "previous_equip_target", "card_target", "reason_card"):
            have = {"equip_target": card.equip_target, "previous_equip_target": card.previous_equip_target,
                    "card_target": card.card_targets[0] if card.card_targets else None,
                    "reason_card": card.reason_card}[key]
            wanted = None if want is None else session.card(want)
            if have is not wanted:
                differ(key, want, _alias(have))
        elif key == "reason_effect":
            effect = card.reason_effect
            have = effect.get_handler() if effect is not None else None
            if have is not (None if want is None else session.card(want)):
                differ(key, want, _alias(have))
        elif key == "equipped":
            have = {id(c): c for c in card.equipped}
            wanted = [session.card(a) for a in want]
            if set(have) != {id(c) for c in wanted}:
                differ(key, sorted(want), sorted(_alias(c) for c in have.values()))
        elif key in ("type", "attribute", "race"):
            family = {"type": constants.TYPE, "attribute": constants.ATTRIBUTE, "race": constants.RACE}[key]
            value = {"type": stats.current_type, "attribute": stats.current_attribute, "race": stats.current_race}[key](card)
            if value != _flags(family, want):
                differ(key, want, _names(family, value))
        elif key in ("type_has", "type_lacks", "reason", "reason_has", "reason_lacks"):
            family = constants.TYPE if key.startswith("type") else constants.REASON
            value = stats.current_type(card) if key.startswith("type") else card.reason
            mask = _flags(family, want)
            ok = {"": value == mask, "_has": value & mask == mask, "_lacks": not value & mask}[key[key.find("_"):] if "_" in key else ""]
            if not ok:
                differ(key, want, _names(family, value))
        elif key == "deck_position":
            have = _deck_position(card)
            size = len(card.duel.zone_list(card.controller, LOCATION_DECK)) if have is not None else 0
            wanted = {"top": 1, "bottom": size}.get(want, want)
            if have is None or have != wanted:
                differ(key, want, "not in a Deck" if have is None else
                       f"{have} from the top" + (" (top)" if have == 1 else " (bottom)" if have == size else ""))
        elif key == "counters":
            have = {k: v for k, v in card.counters.items() if v}
            if have != {int(k): v for k, v in want.items() if v}:
                differ(key, want, have)
        else:
            raise ExpectationError(f"unknown card expectation {key!r}")
    return mismatches


_PILE_LOCATIONS = {"hand": LOCATION_HAND, "deck": LOCATION_DECK, "grave": LOCATION_GRAVE,
                   "removed": LOCATION_REMOVED, "extra": LOCATION_EXTRA}


def check_players(session, expected):
    mismatches = []
    duel = session.duel
    for player, values in expected.items():
        player = int(player)
        for key, want in values.items():
            if key == "lp":
                have = duel.players[player].lp
            elif isinstance(want, list):
                have, want = _pile_aliases(duel, player, key), list(want)
                if key != "deck":              # the Deck in order, top first; the other piles in any order
                    have, want = sorted(have), sorted(want)
            else:
                have = len(duel.zone_list(player, _PILE_LOCATIONS[key]))
            if have != want:
                mismatches.append(Mismatch(f"players.{player}.{key}", want, have))
    return mismatches


def _pile_aliases(duel, player, key):
    """The pile's cards by alias, top first (the engine keeps piles bottom first)."""
    return [_alias(card) for card in reversed(duel.zone_list(player, _PILE_LOCATIONS[key]))]


def _deck_position(card):
    """top, bottom, or the position from the top (1 = top) of a card in a Deck; None elsewhere."""
    if card.location != LOCATION_DECK:
        return None
    return len(card.duel.zone_list(card.controller, LOCATION_DECK)) - card.sequence


def check_events(session, expected, events):
    """The expected events must appear in this order (others may come between them)."""
    position, previous = 0, None          # previous: (number, position) of the last one matched
    for number, want in enumerate(expected, 1):
        code = _event(want["event"])
        wanted_cards = [session.card(a) for a in want.get("cards", [])]

        def matches(event):
            return event.code == code and all(c in _event_cards(event) for c in wanted_cards) \
                and _event_fields_match(want, event)

        found = next((i for i in range(position, len(events)) if matches(events[i])), None)
        if found is None:
            earlier = next((i for i in range(position) if matches(events[i])), None)
            return [Mismatch(f"events[{number}]", _show_event(want),
                             _out_of_order(earlier, previous, expected, events))]
        position, previous = found + 1, (number, found)
    return []


def _out_of_order(earlier, previous, expected, events):
    """Where the event is instead, and the step's events one a line, numbered."""
    if earlier is not None:
        number, at = previous
        head = (f"no match after position {at + 1}, where events[{number}] ({_show_event(expected[number - 1])}) "
                f"matched; it occurs earlier, at position {earlier + 1} (the expected events must come in the "
                f"order of the step's events, others may come between them)")
    else:
        head = "no such event in the step"
    listing = "\n".join(f"    {i}. {e.describe()}" for i, e in enumerate(events, 1)) or "    (none)"
    return f"{head}:\n{listing}"


_CHAIN_EVENTS = {constants.EVENT_CHAIN_SOLVING, constants.EVENT_CHAIN_SOLVED, constants.EVENT_CHAIN_NEGATED,
                 constants.EVENT_CHAIN_DISABLED}


def _event_cards(event):
    """The event group; for the events of a chain link (solving, solved, negated), which have
    none, the card whose effect the link is (as the native oracle's log reads them)."""
    if event.code in _CHAIN_EVENTS and event.reason_effect is not None and event.reason_effect.get_handler() is not None:
        return list(event.cards) + [event.reason_effect.get_handler()]
    return event.cards


def _event(name):
    try:
        return event_code(name)
    except ValueError as error:
        raise ExpectationError(str(error)) from None


def _event_fields_match(want, event):
    if "reason" in want and event.reason != _flags(constants.REASON, want["reason"]):
        return False
    if "reason_has" in want:
        mask = _flags(constants.REASON, want["reason_has"])
        if event.reason & mask != mask:
            return False
    if "player" in want and event.reason_player != want["player"]:
        return False
    if "event_player" in want and event.event_player != want["event_player"]:
        return False
    if "value" in want and event.value != want["value"]:
        return False
    return True


def _show_event(want):
    return ", ".join(f"{k}: {v}" for k, v in want.items())


class OfferedMismatch(Exception):
    """A step's card selections did not offer what its `offered:` says (`mismatches`)."""

    def __init__(self, message, mismatches):
        super().__init__(message)
        self.mismatches = mismatches


def check_offered(session, expected, found):
    """`offered:`: one item per card selection the step raised (`found`: decisions.Offered, in
    prompt order); their number must match, each item's cards as a set, and its `min:`/`max:`
    where it gives them."""
    if len(expected) != len(found):
        listing = ": " + ", ".join(offered_list(cards) for cards in found) if found else ""
        return [Mismatch("offered", _selections(len(expected)), _selections(len(found)) + listing)]
    return [Mismatch(f"offered[{number}]", offered_item(want), offered_list(have, offered_bounds(want)))
            for number, (want, have) in enumerate(zip(expected, found), 1) if not offered_matches(session, want, have)]


def offered_matches(session, want, have):
    """Whether one `offered:` item (a list of aliases, or `{cards:, min:, max:, hint:}`) says what
    that selection offered."""
    aliases = want["cards"] if isinstance(want, dict) else want
    return _same_cards(session, aliases, have) and all(
        _prompt_value(key, want[key]) == _prompt_value(key, getattr(have, _PROMPT[key], None)) for key in offered_bounds(want))


_PROMPT = {"min": "minimum", "max": "maximum", "hint": "hint"}     # an item's key: the selection's attribute


def _prompt_value(key, value):
    """A select message compares as text (a string id's number may be written as an integer)."""
    return str(value) if key == "hint" and value is not None else value


def offered_bounds(want):
    """The keys besides `cards:` an `offered:` item gives (its prompt's numbers, its select message)."""
    return [key for key in _PROMPT if isinstance(want, dict) and key in want]


def offered_item(want):
    """One `offered:` item as a message shows it: its aliases in order, then the bounds it gives."""
    aliases = want["cards"] if isinstance(want, dict) else want
    return "[" + ", ".join(sorted(aliases)) + "]" + "".join(f" {key} {want[key]}" for key in offered_bounds(want))


def _same_cards(session, aliases, cards):
    """Whether the aliases name exactly these cards (a name a later step's `created:` gives names none yet)."""
    named = [session.aliases.get(alias) for alias in aliases]
    return None not in named and {id(card) for card in named} == {id(card) for card in cards}


def _selections(count):
    return f"{count} selection{'' if count == 1 else 's'}"


def offered_list(cards, bounds=()):
    """The cards of one selection, as `offered:` names them (in alias order); a card with no alias
    by its name and code; then the selection's `bounds` ("min", "max") named."""
    names = sorted(card.label for card in cards if card.label)
    names += [f"{card.data.name or 'a card'} (code {card.data.code}, no alias)" for card in cards if not card.label]
    return "[" + ", ".join(names) + "]" + "".join(f" {key} {_bound(cards, key)}" for key in bounds)


def _bound(cards, key):
    value = getattr(cards, _PROMPT[key], None)
    if key == "hint":
        return value or "(none given)"
    return "(none stated)" if value is None else value


def unnamed_cards(found):
    """The cards with no alias among the selections' (in the order first offered)."""
    unnamed = {}
    for cards in found:
        unnamed.update((id(card), card) for card in cards if not card.label)
    return list(unnamed.values())


def check_expect(session, expected, events, marks=None):
    """The mismatches of an `expect:` step; `events` and `marks` (left_by_steps.Marks): what the
    steps since the previous `expect:` did."""
    mismatches = []
    for key, want in expected.items():
        if key == "players":
            mismatches += check_players(session, want)
        elif key == "chain":
            if len(session.duel.chain) != want:
                mismatches.append(Mismatch("chain", want, len(session.duel.chain)))
        elif key == "events":
            mismatches += check_events(session, want, events)
        elif key == "winner":
            if session.winner != want:
                mismatches.append(Mismatch("winner", want, session.winner))
        elif key == "warnings":
            for text in want:
                if not any(text in warning for warning in session.duel.warnings):
                    mismatches.append(Mismatch("warnings", f"one containing {text!r}",
                                               "; ".join(session.duel.warnings) or "no warnings"))
        elif key == "all_warnings":
            given = session.duel.warnings
            missing = [text for text in want if not any(text in warning for warning in given)]
            others = [warning for warning in given if not any(text in warning for text in want)]
            if missing or others:
                mismatches.append(Mismatch("all_warnings", "; ".join(want) or "no warnings",
                                           "; ".join(given) or "no warnings"))
        elif key == "registered":
            found = left_by_steps.registered_since(session.duel, marks, _label)
            mismatches += [Difference(line) for line in left_by_steps.registered_mismatches(want, found)]
        elif key == "operation_info":
            found = left_by_steps.declared_since(session.duel, marks, _label)
            mismatches += [Difference(line) for line in left_by_steps.declared_mismatches(want, found)]
        elif key == "confirmed":
            found = left_by_steps.confirmed_since(session.duel, marks, _label)
            mismatches += [Difference(line) for line in left_by_steps.confirmed_mismatches(want, found)]
        else:
            mismatches += check_card(session, key, session.card(key), want)
    return mismatches


def _label(card):
    return card.label
