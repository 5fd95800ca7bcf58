"""The Extra Monster Zones are shared: one player's zone 5 is the other's zone 6. A board that puts
a monster in both halves of one is refused (tests/test_scenario_runner.py); the deep probe's
generic board puts the opponent's Xyz Monster in the Extra Monster Zone no monster holds."""
from harness.bundled import BUNDLED_SCRIPTS
from harness.probe.boards import free_extra_monster_zone
from harness.session import DuelSession


def test_the_opponent_s_extra_monster_zone_is_one_neither_player_holds():
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    assert free_extra_monster_zone(session, 1) == 5
    session.add_card(46986414, 0, "mzone", sequence=6)          # player 1's zone 5
    assert free_extra_monster_zone(session, 1) == 6
    session.add_card(46986414, 0, "mzone", sequence=5)          # player 1's zone 6
    assert free_extra_monster_zone(session, 1) is None
