"""`ygo-harness new CODE`: a scenario skeleton for one card.

The skeleton holds the card's data in `cards:` (from the card database); for a Synchro, Xyz or
Link Monster, a first step that summons it by its real procedure with materials from the bundled
cards (the first set the summon accepts); a board with the card where its activatable effect works (a Spell in the hand, a Trap Set, a monster effect in its
range) and, for each effect a player activates, a card from the bundled cards that makes the
activation legal (a legal target for an effect that targets), an `activate` step, and an
`expect` step to fill in. How the board was found: each candidate is tried in a fresh duel, and
kept when the full legality check passes and the activation itself goes through.
"""
import functools
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from harness import constants
from harness.carddb import (
    BUNDLED_CARDS, BUNDLED_LABEL, UNKNOWN_STAT, CardDatabase, CardDataError, UnknownCardError, open_database_file,
)
from harness.constants import (
    EFFECT_FLAG_CARD_TARGET, EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_IGNITION, EFFECT_TYPE_QUICK_O,
    LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, LOCATION_REMOVED, LOCATION_SZONE, LOCATION_FZONE,
    TYPE_FIELD, TYPE_LINK, TYPE_MONSTER, TYPE_NORMAL, TYPE_SPELL, TYPE_TRAP, TYPE_XYZ, TYPE_PENDULUM,
)
from harness.engine.errors import HarnessError
from harness.lua.host import ScriptNotFound
from harness.scenario.loader import RESERVED_EXPECT_KEYS
from harness.session import DuelSession

_BY_CHOICE = EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_IGNITION | EFFECT_TYPE_QUICK_O
_LOCATIONS = ((LOCATION_MZONE, "mzone"), (LOCATION_HAND, "hand"), (LOCATION_SZONE, "szone"),
              (LOCATION_FZONE, "fzone"), (LOCATION_GRAVE, "grave"), (LOCATION_REMOVED, "removed"))


class SkeletonError(Exception):
    """Why no skeleton can be written (unknown code, no script, ...)."""


@dataclass(frozen=True)
class Placement:
    code: int
    player: int
    location: str
    position: str | None = None


@dataclass
class EffectPlan:
    number: int                   # `effect: N`
    kinds: str                    # "activate", "ignition", ...
    targets: bool                 # EFFECT_FLAG_CARD_TARGET
    location: str = "hand"        # where the card is for the activation
    position: str | None = None
    helper: Placement | None = None       # a card the activation needs (its target, if it targets)
    companion: Placement | None = None    # a card in the hand, for a cost (a discard, ...)
    found: bool = False           # a board where it can be activated was found
    problem: str = ""             # what went wrong with the best board found
    observed: dict = field(default_factory=dict)   # alias -> {key: value} after the activation


def _names(family, value):
    return family.names(value)


def card_spec(data):
    """Card data as a scenario's `cards:` entry (the shape carddb reads)."""
    spec = {}
    if data.name:
        spec["name"] = data.name
    spec["type"] = ["gemini" if name == "dual" else name for name in _names(constants.TYPE, data.type)]
    if data.type & TYPE_MONSTER:
        for key, family, value in (("attribute", constants.ATTRIBUTE, data.attribute),
                                   ("race", constants.RACE, data.race)):
            if value:
                names = _names(family, value)
                spec[key] = names[0] if len(names) == 1 else names
        rating = "rank" if data.type & TYPE_XYZ else "link" if data.type & TYPE_LINK else "level"
        spec[rating] = data.level
        spec["atk"] = "?" if data.atk == UNKNOWN_STAT else data.atk
        if not data.type & TYPE_LINK:
            spec["def"] = "?" if data.defense == UNKNOWN_STAT else data.defense
        if data.type & TYPE_PENDULUM:
            spec["lscale"], spec["rscale"] = data.lscale, data.rscale
    if data.setcodes:
        spec["setcode"] = list(data.setcodes)
    if data.alias:
        spec["alias"] = data.alias
    if any(data.strings):
        spec["strings"] = list(data.strings)
    return spec


# --- YAML text ---------------------------------------------------------------------------

