"""The boards a continuous effect's condition asks for (harness/probe/deep.py): when the card's
continuous effects did not apply on the generic board (harness/probe/passive.py static_plan),
the same check runs again on the boards the text of their conditions asks for
(harness/probe/conditions.py text_boards: an attack paused in a window of the battle, the turn
and phase, the LP, the cards it names or counts, ..., and all of them at once; its player, named
`e:GetHandlerPlayer()` and the like, read as `tp`)."""
from harness.probe.conditions import ANY_TURN, as_tp, function_text, text_boards

MOST = 4                    # boards (the attempts per effect are bounded: deep.ATTEMPTS)


def static_boards(probe, card_effects, indexes, action):
    """[(name, board, action)]: `action` (static_plan's check) on each board the conditions of
    the continuous effects `indexes` ask for."""
    texts = [(card_effects[i], function_text(card_effects[i], "condition", probe.text)) for i in indexes]
    texts = [(effect, text) for effect, text in texts if text]
    if not texts:
        return []
    effect = texts[0][0]
    text = "\n".join(dict.fromkeys(text for _, text in texts))
    boards, later = {}, {}
    # the boards of the text as written first, then those it asks for with its player read as `tp`;
    # those text_boards tries after the others (the battles of battle_asks.py, ...) after the MOST others
    for read in (text, as_tp(text)):
        found = text_boards(probe, effect, read, ANY_TURN, action=action)
        regular = len(text_boards(probe, effect, read, ANY_TURN, action=action, late=False))
        for index, (name, board, prepared, companion, home) in enumerate(found):
            kept = boards if index < regular else later
            if companion is None and home is None and name not in kept:
                kept[name] = (name, board, prepared)
    return list(boards.values())[:MOST] + list(later.values())
