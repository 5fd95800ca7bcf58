"""A continuous effect that makes the card count as two Tributes (EFFECT_DOUBLE_TRIBUTE: "this
card can be treated as 2 Tributes for the Tribute Summon of a WIND monster") applies only when a
Tribute Summon asks it, so the deep probe (harness/probe/deep.py) makes one: the card face-up in
one's Monster Zone is the only Tribute of a Level 7 copy of a made-up monster its value names
(the made-up Main Deck monsters of the board, each also as a Normal Monster: "a Normal Monster"),
Normal Summoned from the hand. The effect applied when that summon succeeds."""
from harness.constants import EFFECT_DOUBLE_TRIBUTE, LOCATION_MZONE
from harness.probe.boards import MADE_UP, MADE_UP_SCRIPT, made_up_scripts
from harness.probe.materials import tribute_summoned

HIGH = MADE_UP + 700000         # the Level 7 copies' codes: HIGH + their index
MONSTERS = 2                    # made-up monsters copied (each as it is, and as a Normal Monster)
_EXTRA_KINDS = ("fusion", "synchro", "xyz", "link")


def tribute_plans(probe, card_effects, indexes):
    """[(name, action)]: for a continuous effect EFFECT_DOUBLE_TRIBUTE among `indexes`, the
    Tribute Summon of each Level 7 copy (its card data added to the probe's made-up cards)."""
    index = next((i for i in indexes if card_effects[i].code == EFFECT_DOUBLE_TRIBUTE), None)
    if index is None:
        return []
    _write_scripts()
    specs = probe.finder.extra_cards
    monsters = [code for code in probe.made_up if code in specs and "monster" in specs[code]["type"]
                and not any(kind in specs[code]["type"] for kind in _EXTRA_KINDS)][:MONSTERS]
    plans = []
    for code in monsters:
        for kind in (specs[code]["type"], ["monster", "normal"]):
            high = HIGH + len(plans)
            scales = {} if "pendulum" in kind else {"lscale": None, "rscale": None}      # a plain copy has no Scales
            spec = {**specs[code], **scales, "type": list(kind), "level": 7,
                    "name": f"{specs[code]['name']} (Level 7{', Normal' if 'normal' in kind else ''})"}
            specs[high] = {key: value for key, value in spec.items() if value is not None}
            plans.append((f"the Tribute Summon of {specs[high]['name']} with it as two Tributes",
                          _tribute_summon(high, index)))
    return plans


def _write_scripts():
    """The copies' scripts (the made-up cards' empty one) in the made-up cards' folder, once per process."""
    folder = made_up_scripts()
    for index in range(MONSTERS * 2):
        path = folder / f"c{HIGH + index}.lua"
        if not path.is_file():
            path.write_text(MADE_UP_SCRIPT, encoding="utf-8")


def _tribute_summon(code, index):
    def action(session, card, number):
        if card.current.location != LOCATION_MZONE:
            return False, "the card is not in a Monster Zone to be Tributed"
        monster = tribute_summoned(session, code, card)
        if monster is None:
            return False, "the Tribute Summon with it as two Tributes was not allowed"
        if monster.current.location != LOCATION_MZONE:
            return False, "the Tribute Summon with it as two Tributes summoned nothing"
        return True, f"effect {index + 1} of the card applied: it was two Tributes for a Tribute Summon"
    return action