_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9 _.'!&/()-]*$")
_RESERVED_WORDS = {"true", "false", "null", "~", "yes", "no", "on", "off"}


def scalar(value, hex_int=False):
    """A YAML flow scalar."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return hex(value) if hex_int else str(value)
    if value is None:
        return "null"
    text = str(value)
    if _PLAIN.match(text) and text.lower() not in _RESERVED_WORDS and not text.endswith(" "):
        return text
    return json.dumps(text, ensure_ascii=False)


def flow(value, key=None):
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {flow(v, k)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(v, key) for v in value) + "]"
    return scalar(value, hex_int=key == "setcode")


# --- finding a board ---------------------------------------------------------------------


def alias_for(name, code, taken):
    words = re.findall(r"[a-z0-9]+", (name or "").lower())
    words = words if len(words) <= 4 else words[:3]
    base = "_".join(words) or f"card_{code}"
    if not base[0].isalpha():
        base = f"card_{base}"
    alias, number = base, 2
    while alias in taken or alias in RESERVED_EXPECT_KEYS:
        alias, number = f"{base}_{number}", number + 1
    taken.add(alias)
    return alias


def _home(data, effect):
    """Where the card must be for the effect to be activated: (location, position)."""
    if effect.type & EFFECT_TYPE_ACTIVATE:
        if data.type & TYPE_TRAP:
            return "szone", None          # Set in an earlier turn (the board's default)
        return "hand", None
    for bit, name in _LOCATIONS:
        if effect.range & bit:
            return name, ("faceup_attack" if name == "mzone" else "faceup" if name in ("szone", "fzone") else None)
    return "hand", None


def _bundled_codes():
    return list(_read_bundled_codes(os.stat(BUNDLED_CARDS).st_mtime_ns))


@functools.lru_cache(maxsize=4)
def _read_bundled_codes(stamp):
    """Parsed once per process and file version (the deep probe asks for every script)."""
    with open(BUNDLED_CARDS, encoding="utf-8") as stream:
        return tuple(int(code) for code in (yaml.safe_load(stream) or {}))


def _candidates(db, own_code):
    """Helper cards to try, most neutral first: Normal Monsters, other monsters, Spells, Traps;
    on the opponent's field first, then on one's own."""
    ranked = []
    for code in _bundled_codes():
        if code == own_code:
            continue
        data = db.get(code)
        rank = (0 if data.type & TYPE_NORMAL and data.type & TYPE_MONSTER else 1 if data.type & TYPE_MONSTER
                else 2 if data.type & TYPE_SPELL else 3)
        ranked.append((rank, code, data))
    ranked.sort(key=lambda item: item[0])
    placements = []
    for player in (1, 0):
        for rank, code, data in ranked:
            if data.type & TYPE_MONSTER:
                placements.append(Placement(code, player, "mzone", "faceup_attack"))
            elif data.type & TYPE_FIELD:
                placements.append(Placement(code, player, "fzone", "faceup"))
            else:
                placements.append(Placement(code, player, "szone"))
    for player in (0, 1):
        placements += [Placement(code, player, "grave") for rank, code, data in ranked if data.type & TYPE_MONSTER]
    return placements


def _companion(db, own_code):
    """A Normal Monster for the hand (a cost to discard or to send), or None."""
    for code in _bundled_codes():
        data = db.get(code)
        if code != own_code and data.type & TYPE_MONSTER and data.type & TYPE_NORMAL:
            return Placement(code, 0, "hand")
    return None


@functools.lru_cache(maxsize=8)
def _database_file(path, stamp):
    """One reader per card database file and version, so that its lookups are cached across the
    many duels of one process (each duel would otherwise open the file and query every card again)."""
    return open_database_file(path)


def _database_files(paths):
    sources = []
    for path in paths:
        try:
            stamp = os.stat(path).st_mtime_ns
        except OSError:
            stamp = None                   # open_database_file reports the missing file
        sources.append(_database_file(str(Path(path).resolve()), stamp))
    return sources


class _Finder:
    """Tries boards for one card: each attempt is a fresh duel (shared by `ygo-harness new` and
    the deep probe of `check-scripts --deep`, harness/deep.py). answers: a factory of the
    session's AnswerQueue (None: the strict default); strict: the sessions' strictness."""

    def __init__(self, code, scripts, cdb, answers=None, strict=True):
        self.code, self.scripts, self.cdb = code, list(scripts), list(cdb)
        self.answers, self.strict = answers, strict
        self.extra_cards = {}         # code -> card spec: made-up cards the boards may use
        self.inferred = False         # the card's data was guessed from its script (no database has it)
        try:
            self.files = _database_files(self.cdb)
            self.db = CardDatabase(self.files + CardDatabase.from_config().sources)
            self.data = self.db.get(code)
        except UnknownCardError as error:
            self.data = self._infer(error)
        except CardDataError as error:
            raise SkeletonError(f"cannot read the card database: {error}") from None

    def _infer(self, unknown):
        """The real script repository ships no card data: guess it from the script, and say so."""
        from harness.corpus import InferredCards
        folders = [Path(folder).resolve() for folder in self.scripts]
        for folder in folders:
            data = InferredCards(folder).get(self.code)
            if data is not None:
                self.inferred = True
                self.db = CardDatabase(list(self.db.sources) + [InferredCards(folder)])
                return data
        databases = ", ".join(str(BUNDLED_CARDS) if label == BUNDLED_LABEL else
                              str(Path(label).resolve()) if label.endswith((".yaml", ".yml", ".cdb")) else label
                              for label in unknown.searched)
        where = ", ".join(map(str, folders)) or "no script folder given (--scripts DIR)"
        raise SkeletonError(f"unknown card code {self.code}: no card database has it (searched {databases}) and "
                            f"no script c{self.code}.lua was found (searched {where})")

    def session(self):
        inline = {**self.extra_cards, **({self.code: card_spec(self.data)} if self.inferred else {})} or None
        session = DuelSession(cards=inline, scripts=self.scripts, strict=self.strict)
        session.carddb.sources[1:1] = self.files        # after the inline cards, before the bundled ones
        if self.answers is not None:
            queue = self.answers()
            queue.tracers, queue.aliases = session.answers.tracers, session.aliases
            session.answers = session.duel.chooser = queue
        return session

    def effects(self, kinds=_BY_CHOICE):
        """The card's effects, created in hand: [(number, effect)] of those of `kinds` (by default,
        those activated by choice)."""
        try:
            session = self.session()
            card = session.add_card(self.code, 0, "hand", alias="card")
        except HarnessError as error:
            hint = " (give the folder of your scripts with --scripts DIR)" if isinstance(error, ScriptNotFound) else ""
            raise SkeletonError(f"card {self.code} ({self.data.name or 'no name'}) cannot be created: {error}{hint}") from None
        effects = session.activatable_effects(card)
        return [(number, effect) for number, effect in enumerate(effects, 1) if effect.type & kinds]

    def build(self, location, position, helper=None, companion=None, board=None):
        """A fresh duel with the card at `location` (alias "card"), `helper` ("helper"),
        `companion` ("companion") and what `board(session, card)` adds: (session, card, helper card)."""
        session = self.session()
        card = session.add_card(self.code, 0, location, alias="card", position=position)
        other = None
        if helper is not None:
            other = session.add_card(helper.code, helper.player, helper.location, alias="helper",
                                     position=helper.position)
        if companion is not None:
            session.add_card(companion.code, companion.player, companion.location, alias="companion")
        if board is not None:
            board(session, card)
        session.after_step()
        return session, card, other

    def attempt(self, plan, location, position, helper, companion=None):
        """Try the activation on a board of the card plus `helper` (and `companion`):
        (legal, problem, observed)."""
        try:
            session, card, other = self.build(location, position, helper, companion)
            ok, reason = session.can_activate(card, plan.number)
        except HarnessError as error:
            return False, str(error), {}
        if not ok:
            return False, reason, {}
        if plan.targets and other is None:
            return False, "it needs a target", {}
        answers = {"targets": [other]} if plan.targets else {}
        try:
            session.activate(card, plan.number, **answers)
        except HarnessError as error:
            return True, str(error), {}
        return True, "", _observe(session)

    def boards(self):
        """The boards to try for an effect, in passes: [(companion, [helper])]: no other card, then
        each helper candidate (see _candidates); then the same with a companion in the hand."""
        helpers = [None] + _candidates(self.db, self.code)
        return [(companion, helpers) for companion in (None, _companion(self.db, self.code))]


_OBSERVED = ("location", "position", "atk", "def", "equip_target", "equipped")


def _observe(session):
    """What a scenario author might assert after the activation, per alias."""
    observed = {}
    for alias, card in session.aliases.items():
        state = session.state(card)
        values = {key: state[key] for key in _OBSERVED if key in state}
        if "reason" in state and card.location not in (LOCATION_MZONE, LOCATION_SZONE, LOCATION_HAND):
            values["reason"] = state["reason"]
        observed[alias] = values
    for player in (0, 1):
        if session.duel.players[player].lp != 8000:
            observed.setdefault("players", {})[player] = {"lp": session.duel.players[player].lp}
    return observed


def plan_card(code, scripts=(), cdb=()):
    """(finder, [EffectPlan]) for the card: the board each activated effect needs."""
    finder = _Finder(code, scripts, cdb)
    plans = []
    for number, effect in finder.effects():
        kinds = "+".join(n for n in constants.EFFECT_TYPE.names(effect.type) if n != "actions")
        plan = EffectPlan(number, kinds, bool(effect.property & EFFECT_FLAG_CARD_TARGET))
        plan.location, plan.position = _home(finder.data, effect)
        best = None
        # First with one card besides it, then with a card in the hand too (for a cost).
        for companion, helpers in finder.boards():
            for helper in helpers:
                legal, problem, observed = finder.attempt(plan, plan.location, plan.position, helper, companion)
                if legal and not problem:
                    plan.helper, plan.companion, plan.found, plan.observed, plan.problem = \
                        helper, companion, True, observed, ""
                    break
                if legal and best is None:
                    best = (helper, companion, problem)
                if not legal and helper is None and companion is None and not plan.problem:
                    plan.problem = problem
            if plan.found or companion is None and best is not None:
                break
        if not plan.found and best is not None:
            plan.helper, plan.companion, plan.problem = best
        plans.append(plan)
    return finder, plans


# --- an Extra Deck monster's summon ---------------------------------------------------------
_SUMMON_STEPS = ((constants.TYPE_SYNCHRO, "synchro_summon", constants.SUMMON_TYPE_SYNCHRO),
                 (constants.TYPE_XYZ, "xyz_summon", constants.SUMMON_TYPE_XYZ),
                 (constants.TYPE_LINK, "link_summon", constants.SUMMON_TYPE_LINK))


@dataclass
class SummonPlan:
    step: str                     # "synchro_summon", ..., or "fusion" (Polymerization activated)
    materials: list               # [Placement]: the bundled monsters it was summoned with
    spell: Placement | None = None  # the card activated to summon it (Polymerization)


POLYMERIZATION = 24094653


def _material_sets(db, data):
    """Material boards to try, from the bundled Normal Monsters (and Tuners) of the right Levels."""
    monsters = [(code, db.get(code)) for code in _bundled_codes()]
    plain = [(c, d) for c, d in monsters if d.type & TYPE_MONSTER and d.type & TYPE_NORMAL
             and not d.type & constants.TYPE_TUNER and not d.type & (TYPE_XYZ | TYPE_LINK)]
    tuners = [(c, d) for c, d in monsters if d.type & TYPE_MONSTER and d.type & constants.TYPE_TUNER]
    if data.type & TYPE_XYZ:
        same = [c for c, d in plain if d.level == data.level]
        return [[code] * count for code in same[:3] for count in (2, 3)]
    if data.type & constants.TYPE_SYNCHRO:
        sets = []
        for tuner, tuner_data in tuners:
            rest = data.level - tuner_data.level
            sets += [[tuner, c] for c, d in plain if d.level == rest][:2]
            sets += [[tuner, c, c] for c, d in plain if 2 * d.level == rest][:1]
        return sets
    if data.type & TYPE_LINK:        # the same monster N times: effect monsters first (many Links ask for them)
        main_deck = [c for c, d in monsters if d.type & TYPE_MONSTER
                     and not d.type & (TYPE_XYZ | TYPE_LINK | constants.TYPE_SYNCHRO | constants.TYPE_FUSION)]
        main_deck.sort(key=lambda c: bool(db.get(c).type & TYPE_NORMAL))
        return [[code] * count for code in main_deck for count in range(2, data.level + 1)] + \
            [[code] for code in main_deck[:3]]
    return []


_SUMMON_TRIGGERS = (constants.EVENT_SUMMON_SUCCESS, constants.EVENT_SPSUMMON_SUCCESS, constants.EVENT_FLIP)


def plan_summon(finder):
    """How the skeleton's board summons the monster: an Extra Deck monster by its own procedure
    (the first material set from the bundled cards that the real summon accepts); a Main Deck
    monster with a trigger on its own summon (or flip) by a Normal Summon from the hand, when that
    summon needs no Tribute. None otherwise."""
    data = finder.data
    if data.type & constants.TYPE_FUSION:
        return _plan_fusion(finder)
    kind = next(((step, sumtype) for bit, step, sumtype in _SUMMON_STEPS if data.type & bit), None)
    if kind is None:
        return _plan_normal_summon(finder)
    step, sumtype = kind
    for codes in _material_sets(finder.db, data):
        try:
            session = finder.session()
            card = session.add_card(finder.code, 0, "extra", alias="card")
            materials = [session.add_card(code, 0, "mzone", alias=f"m{i}") for i, code in enumerate(codes)]
            session.after_step()
            session.summon_by_procedure(card, sumtype, materials=materials)
        except HarnessError:
            continue
        if card.location == LOCATION_MZONE:
            return SummonPlan(step, [Placement(code, 0, "mzone", "faceup_attack") for code in codes])
    return None


def _fusion_material_codes(session, card):
    """The codes the Fusion helpers listed as the monster's materials (its script table's
    `material`, as the real aux.AddFusionProc* helpers set it), and how many it takes at least."""
    table = session.duel.host.script_table(card)
    listed, count = table["material"], table["material_count"]
    codes = sorted(k for k in (listed.keys() if listed is not None else ()) if isinstance(k, int) and k > 0)
    fewest = count[1] if count is not None and isinstance(count[1], int) else len(codes)
    return codes, fewest


def _known(db, code):
    try:
        db.get(code)
    except UnknownCardError:
        return False
    return True


def _plan_fusion(finder):
    """A Fusion Monster: Polymerization from the hand with its listed materials in the hand, when
    each listed material is a bundled card (or one of the given databases') and it takes one of each."""
    try:
        session = finder.session()
        card = session.add_card(finder.code, 0, "extra", alias="card")
        codes, fewest = _fusion_material_codes(session, card)
        if not codes or fewest != len(codes) or not all(_known(finder.db, c) for c in codes):
            return None
        poly = session.add_card(POLYMERIZATION, 0, "hand", alias="poly")
        materials = [session.add_card(code, 0, "hand", alias=f"m{i}") for i, code in enumerate(codes)]
        session.after_step()
        session.activate(poly, materials=materials)
    except HarnessError:
        return None
    if card.location != LOCATION_MZONE:
        return None
    return SummonPlan("fusion", [Placement(code, 0, "hand") for code in codes], Placement(POLYMERIZATION, 0, "hand"))


def _plan_normal_summon(finder):
    if not finder.data.type & TYPE_MONSTER or finder.data.type & constants.TYPE_FUSION:
        return None
    try:
        session = finder.session()
        card = session.add_card(finder.code, 0, "hand", alias="card")
        if not any(e.code in _SUMMON_TRIGGERS and e.type & (constants.EFFECT_TYPE_TRIGGER_O | constants.EFFECT_TYPE_TRIGGER_F)
                   for e in card.effects):
            return None
        session.after_step()
        session.summon(card)
    except HarnessError:
        return None
    return SummonPlan("summon", []) if card.location == LOCATION_MZONE else None


# --- the file ----------------------------------------------------------------------------


def render_skeleton(code, scripts=(), cdb=(), output=None, search=None):
    """The scenario text. `scripts` go into its `scripts:` key (relative to `output`, the file
    it will be written to, or to the current folder); `search`: the script folders to load the
    card from (default: `scripts`)."""
    finder, plans = plan_card(code, scripts if search is None else search, cdb)
    data = finder.data
    taken = set()
    own = alias_for(data.name, code, taken)
    summon = plan_summon(finder)
    main_plan = next((p for p in plans if p.found), None) or next((p for p in plans if p.helper or p.companion), None) \
        or (plans[0] if plans else None)
    location, position = (main_plan.location, main_plan.position) if main_plan else \
        ("hand", None)

    helpers = {}          # Placement -> alias
    for plan in plans:
        for placement in (plan.helper, plan.companion):
            if placement is not None and placement not in helpers:
                helpers[placement] = alias_for(finder.db.get(placement.code).name, placement.code, taken)

    title = data.name or f"card {code}"
    lines = [
        f"# A scenario for {title} ({code}), started by `ygo-harness new {code}`.",
        "# Fill in what the TODOs ask, then run it: ygo-harness run THIS_FILE",
        f"name: {scalar(title + ': TODO say what this scenario checks')}",
        'ruling: "TODO: the card text or ruling this scenario checks"',
    ]
    if scripts:
        base = Path(output).resolve().parent if output else Path.cwd()
        folders = [_relative(Path(folder).resolve(), base) for folder in scripts]
        where = "this file" if output else "the current folder"
        note = f"    # relative to {where}" if any(not f.startswith("/") for f in folders) else ""
        lines.append(f"scripts: {flow(folders)}{note}")
    lines.append("cards:")
    if finder.inferred:
        lines.append("  # TODO: no card database has this card: its data was guessed from the script (the type from")
        lines.append("  # what it registers; name from its first comment line). Fill in the real values, or give")
        lines.append("  # the card database with --cdb cards.cdb.")
    lines.append(f"  {code}: {flow(card_spec(data))}")
    lines.append("board:")
    material_aliases = []
    spell_alias = None
    if summon is not None:
        home = "hand" if summon.step == "summon" else "extra"
        how = "Fusion Summoned by Polymerization" if summon.step == "fusion" else summon.step
        lines.append(f"  - {flow({'as': own, 'code': code, 'player': 0, 'location': home})}    # {how} in the first step")
        if summon.spell is not None:
            spell_alias = alias_for(finder.db.get(summon.spell.code).name, summon.spell.code, taken)
            lines.append(f"  - {flow({'as': spell_alias, 'code': summon.spell.code, 'player': 0, 'location': 'hand'})}")
        for placement in summon.materials:
            alias = alias_for(finder.db.get(placement.code).name, placement.code, taken)
            material_aliases.append(alias)
            entry = {"as": alias, "code": placement.code, "player": 0, "location": placement.location}
            lines.append(f"  - {flow(entry)}    # a material (from the bundled cards)")
    else:
        entry = {"as": own, "code": code, "player": 0, "location": location}
        if position:
            entry["position"] = position
        note = "" if location == "hand" else f"    # where effect {main_plan.number} ({main_plan.kinds}) is activated"
        lines.append(f"  - {flow(entry)}{note}")
    for placement, alias in helpers.items():
        entry = {"as": alias, "code": placement.code, "player": placement.player, "location": placement.location}
        if placement.position:
            entry["position"] = placement.position
        users = [p for p in plans if p.helper == placement]
        if users:
            why = ", ".join(f"effect {p.number}" for p in users)
            purpose = "a legal target of" if any(p.targets for p in users) else "something for"
        else:
            why = ", ".join(f"effect {p.number}" for p in plans if p.companion == placement)
            purpose = "a card in the hand for the cost of"
        lines.append(f"  - {flow(entry)}    # {purpose} {why} (from the bundled cards)")
    lines.append("steps:")
    if summon is not None and summon.step == "summon":
        lines.append(f"  - summon: {own}    # a Normal Summon: its effect on its own summon needs one")
        lines.append(f"    # triggers: {{{own}: true}}    # TODO: once the board lets its trigger activate, and its answers")
    elif summon is not None:
        if summon.spell is not None:
            lines.append(f"  - activate: {spell_alias}")
        else:
            lines.append(f"  - {summon.step}: {own}")
        lines.append(f"    materials: {flow(material_aliases)}")
        lines.append("  - expect:")
        kind = summon.step.split("_")[0]
        lines.append(f"      {own}: {{location: mzone, summon_type: {kind}}}")
        reason = "effect, material, fusion" if kind == "fusion" else f"material, {kind}"
        lines.append(f"      {material_aliases[0]}: {{reason_has: [{reason}], reason_card: {own}}}")
    elif data.type & (TYPE_XYZ | TYPE_LINK | constants.TYPE_SYNCHRO | constants.TYPE_FUSION):
        lines.append("  # TODO: summon it first (no material set from the bundled cards worked); the board places it")
        lines.append("  # on the field directly (properly summoned: see `properly_summoned:` in docs/scenario-format.md).")
    several = len(plans) > 1
    if main_plan is None and summon is None:
        lines.append("  # The card has no effect a player activates: add the steps that exercise it")
        lines.append("  # (summon, destroy, phase, ...; see docs/scenario-format.md).")
    for plan in plans:
        step = _activate_lines(own, plan, helpers, several)
        if plan is main_plan:
            if plan.problem:
                lines.append(f"  # TODO: this activation did not go through when the skeleton was made: {_one_line(plan.problem)}")
            lines += [f"  {text}" for text in step]
        else:
            state = "can be activated too" if plan.found else f"was not activatable on any board tried ({_one_line(plan.problem)})"
            lines.append(f"  # Effect {plan.number} ({plan.kinds}) {state}:")
            lines += [f"  # {text}" for text in step]
    lines += _expect_lines(own, main_plan, helpers)
    return "\n".join(lines) + "\n"


def _relative(folder, base):
    """`folder` relative to `base` when they share a folder below the root, else absolute."""
    common = os.path.commonpath([folder, base])
    if Path(common) == Path(common).parent:     # only the root (or drive) in common
        return folder.as_posix()
    return os.path.relpath(folder, base).replace(os.sep, "/")


def _one_line(text):
    text = " ".join(str(text).split())
    return text if len(text) <= 160 else text[:157] + "..."


def _activate_lines(own, plan, helpers, several):
    step = [f"- activate: {own}"]
    if several:
        step.append(f"  effect: {plan.number}")
    if plan.targets and plan.helper is not None:
        step.append(f"  targets: [{helpers[plan.helper]}]")
    return step


def _expect_lines(own, plan, helpers):
    lines = ["  - expect:"]
    subject = "the activation" if plan is not None else "the steps"
    lines.append(f"      # TODO: what must hold after {subject}, from the card's text and rulings")
    lines.append("      # (location, position, equip_target, equipped, atk, def, reason, players, events:")
    lines.append("      # see docs/scenario-format.md). `ygo-harness show THIS_FILE` prints the board.")
    if plan is not None and plan.observed:
        renames = {"card": own}
        if plan.helper is not None:
            renames["helper"] = helpers[plan.helper]
        if plan.companion is not None:
            renames["companion"] = helpers[plan.companion]
        lines.append("      # What the harness does now (check each value against the rulings before using it):")
        for alias, values in plan.observed.items():
            if alias == "players":
                lines.append(f"      #   players: {flow(values)}")
                continue
            shown = {k: ([renames.get(a, a) for a in v] if isinstance(v, list) and k == "equipped"
                         else renames.get(v, v) if k == "equip_target" else v) for k, v in values.items()}
            lines.append(f"      #   {renames.get(alias, alias)}: {flow(shown)}")
    lines.append(f"      {own}: {{}}")
    return lines
