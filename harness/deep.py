"""`check-scripts DIR --deep`: activate and resolve every script's effects on generated boards.

For every script, each effect the card has (activated by choice, or a trigger) is tried on a few
boards built by the same board-trying code as `ygo-harness new` (harness/skeleton.py `_Finder`):
the card in its range (the hand, Set in the Spell & Trap Zone, face-up in a Monster Zone, the GY,
banished), on a generic board (cards in both Decks, hands and GYs, a face-up monster of each
player and a Set card of the opponent's), then on the skeleton's boards (a helper card from the
bundled cards, a companion in the hand for costs). An effect activated by choice is checked with
the full legality check (condition, cost, target with chk==0) and activated when legal; a trigger
gets its event (the card is summoned, sent to the GY, destroyed, attacks, the phase ends, ...); an
effect that responds to an event (a Trap activated on a summon, an attack, a chain) is activated
in response to it. Every prompt takes the default of DeepAnswers (below). One status per script:

- ran: an effect of the card activated and resolved (a chain link of it resolved);
- never legal: no board made any effect legal, with the legality reason of the first board tried;
- script error: the script failed (message, file:line) on a board where its effect was legal;
- not implemented: an API function the harness does not implement (the function);
- failed: legal, but the harness refused a step of the activation (message);
- no effect: the card registers no effect a player or a trigger activates (continuous effects,
  summon procedures only).
"""
import re
import time
from collections import Counter
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from harness import constants
from harness.answers import AnswerQueue
from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_IGNITION, EFFECT_TYPE_QUICK_F, EFFECT_TYPE_QUICK_O, EFFECT_TYPE_SINGLE,
    EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_TRIGGER_O, EVENT_CHAIN_SOLVED, EVENT_FREE_CHAIN, LOCATION_DECK,
    LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, LOCATION_REMOVED, POS_FACEUP_ATTACK,
    REASON_DISCARD, REASON_EFFECT, TYPE_LINK, TYPE_MONSTER, TYPE_SPELL, TYPE_TRAP,
)
from harness.engine import operations, summons
from harness.engine.errors import HarnessError, IllegalAction, NotImplementedByHarness, ScriptError
from harness.engine.events import event_name
from harness.skeleton import SkeletonError, _Finder, _home, _known

DEEP_STATUSES = ("ran", "never legal", "script error", "not implemented", "failed", "no effect")
BUDGET = 2.0                 # seconds of attempts per script (wall clock), checked between attempts
BATCH = 25
HELPERS = 4                 # helper cards tried per pass of the skeleton's boards (see _Finder.boards)
_TRIGGERS = EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_TRIGGER_F
_PROCEDURES = (("aux.AddSynchro", constants.TYPE_SYNCHRO), ("aux.AddXyzProcedure", constants.TYPE_XYZ),
               ("aux.AddLinkProcedure", TYPE_LINK), ("aux.AddFusionProc", constants.TYPE_FUSION),
               ("aux.ritlimit", constants.TYPE_RITUAL))
_EXTRA_TYPES = constants.TYPE_FUSION | constants.TYPE_SYNCHRO | constants.TYPE_XYZ | TYPE_LINK
_BY_CHOICE = EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_IGNITION | EFFECT_TYPE_QUICK_O
_NOT_IMPLEMENTED = re.compile(r"not implemented by the harness: ([\w.]+)")
_LOCATION_PREFIX = re.compile(r"^(?:\S+\.lua:\d+: )+")      # the file:line Lua puts before a message
_REFUSED = re.compile(r"cannot activate that effect now: (.*)$")

# The generic board, from the bundled cards: Normal Monsters of varied Levels, Attributes and
# Races, Tuners, a Spell and a Trap.
DECK = (15025844, 76812113, 23771716, 75356564, 13179332, 70781052, 74093656, 5318639, 44095762)
HAND = (91152256, 43096270, 68505803)               # Celtic Guardian, Alexandrite Dragon, Genex Controller
GRAVE = (14898066, 46986414, 21615956, 12580477)    # Vorse Raider, Dark Magician, Flamvell Guard, Raigeki
OWN_MONSTER = 69247929                              # Gene-Warped Warwolf (L4, 2000 ATK)
FOE_MONSTER = 13039848                              # Giant Soldier of Stone (L3, 1300 ATK)
FOE_SET = 41420027                                  # Solemn Judgment, Set
FOE_FIELD = 66399653                                # Union Hangar, face-up (a face-up Spell)
FOE_SET_MONSTER = 91152256                          # Celtic Guardian, Set
BANISHED = 38142739                                 # Petit Angel, banished
FOE_QUICK = 5318639                                 # Mystical Space Typhoon, Set: the opponent's activation to chain to


