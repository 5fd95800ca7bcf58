"""Player decisions: every choice a script or the rules ask a player for goes through a Chooser.

The engine builds a request describing the legal answers; a chooser answers it. The scenario
runner answers from the YAML, pytest users from Python. Nothing is ever guessed silently: a
chooser that cannot answer raises DecisionRequired with the legal answers listed.
"""
from dataclasses import dataclass, field

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


@dataclass
class YesNo:
    player: int
    description: str = ""


@dataclass
class OptionChoice:
    player: int
    options: list              # descriptions, as the script passed them


@dataclass
class TriggerOffer:
    player: int
    effect: object             # the optional trigger being offered


@dataclass
class Chooser:
    """Base chooser: answers only prompts with a single legal answer; anything else is an error.

    Subclasses override `answer_*` to supply answers. `declined` records optional prompts that
    were declined by default, so reports can list them.
    """
    strict: bool = True
    declined: list = field(default_factory=list)

    def select_cards(self, request: CardSelection):
        answer = self.answer_cards(request)
        if answer is None:
            legal_count = len(request.candidates)
            if request.minimum == request.maximum == legal_count:
                return list(request.candidates)
            if not self.strict and legal_count >= request.minimum:
                return list(request.candidates[:max(request.minimum, 1)])
            raise DecisionRequired(_unanswered_message(request))
        _check_card_answer(request, answer)
        return answer

    def select_yes_no(self, request: YesNo):
        answer = self.answer_yes_no(request)
        if answer is None:
            self.declined.append(request)
            return False
        return bool(answer)

    def select_option(self, request: OptionChoice):
        answer = self.answer_option(request)
        if answer is None:
            if len(request.options) == 1:
                return 0
            raise DecisionRequired(
                f"player {request.player} must choose an option (0..{len(request.options) - 1}); "
                f"add `option: N` to the step")
        if not 0 <= answer < len(request.options):
            raise IllegalDecision(f"option {answer} is not legal; legal options are 0..{len(request.options) - 1}")
        return answer

    def select_position(self, player, positions):
        """A battle position among several allowed; unanswered, the first legal one."""
        answer = self.answer_position(player, positions)
        if answer is None:
            return positions[0]
        if answer not in positions:
            raise IllegalDecision(f"position {answer:#x} is not allowed here")
        return answer

    def offer_trigger(self, request: TriggerOffer):
        answer = self.answer_trigger(request)
        if answer is None:
            self.declined.append(request)
            return False
        return bool(answer)

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


def _describe(cards):
    return ", ".join(c.describe() for c in cards) or "none"


def _unanswered_message(request):
    key = {"target": "targets", "cost": "cost"}.get(request.kind, "choose")
    return (f"player {request.player} must select {request.minimum}-{request.maximum} card(s) "
            f"({request.kind}{', ' + request.hint if request.hint else ''}); legal: {_describe(request.candidates)}; "
            f"add `{key}: [...]` to the step")


def _check_card_answer(request, answer):
    illegal = [c for c in answer if c not in request.candidates]
    if illegal:
        raise IllegalDecision(
            f"{_describe(illegal)} cannot be selected for this prompt ({request.kind}); "
            f"legal: {_describe(request.candidates)}")
    if len(set(map(id, answer))) != len(answer):
        raise IllegalDecision("the same card was selected twice")
    if not request.minimum <= len(answer) <= request.maximum:
        raise IllegalDecision(
            f"{len(answer)} card(s) selected; this prompt takes {request.minimum}-{request.maximum}; "
            f"legal: {_describe(request.candidates)}")
