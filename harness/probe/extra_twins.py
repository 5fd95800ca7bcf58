"""Extra Deck monsters related to a card of one's field, for a target that asks for both (harness/
probe/conditions.py): "target 1 Xyz Monster you control; Special Summon from your Extra Deck 1
Xyz Monster with the same Rank/Type/Attribute but a different name" (`not c:IsCode(code)`), a
Rank-Up ("1 Rank higher", `IsRank(rk+1)`), or a Synchro Monster whose Level is a Tuner's plus a
non-Tuner's (`IsLevel(lv+clv)`). The made-up Extra Deck monster the board puts on the field has
its other copies in the Extra Deck, under the same name: the board adds, to one's Extra Deck, the
made-up Extra Deck monsters the filters name again under another name, at their Level/Rank and
1 and 2 higher, and a Synchro Monster at the Level of the made-up Tuner plus the first made-up
non-Tuner monster."""
import re

from harness.probe.boards import other_name_code

# an Extra Deck filter that compares a card with another's value: IsRank(rk+1), IsLevel(lv), not c:IsCode(code)
_RELATED = re.compile(r"Is(?:Rank|Level|Code|Race|Attribute)\((?:[a-z_]\w*:Get\w+\(\)|[a-z_]\w*)(?:\s*[+-]\s*\w+)?\)")
_EXTRA = re.compile(r"\bLOCATION_EXTRA\b")
_EXTRA_KINDS = ("fusion", "synchro", "xyz", "link")
_STEPS = (0, 1, 2)          # the same Level/Rank, and a Rank-Up's
_MOST_SPECS = 2


def extra_twins(probe, text):
    """[(name, wrap)]: the board above, for a text that reads one's Extra Deck and compares a card
    of it with another; the other cards' data go to the probe's made-up cards."""
    if not _EXTRA.search(text) or not _RELATED.search(text):
        return []
    specs = probe.finder.extra_cards
    made_up = [specs[code] for code in probe.made_up if code != probe.code and code in specs]
    extra = [spec for spec in made_up if set(spec["type"]) & set(_EXTRA_KINDS) and "link" not in spec["type"]]
    twins = []
    for spec in extra[:_MOST_SPECS]:
        key = "rank" if "rank" in spec else "level"
        for step in _STEPS:
            if 1 <= spec[key] + step <= 12:
                twins.append({**spec, key: spec[key] + step,
                              "name": f"{spec['name']} (another name, {key.title()} {spec[key] + step})"})
    tuner = next((spec for spec in made_up if "tuner" in spec["type"]), None)
    other = next((spec for spec in made_up if spec["type"] in (["monster", "effect"], ["monster", "normal"])), None)
    synchro = next((spec for spec in extra if "synchro" in spec["type"]), None)
    if tuner and other and synchro and tuner.get("level") and 1 <= tuner["level"] + other["level"] <= 12:
        level = tuner["level"] + other["level"]
        twins.append({**synchro, "level": level, "name": f"{synchro['name']} (another name, Level {level})"})
    if not twins:
        return []
    codes = []
    for spec in twins:
        code = other_name_code(spec["name"])
        specs[code] = spec
        codes.append(code)
    return [("the Extra Deck monsters its filters name under another name, at related Levels and Ranks",
             lambda board: _in_extra_deck(board, codes))]


def _in_extra_deck(board, codes):
    def in_extra_deck(session, card):
        board(session, card)
        for code in codes:
            session.add_card(code, 0, "extra")
    return in_extra_deck