MADE_UP = 990000000                                 # codes of the made-up cards a script's board gets
_SETCODE = re.compile(r"IsSetCard\((0x[0-9a-fA-F]+)")
_FLAG = re.compile(r"\b(RACE|ATTRIBUTE)_([A-Z]+)\b")
_CODE = re.compile(r"IsCode\(([0-9, ]+)\)")
_LEVEL = re.compile(r"IsLevel(?:Below)?\((\d+)\)")


_TYPE_MENTION = re.compile(r"\bTYPE_(RITUAL|FUSION|SYNCHRO|XYZ|LINK|TUNER|PENDULUM|FLIP|UNION|SPIRIT|GEMINI|DUAL|TOON)\b")
_EXTRA_KINDS = {"fusion", "synchro", "xyz", "link"}


def mentioned_cards(text, own_code, folder, known=None):
    """Made-up cards for what the script's filters ask for: a monster, a Spell and a Trap per
    archetype (IsSetCard); a monster per Race, Attribute and kind of monster (TYPE_RITUAL, ...)
    it names; and the cards it names (IsCode): {code: card spec, or None for a card `known(code)`
    says a database has}. Made-up cards load an empty script (made_up_scripts)."""
    level = next((int(n) for n in _LEVEL.findall(text) if 1 <= int(n) <= 12), 4)
    races, attributes = [], []
    for family, name in _FLAG.findall(text):
        value = constants.ALL.get(f"{family}_{name}")
        group = constants.RACE if family == "RACE" else constants.ATTRIBUTE
        names = group.names(value) if value and value != constants.ALL.get(f"{family}_ALL") else []
        target = races if family == "RACE" else attributes
        if len(names) == 1 and names[0] not in target:
            target.append(names[0])
    kinds = list(dict.fromkeys("gemini" if k == "DUAL" else k.lower() for k in _TYPE_MENTION.findall(text)))
    base = {"type": ["monster", "effect"], "level": level, "atk": 1000, "def": 1000,
            "race": (races or ["warrior"])[0], "attribute": (attributes or ["dark"])[0]}
    specs = []
    for setcode in list(dict.fromkeys(_SETCODE.findall(text)))[:3]:
        value = [int(setcode, 16)]
        specs.append({**base, "name": f"made-up {setcode} monster", "setcode": value})
        specs.append({"type": ["spell"], "name": f"made-up {setcode} Spell", "setcode": value})
        specs.append({"type": ["trap"], "name": f"made-up {setcode} Trap", "setcode": value})
    if not any("monster" in spec["type"] for spec in specs) and (races or attributes or level != 4):
        specs.append({**base, "name": "made-up monster"})
    specs += [{**base, "name": f"made-up {race} monster", "race": race} for race in races[1:3]]
    specs += [{**base, "name": f"made-up {attribute} monster", "attribute": attribute} for attribute in attributes[1:3]]
    for kind in kinds[:3]:
        spec = {**base, "name": f"made-up {kind} monster", "type": ["monster", "effect", kind]}
        if kind == "xyz":
            spec["rank"] = spec.pop("level")
        elif kind == "link":
            spec.pop("level"), spec.pop("def")
            spec["link"] = 2
        specs.append(spec)
    cards = {MADE_UP + i: spec for i, spec in enumerate(specs[:MADE_UP_COUNT])}
    from harness.corpus import InferredCards
    from harness.skeleton import card_spec
    inference = InferredCards(folder)
    for group in _CODE.findall(text):
        for code in (int(c) for c in group.split(",") if c.strip().isdigit()):
            if code == own_code or code in cards or len(cards) >= MADE_UP_COUNT + 3:
                continue
            if known is not None and known(code):
                cards[code] = None                     # a card of a database (the bundled cards)
                continue
            data = inference.get(code)
            if data is None:
                cards[code] = {**base, "type": ["monster", "normal"], "name": f"made-up card {code}"}
            elif data.type & TYPE_MONSTER:
                cards[code] = {**card_spec(data), **{k: v for k, v in base.items() if k != "type"}}
    return cards


MADE_UP_COUNT = 12
_MADE_UP_FOLDER = []


def made_up_scripts():
    """A folder (one per process) with an empty script for each made-up card code."""
    if not _MADE_UP_FOLDER:
        import atexit
        import shutil
        import tempfile
        folder = Path(tempfile.mkdtemp(prefix="ygo-deep-"))
        atexit.register(shutil.rmtree, folder, True)
        for i in range(MADE_UP_COUNT):
            (folder / f"c{MADE_UP + i}.lua").write_text(
                "-- a made-up card of the deep probe: no effect\nlocal s,id=GetID()\nfunction s.initial_effect(c)\nend\n",
                encoding="utf-8")
        _MADE_UP_FOLDER.append(folder)
    return _MADE_UP_FOLDER[0]


