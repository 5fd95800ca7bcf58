"""The events a move raises, in the native engine's order: what snapshot files assert (each case
was found by a snapshot that the native oracle ran and disagreed with)."""
from harness import constants
from harness.engine.state.events import event_name
from harness.session import DuelSession

RAIGEKI, SOLEMN_JUDGMENT = 12580477, 41420027
PLAIN = {99700001: {"name": "Plain Beast", "type": ["monster", "normal"], "level": 4, "atk": 1000, "def": 1000}}


def names(duel, mark, card=None):
    return [event_name(e.code) for e in duel.events_since(mark) if card is None or card in e.cards]


def test_a_card_whose_activation_is_negated_leaves_the_field_without_leave_field_events():
    duel = DuelSession(cards=PLAIN)
    duel.add_card(99700001, player=1, location="mzone", alias="beast")
    raigeki = duel.add_card(RAIGEKI, player=0, location="hand", alias="raigeki")
    solemn = duel.add_card(SOLEMN_JUDGMENT, player=1, location="szone", alias="solemn")
    duel.start()
    mark = duel.duel.events.mark()
    duel.activate(raigeki, chain_responses=[{"card": solemn}])
    assert raigeki.location == constants.LOCATION_GRAVE
    seen = names(duel, mark, raigeki)
    assert "to_grave" in seen and "destroyed" in seen          # field::send_to step 4 and 10 at db4fd16
    assert "leave_field" not in seen and "leave_field_p" not in seen
    assert "leave_field" in names(duel, mark, solemn)       # Solemn Judgment resolved and left as usual


def test_a_draw_raises_draw_then_to_hand_then_move_for_the_drawing_player_and_no_leave_deck():
    duel = DuelSession(cards=PLAIN)
    top = duel.add_card(99700001, player=0, location="deck", alias="top")
    duel.start()
    mark = duel.duel.events.mark()
    duel.lua("Duel.Draw(0, 1, REASON_EFFECT)")
    logged = [e for e in duel.events_since(mark) if top in e.cards]
    assert [event_name(e.code) for e in logged] == ["draw", "to_hand", "move"]           # field::draw
    assert {(e.event_player, e.value) for e in logged} == {(0, 1)}


def test_discard_deck_raises_the_destination_and_move_only():
    duel = DuelSession(cards=PLAIN)
    top = duel.add_card(99700001, player=0, location="deck", alias="top")
    duel.start()
    mark = duel.duel.events.mark()
    duel.lua("Duel.DiscardDeck(0, 1, REASON_EFFECT)")
    assert names(duel, mark, top) == ["to_grave", "move"]                                # field::discard_deck
