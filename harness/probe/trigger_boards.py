"""The boards a trigger's condition asks for (harness/probe/deep.py): when its event happened but
it did not activate, the plans that raised the event (harness/probe/events.py) run again on the
boards the text of its condition and its target asks for (harness/probe/conditions.py text_boards: the turn and
phase, the LP, no monster of one's own, the cards it names or counts, ..., and all of them at
once), the event last."""
from harness.probe.boards import with_extras
from harness.probe.conditions import ANY_TURN, function_text, text_boards
from harness.probe.events import STRONG_FOE_EVENTS

PLANS = 2                   # the plans that raised the event, run again
MOST = 6                    # boards per trigger (the attempts per effect are bounded: deep.ATTEMPTS)


def trigger_boards(probe, effect, plans):
    """[(name, location, position, board, action)]: each plan (location, position, action,
    board options) that raised the event, on each board its condition's and target's text asks for."""
    text = "\n".join(function_text(effect, attr, probe.text) for attr in ("condition", "target")).strip()
    if not text:
        return []
    strong = effect.code in STRONG_FOE_EVENTS
    boards = []
    for location, position, action, options in plans[:PLANS]:
        def base(**kwargs):
            return with_extras(probe.board(**{**options, **kwargs}), strong, probe.made_up)
        boards += [(name, location, position, board, prepared)
                   for name, board, prepared, companion, home in text_boards(probe, effect, text, ANY_TURN,
                                                                             action=action, base=base,
                                                                             event=True)
                   if companion is None and home is None]
    return boards[:MOST]
