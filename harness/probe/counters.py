"""Counters on the deep probe's boards (harness/probe/deep.py): a script whose costs remove counters
or whose conditions count them starts with counters where a duel would have put them, as after
a few turns. Two kinds, read from the script's counter calls:

- a counter the card permits itself (`c:EnableCounterPermit(X)`): on the card, when the board puts
  it face-up on the field;
- a counter placed without a permit (the core's COUNTER_WITHOUT_PERMIT bit, A-Counters say): on
  every face-up monster on the field.

How many: the largest count the script's counter calls name (1 to 10), at least 3, and no more
than the card's counter limit (a card at its limit can no longer add one: the probe prefers the
effects that spend counters, which the board cannot otherwise reach)."""
import re

from harness.constants import COUNTER_WITHOUT_PERMIT, LOCATION_MZONE
from harness.engine.actions.counters import COUNTER_TYPE_MASK, counter_limit

_CALL = re.compile(r"(?:EnableCounterPermit|AddCounter|RemoveCounter|GetCounter|IsCanRemoveCounter|IsCanAddCounter)"
                   r"\(([^()]*)\)")
_PERMIT = re.compile(r"EnableCounterPermit\((0x[0-9a-fA-F]+)")
_HEX = re.compile(r"0x[0-9a-fA-F]+")
_COUNT = re.compile(r"(?<![\w.])([1-9]|10)(?![\w.])")
_COMPARED = re.compile(r"GetCounter\(0x[0-9a-fA-F]+\)\s*[><=]=?\s*(\d+)")
MIN_COUNT = 3


class CounterPlan:
    """The counters a script's board gets (see the module's text)."""

    def __init__(self, text):
        calls = _CALL.findall(text)
        types = {int(value, 16) & COUNTER_TYPE_MASK for args in calls for value in _HEX.findall(args)}
        self.permitted = {int(value, 16) & COUNTER_TYPE_MASK for value in _PERMIT.findall(text)}
        self.without_permit = {kind for kind in types if kind & COUNTER_WITHOUT_PERMIT}
        counts = [int(n) for args in calls for n in _COUNT.findall(args)]
        counts += [int(n) + 1 for n in _COMPARED.findall(text) if int(n) < 10]
        self.count = max([MIN_COUNT] + counts)

    def __bool__(self):
        return bool(self.permitted or self.without_permit)

    def place(self, session, card):
        """Put the counters on the board `session` built around `card`."""
        if card.is_onfield() and card.is_faceup():
            for kind in self.permitted:
                self._put(card, kind)
        for kind in self.without_permit:
            for player in (0, 1):
                for monster in session.duel.zone_list(player, LOCATION_MZONE):
                    if monster is not None and monster.is_faceup():
                        self._put(monster, kind)

    def _put(self, card, kind):
        limit = counter_limit(card, kind)
        card.counters[kind] = min(self.count, limit) if limit else self.count

