"""A snapshot of a card that responds to a summon: the responses set up for the first action are
that action's, not the board's start."""
from harness.bundled import BUNDLED_SCRIPTS
from harness.probe.snapshot import snapshot_card
from harness.scenario.loader import load_scenario

SOLEMN = 41420027         # Solemn Judgment: its effect 1 negates a Normal Summon


def test_a_response_to_a_summon_is_written_on_the_summon_step(tmp_path):
    result = snapshot_card(SOLEMN, BUNDLED_SCRIPTS, tmp_path)
    by_effect = {effect.effect: effect for effect in result.effects if not effect.variant}
    assert by_effect["effect 1"].category == "written"
    first = load_scenario(tmp_path / by_effect["effect 1"].file).steps[0]
    assert first.kind == "summon"
    assert first.data["chain"] == [{"activate": "solemn_judgment", "effect": 1}]


def test_a_pendulum_summons_own_selection_is_not_written_again(monkeypatch):
    """The cards of a `pendulum_summon:` step answer its procedure's selection (the real
    procedure.lua asks it with SelectSubGroup): a recorded step does not repeat them as `choose:`."""
    from harness.probe.recording import RecordingSession
    from harness.session import DuelSession

    session = RecordingSession(scripts=[BUNDLED_SCRIPTS])
    knight = session.add_card(17390179, 0, "hand", alias="knight")        # Flash Knight
    other = session.add_card(14898066, 0, "hand", alias="raider")

    def summon(self, cards, player=None):      # the procedure's selection, as the recorder sees it
        self.answer_context().add("choose", list(cards))
        self.answer_context().add("choose", [other])
    monkeypatch.setattr(DuelSession, "pendulum_summon", summon)
    session.pendulum_summon([knight])
    [step] = session.steps
    assert step.context.order == [("choose", [other])]


def test_a_turn_or_lp_set_after_the_first_step_makes_the_run_unrecordable():
    from harness.probe.recording import RecordingSession
    for change in (lambda s: s.set_turn(1, "main1", 2), lambda s: s.set_lp(1, 4000)):
        session = RecordingSession(scripts=[BUNDLED_SCRIPTS])
        session.add_card(14898066, 0, "hand", alias="raider")              # Vorse Raider
        session.summon(session.card("raider"))
        change(session)
        assert "after the first step" in session.problem
