"""What the deep probe (harness/probe/deep.py) does with the effects nobody activates: a Special
Summon by the card's own procedure (EFFECT_SPSUMMON_PROC, as the player's action), a Normal Summon
or Set by its own procedure (EFFECT_SUMMON_PROC, EFFECT_SET_PROC and their LIMIT_ kinds: with no
Tribute, which a monster that needs some can only be by it), and the continuous effects: the card
face-up where they work, the engine's own queries for them run over the board ("applied"), or a
continuous operation run on its event.

An effect counts as applied only when the engine's query finds it applying to a card or a
player of the board, and either a function of it written in the card's own script (condition,
target, value, or the operation of a continuous event effect) ran during the action, or it has
no function of the card's own script (none, constants, or library helpers the script passed:
aux.TargetBoolFunction(...)) and the script names its code (an effect the script registered itself)."""
import re
from dataclasses import dataclass

from harness import constants
from harness.constants import (
    EFFECT_FLAG_PLAYER_TARGET, EFFECT_LIMIT_SET_PROC, EFFECT_LIMIT_SUMMON_PROC, EFFECT_SET_PROC,
    EFFECT_SPSUMMON_PROC, EFFECT_SPSUMMON_PROC_G, EFFECT_SUMMON_PROC, EFFECT_TYPE_CONTINUOUS,
    EFFECT_TYPE_SINGLE, LOCATION_MZONE, LOCATION_PZONE, LOCATION_SZONE,
)
from harness.engine.state.duel import PENDULUM_ZONE_SEQS
from harness.probe.boards import FLASH_KNIGHT, MADE_UP, MANDRAGON, in_a_database, is_main_deck_monster
from harness.probe.events import field_home, move, trigger_plans
from harness.probe.finder import effect_home
from harness.engine import stats
from harness.engine.rules import summon_checks
from harness.engine.state.errors import HarnessError, IllegalAction
from harness.probe.summon_plans import POLYMERIZATION, _fusion_material_codes, _material_sets

_SKIPPED = {EFFECT_SPSUMMON_PROC, constants.EFFECT_REVIVE_LIMIT}     # procedures; the rule EnableReviveLimit adds
_EFFECT_NAMES = {}
for _name, _value in constants.ALL.items():
    if _name.startswith("EFFECT_") and not _name.startswith(("EFFECT_TYPE_", "EFFECT_FLAG_", "EFFECT_COUNT_")):
        _EFFECT_NAMES.setdefault(_value, []).append(_name)
_LOCATIONS = ((constants.LOCATION_HAND, "hand"), (constants.LOCATION_GRAVE, "grave"),
              (constants.LOCATION_EXTRA, "extra"), (constants.LOCATION_REMOVED, "removed"),
              (constants.LOCATION_DECK, "deck"))
_EXTRA_SUMMONS = ((constants.TYPE_SYNCHRO, constants.SUMMON_TYPE_SYNCHRO), (constants.TYPE_XYZ, constants.SUMMON_TYPE_XYZ),
                  (constants.TYPE_LINK, constants.SUMMON_TYPE_LINK))
MATERIAL_SETS = 3            # material sets from the bundled cards tried for an Extra Deck procedure
MADE_UP_SETS = 3             # and from the made-up monsters


@dataclass
class Passive:
    """A card's effects that nobody activates, by their index in card.effects (the same in every duel)."""
    procedures: list          # [(index, location)]
    static: list              # [index]: continuous effects that apply (no event)
    on_event: list            # [index]: continuous effects with an event (EFFECT_TYPE_CONTINUOUS)
    normal_procedures: list = ()    # [index]: Normal Summon / Set procedures (also in static)

    @property
    def only_normal_procedures(self):
        """Its only effects that apply are Normal Summon or Set procedures: what "applied" would
        show of them is that they are registered, and a summon by them shows their condition."""
        return bool(self.normal_procedures) and set(self.static) <= set(self.normal_procedures)


_NORMAL_PROCEDURES = {EFFECT_SUMMON_PROC: False, EFFECT_LIMIT_SUMMON_PROC: False,     # code: sets it
                      EFFECT_SET_PROC: True, EFFECT_LIMIT_SET_PROC: True}


