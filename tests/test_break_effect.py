"""Duel.BreakEffect: an optional "when ... you can" trigger set off before it misses its timing
(processor.cpp field::break_effect drops the non-delay optional triggers of core.new_ochain).
The scenario triggers/break_effect_makes_a_when_you_can_trigger_miss_its_timing.yaml shows the
outcome; a declined offer gives the same board, so this test checks what was offered."""
from harness.constants import LOCATION_GRAVE, LOCATION_MZONE, LOCATION_SZONE
from harness.session import DuelSession

FIRE_HAND, ICE_HAND, TYPHOON = 68535320, 95929069, 5318639


def test_the_trigger_of_a_monster_destroyed_before_break_effect_is_never_offered():
    duel = DuelSession()
    fire = duel.add_card(FIRE_HAND, 0, "mzone")
    typhoon = duel.add_card(TYPHOON, 0, "szone")
    ice_deck = duel.add_card(ICE_HAND, 0, "deck")
    ice_foe = duel.add_card(ICE_HAND, 1, "mzone")
    offered = []
    offer = duel.answers.offer_trigger
    duel.answers.offer_trigger = lambda request: offered.append(request.effect.handler) or offer(request)
    duel.answers.load(triggers={fire: True}, targets=[ice_foe], yes=True)
    duel.destroy([fire], player=1)
    assert ice_foe.location == LOCATION_GRAVE and ice_deck.location == LOCATION_MZONE
    assert offered == [fire]                  # Ice Hand destroyed, then "then": its trigger missed
    assert typhoon.location == LOCATION_SZONE
