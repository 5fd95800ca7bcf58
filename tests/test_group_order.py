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