class _TokenCards:
    """Duel.CreateToken of a code no database has: a Token (a Normal Monster, Level 1, 0/0)."""
    label = "made-up Tokens of the deep probe"

    def get(self, code):
        from harness.carddb import CardData
        return CardData(code=code, name=f"token {code}", type=TYPE_MONSTER | constants.TYPE_NORMAL | constants.TYPE_TOKEN,
                        level=1)


@dataclass
class DeepStatus:
    code: int
    status: str
    detail: str = ""             # the legality reason, the error message, or what ran
    where: str = ""              # file:line of a script error
    missing: str = ""            # the API function ("not implemented")
    effect: int = 0              # the effect (registration order, as `effect: N`) it is about
    board: str = ""              # the board it ran on ("ran")
    inferred: bool = False


class DeepAnswers(AnswerQueue):
    """The documented defaults of the deep probe, for every prompt nobody answered: a card
    selection takes the first legal cards (as few as allowed, at least one); yes/no: yes; an
    optional trigger: activated; an option: the first; a position: the first allowed; a
    declaration: the first legal value (a card: the first of the bundled cards, or the card
    itself, that the declaration accepts); coins: heads (a toss "until tails": one tails);
    dice: 1 each; a random pick: the first candidates; counters: from the cards in order;
    a sum: the first legal combination; a one-at-a-time selection: the first card, then it ends
    as soon as it may."""

    def __init__(self, own_code=0):
        super().__init__(strict=False)
        self.own_code = own_code

    def answer_yes_no(self, request):
        return super().answer_yes_no(request) if self.pending["yes"] else True

    def answer_trigger(self, request):
        answer = super().answer_trigger(request)
        return True if answer is None else answer

    def answer_option(self, request):
        return super().answer_option(request) if self.pending["option"] else 0

    def answer_coin(self, request):
        if self.pending["coin"]:
            return super().answer_coin(request)
        return [0] if request.count == -1 else [1] * request.count

    def answer_dice(self, request):
        if self.pending["dice"]:
            return super().answer_dice(request)
        return [1] * (request.count + request.other_count)

    def answer_random(self, request):
        if self.pending["random"]:
            return super().answer_random(request)
        return list(request.candidates[:request.count])

    def answer_counters(self, request):
        if self.pending["counters"]:
            return super().answer_counters(request)
        left, taken = request.count, {}
        for card, have in request.cards:
            if left and have:
                taken[card] = min(have, left)
                left -= taken[card]
        return taken

    def answer_announce(self, request):
        if self.pending["announce"] or request.kind != "card":
            return super().answer_announce(request)
        for code in (self.own_code,) + DECK + HAND + GRAVE:
            if code and not request.check(code):
                return code
        return None


@dataclass
class _Outcome:
    legal: bool
    ran: bool = False
    reason: str = ""
    error: BaseException = None
    board: str = ""


