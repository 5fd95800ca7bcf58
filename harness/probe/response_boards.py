"""The boards a response's condition or cost asks for (harness/probe/deep.py): an effect activated in
response to an event (the opponent's activation, an attack, ...) whose condition also names cards of one's own field, hand
or GY (`IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,1,nil)`), or whose cost removes an
Xyz Material, gets the boards of harness/probe/conditions.py that name those cards (text_boards
of the condition's and the cost's text, the board-only ones, then those of its target's text: "target
1 face-up Defense Position monster you control"; first, for a condition that asks for
no monster of one's own, `GetFieldGroupCount(tp,LOCATION_MZONE,0)==0`, the board with none), each with the event's first
response (deep_events.response_actions) or, for an activation, the opponent's activation the
condition's text names: a monster effect (`TYPE_MONSTER`: Parasite Paranoid's
Quick Effect from the hand), a Trap (`TYPE_TRAP`: Royal Decree), one that destroys or targets
(Raigeki Break), else a Spell (the Set Mystical Space Typhoon)."""
import re

from harness.constants import EVENT_CHAINING
from harness.probe.boards import PARASITE, ROYAL_DECREE
from harness.probe.conditions import _NO_OWN_MONSTER, activation_speed, function_text, text_boards
from harness.probe.events import respond_to_activation, response_actions
from harness.probe.responses import RAIGEKI_BREAK

MOST = 4                # attempts per effect (the attempts per script are bounded: deep.ATTEMPTS)
_KINDS = ((re.compile(r"TYPE_MONSTER"), ("a monster effect", PARASITE, "hand")),
          (re.compile(r"TYPE_TRAP"), ("a Trap", ROYAL_DECREE, "szone")),
          (re.compile(r"CATEGORY_DESTROY|CHAININFO_TARGET_CARDS|EFFECT_FLAG_CARD_TARGET"),
           ("a Trap that targets and destroys one's card", RAIGEKI_BREAK, "szone")))
_SPELL = ("a Spell", None, None)        # the generic board's Set Mystical Space Typhoon


def response_boards(probe, effect, condition):
    """[(name, action)]: the opponent's activation the condition names, on each board its text
    (and the cost's) asks for (`action.board`), at most MOST."""
    data = probe.finder.data
    text = condition + "\n" + function_text(effect, "cost", probe.text)
    actions = []
    speed = activation_speed(data, effect)
    boards = text_boards(probe, effect, text, speed, condition=False, late=False)[:MOST]
    # then the cards of one's field its target asks for ("target 1 face-up Defense Position monster you control")
    named = {name for name, *_ in boards}
    boards += [board for board in text_boards(probe, effect, function_text(effect, "target", probe.text), speed,
                                              condition=False, late=False)
               if board[0] not in named][:MOST - len(boards)]
    if _NO_OWN_MONSTER.search(condition):      # "if you control no monsters": none of one's own on the field
        boards = [("no monster of one's own", probe.board(own_monster=False))] + boards[:MOST - 1]
    for board_name, board, *_ in boards:
        name, action = _first_response(data, effect.code, condition)
        action.board = board
        actions.append((f"{name}, {board_name}", action))
    return actions


def _first_response(data, code, condition):
    """(name, action): the activation the condition names (EVENT_CHAINING), else the event's first
    response (deep_events.response_actions: an attack, a summon, a window of the Damage Step)."""
    if code != EVENT_CHAINING:
        return response_actions(data, code, condition)[0]
    name, activated, where = next((kind for pattern, kind in _KINDS if pattern.search(condition)), _SPELL)
    return f"in response to {name}", respond_to_activation(data, activated, where)
