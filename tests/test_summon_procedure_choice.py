"""field::summon step 0: the ordinary summon or the card's own summon procedure, the player's
option when both are possible; unanswered, the contract's rule (Tributes given: the ordinary)."""
import pytest

from harness.constants import LOCATION_GRAVE, LOCATION_MZONE, SUMMON_TYPE_ADVANCE, SUMMON_TYPE_NORMAL
from harness.engine.state.errors import IllegalAction
from harness.session import DuelSession

CYBER_SHARK, COLORED_FISH = 32393580, 23771716     # no Tributes while a face-up WATER monster is there
NEOS_ALIUS = 69884162                              # Level 4, no procedure


class OptionSpy:
    """The duel's chooser, noting the option prompts it is asked."""

    def __init__(self, inner):
        self.inner, self.asked = inner, []

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def select_option(self, request):
        self.asked.append(request)
        return self.inner.select_option(request)


def board(hand_code=CYBER_SHARK):
    duel = DuelSession()
    card = duel.add_card(hand_code, 0, "hand")
    fish = duel.add_card(COLORED_FISH, 0, "mzone")
    spy = OptionSpy(duel.duel.chooser)
    duel.duel.chooser = spy
    return duel, card, fish, spy


def test_both_ways_open_ask_the_player_ordinary_summon_first():
    duel, shark, fish, spy = board()
    duel.summon(shark, tribute=[fish])
    [asked] = spy.asked
    assert asked.options == [1, shark.effects[0].description]      # system string 1, then the procedure
    assert shark.summon_type & SUMMON_TYPE_ADVANCE and fish.location == LOCATION_GRAVE


def test_unanswered_without_tributes_the_procedure_summons_it():
    duel, shark, fish, spy = board()
    duel.summon(shark)
    assert len(spy.asked) == 1 and spy.asked[0].default == 1
    assert shark.summon_type == SUMMON_TYPE_NORMAL and fish.location == LOCATION_MZONE


def test_tributes_with_the_procedure_chosen_are_refused():
    duel, shark, fish, _ = board()
    duel.answers.load(option=[1])
    with pytest.raises(IllegalAction, match="its own procedure"):
        duel.summon(shark, tribute=[fish])


def test_a_monster_without_a_procedure_asks_nothing():
    duel, alius, _, spy = board(NEOS_ALIUS)
    duel.summon(alius)
    assert spy.asked == [] and alius.location == LOCATION_MZONE
