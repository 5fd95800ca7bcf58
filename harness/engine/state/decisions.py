"""Player decisions: every choice a script or the rules ask a player for goes through a Chooser.

The engine builds a request describing the legal answers; a chooser answers it. The scenario
runner answers from the YAML, pytest users from Python. Nothing is ever guessed silently: a
chooser that cannot answer raises DecisionRequired with the legal answers listed, and an answer
that is not legal raises IllegalDecision naming the prompt and what would be legal.

Outcomes the real engine draws at random (coin tosses, dice, random picks) are decisions too:
a test must be deterministic, so they are always given by the chooser, never drawn.
"""
import re
from dataclasses import dataclass, field, replace

from harness import constants
from .errors import DecisionRequired, IllegalDecision


@dataclass
class CardSelection:
    """Choose between `minimum` and `maximum` cards among `candidates`."""
    player: int
    kind: str                  # "target" (SelectTarget), "cost" (a selection by a cost), else "choose"
    candidates: list
    minimum: int
    maximum: int
    hint: str = ""             # what the script says it is selecting (e.g. HINTMSG_EQUIP)
    cancelable: bool = False   # an empty answer cancels instead (Group.CancelableSelect)


@dataclass
class ZoneSelection:
    """Choose `count` zones among `available`, a zone mask from the player's view (as
    Duel.SelectDisableField returns them: bits 0-6 the player's Monster Zones, 8-15 their Spell
    & Trap Zones, 16-22 and 24-31 the opponent's)."""
    player: int
    available: int
    count: int


@dataclass
class YesNo:
    player: int
    description: str = ""


@dataclass
class OptionChoice:
    player: int
    options: list              # descriptions, as the script passed them
    default: int = None        # the answer when the step gives none (a prompt the contract answers by a rule)


@dataclass
class TriggerOffer:
    player: int
    effect: object             # the optional trigger being offered


@dataclass
class Announcement:
    """A declaration (Duel.Announce*). `values` are the legal declarations: numbers (number,
    level), single flag bits (race, attribute; `count` of them are declared together), names
    (type: monster/spell/trap, coin: heads/tails). A card's are too many to list: `check(code)`
    says why a code cannot be declared (None when it can) and `legal` says which can, in words."""
    player: int
    kind: str                  # "number" "level" "race" "attribute" "type" "coin" "card"
    api: str                   # the function that asks, for messages ("Duel.AnnounceRace")
    values: list = field(default_factory=list)
    count: int = 1
    check: object = None
    legal: str = ""


@dataclass
class CoinToss:
    """The results of tossing coins: 1 heads, 0 tails. count -1: toss until a tails comes
    (at most `limit` coins)."""
    player: int
    count: int
    limit: int = 20
    api: str = "Duel.TossCoin"


@dataclass
class DiceRoll:
    """The results (1-6) of `count` dice rolled by player and `other_count` by the other player."""
    player: int
    count: int
    other_count: int = 0
    api: str = "Duel.TossDice"


@dataclass
class RandomPick:
    """`count` cards drawn at random among `candidates` (fewer than all of them)."""
    player: int
    candidates: list
    count: int
    api: str = "Group.RandomSelect"


@dataclass
class CounterRemoval:
    """How many counters of `counter_type` to remove from each card, `count` in all;
    `cards` lists (card, counters it has)."""
    player: int
    counter_type: int
    count: int
    cards: list
    api: str = "Duel.RemoveCounter"


@dataclass
class SortRequest:
    """Player orders these cards (the top of a Deck, top first)."""
    player: int
    cards: list


@dataclass
class SumSelection:
    """Cards whose values add up to `acc` (SelectWithSumEqual: exactly, between minimum and
    maximum cards; SelectWithSumGreater: at least, with no card to spare). `must` are selected
    already (Duel.SetSelectedCard); `values[card]` are the one or two values a card counts as.
    The rule is the engine's: `problem(cards)` says why a selection is not legal (None when it
    is), `solutions(limit)` lists up to `limit` legal selections (None: too many to search)."""
    player: int
    kind: str                  # "choose" or "cost"
    mode: str                  # "equal" or "greater"
    candidates: list
    must: list
    values: dict
    acc: int
    minimum: int
    maximum: int
    problem: object
    solutions: object
    hint: str = ""
    api: str = "Group.SelectWithSumEqual"


# The answer to a one-card-at-a-time selection that ends it (Group.SelectUnselect returns nil).
FINISH = "finish"