class _Probe:
    def __init__(self, code, folder, cdb, budget):
        self.code = code
        self.finder = _Finder(code, [folder, made_up_scripts()], cdb, answers=lambda: DeepAnswers(code), strict=False)
        path = Path(folder) / f"c{code}.lua"
        text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        data = self.finder.data
        if self.finder.inferred and data.type & TYPE_MONSTER:
            # the kind of monster, from the summon procedure the script registers
            kind = next((bit for marker, bit in _PROCEDURES if marker in text), 0)
            if kind:
                self.finder.data = replace(data, type=data.type | kind)
        mentioned = mentioned_cards(text, code, folder, known=lambda c: _known(self.finder.db, c))
        self.finder.extra_cards = {c: spec for c, spec in mentioned.items() if spec is not None}
        self.made_up = list(mentioned)
        self.deadline = time.perf_counter() + budget
        self.outcomes = []          # (effect number, _Outcome)

    def out_of_time(self):
        return time.perf_counter() > self.deadline

    # -- boards ----------------------------------------------------------------------------------
    def generic_board(self, foe_monster=True, own_monster=True):
        made_up = self.made_up

        def board(session, card):
            session.carddb.sources.append(_TokenCards())
            on_field = 0
            for code in made_up:
                data = session.carddb.get(code)
                if not data.type & TYPE_MONSTER:
                    places = ((0, "deck"), (0, "hand"), (0, "grave"))
                elif data.type & _EXTRA_TYPES:
                    places = ((0, "extra"), (0, "grave"), (0, "removed"))
                else:
                    places = ((0, "deck"), (0, "hand"), (0, "grave"), (1, "grave"), (0, "removed"))
                for player, location in places:
                    session.add_card(code, player, location)
                if data.type & TYPE_MONSTER and on_field < 3:
                    if own_monster:
                        session.add_card(code, 0, "mzone")
                    if foe_monster and on_field < 2:
                        session.add_card(code, 1, "mzone")
                    on_field += 1
            for player in (0, 1):
                for code in DECK:
                    session.add_card(code, player, "deck")
                for code in HAND:
                    session.add_card(code, player, "hand")
                for code in GRAVE:
                    session.add_card(code, player, "grave")
            if own_monster:
                session.add_card(OWN_MONSTER, 0, "mzone", alias="own_monster")
            if foe_monster:
                session.add_card(FOE_MONSTER, 1, "mzone", alias="foe_monster")
            session.add_card(FOE_SET, 1, "szone", alias="foe_set")
            session.add_card(FOE_FIELD, 1, "fzone", position="faceup")
            if foe_monster:
                session.add_card(FOE_SET_MONSTER, 1, "mzone", position="facedown_defense")
            for player in (0, 1):
                session.add_card(BANISHED, player, "removed")
            session.add_card(FOE_QUICK, 1, "szone", alias="foe_quick")
        return board

    def run_attempt(self, number, location, position, action, board=None, helper=None, companion=None):
        """Build a board, run `action(session, card)` and say whether an effect of the card resolved."""
        try:
            session, card, _ = self.finder.build(location, position, helper, companion,
                                                 board or self.generic_board())
            mark = session.duel.events.mark()
            legal, reason = action(session, card, number)
            if not legal:
                return _Outcome(False, reason=reason)
            ran = any(e.code == EVENT_CHAIN_SOLVED and e.reason_effect is not None
                      and e.reason_effect.handler is card for e in session.duel.events.since(mark))
            return _Outcome(True, ran, "" if ran else "it activated, but no chain link of it resolved")
        except ScriptError as error:
            return _Outcome(True, reason=str(error), error=error)
        except (HarnessError, RecursionError) as error:
            if "`chain:` was given, but the step opened no chain" in str(error):
                return _Outcome(False, reason="its event happened, but the response was not legal")
            refused = _REFUSED.search(str(error))
            if isinstance(error, IllegalAction) and refused:
                return _Outcome(False, reason=refused.group(1))
            return _Outcome(True, reason=f"{type(error).__name__}: {error}", error=error)

    # -- effects activated by choice ------------------------------------------------------------
    @staticmethod
    def activate(session, card, number):
        ok, reason = session.can_activate(card, number)
        if not ok:
            return False, reason
        session.activate(card, number)
        return True, ""

    def by_choice(self, number, effect):
        location, position = _home(self.finder.data, effect)
        if effect.code != EVENT_FREE_CHAIN and effect.type & (EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_QUICK_O):
            responder = self.response(number, effect, location, position)
            if responder is not None:
                return responder
        first = self.record(number, self.run_attempt(number, location, position, self.activate))
        first.board = f"generic, the card in {location}"
        if first.ran or first.error is not None:
            return first
        boards = [(helper, companion) for companion, helpers in self.finder.boards() for helper in helpers[:HELPERS]]
        for index, (helper, companion) in enumerate(boards):
            if self.out_of_time():
                break
            outcome = self.run_attempt(number, location, position, self.activate,
                                       board=self.generic_board(foe_monster=helper is None or helper.player != 1,
                                                                own_monster=False),
                                       helper=helper, companion=companion)
            outcome.board = f"helper board {index}"
            if outcome.legal:
                self.record(number, outcome)
                if outcome.ran or outcome.error is not None:
                    return outcome
        return first

    def response(self, number, effect, location, position):
        """An effect that responds to an event: the event happens, and it is activated in response."""
        code = effect.code

        spell = bool(self.finder.data.type & TYPE_SPELL)     # a Spell responds in its own turn

        def respond(session, card, number):
            responses = [{"card": card, "effect": number}]
            if code in (constants.EVENT_SUMMON_SUCCESS, constants.EVENT_SPSUMMON_SUCCESS,
                        constants.EVENT_SUMMON, constants.EVENT_SPSUMMON, constants.EVENT_FLIP_SUMMON_SUCCESS):
                summoner = 0 if spell else 1
                monster = session.add_card(76812113, summoner, "hand", alias="summoned")
                session.set_turn(summoner, "main1", 2)
                session.respond_to_triggers(responses)
                if code in (constants.EVENT_SPSUMMON_SUCCESS, constants.EVENT_SPSUMMON):
                    session.special_summon(monster, player=summoner)
                else:
                    session.summon(monster, player=summoner)
            elif code in (constants.EVENT_ATTACK_ANNOUNCE, constants.EVENT_BE_BATTLE_TARGET):
                session.set_turn(1, "main1", 2)
                target = session.aliases.get("own_monster") if code == constants.EVENT_BE_BATTLE_TARGET else None
                if target is None and code == constants.EVENT_BE_BATTLE_TARGET:
                    return False, "no monster to be attacked"
                foe = session.aliases["foe_monster"]
                if target is None and session.duel.zone_list(0, LOCATION_MZONE) and any(
                        session.duel.zone_list(0, LOCATION_MZONE)):
                    target = next(c for c in session.duel.zone_list(0, LOCATION_MZONE) if c is not None)
                session.attack(foe, target, chain_responses=responses)
            elif code == constants.EVENT_CHAINING:
                session.set_turn(0 if spell else 1, "main1", 2)
                session.activate(session.aliases["foe_quick"], player=1, chain_responses=responses)
            else:
                return False, f"the probe does not raise {event_name(code)} (to respond to)"
            return True, ""
        outcome = self.run_attempt(number, location, position, respond)
        outcome.board = f"in response to {event_name(code)}"
        self.record(number, outcome)
        return outcome if outcome.legal else None

    # -- triggers ---------------------------------------------------------------------------------
    def trigger(self, number, effect):
        """Raise the trigger's event; an optional trigger is activated (DeepAnswers)."""
        data = self.finder.data
        single = bool(effect.type & EFFECT_TYPE_SINGLE)
        code = effect.code
        extra = bool(data.type & (constants.TYPE_FUSION | constants.TYPE_SYNCHRO | constants.TYPE_XYZ | TYPE_LINK))
        monster = bool(data.type & TYPE_MONSTER)
        field_home, field_pos = ("mzone", "faceup_attack") if monster else \
            ("fzone", "faceup") if data.type & constants.TYPE_FIELD else ("szone", "faceup")
        if not single:
            location, position = _home(data, effect)
        else:
            location, position = field_home, field_pos
        plans = []              # (location, position, action)
        phase = code & 0xfff if code & (constants.EVENT_PHASE | constants.EVENT_PHASE_START) else 0

        def subject(session, card):
            return card if single else session.aliases["own_monster"]

        def run(step):
            def action(session, card, number):
                step(session, card)
                return True, ""
            return action
        if code in (constants.EVENT_SUMMON_SUCCESS, constants.EVENT_SUMMON):
            if single:
                plans.append(("hand", None, run(lambda s, c: s.summon(c, tribute=_tributes(s, c)))))
            else:
                plans.append((location, position, run(lambda s, c: s.summon(s.card("hand_monster")))))
                plans.append((location, position, run(lambda s, c: (s.set_turn(1, "main1", 2),
                                                                     s.summon(s.card("foe_hand_monster"))))))
        elif code in (constants.EVENT_SPSUMMON_SUCCESS, constants.EVENT_SPSUMMON):
            if single:
                plans.append(("extra" if extra else "hand", None, run(lambda s, c: _special_summon(s, c))))
                if not extra:
                    plans.append(("grave", None, run(lambda s, c: _special_summon(s, c))))
            else:
                plans.append((location, position, run(lambda s, c: _special_summon(s, s.card("hand_monster")))))
                plans.append((location, position, run(lambda s, c: _special_summon(s, s.card("foe_hand_monster"), 1))))
        elif code in (constants.EVENT_FLIP, constants.EVENT_FLIP_SUMMON_SUCCESS):
            if single:
                plans.append(("mzone", "facedown_defense", run(lambda s, c: s.flip_summon(c))))
            else:
                plans.append((location, position, run(lambda s, c: (s.change_position(s.card("own_monster"), "facedown_defense"),
                                                                     s.flip_summon(s.card("own_monster"))))))
        elif code in (constants.EVENT_TO_GRAVE, constants.EVENT_LEAVE_FIELD, constants.EVENT_DESTROYED,
                      constants.EVENT_LEAVE_FIELD_P, constants.EVENT_REMOVE, constants.EVENT_TO_HAND,
                      constants.EVENT_TO_DECK, constants.EVENT_RELEASE):
            move = {constants.EVENT_TO_GRAVE: "send_to_grave", constants.EVENT_REMOVE: "banish",
                    constants.EVENT_TO_HAND: "to_hand", constants.EVENT_TO_DECK: "to_deck"}.get(code, "destroy")
            from_where = [(field_home, field_pos)]
            if single and code == constants.EVENT_TO_GRAVE:
                from_where += [("hand", None), ("deck", None)]
            elif single and code in (constants.EVENT_REMOVE, constants.EVENT_TO_HAND, constants.EVENT_TO_DECK):
                from_where += [("grave", None)]
            for where, pos, whose in ([(w, p, None) for w, p in from_where] if single else
                                      [(location, position, "own_monster"), (location, position, "foe_monster")]):
                if code == constants.EVENT_RELEASE:
                    how, reason = "send_to_grave", constants.REASON_RELEASE | REASON_EFFECT
                else:
                    how, reason = move, REASON_EFFECT | (REASON_DISCARD if where == "hand" else 0)
                plans.append((where, pos, run(lambda s, c, m=how, r=reason, a=whose:
                                              _move(s, m, [c if a is None else s.card(a)], r))))
        elif code in _BATTLE_EVENTS:
            direct = code in (constants.EVENT_BATTLE_DAMAGE, constants.EVENT_PRE_BATTLE_DAMAGE)

            def attack(session, card, number):
                session.set_turn(0, "main1", 2)
                attacker = subject(session, card)
                if code == constants.EVENT_BATTLE_DESTROYED and single:
                    session.set_turn(1, "main1", 2)
                    session.attack(session.card("foe_strong"), attacker)
                    return True, ""
                session.attack(attacker, None if direct else session.card("foe_monster"))
                return True, ""
            plans.append((field_home if single else location, field_pos if single else position, attack))
        elif phase:
            # EVENT_PHASE+X is raised at the end of phase X (the session moves on to the next phase);
            # EVENT_PHASE_START+X when X starts
            starts = {constants.PHASE_END: "end", constants.PHASE_STANDBY: "standby", constants.PHASE_DRAW: "draw",
                      constants.PHASE_BATTLE: "battle", constants.PHASE_MAIN1: "main1",
                      constants.PHASE_MAIN2: "main2", constants.PHASE_BATTLE_START: "battle_start"}
            ends = {constants.PHASE_END: "draw", constants.PHASE_STANDBY: "main1", constants.PHASE_DRAW: "standby",
                    constants.PHASE_BATTLE: "main2", constants.PHASE_MAIN1: "battle_start",
                    constants.PHASE_MAIN2: "end", constants.PHASE_BATTLE_START: "main2"}
            name = (starts if code & constants.EVENT_PHASE_START else ends).get(phase)
            if name is not None:
                plans.append((location, position, run(lambda s, c: s.phase(name))))
        elif code in _LUA_EVENTS:
            plans.append((location, position, run(lambda s, c: s.lua(_LUA_EVENTS[code]))))
        if not plans:
            return self.record(number, _Outcome(False, reason=f"the probe does not raise its event ({event_name(code)})"))
        first = None
        for location, position, action in plans:
            if self.out_of_time():
                break
            direct = code in (constants.EVENT_BATTLE_DAMAGE, constants.EVENT_PRE_BATTLE_DAMAGE)
            board = self.generic_board(foe_monster=not direct)
            outcome = self.run_attempt(number, location, position, action,
                                       board=_with_extras(board, code == constants.EVENT_BATTLE_DESTROYED))
            if outcome.error is None and not outcome.ran:
                outcome = _Outcome(False, reason="its event happened, but it did not activate (its condition, "
                                                 "cost or target failed)" if outcome.legal else outcome.reason)
            outcome.board = f"trigger {event_name(code)}, the card in {location}"
            first = first or outcome
            if outcome.ran or outcome.error is not None:
                return self.record(number, outcome)
        return self.record(number, first) if first else _Outcome(False, reason="out of time")

    def record(self, number, outcome):
        self.outcomes.append((number, outcome))
        return outcome

    # -- the whole card ---------------------------------------------------------------------------
    def run(self):
        effects = self.finder.effects(kinds=_BY_CHOICE | _TRIGGERS | EFFECT_TYPE_QUICK_F)
        data = self.finder.data
        activations = [e for _, e in effects if e.type & EFFECT_TYPE_ACTIVATE]
        if self.finder.inferred and data.type & TYPE_SPELL and not data.type & (constants.TYPE_FIELD | constants.TYPE_EQUIP) \
                and any(e.code != EVENT_FREE_CHAIN for e in activations):
            # a card activation that waits for an event is a Trap's (the guess said Spell: no TYPE_TRAP in the text)
            self.finder.data = replace(data, type=TYPE_TRAP)
        elif self.finder.inferred and data.type & TYPE_MONSTER and activations:
            # the script's guess said monster (it mentions a summon), but a monster has no card activation
            kind = TYPE_SPELL if all(e.code == EVENT_FREE_CHAIN for e in activations) else TYPE_TRAP
            self.finder.data = replace(data, type=kind)
        elif self.finder.inferred and data.type & TYPE_MONSTER and not data.level:
            # no card data: a Level 4 (Link-2) monster with 1800 ATK, so it can be summoned and deal damage
            self.finder.data = replace(data, level=2 if data.type & TYPE_LINK else 4, atk=1800, defense=1000)
        if not effects:
            return DeepStatus(self.code, "no effect", "no effect activated by a player or a trigger",
                              inferred=self.finder.inferred)
        for number, effect in effects:
            if self.out_of_time():
                break
            if effect.type & _TRIGGERS or effect.type & EFFECT_TYPE_QUICK_F:
                outcome = self.trigger(number, effect)
            else:
                outcome = self.by_choice(number, effect)
            if outcome.ran:
                return DeepStatus(self.code, "ran", f"effect {number} activated and resolved", effect=number,
                                  board=outcome.board, inferred=self.finder.inferred)
        return self.verdict()

    def verdict(self):
        inferred = self.finder.inferred
        for number, outcome in self.outcomes:
            if isinstance(outcome.error, NotImplementedByHarness) or \
                    (outcome.error is not None and _NOT_IMPLEMENTED.search(str(outcome.error))):
                found = _NOT_IMPLEMENTED.search(str(outcome.error))
                return DeepStatus(self.code, "not implemented", _one_line(outcome.error),
                                  missing=found.group(1) if found else "", effect=number, inferred=inferred)
        for number, outcome in self.outcomes:
            if isinstance(outcome.error, ScriptError):
                return DeepStatus(self.code, "script error", _one_line(outcome.error.message),
                                  where=outcome.error.where or "", effect=number, inferred=inferred)
        for number, outcome in self.outcomes:
            if outcome.legal:
                return DeepStatus(self.code, "failed", _one_line(outcome.reason), effect=number, inferred=inferred)
        number, outcome = self.outcomes[0] if self.outcomes else (0, _Outcome(False, reason="out of time"))
        return DeepStatus(self.code, "never legal", _one_line(outcome.reason), effect=number, inferred=inferred)


