"""Decoys: made-up cards a correct filter rejects but a loosened one accepts, for the `decoys`
edge board of `ygo-harness snapshot` (docs/snapshots.md).

The board an effect's plan found holds few cards a filter must reject: the made-up monster with
exactly the stats the filter asks for, three Normal Monsters in each hand. A mistake that loosens a
filter (`and` written `or`, a check left out, the other player's side or Deck added to its
locations) then changes nothing a snapshot pins. The decoys are placed around the cards the run
picked (its answers) or changed: for each such card, copies of it face-down and on the other
player's side, copies that differ from it on one axis each (Attribute, Race, Level, ATK/DEF, kind
of monster, archetype, Spell/Trap/monster) where it was, copies of it at the bottom of
each Deck and in the next place (the Deck for the hand, the banishment for the GY, ...), and,
when the script asks IsCanBeSpecialSummoned, copies that only a summon ignoring its conditions
or its revive limit takes. A selection's `offered:` then lists exactly the decoys the filter
accepts.

The decoys are made-up cards (codes DECOY + n, scripts written like the made-up cards'), so a file
that holds them needs no card database; their data is written in its `cards:`.
"""
import re
from dataclasses import dataclass, replace

from harness import constants
from harness.carddb import UNKNOWN_STAT, CardData
from harness.constants import TYPE_LINK, TYPE_MONSTER, TYPE_NORMAL, TYPE_SPELL, TYPE_TRAP, TYPE_TUNER
from harness.probe import agents
from harness.probe.boards import EXTRA_TYPES, MADE_UP, MADE_UP_SCRIPT, as_summoned, made_up_scripts

DECOY = MADE_UP + 800000            # the decoys' codes: DECOY + KIND_RANGE * kind + n
KIND_RANGE = 100
PER_KIND = 40                       # at most this many different decoys of a kind on a board
REFERENCES = 2                      # the cards the decoys are placed around, at most
FAR_STAT = 3000                     # the ATK/DEF decoy's value above a monster's of 1000 or less (else 0)
# the decoys' scripts, by kind: the made-up cards' plain one; a monster that must first be
# properly summoned (it is not: only a summon with `nolimit` takes it from the GY); a monster
# that cannot be Special Summoned (only a summon with `nocheck` takes it)
_SCRIPTS = (
    MADE_UP_SCRIPT,
    "-- a made-up decoy of the deep probe: a monster that must first be properly summoned\n"
    "local s,id=GetID()\nfunction s.initial_effect(c)\n\tc:EnableReviveLimit()\nend\n",
    "-- a made-up decoy of the deep probe: a monster that cannot be Special Summoned\n"
    "local s,id=GetID()\nfunction s.initial_effect(c)\n\tlocal e1=Effect.CreateEffect(c)\n"
    "\te1:SetType(EFFECT_TYPE_SINGLE)\n\te1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)\n"
    "\te1:SetCode(EFFECT_SPSUMMON_CONDITION)\n\te1:SetValue(aux.FALSE)\n\tc:RegisterEffect(e1)\nend\n",
)
PLAIN, REVIVE_LIMIT, NO_SPECIAL_SUMMON = range(len(_SCRIPTS))
# the place of a copy "somewhere else": where a filter's location is often widened to
_NEXT_PLACE = {"hand": "deck", "deck": "grave", "grave": "removed", "removed": "grave", "extra": "grave",
               "mzone": "grave", "szone": "grave"}
_FIELD = ("mzone", "szone")
# a face-down copy of a face-up card there, and the position a board entry leaves unsaid there
# (an Extra Deck's cards are face-down; a face-up one is a Pendulum Monster)
_FACEDOWN = {"mzone": "facedown_defense", "szone": "facedown", "removed": "facedown", "extra": None}
_FACE_UP = {"mzone": "faceup", "szone": "faceup", "removed": "faceup", "extra": "facedown"}
_SPELL_KINDS = constants.TYPE_QUICKPLAY | constants.TYPE_CONTINUOUS | constants.TYPE_EQUIP | constants.TYPE_FIELD \
    | constants.TYPE_RITUAL | constants.TYPE_COUNTER
