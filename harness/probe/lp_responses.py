"""The first responses of an effect (harness/probe/deep.py's events, boards and scenes) again with
the LP its condition compares set first (`Duel.GetLP(tp)<=3000`, `Duel.GetLP(tp)<Duel.GetLP(1-tp)`:
"when your opponent's monster declares a direct attack while you have 3000 or fewer LP"), for a
response's condition, whose text the boards of harness/probe/conditions.py read only for the
cards it names."""
from harness.probe.conditions import _prepared, lp_steps

MOST = 3            # of the fixed responses, and of the scenes, tried again (the attempts per effect are bounded)


def lp_responses(condition, actions, scenes):
    """[(name, action)]: the first MOST `actions` ([(name, action)], an action's `board` kept) and
    the first MOST `scenes` (response_scenes.py's, which the condition asked for), with the LP
    `condition` compares; none when it compares none."""
    steps = lp_steps(condition)
    if not steps:
        return []
    again = []
    for name, action in actions[:MOST] + [scene for scene in scenes[:MOST] if scene not in actions[:MOST]]:
        prepared = _prepared(action, *steps)
        if hasattr(action, "board"):
            prepared.board = action.board
        again.append((f"{name}, with the LP its condition asks for", prepared))
    return again