def passive_effects(card):
    procedures, static, on_event, normal = [], [], [], []
    for index, effect in enumerate(card.effects):
        if effect.is_chain_link_type:
            continue
        if effect.code == EFFECT_SPSUMMON_PROC:
            location = next((name for bit, name in _LOCATIONS if effect.range & bit), "hand")
            procedures.append((index, location))
        elif effect.type & EFFECT_TYPE_CONTINUOUS:
            on_event.append(index)
        elif effect.code not in _SKIPPED:
            static.append(index)
            if effect.code in _NORMAL_PROCEDURES and effect.type & EFFECT_TYPE_SINGLE:    # its own, not one it grants
                normal.append(index)
    return Passive(procedures, static, on_event, normal)


def record_calls(session):
    """The script functions the engine calls from now on, by id (the session's host only)."""
    host, called = session.duel.host, set()
    original = host.call

    def call(function, *args):
        called.add(id(function))
        return original(function, *args)
    host.call = call
    return called


def _own_function_ran(session, effect, called, functions):
    where = session.duel.host.defined_at
    own = f"c{effect.owner.data.code}.lua:" if effect.owner is not None else None
    return any(f is not None and id(f) in called and own and own in (where(f) or "") for f in functions)


def _constant_named(session, effect, text):
    """The effect has no function of the card's own script (none, constants, or helpers of the
    library its script passed: aux.TargetBoolFunction(Card.IsRace,RACE_DINOSAUR)) and the script
    names its code: an effect the script registered itself."""
    functions = (effect.condition, effect.target, effect.value)
    where = session.duel.host.defined_at
    own = f"c{effect.owner.data.code}.lua:" if effect.owner is not None else "\0"
    return all(f is None or isinstance(f, (bool, int, float)) or own not in (where(f) or own) for f in functions) and \
        any(name in text for name in _EFFECT_NAMES.get(effect.code, ()))


def _applies(session, effect):
    """The engine's query for the effect finds it applying to a card or a player of the board."""
    duel = session.duel
    if effect.is_field and effect.has_property(EFFECT_FLAG_PLAYER_TARGET):
        return any(effect in stats.player_effects(duel, player, effect.code) for player in (0, 1))
    return any(effect in stats.applying(card, effect.code) for card in duel.cards if card.current.location)


def _compute_stats(session):
    """What the engine computes for every monster on the field (values of ATK/DEF, Level, ...)."""
    for card in session.duel.cards:
        if card.current.location == LOCATION_MZONE and stats.is_monster(card):
            stats.attack_and_defense(card), stats.current_level(card), stats.current_race(card)
            stats.current_attribute(card), stats.current_type(card)


def static_plan(data, indexes, text):
    """(location, position, action): the card face-up where it works; the engine computes the
    board's stats and asks whether each continuous effect applies."""
    location, position = field_home(data)

    def action(session, card, number):
        called = record_calls(session)
        _compute_stats(session)
        for index in indexes:
            effect = card.effects[index]
            if _applies(session, effect) and (_constant_named(session, effect, text) or _own_function_ran(
                    session, effect, called, (effect.condition, effect.target, effect.value))):
                return True, f"effect {index + 1} of the card applied"
        return False, "its continuous effects did not apply on the board"
    return location, position, action


def pendulum_plans(card_effects, indexes):
    """[(location, position, action)]: for the Pendulum Summon procedure of a Pendulum Monster
    (EFFECT_SPSUMMON_PROC_G in the Pendulum Zone, aux.EnablePendulumAttribute), the card as the
    left Pendulum Scale, a bundled Pendulum Monster as the right one (Scale 2 for a card of Scale 5
    or more, else 7), and the other in the hand (Level 4 or 5: between the Scales) is Pendulum
    Summoned."""
    index = next((i for i in indexes if card_effects[i].code == EFFECT_SPSUMMON_PROC_G
                  and card_effects[i].range & LOCATION_PZONE), None)
    if index is None:
        return []

    def action(session, card, number):
        if session.duel.zone_list(0, LOCATION_SZONE)[PENDULUM_ZONE_SEQS[0]] is not card \
                or session.duel.zone_list(0, LOCATION_SZONE)[PENDULUM_ZONE_SEQS[1]] is not None:
            return False, "the card is not the left Pendulum Scale with the right Pendulum Zone free"
        scale, monster = (MANDRAGON, FLASH_KNIGHT) if card.data.lscale >= 5 else (FLASH_KNIGHT, MANDRAGON)
        session.add_card(scale, 0, "pzone", position="faceup")
        summoned = session.add_card(monster, 0, "hand")
        session.after_step()
        try:
            session.pendulum_summon([summoned])
        except IllegalAction:
            return False, "no Pendulum Summon with it as a Pendulum Scale"
        return True, f"effect {index + 1} of the card applied: a Pendulum Summon with it as the left Pendulum Scale"
    return [("pzone", "faceup", action)]