_SUMMONS = re.compile(r"IsCanBeSpecialSummoned")


@dataclass(frozen=True)
class Decoy:
    data: CardData          # its code is DECOY + KIND_RANGE * kind + n
    player: int
    location: str           # a board location name ("mzone", "grave", ...)
    position: str = None
    kind: int = PLAIN       # its script (_SCRIPTS)


def is_decoy(code):
    return DECOY <= code < DECOY + KIND_RANGE * len(_SCRIPTS)


def write_scripts():
    """The decoys' scripts in the made-up cards' folder, once per process."""
    folder = made_up_scripts()
    if (folder / f"c{DECOY}.lua").is_file():
        return
    for kind, script in enumerate(_SCRIPTS):
        for index in range(PER_KIND):
            (folder / f"c{DECOY + KIND_RANGE * kind + index}.lua").write_text(script, encoding="utf-8")


def plan(session, text=""):
    """The decoys for a recorded run (a RecordingSession with its steps): around each card it
    picked or changed (REFERENCES at most), each placement once. `text`, the card's script: an
    Attribute or Race it names is given to no decoy (its filter may accept it), and the summon
    decoys come when it asks IsCanBeSpecialSummoned."""
    decoys, codes, seen = [], {}, set()
    for card, entry in references(session):
        for decoy in _around(card.data, entry, text):
            key = (decoy.kind, replace(decoy.data, code=0))
            if key not in codes:
                taken = sum(kind == decoy.kind for kind, _ in codes)
                if taken == PER_KIND:
                    continue
                codes[key] = DECOY + KIND_RANGE * decoy.kind + taken
            placed = replace(decoy, data=replace(decoy.data, code=codes[key]))
            if placed not in seen:
                seen.add(placed)
                decoys.append(placed)
    return decoys


def references(session):
    """(card, its board entry) of the cards the run picked (in answer order), then of those it
    changed, that were on the board when it started: one per place (player and location), the
    card itself, the made-up agents, the decoys and Xyz Materials left out. A card of the Deck that
    was not picked (a draw, an excavation) is no reference: a decoy at the Deck's bottom does not
    take part."""
    own = session.aliases.get("card")
    entries = {placed.card: placed.entry for placed in session.board.cards}
    picked = [card for step in session.steps for context in [step.context, *step.context.chain]
              for _, value in context.order for card in _cards(value)]
    changed = [card for step in session.steps for card in sorted(step.changes, key=lambda c: c.card_id)
               if entries.get(card, {}).get("location") != "deck"]
    found, places = [], set()
    for card in picked + changed:
        entry = entries.get(card)
        if card is own or entry is None or entry["location"] == "overlay" or is_decoy(card.data.code) \
                or card.data.code in agents.CARDS:
            continue
        place = (entry["player"], entry["location"])
        if place not in places:
            places.add(place)
            found.append((card, entry))
        if len(found) == REFERENCES:
            break
    return found


def _cards(value):
    """The cards in an answer, in order."""
    if isinstance(value, dict):
        value = [item for pair in value.items() for item in pair]
    if isinstance(value, (list, tuple)):
        for item in value:
            yield from _cards(item)
    elif hasattr(value, "card_id"):
        yield value


def _around(data, entry, text):
    """The decoys around one card: a copy of it face-down and one on the other side first (a
    field has few free zones, and IsFaceup and the other side's locations are what a field filter
    checks most), then its variants where it is, copies at the bottom of each Deck (a filter's
    location 0 written 1 is the Deck) and in the next place, then the summon decoys."""
    player, location = entry["player"], entry["location"]
    position = entry.get("position")
    location = "szone" if location in ("fzone", "pzone") else location
    copy = replace(data, name="decoy: copy", alias=0, strings=())
    if _where(copy, location, position) is None:
        return
    facedown = facedown_position(location, position)
    if facedown:
        yield Decoy(copy, player, location, facedown)
    yield Decoy(copy, 1 - player, location, position)
    for variant in (_monster_variants(data, text) if data.type & TYPE_MONSTER else _card_variants(data)):
        where = _where(variant, location, position)
        if where is not None:
            yield Decoy(variant, player, *where)
    if not data.type & EXTRA_TYPES:
        yield from (Decoy(copy, side, "deck") for side in (player, 1 - player))
    yield Decoy(copy, player, _NEXT_PLACE[location])
    for kind, summon_decoy in summon_decoys(data, location, text):
        yield Decoy(summon_decoy, player, location, position, kind)


