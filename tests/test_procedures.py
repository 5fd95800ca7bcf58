"""Special Summons by a card's own procedure (EFFECT_SPSUMMON_PROC) through DuelSession."""
import pytest

from harness.constants import LOCATION_HAND, LOCATION_MZONE, SUMMON_TYPE_SPECIAL, STATUS_PROC_COMPLETE, REASON_SPSUMMON
from harness.engine.errors import IllegalAction
from harness.session import DuelSession

CYBER_DRAGON, BEWD, DM = 70095154, 89631139, 46986414


def test_a_procedure_summons_the_card_when_its_condition_holds():
    duel = DuelSession()
    cd = duel.add_card(CYBER_DRAGON, 0, "hand", "cd")
    duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.start()
    duel.special_summon(cd, procedure=True)
    assert cd.location == LOCATION_MZONE and cd.summon_type == SUMMON_TYPE_SPECIAL and cd.reason == REASON_SPSUMMON
    assert cd.status_flags & STATUS_PROC_COMPLETE
    assert cd.reason_effect is not None and cd.reason_effect.handler is cd      # the procedure itself


def test_a_procedure_whose_condition_fails_is_refused():
    duel = DuelSession()
    cd = duel.add_card(CYBER_DRAGON, 0, "hand", "cd")
    duel.add_card(DM, 0, "mzone", "dm")          # "if only your opponent controls a monster"
    duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.start()
    with pytest.raises(IllegalAction, match="cannot be Special Summoned by its own procedure"):
        duel.special_summon(cd, procedure=True)
    assert cd.location == LOCATION_HAND


def test_the_procedure_is_the_players_action_in_a_main_phase():
    duel = DuelSession()
    cd = duel.add_card(CYBER_DRAGON, 0, "hand", "cd")
    duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.set_turn(player=1)
    duel.start()
    with pytest.raises(IllegalAction, match="only the turn player"):
        duel.special_summon(cd, procedure=True, player=0)


def test_is_special_summonable_asks_the_procedures():
    duel = DuelSession()
    duel.add_card(CYBER_DRAGON, 0, "hand", "cd")
    duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.start()
    duel.lua("assert(cards.cd:IsSpecialSummonable())")
    duel.lua("assert(not cards.bewd:IsSpecialSummonable())")
