"""Card data guessed from a script, for a folder that ships no card database (the real script
repository ships none): the first line's comment is the name, and the kind of card is guessed
from the effects the script registers."""
from pathlib import Path

from harness.carddb import CardData
from harness.constants import (
    TYPE_CONTINUOUS, TYPE_EFFECT, TYPE_EQUIP, TYPE_FIELD, TYPE_MONSTER, TYPE_PENDULUM, TYPE_SPELL, TYPE_TRAP,
)


class InferredCards:
    """A card source of last resort: guesses card data from the script text."""
    label = "inferred from the scripts"

    def __init__(self, folder):
        self.folder = Path(folder)

    def get(self, code):
        path = self.folder / f"c{code}.lua"
        if not path.is_file():
            return None
        text = path.read_text(encoding="utf-8", errors="replace")
        first = text.splitlines()[0] if text else ""
        name = first.lstrip("-").strip() if first.startswith("--") else ""
        kind = _guess_type(text)
        scale = 4 if kind & TYPE_PENDULUM else 0        # a Pendulum Scale it can be placed with
        return CardData(code=code, name=name, type=kind, lscale=scale, rscale=scale)


def _guess_type(text):
    if "EnablePendulumAttribute" in text:       # its card activation is the Pendulum Scale's: a monster
        return TYPE_MONSTER | TYPE_EFFECT | TYPE_PENDULUM
    if "AddEquipSpellEffect" in text:
        return TYPE_SPELL | TYPE_EQUIP
    if "EFFECT_TYPE_ACTIVATE" in text and "SUMMON_TYPE" not in text and "SetSPSummonOnce" not in text:
        if "TYPE_TRAP" in text or "RemainFieldCost" in text:
            return TYPE_TRAP | (TYPE_CONTINUOUS if "SetRange(LOCATION_SZONE)" in text else 0)
        kind = TYPE_SPELL
        if "EFFECT_EQUIP_LIMIT" in text:
            kind |= TYPE_EQUIP
        elif "SetRange(LOCATION_FZONE)" in text:
            kind |= TYPE_FIELD
        elif "SetRange(LOCATION_SZONE)" in text:
            kind |= TYPE_CONTINUOUS
        return kind
    return TYPE_MONSTER | TYPE_EFFECT
