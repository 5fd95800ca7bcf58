"""Trying boards for one card, each attempt a fresh duel: shared by `ygo-harness new` (skeleton.py),
the deep probe (deep.py) and `snapshot` (snapshot.py)."""
import functools
import os
from dataclasses import dataclass
from pathlib import Path

import yaml

from harness.carddb import (BUNDLED_CARDS, BUNDLED_LABEL, CardDatabase, CardDataError, CardMap, UnknownCardError,
                            open_database_file)
from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_IGNITION, EFFECT_TYPE_QUICK_O, LOCATION_FZONE, LOCATION_GRAVE, LOCATION_HAND,
    LOCATION_MZONE, LOCATION_PZONE, LOCATION_REMOVED, LOCATION_SZONE, TYPE_FIELD, TYPE_MONSTER, TYPE_NORMAL, TYPE_SPELL, TYPE_TRAP,
)
from harness.engine.state.errors import HarnessError
from harness.lua.host import ScriptNotFound
from harness.probe.inferred import InferredCards
from harness.probe.scenario_text import card_spec
from harness.session import INLINE_CARDS, DuelSession

_BY_CHOICE = EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_IGNITION | EFFECT_TYPE_QUICK_O
_LOCATIONS = ((LOCATION_MZONE, "mzone"), (LOCATION_HAND, "hand"), (LOCATION_SZONE, "szone"),
              (LOCATION_FZONE, "fzone"), (LOCATION_GRAVE, "grave"), (LOCATION_REMOVED, "removed"),
              (LOCATION_PZONE, "pzone"))


class SkeletonError(Exception):
    """Why no skeleton can be written (unknown code, no script, ...)."""


@dataclass(frozen=True)
class Placement:
    code: int
    player: int
    location: str
    position: str | None = None


def effect_home(data, effect):
    """Where the card must be for the effect to be activated: (location, position)."""
    if effect.type & EFFECT_TYPE_ACTIVATE:
        if data.type & TYPE_TRAP:
            return "szone", None          # Set in an earlier turn (the board's default)
        return "hand", None
    for bit, name in _LOCATIONS:
        if effect.range & bit:
            return name, ("faceup_attack" if name == "mzone" else "faceup" if name in ("szone", "fzone", "pzone")
                          else None)
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
    the deep probe of `check-scripts --deep`, harness/probe/deep.py). answers: a factory of the
    session's AnswerQueue (None: the strict default); strict: the sessions' strictness."""

    def __init__(self, code, scripts, cdb, answers=None, strict=True):
        self.code, self.scripts, self.cdb = code, list(scripts), list(cdb)
        self.answers, self.strict = answers, strict
        self.session_class = DuelSession      # snapshot.py records a run with a RecordingSession
        self.extra_cards = {}         # code -> card spec: made-up cards the boards may use
        self.inferred = False         # the card's data was guessed from its script (no database has it)
        self._lone = None             # lone_card(): (its key, session, card)
        self._inline = None           # _inline_cards(): (its key, CardMap)
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
        session = self.session_class(cards=self._inline_cards(), scripts=self.scripts, strict=self.strict)
        session.carddb.sources[1:1] = self.files        # after the inline cards, before the bundled ones
        if self.answers is not None:
            queue = self.answers()
            queue.tracers, queue.aliases = session.answers.tracers, session.aliases
            session.answers = session.duel.chooser = queue
        return session

    def _inline_cards(self):
        """The made-up cards (and the card's guessed data) as the sessions' inline cards: parsed
        once while they stay the same, not once per attempt (None: there are none)."""
        key = (self.data, self.inferred, repr(self.extra_cards))
        if self._inline is None or self._inline[0] != key:
            inline = {**self.extra_cards, **({self.code: card_spec(self.data)} if self.inferred else {})}
            self._inline = (key, CardMap.from_inline(inline, INLINE_CARDS) if inline else None)
        return self._inline[1]

    def lone_card(self):
        """(session, card): the card alone in the hand of a fresh duel (alias "card"), to read its
        effects from; built once while the card's data and the made-up cards stay the same (the
        deep probe reads its effects several times), never acted on."""
        key = (self.session_class, self.data, self.inferred, repr(self.extra_cards))
        if self._lone is None or self._lone[0] != key:
            self._lone = None
            session = self.session()
            self._lone = (key, session, session.add_card(self.code, 0, "hand", alias="card"))
        return self._lone[1:]

    def effects(self, kinds=_BY_CHOICE):
        """The card's effects, created in hand: [(number, effect)] of those of `kinds` (by default,
        those activated by choice)."""
        try:
            session, card = self.lone_card()
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