def event_plans(data, card_effects, indexes, made_up_monster=False):
    """[(location, position, action)]: each continuous event effect's event raised (as a
    trigger's), and whether its own operation ran."""
    plans = []
    for index in indexes:
        if card_effects[index].code == constants.EFFECT_DESTROY_REPLACE:
            plans += _replacement_plans(data, card_effects[index], index)
            continue
        for location, position, raise_event in trigger_plans(data, card_effects[index], made_up_monster):
            plans.append((location, position, _operation_ran(index, raise_event)))
    return plans


def _replacement_plans(data, effect, index):
    """A destroy replacement (EFFECT_DESTROY_REPLACE: "if a X monster you control would be destroyed
    by an effect, you can banish this card instead"): the card where it works; one's face-up
    monsters but the card (the made-up ones the filters name among them; the card itself when it
    is the only one, or when the replacement is its own: "if this card would be destroyed")
    destroyed together by an effect of the opponent's. It applied when its own
    target function ran and one of them is still on the field."""
    location, position = effect_home(data, effect) if effect.range else field_home(data)
    single = bool(effect.type & constants.EFFECT_TYPE_SINGLE)       # "if this card would be destroyed"

    def action(session, card, number):
        own = [m for m in session.duel.zone_list(0, LOCATION_MZONE) if m is not None and m.is_faceup()]
        monsters = ([card] if card in own else []) if single else [m for m in own if m is not card] or own
        if not monsters:
            return False, "no monster of one's own to destroy"
        called = record_calls(session)
        move(session, "destroy", monsters, constants.REASON_EFFECT)
        replaced = card.effects[index] if index < len(card.effects) else None
        if replaced is not None and any(m.current.location == LOCATION_MZONE for m in monsters) \
                and _own_function_ran(session, replaced, called, (replaced.target,)):
            return True, f"effect {index + 1} of the card replaced a destruction"
        return False, "its destroy replacement did not apply"
    return [(location, position, action)]


def _operation_ran(index, raise_event):
    def action(session, card, number):
        called = record_calls(session)
        raise_event(session, card, number)
        effect = card.effects[index] if index < len(card.effects) else None
        if effect is not None and _own_function_ran(session, effect, called, (effect.operation,)):
            return True, f"the operation of effect {index + 1} of the card ran on its event"
        return False, "its event happened, but its continuous operation did not run"
    return action


def procedure_plans(data, db, procedures, made_up=(), text=""):
    """[(location, action, board name, own monster)]: the card where its procedure works (also
    with no monster of one's own); an Extra Deck monster also with each of the first material
    sets from the bundled cards on the field (and no other monster of one's own), then with the
    made-up monsters its filters name (made_up_materials); a Fusion Monster by Polymerization."""
    plans = []
    for index, location in procedures:
        sumtype = next((t for bit, t in _EXTRA_SUMMONS if data.type & bit), 0)
        plans += [(location, _procedure_action([], 0), f"its summon procedure, the card in {location}", True),
                  (location, _procedure_action([], 0), "its summon procedure, no monster of one's own", False)]
        if sumtype and location == "extra":
            plans += [(location, _procedure_action(codes, sumtype), "its summon procedure, with materials", False)
                      for codes in _material_sets(db, data)[:MATERIAL_SETS]]
            plans += [(location, _procedure_action(made_up_materials(data, made_up, text, index), sumtype),
                       "its summon procedure, with the made-up materials its filters name", False)
                      for index in range(MADE_UP_SETS)]
            if data.type & constants.TYPE_LINK:
                plans.append((location, _procedure_action(_different_materials(data, text), sumtype),
                              "its summon procedure, with made-up Normal Monsters of different names, Levels, "
                              "Races and Attributes", False))
    if data.type & constants.TYPE_FUSION:
        plans.append(("extra", _fusion_action, "Fusion Summoned by Polymerization", True))
        plans.append(("extra", _fusion_made_up_action(made_up),
                      "Fusion Summoned by Polymerization, with the made-up monsters its filters name", True))
    return plans


