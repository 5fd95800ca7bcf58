"""Prepared answers to prompts: the chooser the scenario runner and pytest users share.

Answers are queued per prompt kind before an action; each prompt takes the next one. After
the action, any answer nobody asked for is an error (it usually means a wrong scenario).

Prompts can be traced: each callable of `tracers` gets ("prompt", text) for every prompt, with
the answer and where it came from (`ygo-harness run --trace` registers one).
"""
from harness import constants
from harness.engine.decisions import Chooser
from harness.engine.errors import HarnessError


class UnusedAnswer(HarnessError):
    pass


class AnswerQueue(Chooser):
    KINDS = ("targets", "choose", "cost", "yes", "option", "position", "zone")

    def __init__(self, strict=True):
        super().__init__(strict=strict)
        self.pending = {kind: [] for kind in self.KINDS}
        self.trigger_answers = {}
        self.tracers = []           # callables(kind, text), told of every prompt and its answer
        self._prepared = False      # whether the last answer_* call returned a prepared answer

    def load(self, targets=None, choose=None, cost=None, yes=None, option=None, position=None, zone=None,
             triggers=None):
        """Queue answers. targets/choose/cost: a list of cards, or a list of such lists (several
        prompts); cost answers the card selections a cost function makes."""
        for kind, value in (("targets", targets), ("choose", choose), ("cost", cost)):
            if value is None:
                continue
            lists = value if value and all(isinstance(v, (list, tuple)) for v in value) else [value]
            self.pending[kind].extend(list(v) for v in lists)
        if yes is not None:
            self.pending["yes"].extend(yes if isinstance(yes, list) else [yes])
        if option is not None:
            self.pending["option"].extend(option if isinstance(option, list) else [option])
        for kind, value in (("position", position), ("zone", zone)):
            if value is not None:
                self.pending[kind].extend(value if isinstance(value, list) else [value])
        if triggers:
            self.trigger_answers.update(triggers)

    def answer_cards(self, request):
        return self._next(self._card_key(request))

    def _card_key(self, request):
        """`targets:` answers SelectTarget; `cost:` the selections of a cost function, which
        `choose:` answers too when the step gives no `cost:` (the contract: choose answers
        every card selection that is not a target)."""
        if request.kind == "target":
            return "targets"
        if request.kind == "cost":
            if self.pending["cost"]:
                return "cost"
            # as the native oracle: `choose:` answers a cost only when its next answer fits
            # (a cost with one legal card answers itself and leaves `choose:` to later prompts)
            head = self.pending["choose"][0] if self.pending["choose"] else None
            if head is None or not all(card in request.candidates for card in head):
                return "cost"
        return "choose"

    def answer_yes_no(self, request):
        return self._next("yes")

    def answer_option(self, request):
        return self._next("option")

    def answer_position(self, player, positions):
        return self._next("position")

    def answer_trigger(self, request):
        answer = self.trigger_answers.pop(request.effect.handler, None)
        self._prepared = answer is not None
        return answer

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
        self._trace(f"{what}: option {answer} ({'from `option:`' if self._prepared else 'the only option'})")
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

    def _traced(self, what, ask):
        try:
            return ask()
        except HarnessError as error:
            self._trace(f"{what}: no legal answer given ({error})")
            raise

    def _trace(self, text):
        for tracer in self.tracers:
            tracer("prompt", text)

    def discard(self):
        for kind in self.pending:
            self.pending[kind] = []
        self.trigger_answers = {}

    def check_all_used(self):
        leftovers = {k: v for k, v in self.pending.items() if v}
        if self.trigger_answers:
            leftovers["triggers"] = [list(self.trigger_answers)]
        self.discard()
        if leftovers:
            shown = "; ".join(f"{kind}: {_show(values)}" for kind, values in leftovers.items())
            raise UnusedAnswer(f"answers were given that no prompt asked for ({shown})")


def _cards(cards):
    return "[" + ", ".join(c.describe() for c in cards) + "]"


def _show(values):
    def one(value):
        if isinstance(value, list):
            return "[" + ", ".join(getattr(c, "label", None) or str(c) for c in value) + "]"
        return str(value)
    return ", ".join(one(v) for v in values)