def variants(data, text):
    """The one-axis variants of a card (`text`: its script, whose named Attributes and Races the
    variants avoid): made-up card data with code 0."""
    return _monster_variants(data, text) if data.type & TYPE_MONSTER else _card_variants(data)


def place_of(data, location, position):
    """(location, position) of a variant of a card at `location` (see _where), or None."""
    return _where(data, location, position)


def facedown_position(location, position):
    """The position of a face-down copy of a face-up card at `location` (None when there is none)."""
    if location in _FACEDOWN and (position or _FACE_UP[location]).startswith("faceup"):
        return _FACEDOWN[location]
    return None


def next_place(location):
    """Where a filter's location is often widened to from `location`."""
    return _NEXT_PLACE[location]


def summon_decoys(data, location, text):
    """(kind, card data with code 0) of the copies of a monster that only a Special Summon ignoring
    its conditions (or its revive limit) takes, when the script asks IsCanBeSpecialSummoned."""
    if not (data.type & TYPE_MONSTER and _SUMMONS.search(text) and location not in _FIELD):
        return []
    copy = replace(data, name="decoy: copy", alias=0, strings=(), code=0)
    scripted = copy.type & ~TYPE_NORMAL | constants.TYPE_EFFECT     # a Normal Monster loads no script
    return [(kind, replace(copy, name=name, type=scripted))
            for kind, name in ((REVIVE_LIMIT, "decoy: not properly summoned"), (NO_SPECIAL_SUMMON, "decoy: no Special Summon"))]


def code_of(kind, index):
    """The code of the `index`-th decoy of a kind."""
    return DECOY + KIND_RANGE * kind + index


def script(kind):
    """The text of a decoy's script of that kind (PLAIN, REVIVE_LIMIT, NO_SPECIAL_SUMMON)."""
    return _SCRIPTS[kind]


def _where(data, location, position):
    """(location, position) of a variant of a card at `location`: the same place, the Monster
    Zone for a monster (the Spell & Trap Zone for a Spell or Trap) of a card on the field, None
    when it cannot be there (a Main Deck card in the Extra Deck, but a face-up Pendulum Monster)."""
    monster = data.type & TYPE_MONSTER
    if location in _FIELD:
        there = "mzone" if monster else "szone"
        return there, position if there == location else "faceup_attack" if monster else "faceup"
    if location == "extra":
        if monster and data.type & EXTRA_TYPES:
            return location, position
        return (location, "faceup") if monster and data.type & constants.TYPE_PENDULUM else None
    return location, position


def _named(family, prefix, value, text):
    """The first single Attribute (Race) that is not `value`'s and that the script does not name."""
    for name in family.short_names:
        bit = family.parse(name)
        if name not in ("all", "divine", "creatorgod") and not value & bit \
                and not re.search(rf"\b{prefix}{name.upper()}\b", text):
            return name, bit
    return None


