"""The end of the duel: the win check of the adjust pass (processor.cpp adjust_step, step 1).

A player loses when its LP are 0 or less, or when an effect made it draw from an empty Deck
(field::draw sets core.overdraw); both players at once: a draw game. Else the winner Duel.Win
asked for (core.win_player; the first call counts). The check runs only in the adjust pass, so
the end comes where the core writes MSG_WIN: after the chain link, the damage calculation or the
action that caused it. Nothing runs after that: the check raises DuelOver, which stops the
processing wherever it is, and the step that was running ends there.

Inside a script call (Duel.AdjustAll, a summon procedure run by an operation) the winner is
decided but DuelOver waits for the next adjust pass outside the script, so that a script's
pcall cannot swallow the end of the duel.
"""
from harness.constants import PLAYER_NONE

WIN_LP = 1                  # MSG_WIN's reason: a player's LP became 0 or less
WIN_DECK_OUT = 2            # an effect made a player draw from an empty Deck

_REASONS = {WIN_LP: "LP 0", WIN_DECK_OUT: "drew from an empty Deck"}


class DuelOver(Exception):
    """The duel ended (MSG_WIN): the engine stops processing here."""


def win_check(duel):
    """Adjust step 1, its conditions in the core's order (a later one overrides an earlier one)."""
    if duel.winner is None:
        decided = _decide(duel)
        if decided is None:
            return
        duel.winner, duel.win_reason = decided
        duel.trace("duel", describe(duel))
    if not duel.host.in_script_call():
        raise DuelOver(describe(duel))


def _decide(duel):
    lp = [duel.players[0].lp, duel.players[1].lp]
    over = duel.overdraw
    decided = None
    if lp[0] <= 0 < lp[1]:
        decided = (1, WIN_LP)
    if over[0] and not over[1]:
        decided = (1, WIN_DECK_OUT)
    if lp[1] <= 0 < lp[0]:
        decided = (0, WIN_LP)
    if over[1] and not over[0]:
        decided = (0, WIN_DECK_OUT)
    if lp[0] <= 0 and lp[1] <= 0:
        decided = (PLAYER_NONE, WIN_LP)
    if over[0] and over[1]:
        decided = (PLAYER_NONE, WIN_DECK_OUT)
    if decided is not None:
        duel.win_request = None         # the rules decided (the core clears core.win_player too)
    elif duel.win_request is not None:
        player, reason, _ = duel.win_request
        decided = (player, reason)
    return decided


def request_win(duel, player, reason):
    """Duel.Win: player (PLAYER_NONE: nobody) wins for this reason at the next win check, unless
    a player has lost by then; only the first request counts (core.win_player)."""
    if duel.win_request is None:
        effect = duel.reason_effect
        duel.win_request = (player, reason, effect.get_handler() if effect is not None else None)


def describe(duel):
    """'player 0 won (LP 0)', 'a draw (drew from an empty Deck)', ... ('' while the duel goes on)."""
    if duel.winner is None:
        return ""
    outcome = "a draw" if duel.winner == PLAYER_NONE else f"player {duel.winner} won"
    return f"{outcome} ({reason_text(duel)})"


def reason_text(duel):
    """Why the duel ended: the rule's reason, or the Duel.Win that ended it (and its card)."""
    if duel.win_request is None:
        return _REASONS.get(duel.win_reason, f"reason {duel.win_reason}")
    card = duel.win_request[2]
    by = f" by {card.describe()}" if card is not None else ""
    return f"Duel.Win{by}, reason {duel.win_reason:#x}"
