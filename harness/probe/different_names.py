"""Cards with different names, for a condition, cost or target that counts them (harness/probe/
conditions.py): "3 or more monsters with different names in your GY" (`g:GetClassCount(Card.GetCode)>=3`,
`aux.dncheck`), or with different Levels, Races or Attributes (`GetClassCount(Card.GetLevel)`).
The made-up cards the filters name share one code each, so such a count stays 1: the board adds
other cards like them, each under a name of its own (and of another Level, Race or Attribute when
that is what is counted), in each of one's places the text reads (the Deck, hand, GY, banished,
Extra Deck, a Pendulum Monster face-up there; face-up on the field), as many as the count asks for
(3 when it names no number)."""
import re

from harness import constants
from harness.constants import LOCATION_MZONE, LOCATION_SZONE
from harness.probe.boards import EXTRA_TYPES, as_summoned, other_name_code

_COUNTED = re.compile(r"GetClassCount\(Card\.Get(Code|Level|Race|Attribute)\)(?:\s*(>=|>|==)\s*(\d+))?")
_DIFFERENT = re.compile(r"\baux\.dncheck\b")
_PLACES = {"DECK": "deck", "HAND": "hand", "GRAVE": "grave", "REMOVED": "removed", "EXTRA": "extra",
           "MZONE": "field", "SZONE": "field", "ONFIELD": "field"}
_PLACE = re.compile(r"\bLOCATION_(DECK|HAND|GRAVE|REMOVED|EXTRA|MZONE|SZONE|ONFIELD)\b")
_MOST_SPECS = 4             # the made-up cards given other names
_MOST_NAMES = 5             # other names of each
_RACES = constants.RACE.names(constants.ALL["RACE_ALL"])
_ATTRIBUTES = ("earth", "water", "fire", "wind", "light", "dark")


def different_names(probe, text):
    """[(name, wrap)]: the board above for a text that counts different names (or Levels, Races,
    Attributes), as wrap(board) -> board; the other cards' data go to the probe's made-up cards."""
    counted = _COUNTED.findall(text)
    if not counted and not _DIFFERENT.search(text):
        return []
    what, bound, number = counted[0] if counted else ("Code", ">=", "3")
    wanted = int(number) + (bound == ">") if number else 3
    others = min(max(wanted - 1, 1), _MOST_NAMES)
    made_up = [probe.finder.extra_cards[code] for code in probe.made_up
               if code != probe.code and code in probe.finder.extra_cards]
    # those of a kind first (a Pendulum Monster of the archetype, a Toon monster): a filter that names a kind asks for it
    specs = sorted(made_up, key=lambda spec: len(spec["type"]) <= 2)[:_MOST_SPECS]
    if not specs:
        return []
    places = list(dict.fromkeys(_PLACES[p] for p in _PLACE.findall(text))) or ["deck", "grave"]
    codes = []
    for spec in specs:
        for index in range(1, others + 1):
            name = f"{spec['name']} (other name {index})"
            code = other_name_code(name)
            probe.finder.extra_cards[code] = {**spec, "name": name, **_varied(what, spec, index)}
            codes.append(code)
    kind = {"Code": "names", "Level": "Levels", "Race": "Races", "Attribute": "Attributes"}[what]
    return [(f"the cards its filters name under {others + 1} different {kind} in one's {', '.join(places)}",
             lambda board: _with_others(board, codes, places))]


def _varied(what, spec, index):
    """What else differs for the index-th other card: the Level, Race or Attribute counted."""
    if what == "Level" and "level" in spec:
        return {"level": (spec["level"] + index - 1) % 12 + 1}
    if what == "Race" and "race" in spec:
        return {"race": _RACES[(_RACES.index(spec["race"]) + index) % len(_RACES)]}
    if what == "Attribute" and "attribute" in spec:
        return {"attribute": _ATTRIBUTES[(_ATTRIBUTES.index(spec["attribute"]) + index) % len(_ATTRIBUTES)]
                if spec["attribute"] in _ATTRIBUTES else "dark"}
    return {}


def _with_others(board, codes, places):
    """The board, with each card once in each of one's places (an Extra Deck monster in the Extra
    Deck and a Main Deck card in the Main Deck's places only, but for a Pendulum Monster, face-up
    in the Extra Deck too; on the field face-up while zones are free)."""
    def with_others(session, card):
        board(session, card)
        for code in codes:
            data = session.carddb.get(code)
            extra = bool(data.type & EXTRA_TYPES)
            for place in places:
                if place in ("deck", "hand") and extra:
                    continue
                if place == "extra" and not extra:
                    if data.type & constants.TYPE_PENDULUM:     # a Pendulum Monster face-up in the Extra Deck
                        session.add_card(code, 0, "extra", position="faceup")
                elif place != "field":
                    session.add_card(code, 0, place)
                elif data.type & constants.TYPE_MONSTER and session.duel.free_sequences(0, LOCATION_MZONE):
                    as_summoned(session.add_card(code, 0, "mzone"))
                elif not data.type & (constants.TYPE_MONSTER | constants.TYPE_FIELD) and \
                        [seq for seq in session.duel.free_sequences(0, LOCATION_SZONE) if seq < 5]:
                    session.add_card(code, 0, "szone", position="faceup")
    return with_others
