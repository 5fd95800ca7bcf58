"""Prepared answers to prompts: the chooser the scenario runner and pytest users share.

Answers are queued per prompt kind before an action; each prompt takes the next one. After
the action, any answer nobody asked for is an error (it usually means a wrong scenario).

Prompts can be traced: each callable of `tracers` gets ("prompt", text) for every prompt, with
the answer and where it came from (`ygo-harness run --trace` registers one).
"""
from harness import constants
from harness.engine.state.decisions import FINISH, ByIndex, Chooser
from harness.engine.state.errors import HarnessError, IllegalDecision


class UnusedAnswer(HarnessError):
    pass


class _Sequence:
    """A `choose:` list that a one-card-at-a-time selection (Group.SelectUnselect) works
    through: the cards the selection ends with, picked in the listed order."""

    def __init__(self, key, cards):
        self.key, self.cards, self.picked = key, list(cards), []

    @property
    def remaining(self):
        return [c for c in self.cards if c not in self.picked]


class AnswerQueue(Chooser):
    # `materials:` is not a queue: see _from_pool
    KINDS = ("targets", "choose", "cost", "yes", "option", "position", "zone",
             "announce", "coin", "dice", "random", "counters", "sum", "sort")

    def __init__(self, strict=True):
        super().__init__(strict=strict)
        self.pending = {kind: [] for kind in self.KINDS}
        self.trigger_answers = {}
        self.not_offered = set()    # `not_offered:`: cards whose optional triggers the step must not offer
        self.listed_triggers = set()  # cards whose optional trigger a phase prompt listed (triggers_listed)
        self.aliases = {}           # alias -> card: the board cards `announce: ALIAS` may name
        self.tracers = []           # callables(kind, text), told of every prompt and its answer
        self._prepared = False      # whether the last answer_* call returned a prepared answer
        self._sequence = None       # the `choose:` list a one-at-a-time selection is working through
        self._legacy_option = False  # the last declaration was answered by `option:` (the old form)
        self.materials = []         # `materials:`: the pool every card selection takes the cards it offers from
        self.pool_given = []        # the whole `materials:` list of the step

    def load(self, targets=None, choose=None, cost=None, yes=None, option=None, position=None, zone=None,
             triggers=None, announce=None, coin=None, dice=None, random=None, counters=None, sum=None, sort=None,
             materials=None, not_offered=None):
        """Queue answers. targets/choose/cost/sum: a list of cards, or a list of such lists
        (several prompts); cost answers the card selections a cost function makes. announce,
        option, coin, dice: a value or a list of values, taken in order (announce: a number, a
        name, a card or its alias, a code; a list inside the list declares several flags at
        once). random: the cards random picks take (a list of lists: one list per pick).
        counters: {card: count} (a list of them for several prompts). sort: the new order of
        sorted cards, top first (Duel.SortDecktop)."""
        for kind, value in (("targets", targets), ("choose", choose), ("cost", cost), ("sum", sum), ("sort", sort)):
            if value is None:
                continue
            lists = value if value and all(isinstance(v, (list, tuple)) for v in value) else [value]
            self.pending[kind].extend(list(v) for v in lists)
        if yes is not None:
            self.pending["yes"].extend(yes if isinstance(yes, list) else [yes])
        for kind, value in (("option", option), ("position", position), ("zone", zone), ("announce", announce),
                            ("coin", coin), ("dice", dice)):
            if value is not None:
                self.pending[kind].extend(value if isinstance(value, list) else [value])
        if random is not None:
            if random and all(isinstance(v, (list, tuple)) for v in random):
                self.pending["random"].extend(list(v) for v in random)
            else:
                self.pending["random"].extend(random)
        if counters is not None:
            self.pending["counters"].extend(counters if isinstance(counters, list) else [counters])
        if triggers:
            self.trigger_answers.update(triggers)
        if not_offered:
            self.not_offered.update(not_offered)
        if materials:
            self.materials.extend(materials)
            self.pool_given.extend(materials)

    # -- `materials:`: a pool, as the native oracle reads it --------------------------------------
    def _from_pool(self, offered):
        """The pool's cards this selection offers (in the pool's order), or None when it offers none."""
        taken = [card for card in self.materials if card in offered]
        return taken or None

    def _take(self, cards):
        for card in cards:
            self.materials.remove(card)

    def answer_cards(self, request):
        pooled = self._from_pool(request.candidates) if request.kind != "target" else None
        if pooled is not None:
            pooled = pooled[:request.maximum]
            self._take(pooled)
            self._prepared = True
            return pooled
        key = self._card_key(request)
        if _single_answer(request) and not self._names_the_only_answer(key, request):
            self._prepared = False
            return None         # answered automatically; the queued answer is for a later prompt
        return self._next(key)

    def _names_the_only_answer(self, key, request):
        """The contract's Version 4 rule for a prompt with exactly one legal answer: the step's
        next answer of the matching key is taken when it names exactly that choice."""
        head = self.pending[key][0] if self.pending[key] else None
        return head is not None and len(head) == len(request.candidates) and set(head) == set(request.candidates)

    def _card_key(self, request):
        """`targets:` answers SelectTarget; `cost:` the selections of a cost function, which
        `choose:` answers too when the step gives no `cost:` (the contract: choose answers
        every card selection that is not a target)."""
        if request.kind == "target":
            return "targets"
        if request.kind == "cost":
            if self.pending["cost"]:
                return "cost"
            # as the native oracle: `choose:` answers a cost only when its next answer fits; a forced
            # cost answers itself, leaving `choose:` to later prompts, unless the answer names its only choice
            head = self.pending["choose"][0] if self.pending["choose"] else None
            if head is None or not all(card in request.candidates for card in head):
                return "cost"
            if _single_answer(request) and not self._names_the_only_answer("choose", request):
                return "cost"
        return "choose"

    def answer_yes_no(self, request):
        return self._next("yes")

    def answer_option(self, request):
        return self._next("option")

    def answer_position(self, player, positions):
        return self._next("position")

    def answer_zone(self, request):
        return self._next("zone")

    def answer_trigger(self, request):
        card = request.effect.get_handler()
        if card in self.not_offered:
            raise IllegalDecision(f"{card.describe()}'s optional trigger was offered, but the step's `not_offered:` "
                                  "says none of its triggers is")
        answer = self.trigger_answers.pop(card, None)
        if isinstance(answer, list):        # one answer per offer of the card's triggers, in turn
            answer, rest = answer[0], answer[1:]
            if rest:
                self.trigger_answers[card] = rest
        self._prepared = answer is not None
        return answer

    def triggers_listed(self, cards):
        """A phase prompt lists these cards' optional triggers together (process_phase_event): a
        `triggers:` answer for any of them has met its prompt, even when another entry is taken
        first and it is not listed again (a second Treeborn Frog): not an unused answer. It stays
        for a later prompt that lists the card again, as the native oracle reads it."""
        self.listed_triggers.update(card for card in cards if card in self.trigger_answers)

    def answer_announce(self, request):
        if self.pending["announce"]:
            answer = self._next("announce")
            if request.kind == "card" and isinstance(answer, str):
                if answer not in self.aliases:
                    defined = ", ".join(self.aliases) or "none"
                    raise IllegalDecision(f"`announce: {answer}` names no card: a card is declared by a board alias "
                                          f"(defined: {defined}) or a code ({request.api})")
                answer = self.aliases[answer]
            return answer
        if request.kind in ("race", "attribute", "number") and self.pending["option"]:
            # before `announce:`, these took `option: N`, N counting the legal values
            self._legacy_option = True
            return ByIndex(self._next("option"))
        self._prepared = False
        return None

    def answer_coin(self, request):
        queue = self.pending["coin"]
        self._prepared = bool(queue)
        if not queue:
            return None
        if request.count != -1:
            taken, queue[:] = queue[:request.count], queue[request.count:]
            return taken
        taken = []
        while queue and len(taken) < request.limit:
            taken.append(queue.pop(0))
            if taken[-1] in ("tails", "TAILS", "Tails", 0):
                break
        return taken

    def answer_dice(self, request):
        queue = self.pending["dice"]
        self._prepared = bool(queue)
        if not queue:
            return None
        total = request.count + request.other_count
        taken, queue[:] = queue[:total], queue[total:]
        return taken

    def answer_random(self, request):
        queue = self.pending["random"]
        self._prepared = bool(queue)
        if not queue:
            return None
        if isinstance(queue[0], list):
            return queue.pop(0)
        taken = []
        while queue and not isinstance(queue[0], list) and len(taken) < request.count:
            taken.append(queue.pop(0))
        return taken

    def answer_counters(self, request):
        return self._next("counters")

    def answer_sum(self, request):
        pooled = self._from_pool(request.candidates)
        if pooled is not None:
            self._take(pooled)
            self._prepared = True
            return pooled
        return self._next("sum")

    def answer_sort(self, request):
        return self._next("sort")

    def answer_unselect(self, request):
        """Each pick takes the first card of the current `choose:` (or `cost:`) list that is not
        selected yet and is offered (as the native oracle does: the list is the set the selection
        ends with); once the list's cards are all selected, the selection ends (nil) at its next
        prompt. A prompt of another selection starts the next list."""
        if self.pool_given and self._sequence is None:
            pooled = self._from_pool(request.selectable)
            if pooled is not None:
                self._take(pooled[:1])
                self._prepared = True
                return pooled[0]
            if request.finishable and any(card in request.selected for card in self.pool_given):
                self._prepared = True
                return FINISH           # the pool's cards it offered are selected: the selection ends
        sequence = self._sequence
        if sequence is not None and sequence.picked and not all(c in request.selected for c in sequence.picked):
            sequence = self._sequence = None            # that selection ended: this prompt is another one
        if sequence is None:
            key = "cost" if request.kind == "cost" and self.pending["cost"] else "choose"
            head = self.pending[key][0] if self.pending[key] else None
            offered = request.selectable + request.selected
            if head is None or not all(card in offered for card in head):
                self._prepared = False
                if head is None or (not request.finishable and len(request.selectable) == 1):
                    return None     # unanswered (a prompt with one card answers itself: SelectSubGroup's
                                    # display of the SetSelectedCard cards)
                raise IllegalDecision(
                    f"`{key}: [{_labels(head)}]` does not fit this one-at-a-time selection (Group.SelectUnselect): "
                    f"{_labels([c for c in head if c not in offered])} not offered; legal: {_cards(request.selectable)}"
                    + (f"; selected so far: {_cards(request.selected)}" if request.selected else ""))
            sequence = self._sequence = _Sequence(key, self.pending[key].pop(0))
            # cards of the list a prompt before this one took (one that offered a single card
            # answers itself) are selected already: the list names the cards the selection ends with
            sequence.picked.extend(card for card in sequence.cards if card in request.selected)
        self._prepared = True
        remaining = sequence.remaining
        if not remaining:
            if not (request.finishable or request.cancelable):
                raise IllegalDecision(f"`{sequence.key}: [{_labels(sequence.cards)}]` is selected, but the selection "
                                      f"cannot end with these cards; legal now: {_cards(request.selectable)}")
            self._sequence = None
            return FINISH
        card = next((c for c in remaining if c in request.selectable), None)
        if card is None:
            self._sequence = None
            raise IllegalDecision(
                f"{_labels(remaining)} (from `{sequence.key}: [{_labels(sequence.cards)}]`) cannot be selected now "
                f"(one card at a time, Group.SelectUnselect); legal: {_cards(request.selectable)}"
                + (f"; selected so far: {_cards(request.selected)}" if request.selected else ""))
        sequence.picked.append(card)
        if len(remaining) == 1 and len(request.selected) + 1 >= request.maximum:
            self._sequence = None                       # the selection is full: it ends without asking again
        return card

    def _next(self, kind):
        queue = self.pending[kind]
        self._prepared = bool(queue)
        return queue.pop(0) if queue else None

    # -- tracing: the Chooser's prompts, with their answers -------------------------------------
    def select_cards(self, request):
        if not self.tracers:
            return super().select_cards(request)
        key = self._card_key(request)
        what = (f"player {request.player} selects {request.minimum}-{request.maximum} card(s) ({request.kind}"
                f"{', ' + request.hint if request.hint else ''}) among {_cards(request.candidates)}")
        chosen = self._traced(what, lambda: super(AnswerQueue, self).select_cards(request))
        source = (f"from `{key}:`" if self._prepared else
                  "the only legal answer" if len(chosen) == len(request.candidates) else "strict: false, first legal")
        self._trace(f"{what}: {_cards(chosen)} ({source})")
        return chosen

    def select_yes_no(self, request):
        if not self.tracers:
            return super().select_yes_no(request)
        answer = super().select_yes_no(request)
        what = f"player {request.player} yes/no{' ' + repr(request.description) if request.description else ''}"
        self._trace(f"{what}: {'yes' if answer else 'no'} ({'from `yes:`' if self._prepared else 'not answered: declined'})")
        return answer

    def select_option(self, request):
        if not self.tracers:
            return super().select_option(request)
        what = f"player {request.player} chooses an option among {len(request.options)}"
        answer = self._traced(what, lambda: super(AnswerQueue, self).select_option(request))
        unanswered = "the only option" if request.default is None else "by default"
        self._trace(f"{what}: option {answer} ({'from `option:`' if self._prepared else unanswered})")
        return answer

    def select_position(self, player, positions):
        if not self.tracers:
            return super().select_position(player, positions)
        shown = ", ".join("+".join(constants.POS.names(p)) for p in positions)
        what = f"player {player} chooses a position among {shown}"
        answer = self._traced(what, lambda: super(AnswerQueue, self).select_position(player, positions))
        name = "+".join(constants.POS.names(answer))
        self._trace(f"{what}: {name} ({'from `position:`' if self._prepared else 'not answered: the first legal one'})")
        return answer

    def offer_trigger(self, request):
        if not self.tracers:
            return super().offer_trigger(request)
        answer = super().offer_trigger(request)
        what = f"player {request.player} is offered the optional trigger {request.effect.describe()}"
        self._trace(f"{what}: {'activated' if answer else 'declined'} "
                    f"({'from `triggers:`' if self._prepared else 'not answered: declined'})")
        return answer

    def announce(self, request):
        if not self.tracers:
            return super().announce(request)
        what = f"player {request.player} declares ({request.api})"
        self._legacy_option = False
        answer = self._traced(what, lambda: super(AnswerQueue, self).announce(request))
        source = "from `option:`" if self._legacy_option else "from `announce:`" if self._prepared else \
            "the only legal declaration" if self.strict else "strict: false, first legal"
        family = {"race": constants.RACE, "attribute": constants.ATTRIBUTE}.get(request.kind)
        shown = "+".join(family.names(answer)) if family else answer
        self._trace(f"{what}: {shown} ({source})")
        return answer

    def toss_coin(self, request):
        return self._traced_outcome(f"player {request.player} tosses coins ({request.api})", "coin",
                                    lambda: super(AnswerQueue, self).toss_coin(request),
                                    lambda results: ", ".join("heads" if r else "tails" for r in results))

    def roll_dice(self, request):
        return self._traced_outcome(f"player {request.player} rolls dice ({request.api})", "dice",
                                    lambda: super(AnswerQueue, self).roll_dice(request),
                                    lambda results: ", ".join(map(str, results)))

    def random_pick(self, request):
        return self._traced_outcome(f"{request.count} card(s) picked at random among {_cards(request.candidates)} "
                                    f"({request.api})", "random", lambda: super(AnswerQueue, self).random_pick(request),
                                    _cards)

    def remove_counters(self, request):
        return self._traced_outcome(f"player {request.player} removes {request.count} counter(s) ({request.api})",
                                    "counters", lambda: super(AnswerQueue, self).remove_counters(request),
                                    lambda chosen: ", ".join(f"{c.describe()}: {n}" for c, n in chosen.items()))

    def select_sum(self, request):
        return self._traced_outcome(f"player {request.player} selects cards by a sum of {request.acc} "
                                    f"({request.api})", "sum", lambda: super(AnswerQueue, self).select_sum(request),
                                    _cards)

    def select_unselect(self, request):
        if not self.tracers:
            return super().select_unselect(request)
        what = (f"player {request.player} picks one card (Group.SelectUnselect) among {_cards(request.selectable)}"
                + (f", selected {_cards(request.selected)}" if request.selected else ""))
        answer = self._traced(what, lambda: super(AnswerQueue, self).select_unselect(request))
        shown = "ends the selection" if answer == FINISH else answer.describe()
        self._trace(f"{what}: {shown} ({'from `choose:`' if self._prepared else 'the only legal answer'})")
        return answer

    def _traced_outcome(self, what, key, ask, show):
        if not self.tracers:
            return ask()
        answer = self._traced(what, ask)
        self._trace(f"{what}: {show(answer)} ({f'from `{key}:`' if self._prepared else 'the only legal answer'})")
        return answer

    def _traced(self, what, ask):
        try:
            return ask()
        except HarnessError as error:
            self._trace(f"{what}: no legal answer given ({error})")
            raise

    def _trace(self, text):
        for tracer in self.tracers:
            tracer("prompt", text)

    # -- answers that belong to one chain link ---------------------------------------------------
    def take_pending(self):
        """The queued answers, removed from the queue (kept by a chain link for its resolution)."""
        taken = {kind: values for kind, values in self.pending.items() if values}
        self.pending = {kind: [] for kind in self.KINDS}
        return taken

    def restore_front(self, answers):
        """Put answers taken with take_pending back, ahead of what is queued now."""
        for kind, values in answers.items():
            self.pending[kind][:0] = values

    def discard(self):
        self.materials, self.pool_given = [], []
        for kind in self.pending:
            self.pending[kind] = []
        self.trigger_answers = {}
        self.not_offered = set()
        self.listed_triggers = set()
        self._sequence = None

    def check_all_used(self):
        leftovers = {k: v for k, v in self.pending.items() if v}
        if self._sequence is not None and self._sequence.remaining:
            leftovers.setdefault(self._sequence.key, []).insert(0, self._sequence.remaining)
        # a phase prompt that listed the card met its one answer; a list's answers left are unused
        unused_triggers = [card for card, answer in self.trigger_answers.items()
                           if card not in self.listed_triggers or isinstance(answer, list)]
        if unused_triggers:
            leftovers["triggers"] = [unused_triggers]
        if self.materials:
            leftovers["materials"] = [list(self.materials)]
        self.discard()
        if leftovers:
            shown = "; ".join(f"{kind}: {_show(values)}" for kind, values in leftovers.items())
            raise UnusedAnswer(f"answers were given that no prompt asked for ({shown})")


def _single_answer(request):
    """A card selection with exactly one legal answer: all its candidates, not cancelable."""
    return request.minimum == request.maximum == len(request.candidates) and not request.cancelable


def _cards(cards):
    return "[" + ", ".join(c.describe() for c in cards) + "]"


def _labels(cards):
    return ", ".join(getattr(c, "label", None) or c.describe() for c in cards)


def _show(values):
    def one(value):
        if isinstance(value, list):
            return "[" + ", ".join(one(c) for c in value) + "]"
        if isinstance(value, dict):
            return "{" + ", ".join(f"{one(c)}: {n}" for c, n in value.items()) + "}"
        return getattr(value, "label", None) or str(value)
    return ", ".join(one(v) for v in values)
