"""The deep probe's plan for a Ritual Monster that has no effect of its own (only its revive
limit): its Ritual Summon by the Ritual Spell its script names (`aux.AddCodeList(c,N)`, a card
database saying N is a Ritual Spell), with Blue-Eyes White Dragon (Level 8) in the hand as its
Tribute. The file then pins the monster's own script: its registered revive limit, and that the
Ritual Spell's procedure takes it."""
import re

from harness import constants
from harness.constants import LOCATION_MZONE
from harness.engine.state.errors import IllegalAction

_CODE_LIST = re.compile(r"aux\.AddCodeList\(c,([\d,]+)\)")
_RITUAL_SPELL = constants.TYPE_SPELL | constants.TYPE_RITUAL
BLUE_EYES = 89631139            # Level 8: a Tribute enough for any Ritual Monster up to Level 8


def ritual_spells(data, db, text):
    """The codes of the Ritual Spells the script of a Ritual Monster names."""
    if not (data.type & constants.TYPE_MONSTER and data.type & constants.TYPE_RITUAL):
        return []
    named = [int(code) for found in _CODE_LIST.findall(text) for code in found.split(",") if code]
    return [code for code in named if (spell := db.get(code)) is not None and spell.type & _RITUAL_SPELL == _RITUAL_SPELL]


def ritual_plans(data, db, text):
    """[(action, board name)]: the card in the hand, Ritual Summoned by each Ritual Spell its
    script names (the probe's answers pick the monster and the Tribute)."""
    return [(_ritual_action(spell), f"Ritual Summoned by {spell}") for spell in ritual_spells(data, db, text)]


def _ritual_action(spell_code):
    def action(session, card, number):
        spell = session.add_card(spell_code, 0, "hand")
        session.add_card(BLUE_EYES, 0, "hand")
        session.after_step()
        try:
            session.activate(spell)
        except IllegalAction:
            return False, "its Ritual Spell could not Ritual Summon it"
        if card.current.location != LOCATION_MZONE:
            return False, "its Ritual Spell could not Ritual Summon it"
        return True, "Ritual Summoned by its Ritual Spell"
    return action
