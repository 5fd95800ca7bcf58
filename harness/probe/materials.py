"""EVENT_BE_MATERIAL for the deep probe (harness/probe/events.py): the card (a field trigger: a
monster of one's own) is a material of a real summon, by the procedure of a real Extra Deck
monster from a card database: a Link Summon of Proxy Dragon, a Synchro Summon of a "1 Tuner + 1+
non-Tuner monsters" Synchro Monster of the right Level, an Xyz Summon of a "2 Level N monsters"
Xyz Monster of the material's Level, a Tribute Summon of Labyrinth Wall (also for a trigger on a
Tribute Summon); last, a Fusion Summon by Polymerization of a made-up "2 monsters" Fusion Monster
(FUSION, its data in CARDS), the card and Harpie Lady from the hand its materials."""
from harness import constants
from harness.constants import LOCATION_MZONE, TYPE_TUNER
from harness.probe.boards import HARPIE, MADE_UP, in_a_database, made_up_scripts
from harness.probe.summon_plans import POLYMERIZATION
from harness.engine.state.errors import HarnessError, IllegalAction, ScriptError

PROXY_DRAGON = 22862454     # Proxy Dragon (Link-2, any 2 monsters): in a card database such as cards.cdb
# "1 Tuner + 1+ non-Tuner monsters" Synchro Monsters of cards.cdb, by Level: a first, and a DARK
# Spellcaster, Dragon or Zombie besides (what "if used as material for the Synchro Summon of a
# DARK / Spellcaster / Dragon monster" asks)
SYNCHROS = {3: (30607616, 46057733), 4: (29071332, 67556500), 5: (37474917, 90953320), 6: (42209438, 21187631),
            7: (2403771, 9839115), 8: (39765958, 59123194), 9: (3322931,), 10: (40139997,), 11: (39475024,),
            12: (35057188,)}
# the bundled Normal Monsters the other material is: Tuners for a non-Tuner (Flamvell Guard L1,
# Genex Controller L3), non-Tuners for a Tuner (Charcoal Inpachi L1, Petit Dragon L2, Harpie Lady L4,
# Summoned Skull L6)
_TUNERS = ((21615956, 1), (68505803, 3))
_NON_TUNERS = ((13179332, 1), (75356564, 2), (HARPIE, 4), (70781052, 6))


# "2 Level N monsters" Xyz Monsters of cards.cdb (no other effect than two), by Rank, and the
# bundled Normal Monster of each Level the other material is
XYZS = {1: 33909817, 2: 1249315, 3: 3989465, 4: 581014, 5: 15092394, 6: 15561463, 7: 16037007, 8: 3292267,
        9: 9349094, 10: 3814632}
_OF_LEVEL = {1: 13179332, 2: 75356564, 3: 13039848, 4: HARPIE, 5: 67284908, 6: 70781052, 7: 46986414, 8: 89631139}


LABYRINTH_WALL = 67284908      # a Level 5 Normal Monster: one Tribute

FUSION = MADE_UP + 950000      # the made-up "2 monsters" Fusion Monster
CARDS = {FUSION: {"name": "made-up Fusion Monster: 2 monsters", "type": ["monster", "effect", "fusion"],
                  "attribute": "dark", "race": "warrior", "level": 8, "atk": 2500, "def": 2000}}
_FUSION_SCRIPT = """-- a made-up Fusion Monster of the deep probe: 2 monsters
local s,id=GetID()
function s.initial_effect(c)
\tc:EnableReviveLimit()
\taux.AddFusionProcFunRep(c,aux.TRUE,2,true)
end
"""


def material_actions(single):
    return [_link_material(single)] + [_synchro_material(single, choice) for choice in range(2)] + \
        [_xyz_material(single), tribute_summon(single), _fusion_material(single)]


def tribute_summon(single, code=LABYRINTH_WALL):
    """action: one Tribute Summons Labyrinth Wall (the monster of `code`) from the hand, Tributing
    the card (`single`), else one's monster (a field trigger on the material, or on the summon itself)."""
    def action(session, card, number):
        material = card if single else session.aliases.get("own_monster")
        if material is None or material.current.location != LOCATION_MZONE:
            return False, "no monster of one's own to Tribute"
        if tribute_summoned(session, code, material) is None:
            return False, "the Tribute Summon could not be made"
        return True, ""
    return action


def tribute_summoned(session, code, tribute):
    """The monster of `code` put in player 0's hand and Tribute Summoned with `tribute` as its
    only Tribute, or None when the summon is not allowed."""
    monster = session.add_card(code, 0, "hand")
    try:
        session.summon(monster, tribute=[tribute])
    except IllegalAction:
        return None
    return monster


def _material(session, card, single):
    return card if single else session.aliases.get("own_monster")