def _monster_variants(data, text):
    """A monster's one-axis variants, each named after what differs."""
    base = replace(data, alias=0, strings=())
    out = []
    attribute = _named(constants.ATTRIBUTE, "ATTRIBUTE_", data.attribute, text)
    if attribute:
        out.append(replace(base, name=f"decoy: {attribute[0]}", attribute=attribute[1]))
    race = _named(constants.RACE, "RACE_", data.race, text)
    if race:
        out.append(replace(base, name=f"decoy: {race[0]}", race=race[1]))
    if not data.type & TYPE_LINK and data.level:
        rating = "Rank" if data.type & constants.TYPE_XYZ else "Level"
        out += [replace(base, name=f"decoy: {rating} {level}", level=level)
                for level in (data.level + 1, data.level - 1) if 1 <= level <= 12]
    if UNKNOWN_STAT not in (data.atk, data.defense):
        # far from its ATK/DEF on the side a filter's bound leaves: the made-up monsters have at
        # most 1000 for a Below bound, the bound itself for an Above one
        atk, defense = (FAR_STAT if value <= 1000 else 0 for value in (data.atk, data.defense))
        out.append(replace(base, name=f"decoy: ATK {atk}", atk=atk, defense=defense))
    if data.type & EXTRA_TYPES:
        main = TYPE_MONSTER | constants.TYPE_EFFECT | (data.type & TYPE_TUNER)
        out.append(replace(base, name="decoy: Main Deck monster", type=main, link_marker=0,
                           level=data.level or 4, defense=0 if data.type & TYPE_LINK else data.defense))
    elif data.type & TYPE_NORMAL:
        out.append(replace(base, name="decoy: Effect Monster", type=data.type & ~TYPE_NORMAL | constants.TYPE_EFFECT))
    else:
        out.append(replace(base, name="decoy: Normal Monster",
                           type=TYPE_MONSTER | TYPE_NORMAL | (data.type & (TYPE_TUNER | constants.TYPE_PENDULUM))))
    if data.setcodes:
        out.append(replace(base, name="decoy: no archetype", setcodes=()))
    for kind, name in ((TYPE_SPELL, "Spell"), (TYPE_TRAP, "Trap")):
        out.append(CardData(code=0, name=f"decoy: {name}", type=kind | constants.TYPE_CONTINUOUS,
                            setcodes=data.setcodes))
    return out


def _card_variants(data):
    """A Spell's or Trap's one-axis variants: the other kind, another kind of Spell (Trap), no
    archetype, a monster of its archetype."""
    spell = data.type & TYPE_SPELL
    kinds = data.type & _SPELL_KINDS
    out = [CardData(code=0, name="decoy: Trap" if spell else "decoy: Spell",
                    type=(TYPE_TRAP if spell else TYPE_SPELL) | (kinds & constants.TYPE_CONTINUOUS),
                    setcodes=data.setcodes)]
    other = 0 if kinds else constants.TYPE_CONTINUOUS
    out.append(CardData(code=0, name=f"decoy: {'Normal' if kinds else 'Continuous'} {'Spell' if spell else 'Trap'}",
                        type=(data.type & ~_SPELL_KINDS) | other, setcodes=data.setcodes))
    if data.setcodes:
        out.append(replace(data, name="decoy: no archetype", setcodes=(), alias=0, strings=()))
    out.append(CardData(code=0, name="decoy: monster", type=TYPE_MONSTER | constants.TYPE_EFFECT, level=4,
                        attribute=constants.ATTRIBUTE.parse("dark"), race=constants.RACE.parse("warrior"),
                        atk=1000, defense=1000, setcodes=data.setcodes))
    return out


def added(board, decoys):
    """board(session, card), then the decoys: a Monster or Spell & Trap Zone one only while
    another zone of its kind stays free (a summon, a made-up agent Set later), a Deck one at the
    bottom (a draw takes the cards it took before)."""
    def build(session, card):
        board(session, card)
        write_scripts()
        for decoy in decoys:
            place(session, decoy)
    return build


def place(session, decoy):
    code, player, location = decoy.data.code, decoy.player, decoy.location
    proper = decoy.kind != REVIVE_LIMIT
    if location in _FIELD:
        free = [s for s in session.duel.free_sequences(player, constants.LOCATION.parse(location)) if s < 5]
        if len(free) < 2:
            return
        as_summoned(session.add_card(code, player, location, sequence=free[0], position=decoy.position))
    elif location == "deck":
        session.add_card(code, player, location, sequence=0, properly_summoned=proper)
    else:
        session.add_card(code, player, location, position=decoy.position, properly_summoned=proper)
