"""The opponent's activations the deep probe answers besides the fixed ones of
harness/probe/events.py, chosen by what the response's condition text asks for: real cards of the
bundled set (scripts/cards.yaml), each activated by the opponent through the engine.

- an activation that destroys one's cards (`Duel.GetOperationInfo(ev,CATEGORY_DESTROY)` with a
  card of tp's) or targets one's card on the field (`CHAININFO_TARGET_CARDS`): Raigeki Break, a
  Trap that targets the card itself (a monster of one's own when the card is not on the field),
  and Raigeki, a Spell that destroys every monster of one's own (no target);
- one that Special Summons (`CATEGORY_SPECIAL_SUMMON`): Metal Reflect Slime, a Continuous Trap
  that Special Summons itself;
- a Field Spell activation (`TYPE_FIELD`): Temple of the Mind's Eye;
- one that draws or searches (`CATEGORY_DRAW`, `CATEGORY_SEARCH`), or a Normal Spell
  (`GetType()==TYPE_SPELL`): Pot of Greed;
- a card of which a GY holds a copy (`IsCode,...,re:GetHandler():GetCode()`): Raigeki (each
  player's GY holds one on the generic board);
- an Equip Spell activation (`TYPE_EQUIP`): Black Pendant.

A card the opponent activates from the hand (a Spell that is no Quick-Play Spell) is activated in
its own turn only, so a Spell of the probe's (which responds in its own turn) gets none of them."""
import re

from harness.constants import LOCATION_ONFIELD

RAIGEKI_BREAK = 4178474         # a Trap: discard 1 card; destroy 1 card on the field it targets
RAIGEKI = 12580477              # a Spell: destroy all monsters the opponent controls
METAL_REFLECT_SLIME = 26905245  # a Continuous Trap: Special Summon this card as a monster
TEMPLE = 92481084               # Temple of the Mind's Eye, a Field Spell
POT_OF_GREED = 55144522         # a Normal Spell: draw 2 cards
BLACK_PENDANT = 65169794        # an Equip Spell

# (what the condition's text asks for, [(name, card, where the opponent activates it from)])
_ASKED = ((re.compile(r"CATEGORY_DESTROY|CHAININFO_TARGET_CARDS|EFFECT_FLAG_CARD_TARGET"),
           (("a Trap that targets and destroys one's card", RAIGEKI_BREAK, "szone"),)),
          (re.compile(r"CATEGORY_DESTROY"), (("a Spell that destroys one's monsters", RAIGEKI, "hand"),)),
          (re.compile(r"CATEGORY_SPECIAL_SUMMON"), (("a Trap that Special Summons", METAL_REFLECT_SLIME, "szone"),)),
          (re.compile(r"TYPE_FIELD"), (("a Field Spell", TEMPLE, "hand"),)),
          (re.compile(r"CATEGORY_DRAW|CATEGORY_SEARCH|GetType\(\)\s*==\s*TYPE_SPELL\b"),
           (("a Spell that draws", POT_OF_GREED, "hand"),)),
          (re.compile(r"re:GetHandler\(\):GetCode\(\)"), (("a Spell that destroys one's monsters", RAIGEKI, "hand"),)),
          (re.compile(r"TYPE_EQUIP"), (("an Equip Spell", BLACK_PENDANT, "hand"),)))


def asked_activations(text, spell):
    """[(name, card, where)]: the activations `text` (a condition's Lua source) asks for, none
    from the hand when the probe's card is a Spell (see the module docstring)."""
    found = [entry for pattern, entries in _ASKED if pattern.search(text) for entry in entries]
    return [entry for entry in dict.fromkeys(found) if not (spell and entry[2] == "hand")]


def own_target(session, card):
    """The card the opponent's Raigeki Break targets: the card itself on the field, else a
    monster of one's own."""
    return card if card.current.location & LOCATION_ONFIELD else session.aliases.get("own_monster")


def prepare(session, activated):
    """What the opponent needs to activate the card: a card in the hand to discard (Raigeki Break's cost)."""
    if activated == RAIGEKI_BREAK:
        session.add_card(RAIGEKI_BREAK, 1, "hand")
