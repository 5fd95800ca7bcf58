"""A group's cards go in the core's card_set order (card_sort: by card id, the order the cards
were created in), whatever order they were found or added in: GetFirst/GetNext, and every loop
a script runs over a group, see them as on the engine."""
from harness.bundled import BUNDLED_SCRIPTS
from harness.session import DuelSession

FIRST_IS_B = "Duel.SetLP(0, ({group}):GetFirst() == cards.b and 1000 or 2000)"


def _board():
    # b is created first but sits in a later zone than a
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    session.add_card(46986414, 0, "mzone", alias="b", sequence=1)      # Dark Magician
    session.add_card(89631139, 0, "mzone", alias="a", sequence=0)      # Blue-Eyes White Dragon
    return session


def test_a_matching_group_goes_in_creation_order_not_zone_order():
    session = _board()
    session.lua(FIRST_IS_B.format(group="Duel.GetMatchingGroup(nil, 0, LOCATION_MZONE, 0, nil)"))
    assert session.duel.players[0].lp == 1000


def test_a_group_built_card_by_card_goes_in_creation_order():
    session = _board()
    session.lua("local g = Group.CreateGroup()\ng:AddCard(cards.a)\ng:AddCard(cards.b)\n"
                + FIRST_IS_B.format(group="g"))
    assert session.duel.players[0].lp == 1000


def test_the_first_matching_card_is_the_first_the_core_looks_at_the_deck_from_its_top():
    # field::filter_matching_card: the Monster Zones before the Deck, the Deck from its top
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    session.add_card(46986414, 0, "deck", alias="bottom")
    session.add_card(46986414, 0, "deck", alias="top")          # added last: the top card
    session.add_card(46986414, 0, "grave", alias="grave")
    session.lua("local c = Duel.GetFirstMatchingCard(Card.IsCode, 0, LOCATION_DECK + LOCATION_GRAVE, 0, nil, 46986414)\n"
                "Duel.SetLP(0, c == cards.top and 1000 or 2000)")
    assert session.duel.players[0].lp == 1000
    session.lua("local c = Duel.GetFirstMatchingCard(Card.IsCode, 0, LOCATION_GRAVE + LOCATION_DECK, 0, nil, 46986414)\n"
                "Duel.SetLP(1, c == cards.top and 1000 or 2000)")      # the Deck still before the GY
    assert session.duel.players[1].lp == 1000
