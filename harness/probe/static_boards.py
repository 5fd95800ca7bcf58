"""The boards a continuous effect's condition asks for (harness/probe/deep.py): when the card's
continuous effects did not apply on the generic board (harness/probe/passive.py static_plan),
the same check runs again on the boards the text of their conditions asks for
(harness/probe/conditions.py text_boards: an attack paused in a window of the battle, the turn
and phase, the LP, the cards it names or counts, ..., and all of them at once; its player, named
`e:GetHandlerPlayer()` and the like, read as `tp`)."""
from harness.probe.conditions import ANY_TURN, as_tp, function_text, text_boards

MOST = 4                    # boards (the attempts per effect are bounded: deep.ATTEMPTS)


def static_boards(probe, card_effects, indexes, action, late=False):
    """[(name, board, action)]: `action` (static_plan's check) on each board the conditions of
    the continuous effects `indexes` ask for, at most MOST; late=True: those text_boards tries
    after the others instead (the battles of battle_asks.py, ...), all of them."""
    texts = [(card_effects[i], function_text(card_effects[i], "condition", probe.text)) for i in indexes]
    texts = [(effect, text) for effect, text in texts if text]
    if not texts:
        return []
    effect = texts[0][0]
    text = "\n".join(dict.fromkeys(text for _, text in texts))
    boards = {}
    # the boards of the text as written first, then those it asks for with its player read as `tp`
    for read in (text, as_tp(text)):
        for name, board, prepared, companion, home in text_boards(probe, effect, read, ANY_TURN, action=action,
                                                                  late="only" if late else False):
            if companion is None and home is None and name not in boards:
                boards[name] = (name, board, prepared)
    return list(boards.values()) if late else list(boards.values())[:MOST]