def normal_procedures(card_effects, passive):
    """[(index, action)]: its Normal Summon or Set procedures, each with the action that uses it,
    for a card whose only effects that apply are such procedures."""
    if not passive.only_normal_procedures:
        return []
    return [(index, normal_procedure_action(_NORMAL_PROCEDURES[card_effects[index].code]))
            for index in passive.normal_procedures]


def normal_procedure_plans(card_effects, passive):
    """[(action, board name, own monster)]: the card in the hand Normal Summoned (or Set) with no
    Tribute by its first such procedure, with a monster of one's own on the field and without."""
    return [(action, f"its Normal Summon procedure, {where}", own)
            for _, action in normal_procedures(card_effects, passive)[:1]
            for where, own in (("the card in hand", True), ("no monster of one's own", False))]


def normal_procedure_action(setting):
    """The card in the hand Normal Summoned (or Set) with no Tribute: legal when it needs Tributes
    otherwise (or the ordinary summon is replaced) and its procedure put it on the field."""
    what = "Set" if setting else "Normal Summon"

    def action(session, card, number):
        low, _ = (summon_checks.set_tribute_count if setting else summon_checks.tribute_count_for_summon)(card)
        limited = stats.applying(card, EFFECT_LIMIT_SET_PROC if setting else EFFECT_LIMIT_SUMMON_PROC)
        if low == 0 and not limited:
            return False, f"its {what} procedure is not needed: the ordinary one takes no Tribute"
        try:
            (session.set if setting else session.summon)(card)
        except IllegalAction:
            return False, f"its {what} procedure could not be used"
        if card.current.location != LOCATION_MZONE:
            return False, f"its {what} procedure could not be used"
        return True, NORMAL_PROCEDURE_DETAILS[setting]
    return action


NORMAL_PROCEDURE_DETAILS = ("Normal Summoned by its procedure", "Set by its procedure")     # by setting


def procedure_by_itself():
    """The action of a summon procedure that needs no materials put on the field (the boards of
    deep.py that add the cards its condition asks for)."""
    return _procedure_action([], 0)


_XYZ_COUNT = re.compile(r"AddXyzProcedure\w*\(c,[^,()]*(?:\([^()]*\))?,\d+,(\d+)")
_LINK_COUNT = re.compile(r"AddLinkProcedure\(c,[^,()]*(?:\([^()]*\))?,(\d+)")


def made_up_materials(data, made_up, text, index=0):
    """A function (session) -> the codes of the made-up Main Deck monsters (those the filters
    name) that make the card's materials, the `index`-th such set: an Xyz Monster's count
    (AddXyzProcedure's) of one at its Rank; a Synchro Monster's made-up Tuner and a non-Tuner
    (once or twice) whose Levels make its Level; a Link Monster's Link Rating (at least
    AddLinkProcedure's count) of one. [] when there are not that many."""
    def codes(session):
        db = session.carddb
        main = [(c, db.get(c)) for c in made_up if c != data.code and is_main_deck_monster(session, c)]
        if data.type & constants.TYPE_XYZ:
            found = _XYZ_COUNT.search(text)
            sets = [[c] * int(found.group(1) if found else 2) for c, d in main if d.level == data.level]
        elif data.type & constants.TYPE_SYNCHRO:
            tuners = [(c, d) for c, d in main if d.type & constants.TYPE_TUNER]
            others = [(c, d) for c, d in main if not d.type & constants.TYPE_TUNER]
            sets = [[tuner] + [other] * count for tuner, tuner_data in tuners for other, other_data in others
                    for count in (1, 2) if tuner_data.level + count * other_data.level == data.level]
        else:
            sets = [[c] * _link_material_count(data, text) for c, _ in main]
        return sets[index] if index < len(sets) else []
    return codes