_BATTLE_EVENTS = {constants.ALL[name] for name in (
    "EVENT_ATTACK_ANNOUNCE", "EVENT_BATTLE_DESTROYING", "EVENT_BATTLE_DAMAGE", "EVENT_BATTLE_START",
    "EVENT_BATTLE_CONFIRM", "EVENT_DAMAGE_STEP_END", "EVENT_BATTLED", "EVENT_PRE_DAMAGE_CALCULATE",
    "EVENT_BATTLE_DESTROYED", "EVENT_PRE_BATTLE_DAMAGE", "EVENT_BE_BATTLE_TARGET") if name in constants.ALL}
_LUA_EVENTS = {constants.EVENT_DAMAGE: "Duel.Damage(0,500,REASON_EFFECT)",
               constants.EVENT_RECOVER: "Duel.Recover(0,500,REASON_EFFECT)",
               constants.EVENT_DRAW: "Duel.Draw(0,1,REASON_EFFECT)"}


def _reason_effect(session, player):
    """An effect to move or summon cards by: the first effect of the player's Mystical Space
    Typhoon in the Deck (a move by an effect has a reason effect in a real duel, and scripts rely
    on it: `re:GetHandler()`)."""
    card = next(c for c in session.duel.cards_in(player, LOCATION_DECK) if c.data.code == 5318639)
    return card.effects[0] if card.effects else None


