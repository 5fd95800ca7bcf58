"""A material's trigger whose condition names the monster it was a material for (harness/probe/
trigger_boards.py): "if this card is sent to the GY as material for the Link Summon of a "X"
monster" (`r==REASON_LINK and c:GetReasonCard():IsSetCard(X)`). The event is raised again with
a made-up monster of the archetype, Attribute and Race the condition names summoned with the card
as its material (harness/probe/materials.py):

- a Tribute Summon (`REASON_SUMMON`): a Level 5 monster, the card its only Tribute;
- a Link Summon (`REASON_LINK`): a Link-2 "2 monsters" Link Monster, the card and another monster
  of one's own its materials;
- a Synchro Summon (`REASON_SYNCHRO`): a "1 Tuner + 1+ non-Tuner monsters" Synchro Monster of the
  card's Level plus 1, the card and a bundled Level 1 Tuner (non-Tuner) its materials.

Each made-up monster has a script of its own (boards.lister_code): its summon procedure only."""
import re

from harness import constants
from harness.constants import EFFECT_TYPE_SINGLE, EVENT_BE_MATERIAL, TYPE_MONSTER
from harness.probe.boards import lister_code, with_extras
from harness.probe.materials import link_summon, synchro_summon, tribute_summon

# the reason card's checks: c:GetReasonCard():IsSetCard(0x101), or rc:IsAttribute(...) after local rc=c:GetReasonCard()
_DIRECT = re.compile(r"GetReasonCard\(\)((?::Is(?:SetCard|Attribute|Race)\([^()]*\))+)")
_HOLDER = re.compile(r"local\s+(\w+)\s*=\s*[\w.:()]*GetReasonCard\(\)")
_CHECK = re.compile(r":Is(SetCard|Attribute|Race)\(([^()]*)\)")
_HEX = re.compile(r"0x[0-9a-fA-F]+")
_REASONS = (("REASON_LINK", "link"), ("REASON_SYNCHRO", "synchro"), ("REASON_SUMMON", "tribute"))
_SYNCHRO_OTHER_LEVEL = 1        # the first bundled Tuner and non-Tuner materials.py pairs a material with are Level 1

_SCRIPT = """-- a made-up @KIND@ of the deep probe (@WHAT@): summoned with a material whose condition names it
local s,id=GetID()
function s.initial_effect(c)
@PROCEDURE@end
"""
_PROCEDURES = {"tribute": "",
               "link": "\tc:EnableReviveLimit()\n\taux.AddLinkProcedure(c,nil,2,2)\n",
               "synchro": "\tc:EnableReviveLimit()\n\taux.AddSynchroProcedure(c,nil,aux.NonTuner(nil),1)\n"}


def named_summons(probe, effect, condition):
    """[(name, location, position, board, action)]: the summons above, for a single trigger of a
    monster on EVENT_BE_MATERIAL whose `condition` text checks the reason card; the made-up
    monsters' data go to the probe's made-up cards."""
    if effect.code != EVENT_BE_MATERIAL or not effect.type & EFFECT_TYPE_SINGLE \
            or not probe.finder.data.type & TYPE_MONSTER:
        return []
    asked = _asked(condition)
    if not asked:
        return []
    spec = {"attribute": asked.get("Attribute", "dark"), "race": asked.get("Race", "warrior"), "atk": 1000,
            **({"setcode": [asked["SetCard"]]} if "SetCard" in asked else {})}
    what = ", ".join(f"{key} {value:#x}" if key == "SetCard" else f"{key} {value}" for key, value in sorted(asked.items()))
    plans = []
    for reason, kind in _REASONS:
        if reason not in condition:
            continue
        level = probe.finder.data.level + _SYNCHRO_OTHER_LEVEL if kind == "synchro" else 5
        if kind == "synchro" and not 1 <= level <= 12:
            continue
        code = lister_code(_SCRIPT.replace("@KIND@", kind).replace("@WHAT@", f"{what}, Level {level}")
                           .replace("@PROCEDURE@", _PROCEDURES[kind]))
        probe.finder.extra_cards[code] = {**spec, **_kind(kind, level), "name": f"made-up {kind} monster ({what})"}
        action = tribute_summon(True, code) if kind == "tribute" else link_summon(True, code) if kind == "link" \
            else synchro_summon(True, lambda wanted, code=code, level=level: code if wanted == level else None)
        plans.append((f"the {kind} summon of a made-up monster its condition names", "mzone", "faceup_attack",
                      with_extras(probe.board(), False, probe.made_up), action))
    return plans


def _kind(kind, level):
    if kind == "link":
        return {"type": ["monster", "effect", "link"], "link": 2, "link_marker": ["bottom_left", "bottom_right"]}
    if kind == "synchro":
        return {"type": ["monster", "effect", "synchro"], "level": level, "def": 1000}
    return {"type": ["monster", "effect"], "level": level, "def": 1000}


def _asked(condition):
    """{check: value} of the reason card's IsSetCard (its first archetype), IsAttribute and IsRace
    (their single Attribute and Race, as names) in the condition."""
    checks = [found for group in _DIRECT.findall(condition) for found in _CHECK.findall(group)]
    for holder in dict.fromkeys(_HOLDER.findall(condition)):
        checks += re.findall(rf"\b{re.escape(holder)}:Is(SetCard|Attribute|Race)\(([^()]*)\)", condition)
    asked = {}
    for check, argument in checks:
        if check == "SetCard" and _HEX.search(argument):
            asked.setdefault(check, int(_HEX.search(argument).group(), 16))
        elif check in ("Attribute", "Race"):
            family = constants.ATTRIBUTE if check == "Attribute" else constants.RACE
            names = family.names(constants.ALL.get(argument.strip(), 0)) if argument.strip() in constants.ALL else []
            if len(names) == 1:
                asked.setdefault(check, names[0])
    return asked