@dataclass
class UnselectStep:
    """One pick of a one-card-at-a-time selection (Group.SelectUnselect): a card of
    `selectable` (to add), of `selected` (to take back), or FINISH when `finishable` (the
    selection may end here) or `cancelable`."""
    player: int
    kind: str                  # "choose" or "cost"
    selectable: list
    selected: list
    finishable: bool
    cancelable: bool
    minimum: int
    maximum: int
    hint: str = ""


class Offered(list):
    """The cards one card selection offered (a scenario's `offered:` item), with the numbers of
    cards it asked for as the real engine's prompt states them: `minimum`/`maximum`, None where
    the prompt states none (a Tribute Summon's Tributes, a selection by a sum of at least)."""

    def __init__(self, cards, minimum=None, maximum=None, hint=""):
        super().__init__(cards)
        self.minimum, self.maximum = minimum, maximum
        self.hint = hint            # the select message the script gave for it ("" for none)

    @classmethod
    def capped(cls, cards, minimum, maximum, hint=""):
        """field::select_card's prompt: at most as many cards as offered, and the minimum at most the maximum."""
        maximum = min(maximum, len(cards))
        return cls(cards, min(minimum, maximum), maximum, hint)


def asked_item(kind, *descriptions):
    """One yes/no (`{yes_no: DESCRIPTION}`) or option prompt (`{option: [DESCRIPTION, ...]}`) as a
    scenario's `asked:` names it: each description the number the script gave (aux.Stringid(id, n)
    is id * 16 + n), or its text when it is not a number."""
    values = [int(d) if isinstance(d, int) or re.fullmatch(r"-?\d+", str(d)) else str(d) for d in descriptions]
    return {kind: values[0]} if kind == "yes_no" else {kind: values}