def _move(session, how, cards, reason, player=1):
    """Move cards as an effect of `player`'s would (DuelSession's moves have no reason effect)."""
    duel, effect = session.duel, _reason_effect(session, player)
    if how == "destroy":
        session._finish(lambda: operations.destroy(duel, cards, effect, reason, player))
        return
    where = {"send_to_grave": LOCATION_GRAVE, "banish": LOCATION_REMOVED, "to_hand": LOCATION_HAND,
             "to_deck": LOCATION_DECK}[how]
    session._finish(lambda: operations.send_to(duel, cards, effect, reason, player, where))


_SUMMON_TYPES = ((constants.TYPE_FUSION, constants.SUMMON_TYPE_FUSION), (constants.TYPE_SYNCHRO, constants.SUMMON_TYPE_SYNCHRO),
                 (constants.TYPE_XYZ, constants.SUMMON_TYPE_XYZ), (TYPE_LINK, constants.SUMMON_TYPE_LINK),
                 (constants.TYPE_RITUAL, constants.SUMMON_TYPE_RITUAL))


def _special_summon(session, card, player=0):
    """Special Summon the card by an effect of `player`'s (see _reason_effect); a Fusion, Synchro,
    Xyz, Link or Ritual Monster as that kind of summon (its triggers often ask)."""
    effect = _reason_effect(session, player)
    kind = next((sumtype for bit, sumtype in _SUMMON_TYPES if card.data.type & bit), 0)
    session._finish(lambda: summons.special_summon(session.duel, [card], kind, player, player, POS_FACEUP_ATTACK, effect))


