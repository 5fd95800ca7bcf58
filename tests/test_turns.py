"""Phases and turns as the engine runs them (process_turn, process_phase_event), through the
public DuelSession API, and the answer rule for forced prompts (contract Version 4)."""
import pytest

from harness.answers import AnswerQueue, UnusedAnswer
from harness.engine.state.decisions import CardSelection
from harness.engine.state.errors import IllegalAction
from harness.session import DuelSession

NORMAL = {"type": ["monster", "normal"], "attribute": "light", "race": "warrior", "level": 4, "atk": 1000, "def": 1000}
CARDS = {99260000 + n: dict(NORMAL, name=f"Plain {n}") for n in range(10)}


def _duel():
    return DuelSession(cards=CARDS)


def test_forced_selection_takes_an_answer_only_when_it_names_the_only_choice():
    a, b = object(), object()
    answers = AnswerQueue()
    answers.load(targets=[[b], [a]])
    forced = CardSelection(0, "target", [a], 1, 1)
    assert answers.select_cards(forced) == [a]              # `[b]` is not its choice: left for later
    assert answers.pending["targets"] == [[b], [a]]
    assert answers.select_cards(CardSelection(0, "target", [a, b], 1, 1)) == [b]
    assert answers.select_cards(forced) == [a] and answers.pending["targets"] == []


def test_an_answer_left_by_a_forced_prompt_and_taken_by_none_is_unused():
    a, b = object(), object()
    answers = AnswerQueue()
    answers.load(choose=[b])
    assert answers.select_cards(CardSelection(0, "choose", [a], 1, 1)) == [a]
    with pytest.raises(UnusedAnswer, match="choose"):
        answers.check_all_used()


def test_a_cancelable_selection_of_all_its_cards_is_not_forced():
    a = object()
    answers = AnswerQueue()
    answers.load(choose=[a])
    assert answers.select_cards(CardSelection(0, "choose", [a], 1, 1, cancelable=True)) == [a]
    assert answers.pending["choose"] == []


def test_next_turn_goes_to_the_other_players_main_phase_1_with_its_draw():
    duel = _duel()
    top1 = duel.add_card(99260001, player=1, location="deck", alias="top1")
    duel.start()
    duel.next_turn()
    assert (duel.duel.turn, duel.duel.turn_player) == (2, 1)
    assert duel.state(top1)["location"] == "hand"
    duel.phase("standby")                      # from Main Phase 1: the next turn's Standby Phase
    assert (duel.duel.turn, duel.duel.turn_player) == (3, 0)
    duel.next_turn()                           # from a Standby Phase: not this turn's Main Phase 1
    assert (duel.duel.turn, duel.duel.turn_player) == (4, 1)


def test_hand_size_discard_is_answered_on_the_step_that_leaves_the_end_phase():
    duel = _duel()
    hand = [duel.add_card(99260000 + n, player=0, location="hand", alias=f"h{n}") for n in range(8)]
    duel.start()
    duel.phase("end")
    assert len(duel.duel.zone_list(0, 2)) == 8          # still 8 at the End Phase's stop
    duel.next_turn(choose=[hand[0], hand[5]])
    for card in (hand[0], hand[5]):
        assert duel.state(card)["location"] == "grave"
        assert set(duel.state(card)["reason"]) == {"rule", "discard", "adjust"}


def test_hand_size_discard_unanswered_with_a_choice_fails_the_step():
    duel = _duel()
    for n in range(7):
        duel.add_card(99260000 + n, player=0, location="hand")
    duel.start()
    with pytest.raises(Exception, match="choose"):
        duel.next_turn()


def test_phase_draw_fails_when_the_draw_phase_is_skipped():
    duel = _duel()
    duel.add_card(99260001, player=1, location="deck")
    duel.start()
    duel.lua("""
        local e = Effect.GlobalEffect()
        e:SetType(EFFECT_TYPE_FIELD)
        e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
        e:SetCode(EFFECT_SKIP_DP)
        e:SetTargetRange(0, 1)
        e:SetReset(RESET_PHASE + PHASE_DRAW + RESET_OPPO_TURN)
        Duel.RegisterEffect(e, 0)
    """)
    with pytest.raises(IllegalAction, match="skipped"):
        duel.phase("draw")


