"""The Battle Phase through DuelSession (the scenarios in scenarios/battle/ cover the rules card by
card; these pin down the Python API and what the scenarios cannot say)."""
from pathlib import Path

import pytest

from harness.constants import PHASE_BATTLE_STEP, PHASE_MAIN2, REASON_BATTLE, REASON_DESTROY, LOCATION_GRAVE
from harness.engine.state.errors import IllegalAction
from harness.scenario.loader import load_scenario
from harness.scenario.runner import RunOptions, run_scenario
from harness.session import DuelSession

BEWD, DM, CELTIC = 89631139, 46986414, 91152256
DATA = Path(__file__).parent / "data" / "battle"


@pytest.fixture
def duel():
    return DuelSession()


def test_attack_returns_the_damage_and_the_monsters_destroyed(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    dm = duel.add_card(DM, 1, "mzone", "dm")
    duel.start()
    result = duel.attack(bewd, dm)
    assert result.window is None and result.damage == {0: 0, 1: 500} and result.destroyed == [dm]
    assert not result.negated
    assert dm.location == LOCATION_GRAVE and dm.reason == REASON_BATTLE | REASON_DESTROY and dm.reason_card is bewd
    assert duel.duel.phase == PHASE_BATTLE_STEP and duel.duel.players[1].lp == 7500
    assert bewd.attack_announce_count == 1


def test_stop_at_pauses_in_a_window_and_continue_battle_resumes(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    dm = duel.add_card(DM, 1, "mzone", "dm")
    duel.start()
    paused = duel.attack(bewd, dm, stop_at="damage_cal")
    assert paused.window == "damage_cal" and duel.battle_window == "damage_cal"
    assert dm.location != LOCATION_GRAVE and duel.duel.players[1].lp == 8000
    assert duel.continue_battle("after_damage").window == "after_damage"
    assert duel.duel.players[1].lp == 7500 and dm.location != LOCATION_GRAVE   # destroyed, leaves at the end
    ended = duel.continue_battle("end")
    assert ended.window is None and ended.destroyed == [dm] and duel.battle_window is None


def test_an_attack_the_rules_forbid_raises_with_the_rule(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    dm = duel.add_card(DM, 1, "mzone", "dm")
    duel.start()
    with pytest.raises(IllegalAction, match="cannot attack directly"):
        duel.attack(bewd)
    assert duel.attackable(bewd, dm) == (True, "")
    duel.attack(bewd, dm)
    ok, reason = duel.attackable(bewd)
    assert not ok and "no attacks left" in reason
    with pytest.raises(IllegalAction, match="cannot declare an attack"):
        duel.attack(bewd)


def test_the_first_turn_has_no_battle_phase_unless_the_duel_allows_it(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    duel.start()
    duel.duel.attack_first_turn = False
    with pytest.raises(IllegalAction, match="cannot enter the Battle Phase"):
        duel.attack(bewd)
    duel.duel.attack_first_turn = True
    assert duel.attack(bewd).damage == {0: 0, 1: 3000}


def test_a_replay_is_answered_by_the_replay_argument(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    dm = duel.add_card(DM, 1, "mzone", "dm")
    celtic = duel.add_card(CELTIC, 1, "mzone", "celtic")
    duel.start()
    duel.attack(bewd, dm, stop_at="battle_step")
    duel.destroy([dm], player=1)
    duel.answer_replay(celtic)
    result = duel.continue_battle()
    assert result.destroyed == [celtic] and result.damage == {0: 0, 1: 1600}
    assert bewd.attack_announce_count == 1      # a replay is the same attack


def test_an_unanswered_replay_ends_the_attack(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    dm = duel.add_card(DM, 1, "mzone", "dm")
    duel.add_card(CELTIC, 1, "mzone", "celtic")
    duel.start()
    duel.attack(bewd, dm, stop_at="battle_step")
    duel.destroy([dm], player=1)
    result = duel.continue_battle()
    assert result.damage == {0: 0, 1: 0} and result.destroyed == []


def test_a_later_phase_step_finishes_a_paused_attack(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    dm = duel.add_card(DM, 1, "mzone", "dm")
    duel.start()
    duel.attack(bewd, dm, stop_at="damage_start")
    duel.phase("main2")
    assert dm.location == LOCATION_GRAVE and duel.duel.phase == PHASE_MAIN2 and duel.battle_window is None


def test_the_duel_ends_when_battle_damage_takes_the_lp_to_0_or_less():
    run_scenario(load_scenario(DATA / "battle_damage_reducing_the_lp_to_0_or_less_wins_the_duel.yaml"), RunOptions())


def test_no_action_follows_the_end_of_the_duel(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    duel.set_lp(1, 3000)
    duel.start()
    duel.attack(bewd)
    assert duel.winner == 0 and duel.duel.players[1].lp == 0
    with pytest.raises(IllegalAction, match="the duel is over"):
        duel.phase("main2")


def test_the_board_picture_and_the_trace_show_the_attack(duel):
    from harness.scenario.report import render_board
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    duel.add_card(DM, 1, "mzone", "dm")
    lines = []
    duel.duel.tracers.append(lambda kind, text: lines.append((kind, text)))
    duel.start()
    duel.attack(bewd, duel.card("dm"), stop_at="after_damage")
    picture = render_board(duel.duel)
    assert "battle: bewd (Blue-Eyes White Dragon) attacks dm (Dark Magician), in the after_damage window" in picture
    assert "battle damage: player 0 0, player 1 500" in picture
    assert ("battle", "bewd (Blue-Eyes White Dragon) attacks dm (Dark Magician)") in lines
    assert ("battle", "window: damage_cal") in lines
    duel.continue_battle("end")
    assert "battle:" not in render_board(duel.duel)


def test_after_damage_calculation_when_effects_see_the_battle_damage(duel):
    """The core's point events are every event queued since the last point: a Trap "when you take
    battle damage" (EVENT_BATTLE_DAMAGE) responds after damage calculation, with EVENT_BATTLED."""
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    dm = duel.add_card(DM, 1, "mzone", "dm")
    duel.start()
    duel.attack(bewd, dm, stop_at="after_damage")
    names = [event.name for event in duel.duel.window_events]
    assert names[-1] == "battled" and "battle_damage" in names and "damage" in names
    damage = next(event for event in duel.duel.window_events if event.name == "battle_damage")
    assert (damage.event_player, damage.value, damage.cards) == (1, 500, [bewd])