def _with_extras(board, strong_foe):
    """The generic board, with a monster in the hand to summon (and a strong attacker of the opponent's)."""
    def extended(session, card):
        board(session, card)
        session.add_card(76812113, 0, "hand", alias="hand_monster")       # Harpie Lady (L4)
        session.add_card(76812113, 1, "hand", alias="foe_hand_monster")
        if strong_foe:
            session.add_card(89631139, 1, "mzone", alias="foe_strong")    # Blue-Eyes White Dragon
    return extended


def _tributes(session, card):
    level = card.data.level or 0
    need = 0 if level <= 4 else 1 if level <= 6 else 2
    monsters = [c for c in session.duel.zone_list(0, LOCATION_MZONE) if c is not None and c is not card]
    while len(monsters) < need:
        monsters.append(session.add_card(15025844, 0, "mzone"))
    return monsters[:need]


def _one_line(text):
    text = _LOCATION_PREFIX.sub("", " ".join(str(text).split()))
    return text if len(text) <= 240 else text[:237] + "..."


def probe_script(code, folder, cdb=(), budget=BUDGET):
    """The deep status of one script."""
    try:
        probe = _Probe(code, folder, cdb, budget)
        return probe.run()
    except SkeletonError as error:
        return _load_failure(code, error)
    except NotImplementedByHarness as error:
        found = _NOT_IMPLEMENTED.search(str(error))
        return DeepStatus(code, "not implemented", _one_line(error), missing=found.group(1) if found else "")
    except ScriptError as error:
        return DeepStatus(code, "script error", _one_line(error.message), where=error.where or "")
    except Exception as error:         # a harness failure on one script must not stop the run
        return DeepStatus(code, "failed", _one_line(f"{type(error).__name__}: {error}"))


