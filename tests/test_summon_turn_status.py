"""The statuses a summon gives a monster for the rest of the turn, as the core sets them:
STATUS_SUMMON_TURN (field::summon step 15, field::mset step 9), STATUS_FLIP_SUMMON_TURN
(flip_summon), STATUS_SPSUMMON_TURN (special_summon); cleared as the next turn starts
(process_turn) and when the card leaves the field."""
from harness.bundled import BUNDLED_SCRIPTS
from harness.constants import STATUS_FLIP_SUMMON_TURN, STATUS_SPSUMMON_TURN, STATUS_SUMMON_TURN
from harness.session import DuelSession

ALL = STATUS_SUMMON_TURN | STATUS_FLIP_SUMMON_TURN | STATUS_SPSUMMON_TURN


def _session():
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    session.add_card(46986414, 0, "hand", alias="dm")          # Dark Magician
    session.add_card(91152256, 0, "hand", alias="celtic")      # Celtic Guardian
    session.start()
    return session


def test_a_special_summon_sets_its_status_until_the_next_turn():
    session = _session()
    dm = session.card("dm")
    assert dm.status_flags & ALL == 0
    session.lua("Duel.SpecialSummon(cards.dm, 0, 0, 0, false, false, POS_FACEUP_ATTACK)")
    assert dm.status_flags & ALL == STATUS_SPSUMMON_TURN
    session.next_turn()
    assert dm.status_flags & ALL == 0


def test_a_normal_summon_and_a_flip_summon_set_theirs_and_leaving_the_field_clears_them():
    session = _session()
    celtic = session.card("celtic")
    session.set(celtic)
    assert celtic.status_flags & ALL == STATUS_SUMMON_TURN
    session.next_turn()
    session.next_turn()
    assert celtic.status_flags & ALL == 0
    session.flip_summon(celtic)
    assert celtic.status_flags & ALL == STATUS_FLIP_SUMMON_TURN
    session.send_to_grave([celtic])
    assert celtic.status_flags & ALL == 0