# made-up Normal Monsters (no script) of different names, Levels, Races and Attributes: a Link
# Monster's materials where its check asks for that ("2 monsters with different names")
DIFFERENT_MATERIALS = {MADE_UP + 970000 + i: {"name": f"made-up material monster {i + 1}",
                                               "type": ["monster", "normal"], "attribute": attribute, "race": race,
                                               "level": i + 1, "atk": 1000, "def": 1000}
                       for i, (attribute, race) in enumerate((("earth", "warrior"), ("water", "aqua"),
                                                             ("fire", "pyro"), ("wind", "windbeast")))}


def _link_material_count(data, text):
    """How many monsters that are no Link Monsters make the Link Monster's materials, one each for
    its Link Rating, or AddLinkProcedure's minimum count when that is more (at least 2)."""
    found = _LINK_COUNT.search(text)
    return max(int(found.group(1)) if found else 2, data.level, 2)


def _different_materials(data, text):
    """The first DIFFERENT_MATERIALS, one for each of the Link Monster's materials
    (_link_material_count; [] when that is more than there are)."""
    count = _link_material_count(data, text)
    return list(DIFFERENT_MATERIALS)[:count] if count <= len(DIFFERENT_MATERIALS) else []


def _procedure_action(codes, sumtype):
    """Materials (if any: codes, or a function of the session that gives them) on the field, then
    the turn player Special Summons the card by its procedure; a procedure that cannot be used
    (or summons nothing) is not legal."""
    def action(session, card, number):
        wanted = codes(session) if callable(codes) else codes
        if callable(codes) and not wanted:
            return False, "its summon procedure could not be used"
        materials = [session.add_card(code, 0, "mzone") for code in wanted]
        session.after_step()
        try:
            session.summon_by_procedure(card, sumtype, **({"materials": materials} if materials else {}))
        except IllegalAction:
            return False, "its summon procedure could not be used"
        return True, "Special Summoned by its procedure"
    return action


FUSION_COPIES = 3           # copies of each made-up monster in the hand for a Fusion Summon


def _fusion_made_up_action(made_up):
    """Polymerization from the hand, with FUSION_COPIES of each of the first two made-up Main Deck
    monsters (those the filters name) in the hand: the card is the Fusion Monster chosen, the
    materials the first the Fusion procedure accepts (the probe's answers)."""
    def action(session, card, number):
        codes = [c for c in made_up if c != card.code and is_main_deck_monster(session, c)][:2]
        if not codes:
            return False, "its Fusion Materials are not one each of named cards"
        poly = session.add_card(POLYMERIZATION, 0, "hand")
        for code in codes:
            for _ in range(FUSION_COPIES):
                session.add_card(code, 0, "hand")
        session.after_step()
        try:
            session.activate(poly, materials=[card])
        except HarnessError:        # refused; or no prompt chose among Fusion Monsters (the answer was not used)
            return False, "its summon procedure could not be used"
        if card.current.location != LOCATION_MZONE:
            return False, "its summon procedure could not be used"
        return True, "Fusion Summoned by Polymerization"
    return action


def _fusion_action(session, card, number):
    """Polymerization from the hand, with the Fusion Materials its procedure lists (one of each)
    in the hand: the Fusion procedure (EFFECT_FUSION_MATERIAL) checks and takes them."""
    codes, fewest = _fusion_material_codes(session, card)
    if not codes or fewest != len(codes) or not all(in_a_database(session, c) for c in codes):
        return False, "its Fusion Materials are not one each of named cards"
    poly = session.add_card(POLYMERIZATION, 0, "hand")
    # an Extra Deck monster among them is a material from the field (the board cannot hold it in the hand)
    materials = [session.add_card(code, 0, "hand" if is_main_deck_monster(session, code) else "mzone") for code in codes]
    session.after_step()
    try:
        session.activate(poly, materials=materials)
    except IllegalAction:
        return False, "its summon procedure could not be used"
    if card.current.location != LOCATION_MZONE:
        return False, "its summon procedure could not be used"
    return True, "Fusion Summoned by Polymerization"