@dataclass
class Chooser:
    """Base chooser: answers only prompts with a single legal answer; anything else is an error.

    Subclasses override `answer_*` to supply answers. `declined` records optional prompts that
    were declined by default, so reports can list them. `offered_log` logs the cards each card
    selection offered, in prompt order (the scenario's `offered:`); `asked_log` what each yes/no
    and option prompt asked (the scenario's `asked:`, asked_item); their reader clears them.
    """
    strict: bool = True
    declined: list = field(default_factory=list)
    offered_log: list = field(default_factory=list)
    asked_log: list = field(default_factory=list)

    def select_cards(self, request: CardSelection):
        self.offered_log.append(Offered.capped(request.candidates, request.minimum, request.maximum, request.hint))
        answer = self.answer_cards(request)
        if answer is None:
            legal_count = len(request.candidates)
            if request.minimum == request.maximum == legal_count:
                return list(request.candidates)
            if request.cancelable and legal_count < request.minimum:
                return []                        # too few cards: cancelling is the only answer
            if not self.strict and legal_count >= request.minimum:
                return list(request.candidates[:max(request.minimum, 1)])
            raise DecisionRequired(_unanswered_message(request))
        _check_card_answer(request, answer)
        return answer

    def select_yes_no(self, request: YesNo):
        self.asked_log.append(asked_item("yes_no", request.description))
        answer = self.answer_yes_no(request)
        if answer is None:
            self.declined.append(request)
            return False
        return bool(answer)

    def select_option(self, request: OptionChoice):
        self.asked_log.append(asked_item("option", *request.options))
        answer = self.answer_option(request)
        if answer is None:
            if request.default is not None:
                return request.default
            if len(request.options) == 1:
                return 0
            raise DecisionRequired(
                f"player {request.player} must choose an option (0..{len(request.options) - 1}); "
                f"add `option: N` to the step")
        if isinstance(answer, bool) or not isinstance(answer, int) or not 0 <= answer < len(request.options):
            raise IllegalDecision(f"option {answer!r} is not legal; legal options are 0..{len(request.options) - 1}")
        return answer

    def select_position(self, player, positions):
        """A battle position among several allowed; unanswered, the first legal one."""
        answer = self.answer_position(player, positions)
        if answer is None:
            return positions[0]
        if answer not in positions:
            raise IllegalDecision(f"position {answer:#x} is not allowed here")
        return answer

    def select_zone(self, request: ZoneSelection):
        """The chosen zones as a mask (`zone:` gives it); unanswered, the lowest `count` of the available ones."""
        answer = self.answer_zone(request)
        if answer is None:
            bits = [1 << bit for bit in range(32) if request.available >> bit & 1]
            return sum(bits[:request.count])
        if isinstance(answer, bool) or not isinstance(answer, int) or answer & ~request.available \
                or bin(answer).count("1") != request.count:
            raise IllegalDecision(f"zone {answer!r} is not legal: choose {request.count} zone(s) among the mask "
                                  f"{request.available:#x}")
        return answer

    def offer_trigger(self, request: TriggerOffer):
        answer = self.answer_trigger(request)
        if answer is None:
            self.declined.append(request)
            return False
        return bool(answer)

    def announce(self, request: Announcement):
        """The declared value: a number, a flag mask, a name of `values`, or a card code."""
        answer = self.answer_announce(request)
        if answer is None:
            if request.kind != "card" and len(request.values) <= request.count:
                return _only_declaration(request)
            if not self.strict and request.kind != "card" and request.values:
                return _only_declaration(replace(request, values=request.values[:request.count]))
            raise DecisionRequired(f"{_announce_prompt(request)}; legal: {_legal_declarations(request)}; "
                                   f"add `announce: {_announce_example(request)}` to the step")
        return _check_declaration(request, answer)

    def toss_coin(self, request: CoinToss):
        """One result per coin tossed: 1 heads, 0 tails."""
        answer = self.answer_coin(request)
        if answer is None:
            raise DecisionRequired(
                f"player {request.player} tosses {_coins(request)} ({request.api}) and the result is random; "
                f"add `coin: [heads|tails, ...]` (one result per coin, in order) to the step: a test must be deterministic")
        results = [_coin_result(request, value) for value in answer]
        if request.count == -1:
            if not results or (0 not in results and len(results) < request.limit) or \
                    (0 in results and results.index(0) != len(results) - 1):
                raise IllegalDecision(
                    f"{request.api}(player {request.player}, -1) tosses coins until a tails (at most {request.limit}): "
                    f"`coin:` must give heads results up to the first tails, got {_faces(results)}")
        elif len(results) != request.count:
            raise IllegalDecision(f"player {request.player} tosses {_coins(request)} ({request.api}): `coin:` gives "
                                  f"{len(results)} result(s) for it ({_faces(results)}); legal: heads, tails for each coin")
        return results

    def roll_dice(self, request: DiceRoll):
        """One result (1-6) per die: player's dice first, then the other player's."""
        answer = self.answer_dice(request)
        total = request.count + request.other_count
        if answer is None:
            raise DecisionRequired(
                f"{_dice(request)} ({request.api}) and the result is random; add `dice: [N, ...]` "
                f"(1-6, one per die, in order) to the step: a test must be deterministic")
        results = list(answer)
        for value in results:
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                raise IllegalDecision(f"{_dice(request)} ({request.api}): {value!r} is not a die result; legal: 1-6")
        if len(results) != total:
            raise IllegalDecision(f"{_dice(request)} ({request.api}): `dice:` gives {len(results)} result(s) for it "
                                  f"({', '.join(map(str, results)) or 'none'}); legal: 1-6 for each die")
        return results

    def random_pick(self, request: RandomPick):
        answer = self.answer_random(request)
        if answer is None:
            raise DecisionRequired(
                f"{request.api}: {request.count} card(s) are picked at random among {_describe(request.candidates)}; "
                f"add `random: [ALIAS, ...]` ({request.count} card(s)) to the step: a test must be deterministic")
        answer = list(answer)
        illegal = [c for c in answer if c not in request.candidates]
        if illegal:
            raise IllegalDecision(f"{_describe(illegal)} cannot be picked by this random pick ({request.api}); "
                                  f"legal: {_describe(request.candidates)}")
        if len(set(map(id, answer))) != len(answer):
            raise IllegalDecision(f"the same card was given twice for a random pick ({request.api})")
        if len(answer) != request.count:
            raise IllegalDecision(f"{request.api} picks {request.count} card(s) at random; `random:` gives "
                                  f"{len(answer)} ({_describe(answer)}); legal: {_describe(request.candidates)}")
        return answer

    def remove_counters(self, request: CounterRemoval):
        """{card: how many counters to remove from it}, adding up to request.count."""
        answer = self.answer_counters(request)
        if answer is None:
            forced = _forced_counter_removal(request)
            if forced is None:
                raise DecisionRequired(
                    f"player {request.player} removes {request.count} counter(s) ({request.api}, counter "
                    f"{request.counter_type:#x}) from {_counter_cards(request)}; add `counters: {{ALIAS: N, ...}}` "
                    f"(how many from each card) to the step")
            return forced
        return _check_counter_answer(request, answer)

    def select_sum(self, request: SumSelection):
        bounds = (request.minimum, request.maximum) if request.mode == "equal" else (None, None)
        self.offered_log.append(Offered(request.must + request.candidates, *bounds))   # the cards it must take, and may take
        answer = self.answer_sum(request)
        if answer is None:
            found = request.solutions(2)
            if found is not None and len(found) == 1:
                return list(found[0])
            if found and not self.strict:
                return list(found[0])
            raise DecisionRequired(f"{_sum_prompt(request)}; add `sum: [ALIAS, ...]` to the step")
        answer = list(answer)
        illegal = [c for c in answer if c not in request.candidates]
        if illegal:
            raise IllegalDecision(f"{_describe(illegal)} cannot be selected for this prompt ({_sum_prompt(request)})")
        if len(set(map(id, answer))) != len(answer):
            raise IllegalDecision(f"the same card was selected twice ({request.api})")
        problem = request.problem(answer)
        if problem:
            raise IllegalDecision(f"{_describe(answer) if answer else 'no card'}: {problem} ({_sum_prompt(request)})")
        return answer

    def select_unselect(self, request: UnselectStep):
        """A card of request.selectable or request.selected, or FINISH."""
        self.offered_log.append(Offered(request.selectable, request.minimum, request.maximum, request.hint))   # each pick a selection of its own
        answer = self.answer_unselect(request)
        if answer is None:
            if not request.finishable and len(request.selectable) == 1:
                return request.selectable[0]
            if request.finishable and not request.selectable:
                return FINISH
            if not self.strict:
                return FINISH if request.finishable or not request.selectable else request.selectable[0]
            raise DecisionRequired(f"{_unselect_prompt(request)}; add `choose: [ALIAS, ...]` to the step "
                                   f"(one list for the whole one-at-a-time selection: the cards it ends with)")
        if answer == FINISH:
            if not (request.finishable or request.cancelable):
                raise IllegalDecision(f"the selection cannot end here ({_unselect_prompt(request)})")
            return FINISH
        if answer not in request.selectable and answer not in request.selected:
            raise IllegalDecision(f"{answer.describe()} cannot be selected for this prompt ({_unselect_prompt(request)})")
        return answer

    def offer_tributes(self, candidates):
        """A Tribute Summon's Tribute selection (field::summon's PROCESSOR_SELECT_TRIBUTE): the
        summoning action names its Tributes itself, so it is only logged."""
        self.offered_log.append(Offered(candidates))

    # Hooks for subclasses: return None when there is no prepared answer.
    def answer_cards(self, request):
        return None

    def answer_yes_no(self, request):
        return None

    def answer_option(self, request):
        return None

    def answer_trigger(self, request):
        return None

    def answer_position(self, player, positions):
        return None

    def answer_zone(self, request):
        """A zone mask (ZoneSelection)."""
        return None

    def answer_announce(self, request):
        """An int, a name (or a list of names for several flags), a card (for its code)."""
        return None

    def answer_coin(self, request):
        """A list of results: 'heads' / 'tails' (or 1 / 0)."""
        return None

    def answer_dice(self, request):
        return None

    def answer_random(self, request):
        return None

    def answer_counters(self, request):
        """{card: count}."""
        return None

    def answer_sum(self, request):
        return None

    def answer_sort(self, request):
        """The cards in their new order, first = top."""
        return None

    def sort_cards(self, request):
        """Duel.SortDecktop: the player orders `cards` (first = top). Unanswered, the order stays
        as it is (as an unanswered position takes the first legal one)."""
        answer = self.answer_sort(request)
        if answer is None:
            return list(request.cards)
        if sorted(map(id, answer)) != sorted(map(id, request.cards)):
            raise IllegalDecision(f"`sort:` must list exactly the cards being sorted, each once: {_describe(request.cards)}")
        return list(answer)

    def answer_unselect(self, request):
        """A card, or FINISH."""
        return None


