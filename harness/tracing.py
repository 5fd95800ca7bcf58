"""`ygo-harness run --trace`: print what the engine does while a scenario runs.

Each engine operation and event, chain link, resolution and prompt is printed as it happens,
with the script line that caused it (the innermost script frame running at that moment):

    step 1 (activate) at scenarios/equip.yaml:7
      chain    chain link 1: player 0 activates effect 1 of treasure (Dragon Treasure)
      prompt   player 0 selects 1-1 card(s) (target) among [bewd (Blue-Eyes White Dragon)]: ... (from `targets:`)
      event    equip(treasure (Dragon Treasure))                        at utility.lua:71
"""
from harness.scenario.runner import RunObserver

KIND_WIDTH = 8


class TracePrinter(RunObserver):
    """A RunObserver that registers a tracer on the duel and on the prompt answers."""

    def __init__(self, out=print):
        self.out = out
        self.session = None

    def session_built(self, session):
        self.session = session
        session.duel.tracers.append(self.trace)
        answers = getattr(session, "answers", None)
        tracers = getattr(answers, "tracers", None)
        if tracers is not None and tracers is not session.duel.tracers:   # (the session may share one list)
            tracers.append(self.trace)

    def board_built(self, session):
        self.out("  board set up")

    def step_started(self, step):
        self.out(f"  step {step.index} ({step.kind}) at {step.where}")

    def trace(self, kind, text):
        where = self._location()
        line = f"    {kind:<{KIND_WIDTH}} {text}"
        self.out(f"{line}    at {where}" if where else line)

    def _location(self):
        host = getattr(self.session, "host", None)
        runtime = getattr(host, "runtime", None)
        locate = getattr(runtime, "current_location", None)
        if locate is None:
            return None
        try:
            return locate()
        except Exception:  # noqa: BLE001 - a trace must never break the run it watches
            return None
