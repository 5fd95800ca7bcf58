"""Events: what happened, in order. The log feeds `expect: events:` and failure reports."""
from dataclasses import dataclass, field as dataclass_field

from harness import constants
from .group import Group

# EVENT_ code -> lower-case name without the prefix ("destroyed", "to_grave", ...).
_EVENT_NAMES = {}
for _name, _value in constants.ALL.items():
    if _name.startswith("EVENT_") and _value not in _EVENT_NAMES:
        _EVENT_NAMES[_value] = _name[len("EVENT_"):].lower()


# Events whose value is an amount of LP, shown in reports with the player it concerns.
_AMOUNT_EVENTS = {constants.EVENT_DAMAGE, constants.EVENT_RECOVER, constants.EVENT_BATTLE_DAMAGE,
                  constants.EVENT_PRE_BATTLE_DAMAGE, constants.EVENT_PAY_LPCOST}


def event_name(code):
    if code not in _EVENT_NAMES:
        for base, prefix in ((constants.EVENT_PHASE_START, "phase_start"), (constants.EVENT_PHASE, "phase")):
            phase = code - base
            phase_names = [n[len("PHASE_"):].lower() for n, v in constants.ALL.items() if n.startswith("PHASE_") and v == phase]
            if 0 < phase < 0x1000 and phase_names:
                return f"{prefix}+{phase_names[0]}"     # EVENT_PHASE+PHASE_END, as scripts write it
    return _EVENT_NAMES.get(code, f"event_{code:#x}")


def event_names():
    """Every event name a scenario may use, sorted."""
    return sorted(set(_EVENT_NAMES.values()))


def event_code(name):
    """Accept "destroyed", "EVENT_DESTROYED", "phase+end" (EVENT_PHASE+PHASE_END) or a number."""
    if isinstance(name, int):
        return name
    if "+" in name:         # phase+end: EVENT_PHASE+PHASE_END
        event, phase = name.split("+", 1)
        key = "PHASE_" + phase.upper()
        if key not in constants.ALL:
            raise ValueError(f"unknown phase {phase!r} in event {name!r}")
        return event_code(event) + constants.ALL[key]
    key = name.upper()
    if not key.startswith("EVENT_"):
        key = "EVENT_" + key
    if key not in constants.ALL:
        raise ValueError(f"unknown event {name!r}; known events: {', '.join(event_names())}")
    return constants.ALL[key]


@dataclass
class Event:
    code: int
    cards: list = dataclass_field(default_factory=list)
    reason_effect: object = None
    reason: int = 0
    reason_player: int = constants.PLAYER_NONE
    event_player: int = constants.PLAYER_NONE
    value: int = 0
    batch: int = 0            # which action raised it (see triggers: missing the timing)
    # The core raises an event for the field (raise_event: field effects respond, the log sees it)
    # and single events on one card (raise_single_event: only that card's own effects respond).
    # Most of its operations raise both for the same cards, so a field event here also reaches
    # its cards' own effects; `single_cards` names other cards, `field=False` a single event only.
    single_cards: list = None
    field: bool = True
    triggered: list = dataclass_field(default_factory=list)   # (trigger effect, chain id) noted when it happened

    @property
    def responding_cards(self):
        """The cards whose own (EFFECT_TYPE_SINGLE) effects respond to this event."""
        return self.cards if self.single_cards is None else self.single_cards

    @property
    def name(self):
        return event_name(self.code)

    def describe(self):
        cards = ", ".join(c.describe() for c in self.cards)
        extra = f" reason={'+'.join(constants.REASON.names(self.reason))}" if self.reason else ""
        if self.value and self.code in _AMOUNT_EVENTS:
            extra += f" value={self.value} event_player={self.event_player}"
        return f"{self.name}({cards}){extra}"


class EventLog:
    """Every event raised in the duel, in order; `mark()`/`since()` slice it per step."""

    def __init__(self):
        self.events = []

    def record(self, event):
        self.events.append(event)

    def mark(self):
        return len(self.events)

    def since(self, mark):
        return self.events[mark:]


def event_arguments(event):
    """(eg, ep, ev, re, r, rp) for a callback; EVENT_FREE_CHAIN has no event."""
    if event is None:
        return (None, constants.PLAYER_NONE, 0, None, 0, constants.PLAYER_NONE)
    # core: an event raised with no card has no event group (nil), not an empty one
    return (Group(event.cards) if event.cards else None, event.event_player, event.value, event.reason_effect, event.reason,
            event.reason_player)