def _describe(cards):
    return ", ".join(c.describe() for c in cards) or "none"


def _unanswered_message(request):
    key = {"target": "targets", "cost": "cost"}.get(request.kind, "choose")
    return (f"player {request.player} must select {request.minimum}-{request.maximum} card(s) "
            f"({request.kind}{', ' + request.hint if request.hint else ''}); legal: {_describe(request.candidates)}; "
            f"add `{key}: [...]` to the step")


def _check_card_answer(request, answer):
    if request.cancelable and not answer:
        return
    illegal = [c for c in answer if c not in request.candidates]
    if illegal:
        raise IllegalDecision(
            f"{_describe(illegal)} cannot be selected for this prompt ({request.kind}); "
            f"legal: {_describe(request.candidates)}")
    if len(set(map(id, answer))) != len(answer):
        raise IllegalDecision("the same card was selected twice")
    if not request.minimum <= len(answer) <= request.maximum:
        cancel = " or none (cancel)" if request.cancelable else ""
        raise IllegalDecision(
            f"{len(answer)} card(s) selected; this prompt takes {request.minimum}-{request.maximum}{cancel}; "
            f"legal: {_describe(request.candidates)}")


# -- announcements --------------------------------------------------------------------------------
_FLAG_FAMILIES = {"race": constants.RACE, "attribute": constants.ATTRIBUTE}
_WHAT = {"number": "a number", "level": "a Level", "race": "a Type (race)", "attribute": "an Attribute",
         "type": "a card type", "coin": "heads or tails", "card": "a card"}