def test_order_key_puts_the_named_cards_forced_phase_entries_first(tmp_path):
    """`order:` on a `phase:` step (contract Version 4): the bundled scenario
    turns/forced_phase_entries_in_the_cores_order.yaml checks the default order on both engines;
    the native oracle has no `order:`, so the other order is checked here."""
    from pathlib import Path
    from harness.scenario.loader import load_scenario
    from harness.scenario.runner import RunOptions, run_scenario
    bundled = Path(__file__).resolve().parent.parent / "scenarios" / "turns" / "forced_phase_entries_in_the_cores_order.yaml"
    text = bundled.read_text(encoding="utf-8")
    reordered = text.replace("  - phase: main1\n", "  - phase: main1\n    order: [keeper]\n")
    reordered = reordered.replace(
        "        - {event: chaining, cards: [burner]}\n        - {event: damage, event_player: 1, value: 100}\n"
        "        - {event: recover, event_player: 0, value: 300}\n",
        "        - {event: recover, event_player: 0, value: 300}\n        - {event: chaining, cards: [burner]}\n"
        "        - {event: damage, event_player: 1, value: 100}\n")
    assert reordered != text and "order: [keeper]" in reordered
    path = tmp_path / "ordered.yaml"
    path.write_text(reordered, encoding="utf-8")
    run_scenario(load_scenario(path), RunOptions())
    # the same expectations without `order:` fail: the default order is the other one
    path.write_text(reordered.replace("    order: [keeper]\n", ""), encoding="utf-8")
    with pytest.raises(Exception, match="recover"):
        run_scenario(load_scenario(path), RunOptions())


def test_the_other_player_gets_no_second_activation_at_the_same_phase_stop():
    """process_phase_event step 2: after the other player's chain at a phase stop it passes its
    prompt again, and the turn player's pass then ends the prompts: the native engine offers it
    nothing more in that phase (checked on the oracle: "not offered by the engine in the end phase")."""
    duel = DuelSession()
    target = duel.add_card(11091375, player=1, location="mzone", position="faceup_attack")
    first = duel.add_card(70046172, player=1, location="szone", position="facedown")
    second = duel.add_card(70046172, player=1, location="szone", position="facedown")
    duel.start()
    duel.phase("end")
    duel.activate(first, player=1, targets=[target])
    assert duel.state(target)["atk"] == 2600
    with pytest.raises(IllegalAction, match="cannot act in this phase any more"):
        duel.activate(second, player=1, targets=[target])


def test_a_god_hand_step_at_a_phase_stop_gives_the_other_player_priority_again():
    """The native oracle runs a god-hand step at a phase stop as the turn player's dispatcher, a
    continuous entry of its phase prompt: the passes before it no longer count, so the other
    player may activate again (checked on the oracle)."""
    duel = DuelSession()
    target = duel.add_card(11091375, player=1, location="mzone", position="faceup_attack")
    other = duel.add_card(89631139, player=0, location="mzone", position="faceup_attack")
    first = duel.add_card(70046172, player=1, location="szone", position="facedown")
    second = duel.add_card(70046172, player=1, location="szone", position="facedown")
    duel.start()
    duel.phase("end")
    duel.activate(first, player=1, targets=[target])
    duel.destroy([other])
    duel.activate(second, player=1, targets=[target])
    assert duel.state(target)["atk"] == 3300


def test_lava_golem_revived_by_an_effect_pays_its_summon_cost():
    """special_summon_step step 0 runs the EFFECT_SPSUMMON_COST operations: after Premature Burial
    revives Lava Golem its player cannot Normal Summon for the rest of the turn; before the
    revival, IsCanBeSpecialSummoned checked the cost's condition (no Normal Summon yet)."""
    duel = DuelSession()
    golem = duel.add_card(102380, player=0, location="grave")
    burial = duel.add_card(70828912, player=0, location="hand")
    normal = duel.add_card(91152256, player=0, location="hand")
    duel.start()
    duel.activate(burial, targets=[golem])
    assert duel.state(golem)["location"] == "mzone"
    with pytest.raises(IllegalAction):
        duel.summon(normal)


def test_the_battle_phase_cannot_be_left_while_a_monster_must_attack():
    # process_battle_command step 0: a monster that can attack under EFFECT_MUST_ATTACK takes
    # away the moves to Main Phase 2 and the End Phase
    duel = DuelSession(cards=CARDS)
    duel.set_turn(0, "main1", 2)
    forced = duel.add_card(99260001, player=0, location="mzone", alias="forced")
    foe = duel.add_card(99260002, player=1, location="mzone", alias="foe")
    duel.start()
    duel.lua("""
        local e = Effect.CreateEffect(cards.forced)
        e:SetType(EFFECT_TYPE_SINGLE)
        e:SetCode(EFFECT_MUST_ATTACK)
        cards.forced:RegisterEffect(e)
    """)
    duel.phase("battle")
    with pytest.raises(IllegalAction, match="must"):
        duel.phase("main2")
    duel.attack(forced, foe)
    duel.phase("main2")         # it attacked: it can attack no more