def _load_failure(code, error):
    message = str(error)
    found = _NOT_IMPLEMENTED.search(message)
    if found:
        return DeepStatus(code, "not implemented", _one_line(message), missing=found.group(1))
    where = re.search(r"([\w./-]+\.lua:\d+)", message)
    return DeepStatus(code, "script error", _one_line(message), where=where.group(1) if where else "")


def _probe_batch(folder, cdb_files, codes, budget):
    return [probe_script(code, folder, cdb_files, budget) for code in codes]


def deep_check(folder, cdb_files=(), jobs=None, progress=None, limit=None, budget=BUDGET):
    """Deep statuses for every c<code>.lua of the folder (the first `limit`), in code order."""
    from harness.corpus import run_batches, script_codes
    folder = Path(folder).resolve()
    codes = script_codes(folder)
    if limit:
        step = max(len(codes) // limit, 1)         # an even sample of the folder
        codes = codes[::step][:limit]
    return run_batches(lambda batch: (_probe_batch, str(folder), tuple(cdb_files), batch, budget),
                       codes, BATCH, jobs, progress)


# -- the report ---------------------------------------------------------------------------------------

def _reason_key(detail):
    """A legality reason without the card's name (so that reasons can be counted)."""
    return re.sub(r"\S[^\[\]]*?\[\d+\]", "the card", detail)


def _error_key(result):
    message = re.sub(r"^[\w./-]+\.lua:\d+: ", "", result.detail)
    return re.sub(r"\s*\(\S+\.lua:\d+\)$", "", message)


def deep_summary(results):
    counts = {status: 0 for status in DEEP_STATUSES}
    for result in results:
        counts[result.status] += 1
    reasons = Counter(_reason_key(r.detail) for r in results if r.status == "never legal")
    missing = Counter(r.missing for r in results if r.status == "not implemented" and r.missing)
    errors = Counter(_error_key(r) for r in results if r.status == "script error")
    failures = Counter(_reason_key(r.detail)[:120] for r in results if r.status == "failed")
    rank = lambda counter: sorted(counter.items(), key=lambda item: (-item[1], item[0]))
    return counts, {"never_legal_reasons": rank(reasons), "not_implemented_ranking": rank(missing),
                    "script_error_ranking": rank(errors), "failed_ranking": rank(failures)}


def deep_report_json(results, elapsed):
    counts, rankings = deep_summary(results)
    keys = {"never_legal_reasons": "reason", "not_implemented_ranking": "function",
            "script_error_ranking": "error", "failed_ranking": "error"}
    return {"mode": "deep", "total": len(results), "seconds": round(elapsed, 2), "counts": counts,
            **{name: [{keys[name]: key, "scripts": n} for key, n in ranking] for name, ranking in rankings.items()},
            "scripts": [asdict(r) for r in results]}


def print_deep_summary(results, elapsed, top=15, out=print):
    counts, rankings = deep_summary(results)
    total = len(results) or 1
    out(f"{len(results)} scripts probed in {elapsed:.1f}s ({len(results) / max(elapsed, 1e-9):.1f} scripts/s)")
    for status in DEEP_STATUSES:
        out(f"  {status:<16} {counts[status]:>6}  {100 * counts[status] / total:5.1f}%")
    titles = (("never_legal_reasons", "never legal, by reason:"),
              ("not_implemented_ranking", "not implemented by the harness, by scripts blocked:"),
              ("script_error_ranking", "script errors, by message:"),
              ("failed_ranking", "failed (the harness refused a step), by message:"))
    for name, title in titles:
        if rankings[name]:
            out(title)
            for key, count in rankings[name][:top]:
                out(f"  {count:>6}  {key}")
    errors = [r for r in results if r.status == "script error"]
    if errors:
        out("script errors (first ones, with their line):")
        for result in errors[:top]:
            out(f"  c{result.code}: {result.where or '?'}: {result.detail[:160]}")