@dataclass(frozen=True)
class ByIndex:
    """An answer given as an index into the legal values (the `option: N` form the harness
    accepted for AnnounceRace / AnnounceAttribute / AnnounceNumber before `announce:`)."""
    index: int


def _announce_prompt(request):
    what = _WHAT[request.kind]
    if request.kind in _FLAG_FAMILIES and request.count > 1:
        what = f"{request.count} {'Types (races)' if request.kind == 'race' else 'Attributes'}"
    return f"player {request.player} must declare {what} ({request.api})"


def _show_value(request, value):
    if request.kind in _FLAG_FAMILIES:
        return "+".join(_FLAG_FAMILIES[request.kind].names(value))
    return str(value)


def _legal_declarations(request):
    if request.kind == "card":
        return request.legal
    return ", ".join(_show_value(request, v) for v in request.values) or "none"


def _announce_example(request):
    if request.kind == "card":
        return "ALIAS or CODE"
    if request.kind in _FLAG_FAMILIES and request.count > 1:
        return "[[" + ", ".join(_show_value(request, v) for v in request.values[:request.count]) + "]]"
    return _show_value(request, request.values[0]) if request.values else "..."


def _only_declaration(request):
    if request.kind in _FLAG_FAMILIES:
        mask = 0
        for value in request.values:
            mask |= value
        return mask
    return request.values[0]


def _illegal(request, given, why=""):
    return IllegalDecision(f"{given!r} cannot be declared{': ' + why if why else ''} ({_announce_prompt(request)}); "
                           f"legal: {_legal_declarations(request)}")


def _check_declaration(request, answer):
    kind = request.kind
    if isinstance(answer, ByIndex):
        if kind in _FLAG_FAMILIES and request.count != 1:
            raise _illegal(request, f"option: {answer.index}", "several flags are declared together; use `announce:`")
        if not 0 <= answer.index < len(request.values):
            raise _illegal(request, f"option: {answer.index}", f"the index counts the legal values, 0..{len(request.values) - 1}")
        return request.values[answer.index]
    if kind == "card":
        return _check_card_declaration(request, answer)
    if kind in ("number", "level"):
        if isinstance(answer, bool) or not isinstance(answer, int):
            raise _illegal(request, answer, f"{_WHAT[kind]} is declared here")
        if answer not in request.values:
            raise _illegal(request, answer)
        return answer
    if kind in _FLAG_FAMILIES:
        return _check_flag_declaration(request, answer)
    # type, coin: names
    if not isinstance(answer, str) or answer.lower() not in request.values:
        raise _illegal(request, answer)
    return answer.lower()


def _check_flag_declaration(request, answer):
    family = _FLAG_FAMILIES[request.kind]
    names = answer if isinstance(answer, (list, tuple)) else [answer]
    mask = 0
    for name in names:
        if not isinstance(name, str):
            raise _illegal(request, answer, f"{_WHAT[request.kind]} is declared by its name")
        try:
            bit = family.parse(name)
        except constants.UnknownFlagError:
            raise _illegal(request, answer, f"not a {family.prefix}* name") from None
        if bit not in request.values:
            raise _illegal(request, answer, f"{name} is not among the available ones")
        mask |= bit
    if len(names) != request.count or bin(mask).count("1") != request.count:
        hint = f"; give them as one item: `announce: {_announce_example(request)}`" if request.count > 1 else ""
        raise _illegal(request, answer, f"{request.count} must be declared, {len(names)} given{hint}")
    return mask


