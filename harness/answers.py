"""Prepared answers to prompts: the chooser the scenario runner and pytest users share.

Answers are queued per prompt kind before an action; each prompt takes the next one. After
the action, any answer nobody asked for is an error (it usually means a wrong scenario).
"""
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
        kind = {"target": "targets", "cost": "cost"}.get(request.kind, "choose")
        queue = self.pending[kind]
        return queue.pop(0) if queue else None

    def answer_yes_no(self, request):
        return self.pending["yes"].pop(0) if self.pending["yes"] else None

    def answer_option(self, request):
        return self.pending["option"].pop(0) if self.pending["option"] else None

    def answer_position(self, player, positions):
        return self.pending["position"].pop(0) if self.pending["position"] else None

    def answer_trigger(self, request):
        return self.trigger_answers.pop(request.effect.handler, None)

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


def _show(values):
    def one(value):
        if isinstance(value, list):
            return "[" + ", ".join(getattr(c, "label", None) or str(c) for c in value) + "]"
        return str(value)
    return ", ".join(one(v) for v in values)