def _link_material(single, code=PROXY_DRAGON):
    """The material and another monster of one's own (the one in an Extra Monster Zone, else a
    made-up one, when the board has one) are the materials of a Link Summon of Proxy Dragon (a
    "2 monsters" Link Monster of `code`)."""
    def action(session, card, number):
        if not in_a_database(session, code):
            return False, "the probe raises be_material with Proxy Dragon, which no card database given has"
        link = session.add_card(code, 0, "extra")
        # a monster of one's own in an Extra Monster Zone first (Proxy Dragon needs a zone from the
        # Extra Deck, and no Link arrow points to a Main Monster Zone), then what the filters ask for
        extra_zone = [c for c in session.duel.zone_list(0, LOCATION_MZONE)[5:] if c is not None and c is not card]
        other = extra_zone[0] if extra_zone else session.aliases.get("own_made_up") if single else None
        other = other or session.add_card(HARPIE, 0, "mzone")
        session.after_step()
        return _summon(session, link, constants.SUMMON_TYPE_LINK, [_material(session, card, single), other])
    return action


def link_summon(single, code):
    """action: the card (`single`), else one's monster, and another monster of one's own are the
    materials of a Link Summon of the "2 monsters" Link Monster of `code`."""
    return _link_material(single, code)


def synchro_summon(single, synchro_of):
    """action: the card (`single`), else one's monster, and a bundled Normal Monster are the
    materials of a Synchro Summon of `synchro_of(level)` (a "1 Tuner + 1+ non-Tuner monsters"
    Synchro Monster of that Level, or None)."""
    return _synchro_material(single, 0, synchro_of)


def _synchro_material(single, choice, synchro_of=None):
    """The material (a monster with a Level) and a bundled Normal Monster (a Tuner for a
    non-Tuner, a non-Tuner for a Tuner) are the materials of a Synchro Summon of SYNCHROS (the
    `choice`th; `synchro_of(level)`'s when given) at the sum of their Levels."""
    def of_level(level):
        return synchro_of(level) if synchro_of is not None else \
            SYNCHROS[level][choice] if len(SYNCHROS.get(level, ())) > choice else None

    def action(session, card, number):
        material = _material(session, card, single)
        level = material.data.level if material is not None else 0
        others = _NON_TUNERS if material is not None and material.data.type & TYPE_TUNER else _TUNERS
        synchros = [(code, of_level(level + other)) for code, other in others
                    if level and of_level(level + other) is not None]
        found = next(((code, synchro) for code, synchro in synchros if in_a_database(session, synchro)), None)
        if found is None:
            return False, "no Synchro Monster of a card database fits the card as a material"
        other, synchro = found
        synchro = session.add_card(synchro, 0, "extra")
        other = session.add_card(other, 0, "mzone")
        session.after_step()
        return _summon(session, synchro, constants.SUMMON_TYPE_SYNCHRO, [material, other])
    return action


def _xyz_material(single):
    """The material and a bundled Normal Monster of its Level are the materials of an Xyz Summon
    of the XYZS Xyz Monster of that Rank."""
    def action(session, card, number):
        material = _material(session, card, single)
        level = material.data.level if material is not None and not material.data.type & constants.TYPE_XYZ else 0
        if level not in XYZS or level not in _OF_LEVEL or not in_a_database(session, XYZS[level]):
            return False, "no Xyz Monster of a card database fits the card as a material"
        if not session.duel.free_sequences(0, LOCATION_MZONE):
            return False, "no free Monster Zone for the other material"
        xyz = session.add_card(XYZS[level], 0, "extra")
        other = session.add_card(_OF_LEVEL[level], 0, "mzone")
        session.after_step()
        return _summon(session, xyz, constants.SUMMON_TYPE_XYZ, [material, other])
    return action


def _summon(session, card, summon_type, materials):
    try:
        session.summon_by_procedure(card, summon_type, materials=materials)
    except IllegalAction:
        return False, f"the card cannot be a material of {card.data.name}'s summon"
    return True, ""


def _fusion_material(single):
    """Polymerization from the hand Fusion Summons FUSION, the material (the card or one's
    monster, on the field or in the hand) and Harpie Lady from the hand its materials."""
    def action(session, card, number):
        material = _material(session, card, single)
        if material is None or not material.current.location & (LOCATION_MZONE | constants.LOCATION_HAND) \
                or not material.data.type & constants.TYPE_MONSTER or not in_a_database(session, POLYMERIZATION):
            return False, "no monster of one's own to be a Fusion Material"
        path = made_up_scripts() / f"c{FUSION}.lua"
        if not path.is_file():
            path.write_text(_FUSION_SCRIPT, encoding="utf-8")
        fusion = session.add_card(FUSION, 0, "extra")
        poly = session.add_card(POLYMERIZATION, 0, "hand")
        other = session.add_card(HARPIE, 0, "hand")
        session.after_step()
        try:
            session.activate(poly, materials=[fusion, material, other])
        except ScriptError:
            raise
        except HarnessError:        # refused, or a prompt took other cards (the answers were not all used)
            return False, "the card cannot be a Fusion Material of the made-up Fusion Monster"
        if fusion.current.location != LOCATION_MZONE:
            return False, "the card cannot be a Fusion Material of the made-up Fusion Monster"
        return True, ""
    return action