def _check_card_declaration(request, answer):
    if hasattr(answer, "describe") and hasattr(answer, "data"):
        code, shown = answer.data.code, f"{answer.describe()} (code {answer.data.code})"
    elif isinstance(answer, int) and not isinstance(answer, bool):
        code, shown = answer, f"code {answer}"
    else:
        raise _illegal(request, answer, "a card is declared by a board alias or a card code")
    why = request.check(code)
    if why:
        raise IllegalDecision(f"{shown} cannot be declared: {why} ({_announce_prompt(request)}); "
                              f"legal: {_legal_declarations(request)}")
    return code


# -- coins and dice -------------------------------------------------------------------------------
_COIN_FACES = {"heads": 1, "tails": 0}


def _coins(request):
    return "coins until a tails comes" if request.count == -1 else f"{request.count} coin(s)"


def _faces(results):
    return ", ".join("heads" if r else "tails" for r in results) or "none"


def _coin_result(request, value):
    if isinstance(value, str) and value.lower() in _COIN_FACES:
        return _COIN_FACES[value.lower()]
    if value in (0, 1) and not isinstance(value, bool):
        return value
    raise IllegalDecision(f"{value!r} is not a coin result (player {request.player} tosses {_coins(request)}, "
                          f"{request.api}); legal: heads, tails")


def _dice(request):
    text = f"player {request.player} rolls {request.count} die/dice"
    if request.other_count:
        text += f" and player {1 - request.player} rolls {request.other_count}"
    return text


# -- counters -------------------------------------------------------------------------------------
def _counter_cards(request):
    return ", ".join(f"{card.describe()} ({have})" for card, have in request.cards) or "no card"


def _forced_counter_removal(request):
    """The one legal distribution, when there is one: one card, or every counter removed."""
    total = sum(have for _, have in request.cards)
    if len(request.cards) == 1 or total == request.count:
        return {card: min(have, request.count) for card, have in request.cards if have}
    return None


def _check_counter_answer(request, answer):
    have = {id(card): (card, count) for card, count in request.cards}
    legal = (f"remove {request.count} in all from {_counter_cards(request)}")
    result = {}
    for card, count in answer.items():
        where = f"counters: {getattr(card, 'label', None) or card}: {count!r}"
        if id(card) not in have:
            raise IllegalDecision(f"{card.describe()} has no counter {request.counter_type:#x} to remove here "
                                  f"({request.api}); legal: {legal}")
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= have[id(card)][1]:
            raise IllegalDecision(f"{where} is not legal: {card.describe()} has {have[id(card)][1]} "
                                  f"({request.api}); legal: {legal}")
        if count:
            result[card] = count
    if sum(result.values()) != request.count:
        raise IllegalDecision(f"`counters:` removes {sum(result.values())} counter(s), the prompt removes "
                              f"{request.count} ({request.api}); legal: {legal}")
    return result


# -- sums and one-at-a-time selections ------------------------------------------------------------
def _sum_prompt(request):
    def value(card):
        return "/".join(map(str, request.values[card]))
    rule = (f"adding up to exactly {request.acc} with {request.minimum}-{request.maximum} card(s)" if request.mode == "equal"
            else f"adding up to at least {request.acc} with no card to spare")
    must = f", with {_describe(request.must)} already selected" if request.must else ""
    shown = ", ".join(f"{c.describe()} = {value(c)}" for c in request.candidates) or "none"
    return (f"player {request.player} selects cards {rule}{must} ({request.api}"
            f"{', ' + request.hint if request.hint else ''}); legal cards and their values: {shown}")


def _unselect_prompt(request):
    parts = [f"player {request.player} selects one card at a time ({request.minimum}-{request.maximum}"
             f"{', ' + request.hint if request.hint else ''}, Group.SelectUnselect)",
             f"selectable: {_describe(request.selectable)}"]
    if request.selected:
        parts.append(f"selected so far (picked again to take back): {_describe(request.selected)}")
    if request.finishable or request.cancelable:
        parts.append("it may end here")
    return "; ".join(parts)
