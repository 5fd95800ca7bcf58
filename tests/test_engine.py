"""Engine rules through the public Python API (DuelSession), one behaviour per test."""
import pytest

from harness.constants import (
    RACE_WARRIOR, POS_FACEUP_DEFENSE, EVENT_ADJUST,
    LOCATION_DECK, LOCATION_EXTRA, LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, LOCATION_SZONE, LOCATION_PZONE,
    REASON_DESTROY, REASON_LOST_TARGET, REASON_RULE, PLAYER_NONE,
    TYPE_EQUIP, TYPE_MONSTER, TYPE_SPELL, TYPE_TRAP, EVENT_DESTROYED,
)
from harness.engine import stats
from harness.engine.state.errors import IllegalAction
from harness.engine.rules.invariants import InvariantViolation, check
from harness.session import DuelSession

BEWD, DM, GAIA = 89631139, 46986414, 6368038
TREASURE, AXE, RAIGEKI, MST, CED = 1435851, 40619825, 12580477, 5318639, 94192409


@pytest.fixture
def duel():
    return DuelSession()


def names(events):
    return [e.name for e in events]


def test_equip_spell_raises_atk_only_while_face_up_and_equipped(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    axe = duel.add_card(AXE, 0, "hand", "axe")
    duel.activate(axe, targets=[bewd])
    assert axe.equip_target is bewd and bewd.equipped == [axe]
    assert duel.current_atk(bewd) == 4000
    duel.change_position(axe, "facedown")      # a face-down equip applies nothing
    assert duel.current_atk(bewd) == 3000


def test_destroying_the_monster_destroys_the_equip_by_rule_with_lost_target(duel):
    bewd = duel.add_card(BEWD, 1, "mzone", "bewd")
    axe = duel.add_card(AXE, 0, "szone", "axe", position="faceup")
    duel.pre_equip(axe, bewd)
    mark = duel.duel.events.mark()
    duel.destroy([bewd])
    assert axe.location == LOCATION_GRAVE
    assert axe.reason == REASON_DESTROY | REASON_RULE | REASON_LOST_TARGET
    assert axe.reason_player == PLAYER_NONE and axe.previous_equip_target is bewd and axe.equip_target is None
    destroyed = [e for e in duel.events_since(mark) if e.code == EVENT_DESTROYED]
    assert [e.cards for e in destroyed] == [[bewd], [axe]]        # the monster first, then its equip


def test_equip_to_a_facedown_monster_sends_the_card_to_the_grave_by_rule(duel):
    dm = duel.add_card(DM, 0, "mzone", "dm", position="facedown_defense")
    axe = duel.add_card(AXE, 0, "hand", "axe")
    duel.equip(axe, dm)
    assert axe.location == LOCATION_GRAVE and axe.reason == REASON_RULE


def test_equip_limit_checked_by_adjust(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    treasure = duel.add_card(TREASURE, 0, "hand", "treasure")
    duel.activate(treasure, targets=[bewd])
    duel.lua("local e=Effect.CreateEffect(cards.bewd) e:SetType(EFFECT_TYPE_SINGLE) "
             "e:SetCode(EFFECT_CHANGE_RACE) e:SetValue(RACE_WARRIOR) cards.bewd:RegisterEffect(e)")
    assert treasure.location == LOCATION_GRAVE and treasure.reason == REASON_DESTROY | REASON_RULE


ANY_MONSTER_LIMIT = ("local e=Effect.CreateEffect(cards.{0}) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_EQUIP_LIMIT) "
                     "e:SetProperty(EFFECT_FLAG_CANNOT_DISABLE) e:SetValue(1) cards.{0}:RegisterEffect(e)")


def test_an_equip_without_equip_limit_is_destroyed_by_the_adjust_pass(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    gaia = duel.add_card(GAIA, 0, "mzone", "gaia")
    duel.equip(gaia, bewd)
    assert gaia.location == LOCATION_GRAVE and gaia.reason == REASON_DESTROY | REASON_RULE


def test_monster_as_equip_is_an_equip_spell_until_it_leaves(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    gaia = duel.add_card(GAIA, 0, "mzone", "gaia")
    duel.lua(ANY_MONSTER_LIMIT.format("gaia"))
    duel.equip(gaia, bewd)
    assert stats.current_type(gaia) == TYPE_SPELL | TYPE_EQUIP
    # As the core's getters: a monster card keeps reporting its printed stats as an Equip Card
    # (ruling R60 says it has none; docs/rulings.md, "Where the engine departs from the rulings").
    assert stats.attack_and_defense(gaia) == (2300, 2100) and stats.current_race(gaia) == RACE_WARRIOR
    assert stats.current_level(gaia) == 7
    duel.destroy([bewd])
    assert gaia.location == LOCATION_GRAVE and stats.current_type(gaia) & TYPE_MONSTER


def test_trap_as_equip_stays_a_trap(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    ced = duel.add_card(CED, 0, "szone", "ced")
    duel.lua(ANY_MONSTER_LIMIT.format("ced"))
    duel.equip(ced, bewd)
    assert stats.current_type(ced) == TYPE_TRAP | TYPE_EQUIP


def test_control_change_keeps_equips_on_their_controllers_field(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    axe = duel.add_card(AXE, 0, "hand", "axe")
    duel.activate(axe, targets=[bewd])
    duel.change_control(bewd, 1)
    assert bewd.controller == 1 and axe.controller == 0 and axe.equip_target is bewd
    assert duel.current_atk(bewd) == 4000
    check(duel.duel)


def test_equip_effect_that_takes_control_returns_it_when_the_equip_leaves(duel):
    bewd = duel.add_card(BEWD, 1, "mzone", "bewd")
    axe = duel.add_card(AXE, 0, "szone", "axe", position="faceup")
    duel.pre_equip(axe, bewd)
    duel.lua("local e=Effect.CreateEffect(cards.axe) e:SetType(EFFECT_TYPE_EQUIP) e:SetCode(EFFECT_SET_CONTROL) "
             "e:SetValue(function(e) return e:GetHandlerPlayer() end) cards.axe:RegisterEffect(e)")
    assert bewd.controller == 0
    duel.destroy([axe])
    assert bewd.controller == 1


def test_negated_equip_keeps_equipped_and_stops_its_bonus(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    axe = duel.add_card(AXE, 0, "szone", "axe", position="faceup")
    duel.pre_equip(axe, bewd)
    duel.negate(axe)
    assert axe.equip_target is bewd and duel.current_atk(bewd) == 3000
    duel.restore(axe)
    assert duel.current_atk(bewd) == 4000


def test_normal_spell_goes_to_the_grave_by_rule_when_the_chain_ends(duel):
    duel.add_card(BEWD, 1, "mzone", "bewd")
    raigeki = duel.add_card(RAIGEKI, 0, "hand", "raigeki")
    duel.activate(raigeki)
    assert raigeki.location == LOCATION_GRAVE and raigeki.reason == REASON_RULE


def test_chain_resolves_last_in_first_out(duel):
    bewd = duel.add_card(BEWD, 1, "mzone", "bewd")
    treasure = duel.add_card(TREASURE, 0, "hand", "treasure")
    ced = duel.add_card(CED, 1, "szone", "ced")
    duel.activate(treasure, targets=[bewd], chain_responses=[dict(card=ced, targets=[bewd])])
    assert bewd.location == LOCATION_HAND               # CED resolved first
    assert treasure.location == LOCATION_GRAVE and treasure.reason == REASON_RULE


def test_spell_speed_1_cannot_respond(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    treasure = duel.add_card(TREASURE, 0, "hand", "treasure")
    axe = duel.add_card(AXE, 0, "hand", "axe")
    with pytest.raises(IllegalAction, match="spell speed 1"):
        duel.activate(treasure, targets=[bewd], chain_responses=[dict(card=axe, targets=[bewd])])


def test_trap_set_this_turn_cannot_be_activated(duel):
    duel.add_card(BEWD, 0, "mzone", "bewd")
    ced = duel.add_card(CED, 0, "hand", "ced")
    duel.set(ced)
    ok, reason = duel.can_activate(ced)
    assert not ok and "Set this turn" in reason


def test_end_phase_reset_and_next_turn(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    duel.lua("local e=Effect.CreateEffect(cards.bewd) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_ATTACK) "
             "e:SetValue(100) e:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END) cards.bewd:RegisterEffect(e)")
    assert duel.current_atk(bewd) == 3100
    duel.phase("standby")
    assert duel.duel.turn == 2 and duel.duel.turn_player == 1 and duel.current_atk(bewd) == 3000


def test_optional_trigger_is_offered_and_can_be_declined(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    duel.lua("""
      local e=Effect.CreateEffect(cards.bewd)
      e:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
      e:SetCode(EVENT_TO_GRAVE)
      e:SetProperty(EFFECT_FLAG_DELAY)
      e:SetCategory(CATEGORY_RECOVER)
      e:SetOperation(function(e,tp) Duel.Recover(tp,500,REASON_EFFECT) end)
      cards.bewd:RegisterEffect(e)""")
    duel.answers.load(triggers={bewd: True})
    duel.destroy([bewd])
    assert duel.duel.players[0].lp == 8500
    duel2 = DuelSession()
    dm = duel2.add_card(DM, 0, "mzone", "dm")
    duel2.destroy([dm])
    assert duel2.duel.players[0].lp == 8000


def test_invariants_catch_a_broken_equip_relation(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    axe = duel.add_card(AXE, 0, "hand", "axe")
    axe.equip_target = bewd                                  # a one-sided relation, from the hand
    with pytest.raises(InvariantViolation, match="does not list it"):
        check(duel.duel)


# -- Normal Summons: the Tributes a Level needs (card::get_summon_tribute) ------------------------

def test_a_level_5_monster_cannot_be_normal_summoned_without_a_tribute(duel):
    dm = duel.add_card(46986414, 0, "hand", "dm")          # Dark Magician, Level 7
    with pytest.raises(IllegalAction, match=r"needs 2 Tribute\(s\) to Normal Summon, 0 given"):
        duel.summon(dm)
    assert dm.location == LOCATION_HAND and duel.duel.normal_summons[0] == 0


def test_a_monster_that_counts_as_two_tributes_is_the_only_tribute_of_a_level_7(duel):
    # EFFECT_DOUBLE_TRIBUTE (select_tribute's release values): Mystical Elf is worth 2 Tributes for it
    elf = duel.add_card(15025844, 0, "mzone", "elf")
    dm = duel.add_card(46986414, 0, "hand", "dm")          # Dark Magician, Level 7
    with pytest.raises(IllegalAction, match=r"needs 2 Tribute\(s\) to Normal Summon, 1 given"):
        duel.summon(dm, tribute=[elf])
    duel.lua("local e=Effect.CreateEffect(cards.elf) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_DOUBLE_TRIBUTE) "
             "e:SetValue(function(e,c) return c:IsRace(RACE_SPELLCASTER) end) cards.elf:RegisterEffect(e)")
    duel.summon(dm, tribute=[elf])
    assert dm.location == LOCATION_MZONE and elf.location == LOCATION_GRAVE


def test_a_level_4_monster_takes_no_tribute(duel):
    elf = duel.add_card(15025844, 0, "hand", "elf")
    fodder = duel.add_card(89631139, 0, "mzone", "fodder")
    with pytest.raises(IllegalAction, match=r"needs 0 Tribute\(s\) to Normal Summon, 1 given"):
        duel.summon(elf, tribute=[fodder])
    assert fodder.location == LOCATION_MZONE


def test_a_set_needs_the_same_tributes(duel):
    gaia = duel.add_card(6368038, 0, "hand", "gaia")
    one = duel.add_card(15025844, 0, "mzone", "one")
    with pytest.raises(IllegalAction, match=r"needs 2 Tribute\(s\) to Set, 1 given"):
        duel.set(gaia, tribute=[one])


def test_move_to_field_places_a_card_in_a_pendulum_zone(duel):
    magician = duel.add_card(BEWD, 0, "hand", "pend")
    duel.lua("""
        assert(Duel.MoveToField(cards.pend, 0, 0, LOCATION_PZONE, POS_FACEUP, true))
        assert(cards.pend:IsLocation(LOCATION_PZONE) and Duel.CheckLocation(0, LOCATION_PZONE, 1))
    """)
    assert magician.location == LOCATION_SZONE and magician.sequence in (6, 7)


def test_a_special_summon_for_the_opponent_has_the_effects_player_as_reason_player(duel):
    mine = duel.add_card(BEWD, 0, "grave", "mine")
    theirs = duel.add_card(GAIA, 1, "grave", "theirs")
    with duel.duel.acting(None, 0):
        duel.lua("""
            Duel.SpecialSummonStep(cards.mine, 0, 0, 0, false, false, POS_FACEUP)
            Duel.SpecialSummonStep(cards.theirs, 0, 1, 1, false, false, POS_FACEUP)
            Duel.SpecialSummonComplete()
        """)
    assert (mine.reason_player, theirs.reason_player, theirs.summon_player) == (0, 0, 1)


ENGINE_CARDS = __import__("pathlib").Path(__file__).parent / "data" / "engine_cards"


def test_a_pendulum_monster_is_activated_in_a_pendulum_zone():
    duel = DuelSession(cards={99500001: {"name": "Scale Keeper", "type": ["monster", "effect", "pendulum"],
                                         "level": 4, "lscale": 3, "rscale": 3, "atk": 1000, "def": 1000}},
                       scripts=[ENGINE_CARDS])
    keeper = duel.add_card(99500001, 0, "hand", "keeper")
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    duel.activate(keeper)
    assert keeper.is_location(LOCATION_PZONE) and duel.current_atk(bewd) == 3100


def test_counters_without_permit_and_the_face_up_rule(duel):
    bewd = duel.add_card(BEWD, 1, "mzone", "bewd")
    hidden = duel.add_card(GAIA, 1, "mzone", "hidden", position="facedown_defense")
    duel.lua("""
        assert(cards.bewd:IsCanAddCounter(0x1009, 2), "a counter without permit needs no EFFECT_COUNTER_PERMIT")
        assert(not cards.bewd:IsCanAddCounter(0x9, 1), "a counter with permit needs one")
        assert(not cards.hidden:IsCanAddCounter(0x1009, 1), "only face-up cards on the field")
    """)


def test_choose_answers_a_forced_cost_only_when_it_names_the_only_choice():
    """Contract Version 4: a prompt with one legal answer takes the step's next answer of its key
    when that answer names exactly the choice (as the native oracle takes an answer that fits);
    any other answer is left for a later prompt."""
    from harness.answers import AnswerQueue
    from harness.engine.state.decisions import CardSelection
    a, b = object(), object()
    answers = AnswerQueue()
    answers.load(choose=[[b], [a]])
    forced = CardSelection(0, "cost", [a], 1, 1)        # `choose: [b]` is not its choice: it answers itself
    assert answers.select_cards(forced) == [a] and answers.pending["choose"] == [[b], [a]]
    choice = CardSelection(0, "cost", [a, b], 1, 1)
    assert answers.select_cards(choice) == [b] and answers.pending["choose"] == [[a]]
    assert answers.select_cards(forced) == [a] and answers.pending["choose"] == []   # names it: taken


def test_move_sequence_puts_a_deck_card_on_top_or_at_the_bottom(duel):
    first = duel.add_card(BEWD, 0, "deck", "first")
    second = duel.add_card(GAIA, 0, "deck", "second")      # added last: on top
    duel.lua("Duel.MoveSequence(cards.first, SEQ_DECKTOP)")
    assert duel.duel.zone_list(0, LOCATION_DECK)[-1] is first
    duel.lua("Duel.MoveSequence(cards.first, SEQ_DECKBOTTOM)")
    assert duel.duel.zone_list(0, LOCATION_DECK)[0] is first and second.sequence == 1


def test_card_relations_end_with_their_reset(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    gaia = duel.add_card(GAIA, 1, "mzone", "gaia")
    duel.lua("""
        cards.bewd:CreateRelation(cards.gaia, RESET_EVENT + RESETS_STANDARD)
        assert(cards.bewd:IsRelateToCard(cards.gaia))
    """)
    duel.to_hand([bewd])
    duel.lua("assert(not cards.bewd:IsRelateToCard(cards.gaia), 'RESET_TOHAND ends it')")


def test_link_rating_previous_archetype_and_no_battle_target(duel):
    duel2 = DuelSession(cards={99500002: {"name": "Arrow Link", "type": ["monster", "normal", "link"], "link": 2,
                                          "atk": 1000, "link_marker": ["bottom_left", "bottom_right"]},
                               99500003: {"name": "Tagged Knight", "type": ["monster", "normal"], "setcode": 0x10a2,
                                          "level": 4, "atk": 1000, "def": 1000}})
    duel2.add_card(99500002, 0, "mzone", "arrow")
    knight = duel2.add_card(99500003, 0, "mzone", "knight")
    duel2.send_to_grave([knight])
    duel2.lua("""
        assert(cards.arrow:IsLink(2) and not cards.arrow:IsLink(1, 3))
        assert(cards.knight:IsPreviousSetCard(0xa2) and not cards.knight:IsPreviousSetCard(0x10))
        assert(cards.arrow:GetBattleTarget() == nil, "no attack has been declared")
    """)


def test_set_position_and_event_adjust_in_the_adjust_pass():
    duel = DuelSession(cards={99500004: {"name": "Guard Banner", "type": ["spell", "continuous"]}},
                       scripts=[ENGINE_CARDS])
    banner = duel.add_card(99500004, 0, "hand", "banner")
    bewd = duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.activate(banner)
    assert bewd.position == POS_FACEUP_DEFENSE
    watcher = next(e for e in banner.effects if e.code == EVENT_ADJUST)
    assert watcher.labels[0] > 0          # the adjust pass raised EVENT_ADJUST


def test_chkc_check_leaves_effects_with_several_select_target_calls_alone():
    duel = DuelSession(cards={99500005: {"name": "Twin Return", "type": ["spell"]}}, scripts=[ENGINE_CARDS])
    twin = duel.add_card(99500005, 0, "hand", "twin")
    mine, theirs = duel.add_card(BEWD, 0, "mzone", "mine"), duel.add_card(GAIA, 1, "mzone", "theirs")
    duel.activate(twin, targets=[[mine], [theirs]])
    assert mine.location == theirs.location == LOCATION_HAND
    assert not [w for w in duel.duel.warnings if "chkc" in w]


def test_last_select_hint_is_kept_per_player(duel):
    duel.lua("""
        Duel.Hint(HINT_SELECTMSG, 1, HINTMSG_DESTROY)
        assert(Duel.GetLastSelectHint(1) == HINTMSG_DESTROY and Duel.GetLastSelectHint(0) == 0)
    """)


def test_previous_values_on_the_field(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    hidden = duel.add_card(GAIA, 0, "mzone", "hidden", position="facedown_defense")
    duel.destroy([bewd, hidden])
    duel.lua("""
        local b, h = cards.bewd, cards.hidden
        assert(b:GetPreviousLevelOnField() == 8 and b:GetPreviousRaceOnField() == RACE_DRAGON)
        assert(b:GetPreviousAttributeOnField() == ATTRIBUTE_LIGHT and b:GetPreviousAttackOnField() == 3000)
        assert(h:GetPreviousLevelOnField() == 7 and h:GetPreviousAttackOnField() == 2300, "face-down: printed data")
    """)


def test_a_card_moved_to_the_field_is_no_longer_leaving(duel):
    from harness.engine import operations
    trap = duel.add_card(CED, 0, "szone", "trap", position="faceup")
    trap.leave_confirmed = True                     # a Normal Trap activated this chain
    operations.move_to_field(duel.duel, trap, 0, 0, LOCATION_MZONE, POS_FACEUP_DEFENSE)
    assert not trap.leave_confirmed and trap.location == LOCATION_MZONE


def test_mandatory_quick_effects_that_chain_themselves_forever_end_with_a_script_error(duel):
    from harness.engine.state.errors import ScriptError
    duel.add_card(BEWD, 1, "grave", "echo")
    duel.add_card(GAIA, 1, "mzone", "target")
    raigeki = duel.add_card(RAIGEKI, 0, "hand", "raigeki")
    duel.lua("""
        local e = Effect.CreateEffect(cards.echo)
        e:SetType(EFFECT_TYPE_QUICK_F)
        e:SetCode(EVENT_CHAINING)
        e:SetRange(LOCATION_GRAVE)
        cards.echo:RegisterEffect(e)
    """)
    with pytest.raises(ScriptError, match="mandatory quick effects kept chaining themselves"):
        duel.activate(raigeki)


def test_a_field_effect_out_of_range_never_asks_its_target_function(duel):
    # As default_aura_filter: is_available first, so a target function that only makes sense on
    # the field (an equip's GetEquipTarget():GetBattleTarget(), say) is not called from the hand.
    duel.add_card(AXE, 0, "hand", "axe")
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    duel.lua("""
        local e = Effect.CreateEffect(cards.axe)
        e:SetType(EFFECT_TYPE_FIELD)
        e:SetCode(EFFECT_UPDATE_ATTACK)
        e:SetRange(LOCATION_SZONE)
        e:SetTargetRange(LOCATION_MZONE, 0)
        e:SetTarget(function(e, c) return e:GetHandler():GetEquipTarget():IsFaceup() end)
        e:SetValue(100)
        cards.axe:RegisterEffect(e)
    """)
    assert duel.current_atk(bewd) == 3000


def test_a_card_that_keeps_asking_readjust_is_sent_to_the_gy(duel):
    spinner = duel.add_card(AXE, 0, "szone", "spinner", position="faceup")
    duel.lua("""
        local e = Effect.CreateEffect(cards.spinner)
        e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
        e:SetCode(EVENT_ADJUST)
        e:SetRange(LOCATION_SZONE)
        e:SetOperation(function() Duel.Readjust() end)
        cards.spinner:RegisterEffect(e)
    """)
    assert spinner.location == LOCATION_GRAVE and spinner.reason == REASON_RULE


@pytest.mark.parametrize("location", ["hand", "deck"])
def test_an_extra_deck_monster_put_in_the_hand_or_deck_goes_to_the_extra_deck(location):
    # field::add_card: the board puts a Fusion, Synchro, Xyz or Link Monster in the Extra Deck
    session = DuelSession(cards={99500003: {"name": "Fused Knight", "type": ["monster", "normal", "fusion"], "level": 5,
                                            "atk": 1800, "def": 1600}})
    card = session.add_card(99500003, 0, location, alias="fused")
    assert card.current.location == LOCATION_EXTRA and card.is_facedown()
    assert any("put" in warning and "Extra Deck" in warning for warning in session.duel.warnings)


def test_debug_add_card_puts_an_extra_deck_monster_for_the_hand_in_the_extra_deck():
    session = DuelSession(cards={99500003: {"name": "Fused Knight", "type": ["monster", "normal", "fusion"], "level": 5,
                                            "atk": 1800, "def": 1600}})
    session.lua("Debug.AddCard(99500003, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN)")
    [card] = [c for c in session.duel.cards if c.data.code == 99500003]
    assert card.current.location == LOCATION_EXTRA


GRAVE_TARGET = """\
-- test card: targets a monster in its controller's GY (shuffles it into the Deck); CHKC is its chkc branch
local s, id = GetID()
function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e:SetTarget(s.target)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end
function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return CHKC end
  if chk == 0 then return Duel.IsExistingTarget(Card.IsType, tp, LOCATION_GRAVE, 0, 1, nil, TYPE_MONSTER) end
  Duel.SelectTarget(tp, Card.IsType, tp, LOCATION_GRAVE, 0, 1, 1, nil, TYPE_MONSTER)
end
function s.operation(e, tp)
  Duel.SendtoDeck(Duel.GetFirstTarget(), nil, SEQ_DECKSHUFFLE, REASON_EFFECT)
end
"""


@pytest.mark.parametrize("chkc, warned", [
    ("chkc:IsLocation(LOCATION_REMOVED) and chkc:IsControler(tp) and chkc:IsType(TYPE_MONSTER)", True),  # the wrong place
    ("false", False),                    # the idiom: its targets are not checked one by one
])
def test_a_chkc_branch_that_accepts_only_cards_elsewhere_is_reported(tmp_path, chkc, warned):
    (tmp_path / "c99500090.lua").write_text(GRAVE_TARGET.replace("CHKC", chkc), encoding="utf-8")
    duel = DuelSession(cards={99500090: {"name": "Grave Return", "type": ["spell"]}}, scripts=[tmp_path])
    spell = duel.add_card(99500090, 0, "hand", "spell")
    dead = duel.add_card(BEWD, 0, "grave", "dead")
    duel.add_card(GAIA, 0, "removed", "gone")          # what the wrong place holds
    duel.activate(spell, targets=[dead])
    assert dead.location == LOCATION_DECK
    found = [w for w in duel.duel.warnings if "chkc branch accepts cards SelectTarget did not offer" in w]
    assert bool(found) == warned and (not found or "Gaia" in found[0])
