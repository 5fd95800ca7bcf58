"""DuelSession: the public Python API for testing card scripts.

Build a board, act, and inspect, in a dozen readable lines; the YAML scenario runner is a thin
layer over this class, so a pytest test can do everything a scenario can.

    duel = DuelSession(cards={...})
    bewd = duel.add_card(89631139, player=1, location="mzone", alias="bewd")
    treasure = duel.add_card(1435851, location="hand", alias="treasure")
    duel.activate(treasure, targets=[bewd])
    assert treasure.equip_target is bewd and duel.current_atk(bewd) == 3300
"""
from dataclasses import dataclass, field
from pathlib import Path

from harness import constants
from harness.answers import AnswerQueue
from harness.carddb import CardDatabase
from harness.constants import (
    LOCATION_MZONE, LOCATION_SZONE, LOCATION_DECK, LOCATION_HAND, LOCATION_GRAVE, LOCATION_REMOVED,
    LOCATION_EXTRA, LOCATION_OVERLAY, POS_FACEUP, POS_FACEUP_ATTACK, POS_FACEDOWN, POS_FACEDOWN_DEFENSE,
    REASON_EFFECT, EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_IGNITION, EFFECT_TYPE_QUICK_O,
    EFFECT_TYPE_FIELD, EFFECT_DISABLE, LOCATION_ONFIELD, TYPE_MONSTER, STATUS_PROC_COMPLETE,
)
from harness.engine import adjust, attack_rules, battle, capabilities, chain, procedures, summons, invariants, operations, phase_event, script_checks, stats, timing, triggers, turn, win
from harness.engine.state.duel import Duel, PENDULUM_ZONE_SEQS
from harness.engine.state.errors import HarnessError, IllegalAction, NotImplementedByHarness
from harness.engine.actions.duel_rules import add_card_location
from harness.lua.host import LuaHost

PHASES = {name: constants.ALL[f"PHASE_{name.upper()}"] for name in
          ("draw", "standby", "main1", "battle_start", "battle_step", "damage", "damage_cal", "battle", "main2", "end")}


def _while_the_duel_goes_on(method):
    """An action after the duel is over is refused; one that ends the duel stops where the win
    check ends it, as the engine does (nothing else runs: engine/processor/win.py)."""
    def action(self, *args, **kwargs):
        if self.duel.winner is not None:
            raise IllegalAction(f"the duel is over: {win.describe(self.duel)}; no action can follow it")
        return method(self, *args, **kwargs)
    action.__name__, action.__doc__ = method.__name__, method.__doc__
    return action


EXTRA_DECK_SUMMONS = ("fusion", "synchro", "xyz", "link")     # board `summon_type:` from the Extra Deck


INLINE_CARDS = "inline cards"        # where a session's own cards come from, in card data errors


class DuelSession:
    def __init__(self, cards=None, cards_where=INLINE_CARDS, scripts=(), cdb=(), strict=True, seed=0,
                 check_invariants=True, checks=True, scope=None):
        """checks: the script-bug checks (harness.engine.script_checks.CHECKS); True for all, False
        for none, or a mapping name -> bool. scope: where script files may lead (harness.read_scope;
        default: the run's root, the bundled files and each script's own folder)."""
        self.carddb = CardDatabase.from_config(inline=cards or {}, inline_where=cards_where, files=list(cdb))
        self.answers = AnswerQueue(strict=strict)
        self.duel = Duel(self.carddb, chooser=self.answers, seed=seed)
        self.duel.checks = script_checks.settings(checks)
        self.answers.tracers = self.duel.tracers      # prompts are traced with everything else
        self.host = LuaHost(self.duel, [Path(p) for p in scripts], scope=scope)
        self.check_invariants = check_invariants
        self.aliases = {}
        self.answers.aliases = self.aliases           # `announce: ALIAS` names a board card
        self._negations = {}
        self._trigger_responses = []
        self._battle = None               # the paused attack (a battle.AttackFlow generator)
        self._replay_answer = None
        self._attack_responses = []
        self._expect_mark = self.duel.events.mark()     # DuelSession.expect: events since the previous one
        self._left_marks = None           # DuelSession.expect: effects and operation infos since then

    # -- board ----------------------------------------------------------------------------------------
    def set_turn(self, player=0, phase="main1", number=1):
        self.duel.turn_player, self.duel.turn = player, number
        # `battle` starts where a `phase: battle` step stops, and the native engine's Battle Phase
        # first gives the turn player a decision: the battle step (process_battle_command); the
        # phase reads PHASE_BATTLE only at its end (step 41)
        self.duel.phase = constants.PHASE_BATTLE_STEP if phase == "battle" else PHASES[phase]

    def set_lp(self, player, lp):
        self.duel.players[player].lp = lp

    def add_card(self, code, player=0, location="hand", alias=None, sequence=None, position=None, owner=None,
                 properly_summoned=True):
        """Create a card and put it on the board as a puzzle does: no activation, no events.
        properly_summoned: STATUS_PROC_COMPLETE, as Debug.AddCard's proc argument."""
        card = self.duel.new_card(code, player if owner is None else owner)
        if properly_summoned:
            card.status_flags |= STATUS_PROC_COMPLETE
        card.label = alias
        if alias is not None:
            self.aliases[alias] = card
        loc = constants.LOCATION.parse(location)
        if add_card_location(card, loc) != loc:         # the Extra Deck, face-down, as field::add_card does
            self.duel.warn(f"{card.describe()} is a Fusion, Synchro, Xyz or Link Monster: the board puts it in the "
                           f"Extra Deck, not the {'hand' if loc == LOCATION_HAND else 'Deck'}, as the engine does")
            loc, position = LOCATION_EXTRA, None
        if loc != LOCATION_OVERLAY:
            pos = constants.POS.parse(position) if position else _default_position(loc)
            operations.place(card, player, loc, sequence, pos)
            if card.is_onfield() and card.is_faceup():
                operations.enable_field_effect(card, True)
        return card

    def attach_overlay(self, card, holder):
        operations.attach_overlay(card, holder)

    def pre_summon(self, card, kind):
        """The monster was summoned earlier by `kind` ("fusion", "synchro", ...), as Debug.PreSummon
        sets it: its summon type, and the Extra Deck (Fusion, Synchro, Xyz, Link) or the hand as
        where from."""
        if card.current.location != constants.LOCATION_MZONE:
            raise IllegalAction(f"{card.describe()}: summon_type is for a monster in a Monster Zone")
        card.summon_type = getattr(constants, f"SUMMON_TYPE_{kind.upper()}")
        card.summon_location = constants.LOCATION_EXTRA if kind in EXTRA_DECK_SUMMONS else constants.LOCATION_HAND

    def pre_equip(self, equip_card, target):
        """The card starts equipped to target, as a puzzle's Debug.PreEquip: no activation, no
        events. The adjust pass of start() then destroys it if its equip limit rejects target."""
        if equip_card.current.location != LOCATION_SZONE or target.current.location != LOCATION_MZONE \
                or target.is_facedown():
            raise IllegalAction(f"{equip_card.describe()} can start equipped only from a Spell & Trap Zone "
                                f"to a face-up monster")
        operations.attach_equip(self.duel, equip_card, target)
        if not stats.equip_limit_allows(equip_card, target):
            self.duel.warn(
                f"{equip_card.describe()} starts equipped to {target.describe()}, but no equip limit of it accepts "
                f"that monster now, so the adjust pass destroys it before the first step (a script that registers "
                f"its limit only when it equips cannot be pre-equipped: equip it in a step instead)")

    def start(self):
        """After the board is built: what the engine does before the first player gets control,
        as after a puzzle's setup (the adjust pass: pre-equips take control, equips their limit
        rejects are destroyed; triggers that this raises)."""
        self._finish(lambda: None)

    def name_created(self, aliases, cards):
        """Give aliases to cards created during a step (Duel.CreateToken), in creation order."""
        if len(aliases) != len(cards):
            made = ", ".join(c.describe() for c in cards) or "none"
            raise HarnessError(f"`created:` names {len(aliases)} card(s), but the step created {len(cards)} ({made})")
        for alias, card in zip(aliases, cards):
            card.label = alias
            self.aliases[alias] = card

    def card(self, alias):
        try:
            return self.aliases[alias]
        except KeyError:
            raise HarnessError(f"unknown alias {alias!r}; defined: {', '.join(self.aliases)}") from None

    # -- actions --------------------------------------------------------------------------------------
    def activatable_effects(self, card):
        """The card's activated effects, in registration order (the numbering `effect: N` uses)."""
        return [e for e in card.effects if e.is_chain_link_type]

    def pick_effect(self, card, number=None, player=None):
        """Effect N (1-based, registration order), or the one effect a player could activate by
        choice: triggers are never picked, and among several the legal one is taken."""
        effects = self.activatable_effects(card)
        if not effects:
            raise IllegalAction(f"{card.describe()} has no activated effect")
        if number is not None:
            if not 1 <= number <= len(effects):
                raise IllegalAction(f"{card.describe()} has {len(effects)} activated effect(s); effect {number} does not exist")
            return effects[number - 1]
        by_choice = [e for e in effects if e.type & _ACTIVATED_BY_CHOICE] or effects
        if len(by_choice) > 1:
            player = card.controller if player is None else player
            legal = [e for e in by_choice if _legal_now(self.duel, e, player)]
            by_choice = legal if len(legal) == 1 else by_choice
        if len(by_choice) > 1:
            listing = "; ".join(f"effect {effects.index(e) + 1}: {_describe_effect(e)}" for e in by_choice)
            raise IllegalAction(f"{card.describe()} has several effects it could activate; add `effect: N` ({listing})")
        return by_choice[0]

    def choice_effect_numbers(self, card):
        """The numbers (as `effect: N` counts them) of the effects a player activates by choice."""
        return [n for n, e in enumerate(self.activatable_effects(card), 1) if e.type & _ACTIVATED_BY_CHOICE]

    def can_activate(self, card, effect=None, player=None):
        """The full legality check, with no side effect: (ok, reason)."""
        target_effect = self.pick_effect(card, effect, player)
        verdict = chain.check_activation(self.duel, target_effect, card.controller if player is None else player)
        return verdict.ok, verdict.reason

    @_while_the_duel_goes_on
    def activate(self, card, effect=None, player=None, chain_responses=(), **answers):
        """Activate an effect; each response in chain_responses is a dict of the same arguments
        (card, effect, player, answers), or a callable run at that point of the chain (a check);
        then both players pass and the chain resolves."""
        acting = card.controller if player is None else player
        # At a Draw, Standby or End Phase stop the turn player has the prompt: the other player acts
        # once the turn player has taken its forced entries and passed (process_phase_event), and
        # after its chain it has the prompt again (its own forced entries) until it passes.
        # When the turn player's entry starts a chain (a forced trigger), the activation responds
        # to it if it can, and the step stops when that chain has resolved.
        at_prompt = phase_event.at_phase_prompt(self.duel)
        response = at_prompt and acting != self.duel.turn_player
        if at_prompt and not response:
            phase_event.turn_player_acted(self.duel)
        try:
            if response:
                self.answers.load(**answers)
                answers = {}

                def respond():
                    target_effect = self.pick_effect(card, effect, player)
                    if not chain.check_activation(self.duel, target_effect, acting):
                        return False
                    self._activate_link(card, effect, player, {})
                    self._add_responses(chain_responses)
                    return True
                if phase_event.yield_priority(self.duel, respond):
                    self._finish(lambda: None)
                    return
            self._activate_link(card, effect, player, answers)
            self._add_responses(chain_responses)
        except win.DuelOver:          # while the chain was built (an LP cost, the turn player's phase effects)
            self._finish(lambda: None)
            return
        except BaseException:
            self.answers.discard()
            raise
        self._finish(lambda: None, then=(lambda: phase_event.resume_after_response(self.duel)) if response else None)

    def _activate_link(self, card, effect, player, answers, own_answers=False):
        """own_answers (a chain response): its answers serve its own activation and resolution
        first, as the native oracle routes them, not the prompts of the links it responds to."""
        if not self.duel.chain:
            self.duel.new_event_batch()
        outer = self.answers.take_pending() if own_answers else None
        self.answers.load(**answers)
        target_effect = self.pick_effect(card, effect, player)
        length = len(self.duel.chain)
        chain.activate(self.duel, target_effect, card.controller if player is None else player)
        if own_answers:
            mine = self.answers.take_pending()
            self.answers.restore_front(outer)
            if len(self.duel.chain) > length:
                self.duel.chain[length].answers = mine
            else:
                self.answers.restore_front(mine)
        triggers.chain_forced_quick(self.duel)

    def respond_to_triggers(self, responses):
        """Responses (as `activate`'s chain_responses) to the chain of triggers that the next
        action opens: a player answering a summon trigger, say."""
        self._trigger_responses = list(responses)

    def _respond(self):
        responses, self._trigger_responses = self._trigger_responses, []
        self._add_responses(responses)

    def _add_responses(self, responses):
        """Each response: a dict (card, effect, player and answers) activated as a new chain link,
        or a callable run at that point of the chain (a legality check)."""
        for response in responses:
            if callable(response):
                response()
                continue
            response = dict(response)
            self._activate_link(response.pop("card"), response.pop("effect", None), response.pop("player", None), response,
                                own_answers=True)

    def _respond_in_summon_window(self):
        """The step's `chain:` responses, when the first of them may respond to the summon being
        announced (Solemn Judgment to EVENT_SUMMON, say); else they wait for its trigger chain."""
        if not self._trigger_responses or callable(self._trigger_responses[0]):
            return
        first = dict(self._trigger_responses[0])
        card = first["card"]
        try:
            effect = self.pick_effect(card, first.get("effect"), first.get("player"))
        except IllegalAction:
            return
        player = card.controller if first.get("player") is None else first["player"]
        if chain.check_activation(self.duel, effect, player):
            responses, self._trigger_responses = self._trigger_responses, []
            self._add_responses(responses)

    def _finish(self, action, then=None):
        """Run an action, then everything the engine does before a player gets control back
        (`then`: what the engine does after that before the step stops, as a phase prompt going on)."""
        if not self.duel.chain:
            self.duel.new_event_batch()
        self.duel.summon_responder = self._respond_in_summon_window
        try:
            try:
                if self.duel.winner is None:
                    action()
                    adjust.adjust(self.duel)
                    triggers.settle(self.duel, self._respond if self._trigger_responses else None)
                    if then is not None:
                        then()
                    turn.idle_command(self.duel)       # back at the Main Phase prompt: EFFECT_SKIP_M1/M2 end it
            except win.DuelOver:            # the step ends where the duel did
                self.duel.trace("duel", f"the duel is over: {win.describe(self.duel)}; the step stops there")
            if self._trigger_responses:
                raise IllegalAction("`chain:` was given, but the step opened no chain to respond to"
                                    + (" before the duel ended" if self.duel.winner is not None else ""))
        except BaseException:
            self.answers.discard()
            self._trigger_responses = []
            raise
        finally:
            self.duel.summon_responder = None
        self.answers.check_all_used()
        self.after_step()

    @_while_the_duel_goes_on
    def destroy(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.destroy(self.duel, cs, None, r, p), cards, reason, player)

    @_while_the_duel_goes_on
    def send_to_grave(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.send_to(self.duel, cs, None, r, p, LOCATION_GRAVE), cards, reason, player)

    @_while_the_duel_goes_on
    def banish(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.send_to(self.duel, cs, None, r, p, LOCATION_REMOVED), cards, reason, player)

    @_while_the_duel_goes_on
    def to_hand(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.send_to(self.duel, cs, None, r, p, LOCATION_HAND), cards, reason, player)

    @_while_the_duel_goes_on
    def to_deck(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.send_to(self.duel, cs, None, r, p, LOCATION_DECK), cards, reason, player)

    def _move(self, operation, cards, reason, player):
        player = self.duel.turn_player if player is None else player
        self._finish(lambda: operation(list(cards), reason, player))

    @_while_the_duel_goes_on
    def change_position(self, card, position, player=None):
        pos = constants.POS.parse(position) if isinstance(position, str) else position
        player = self.duel.turn_player if player is None else player
        self._finish(lambda: operations.change_position(self.duel, [card], pos, None, player))

    @_while_the_duel_goes_on
    def equip(self, card, target, player=None):
        """A direct Duel.Equip outside any chain."""
        player = card.controller if player is None else player
        self._finish(lambda: operations.equip(self.duel, player, card, target))

    @_while_the_duel_goes_on
    def change_control(self, card, to, player=None):
        player = self.duel.turn_player if player is None else player
        self._finish(lambda: operations.get_control(self.duel, [card], None, player, to))

    @_while_the_duel_goes_on
    def negate(self, card):
        """Negate the card's effects until restore(card), as a real negator does: a field
        EFFECT_DISABLE over the field (so a face-down card or one off the field is not negated)."""
        def apply():
            effect = self.duel.new_effect(None)
            effect.type, effect.code = EFFECT_TYPE_FIELD, EFFECT_DISABLE
            effect.target_range = (LOCATION_ONFIELD, LOCATION_ONFIELD)
            effect.target = lambda _effect, candidate: candidate is card
            self.duel.register_effect(effect, player=0)
            self._negations.setdefault(id(card), []).append(effect)
        self._finish(apply)

    @_while_the_duel_goes_on
    def restore(self, card):
        """End the negations that negate(card) applied."""
        def lift():
            for effect in self._negations.pop(id(card), []):
                operations.remove_effect(effect)
        self._finish(lift)

    @_while_the_duel_goes_on
    def summon(self, card, tribute=(), position="faceup_attack", player=None):
        """Normal Summon (a Tribute Summon with `tribute`), with its events."""
        player = card.controller if player is None else player
        pos = constants.POS.parse(position)
        self._finish(lambda: summons.normal_summon(self.duel, card, player, list(tribute), pos))

    @_while_the_duel_goes_on
    def set(self, card, tribute=(), player=None):
        """Set a monster face-down, or a Spell/Trap in the Spell & Trap Zone."""
        player = card.controller if player is None else player
        if stats.current_type(card) & TYPE_MONSTER:
            self._finish(lambda: summons.normal_summon(self.duel, card, player, list(tribute), POS_FACEDOWN_DEFENSE))
        else:
            self._finish(lambda: operations.set_spell_trap(self.duel, card, player))

    @_while_the_duel_goes_on
    def special_summon(self, card, position="faceup_attack", player=None, procedure=False, **answers):
        """Special Summon the card by no effect (a puzzle's or a rule's summon), with its events;
        with procedure=True, by its own summon procedure (EFFECT_SPSUMMON_PROC) as the player's
        action in a Main Phase, the prompts answered by `answers` (materials=[...], choose=...)."""
        if procedure:
            self.summon_by_procedure(card, 0, player, **answers)
            return
        player = card.controller if player is None else player
        pos = constants.POS.parse(position)
        self._finish(lambda: summons.special_summon(self.duel, [card], 0, player, player, pos, None))

    @_while_the_duel_goes_on
    def summon_by_procedure(self, card, summon_type=0, player=None, **answers):
        """The turn player Special Summons the card by its own procedure (the idle command's
        special-summon entry): summon_type 0 for any, or SUMMON_TYPE_SYNCHRO / XYZ / LINK. The
        step fails unless the card ends in a Monster Zone summoned that way."""
        self.finish_attack()
        player = self.duel.turn_player if player is None else player
        self._check_main_phase(player, "Special Summon a monster by its procedure")
        self.answers.load(**answers)

        def summon():
            summoned = procedures.special_summon_rule(self.duel, player, card, summon_type, cancelable=True)
            if summoned is None:
                raise IllegalAction(f"{card.describe()}'s procedure summoned nothing (its selection was cancelled "
                                    f"or selected no card: answer it with `materials:`)")
            wrong = [c for c in summoned if (summon_type and c.summon_type >> 24 != summon_type >> 24)
                     or c.current.location != constants.LOCATION_MZONE]
            if wrong:
                raise IllegalAction(f"{card.describe()}'s procedure did not summon it that way")
        self._finish(summon)

    @_while_the_duel_goes_on
    def flip_summon(self, card, player=None):
        """The turn player Flip Summons a face-down monster in a Main Phase (the rules of the idle
        command: not the turn it was Set, once per turn with position changes)."""
        self.finish_attack()
        player = self.duel.turn_player if player is None else player
        self._check_own_main_phase(card, player, "Flip Summon")
        if not capabilities.can_be_flip_summoned(card, player):
            raise IllegalAction(f"{card.describe()} cannot be Flip Summoned now (not face-down, Set or summoned this "
                                f"turn, its position already changed, or an effect forbids it)")
        self._finish(lambda: summons.flip_summon(self.duel, card, player))

    @_while_the_duel_goes_on
    def change_battle_position(self, card, player=None):
        """The turn player changes a monster's battle position in a Main Phase: Attack to Defense
        and back (face-up), once per turn, not the turn it was summoned nor after it attacked."""
        self.finish_attack()
        player = self.duel.turn_player if player is None else player
        self._check_own_main_phase(card, player, "change the battle position of")
        if card.is_facedown() or not capabilities.can_change_position(card, player):
            raise IllegalAction(f"the battle position of {card.describe()} cannot be changed now (face-down, summoned "
                                f"or changed this turn, it attacked, or an effect forbids it)")
        position = constants.POS_FACEUP_DEFENSE if card.is_position(constants.POS_ATTACK) else constants.POS_FACEUP_ATTACK

        def change():
            self.duel.phase_action = True          # process_idle_command: a manual position change
            operations.change_position(self.duel, [card], position, None, player)
            card.status_flags |= constants.STATUS_CANNOT_CHANGE_FORM
        self._finish(change)

    @_while_the_duel_goes_on
    def pendulum_summon(self, cards, player=None):
        """The turn player Pendulum Summons these monsters (from the hand and face-up from the
        Extra Deck) with the scales in the Pendulum Zones: the left scale's EFFECT_SPSUMMON_PROC_G
        (aux.EnablePendulumAttribute), its selection answered by `cards`."""
        self.finish_attack()
        player = self.duel.turn_player if player is None else player
        self._check_main_phase(player, "Pendulum Summon")
        left = self.duel.zone_list(player, constants.LOCATION_SZONE)[PENDULUM_ZONE_SEQS[0]]
        if left is None or not procedures.pendulum_procedures(self.duel, left, player):
            raise IllegalAction(f"player {player} cannot Pendulum Summon now (two Pendulum Scales are needed, and a "
                                f"Pendulum Summon is once per turn)")
        self.answers.load(materials=list(cards))

        def summon():
            procedures.special_summon_rule(self.duel, player, left, cancelable=True)
            missed = [c for c in cards if c.current.location != constants.LOCATION_MZONE
                      or c.summon_type >> 24 != constants.SUMMON_TYPE_PENDULUM >> 24]
            if missed:
                raise IllegalAction("not Pendulum Summoned: " + ", ".join(c.describe() for c in missed))
        self._finish(summon)

    def _check_main_phase(self, player, action):
        if player != self.duel.turn_player or not self.duel.phase & (constants.PHASE_MAIN1 | constants.PHASE_MAIN2) \
                or self.duel.chain:
            raise IllegalAction(f"only the turn player may {action}, in a Main Phase with no chain")

    def _check_own_main_phase(self, card, player, action):
        self._check_main_phase(player, f"{action} a monster")
        if card.controller != player or card.current.location != constants.LOCATION_MZONE:
            raise IllegalAction(f"{card.describe()} is not a monster player {player} controls")

    @_while_the_duel_goes_on
    def phase(self, name, order=(), **answers):
        """Move to a phase (a later phase of this turn, or of the next turn), running everything
        the engine does on the way (draws, the phase prompts, the hand-size discard, resets).
        An attack paused in a window is finished first. `answers` answer the prompts on the way
        (`triggers={card: True}`, `choose=[...]` for the hand-size discard, ...); `order`: the
        cards whose forced entries of the phase prompt being left go first, in that order."""
        self.finish_attack()
        self.answers.load(**answers)
        self._finish(lambda: turn.advance_to(self.duel, PHASES[name], order=list(order)))

    @_while_the_duel_goes_on
    def next_turn(self, **answers):
        """Go on to Main Phase 1 of the next turn (the other player's), through the rest of this
        turn and the next turn's Draw and Standby Phases; answers as for phase()."""
        self.finish_attack()
        self.answers.load(**answers)

        def advance():
            if self.duel.phase in (constants.PHASE_DRAW, constants.PHASE_STANDBY):
                turn.advance_to(self.duel, constants.PHASE_END)
            turn.advance_to(self.duel, constants.PHASE_MAIN1)
        self._finish(advance)

    # -- battle ---------------------------------------------------------------------------------------
    @_while_the_duel_goes_on
    def attack(self, attacker, target=None, chain_responses=(), stop_at=None, replay=None, **answers):
        """The turn player's `attacker` declares an attack on `target` (None: directly), entering
        the Battle Phase first from Main Phase 1, and the attack runs as in the engine (see
        harness/engine/processor/battle.py). chain_responses: as activate's, in the attack declaration
        window. stop_at: pause in that window (battle.WINDOWS); continue_battle() goes on.
        replay: the answer when the replay rule asks (a card, "direct" or "stop"; unanswered:
        stop). Returns an AttackResult. An attack the rules forbid raises IllegalAction."""
        self.finish_attack()
        if stop_at is not None and stop_at not in battle.WINDOWS:
            raise HarnessError(f"unknown battle window {stop_at!r}; windows: {', '.join(battle.WINDOWS)}")
        problem = attack_rules.why_not(self.duel, attacker, target)
        if problem:
            raise IllegalAction(problem)
        if self.duel.phase == constants.PHASE_MAIN1:
            self._finish(lambda: turn.enter_battle_phase(self.duel))
            if self.duel.winner is not None:        # the duel ended in the Start Step
                return self._attack_result(attacker, target, None, self.duel.events.mark())
            problem = attack_rules.why_not(self.duel, attacker, target)   # the Start Step may change it
            if problem:
                raise IllegalAction(f"after entering the Battle Phase: {problem}")
        mark = self.duel.events.mark()
        if replay is not None:
            self._replay_answer = replay
        self._attack_responses = list(chain_responses)
        self._battle = battle.AttackFlow(self.duel, attacker, target, self._choose_replay).run()
        self.duel.trace("battle", f"{attacker.describe()} attacks "
                        + (target.describe() if target is not None else "directly"))
        try:
            self.answers.load(**answers)
            window = self._drive(stop_at)
        except BaseException:
            self._battle = None
            self.duel.attack = None
            raise
        return self._attack_result(attacker, target, window, mark)

    @_while_the_duel_goes_on
    def continue_battle(self, until=None):
        """Resume the paused attack up to the window `until` (None or "end": to the end of the attack)."""
        if self._battle is None:
            raise IllegalAction("no attack is paused in a battle window (`stop_at:` on an `attack` step pauses one)")
        if until == "end":
            until = None
        if until is not None and until not in battle.WINDOWS:
            raise HarnessError(f"unknown battle window {until!r}; windows: {', '.join(battle.WINDOWS)}, end")
        attack = self.duel.attack
        mark = self.duel.events.mark()
        window = self._drive(until)
        return self._attack_result(attack.attacker, attack.target, window, mark)

    def answer_replay(self, answer):
        """The answer to the next replay question (a card, "direct" or "stop")."""
        self._replay_answer = answer

    def finish_attack(self):
        """Run a paused attack to its end (the next step is not one that acts inside its window)."""
        if self._battle is not None:
            self._drive(None)

    @property
    def battle_window(self):
        """The window a paused attack is in, or None."""
        return self.duel.attack.window if self._battle is not None and self.duel.attack is not None else None

    def attackable(self, attacker, target=None):
        """(ok, reason): whether `attacker` could declare an attack on target (None: directly)
        now, with the whole legality of the declaration and no side effect."""
        problem = attack_rules.why_not(self.duel, attacker, target)
        return problem is None, problem or ""

    def _drive(self, until):
        """Run the attack until the window `until` (it pauses there) or its end."""
        def run():
            while True:
                try:
                    window = next(self._battle)
                except win.DuelOver:
                    self._battle = None
                    self.duel.attack = None
                    raise
                except StopIteration:
                    self._battle = None
                    turn.battle_command(self.duel)
                    if until is not None:
                        raise IllegalAction(f"the attack ended before the {until!r} window") from None
                    return None
                self.duel.trace("battle", f"window: {window}")
                if window == "attack_declared" and self._attack_responses:
                    responses, self._attack_responses = self._attack_responses, []
                    self._add_responses(responses)
                    triggers.settle(self.duel)
                if window == until:
                    return window
        result = []
        self._finish(lambda: result.append(run()))
        return result[0] if result else None       # none: the duel ended during the attack

    def _choose_replay(self, targets, direct_allowed, forced):
        answer, self._replay_answer = self._replay_answer, None
        if answer is None or answer == battle.STOP:
            if forced:
                raise IllegalAction("the attacker must attack (EFFECT_MUST_ATTACK): answer the replay with "
                                    "`replay: ALIAS` or `replay: direct`")
            self.duel.trace("prompt", "replay: " + ("stop (`replay: stop`)" if answer else
                                                    "not answered: no new attack (`replay:` answers it)"))
            return battle.STOP
        if answer == battle.DIRECT:
            if not direct_allowed:
                raise IllegalAction("the replay cannot be a direct attack; it may attack: "
                                    + ", ".join(t.describe() for t in targets))
            return battle.DIRECT
        if answer not in targets:
            raise IllegalAction(f"the replay cannot attack {answer.describe()}; it may attack: "
                                + (", ".join(t.describe() for t in targets) or "nothing") + ("; or directly" if direct_allowed else ""))
        return answer

    def _attack_result(self, attacker, target, window, mark):
        events = self.duel.events.since(mark)
        damage = {0: 0, 1: 0}
        for event in events:
            if event.code == constants.EVENT_BATTLE_DAMAGE:
                damage[event.event_player] += event.value
        destroyed = [c for e in events if e.code == constants.EVENT_BATTLE_DESTROYED for c in e.cards]
        negated = any(e.code == constants.EVENT_ATTACK_DISABLED for e in events)
        return AttackResult(attacker, target, window, damage, destroyed, negated, events)

    @_while_the_duel_goes_on
    def lua(self, code, name="lua step", first_line=1):
        """Run a Lua snippet in the duel; `cards.ALIAS` is bound to each aliased card. Errors name
        `name:line`, counting lines from first_line (a scenario passes its file and YAML line)."""
        code = "\n" * (first_line - 1) + code
        table = self.host.runtime.new_table()
        for alias, card in self.aliases.items():
            table[alias] = self.host.context.userdata(card)
        with self.duel.acting(None, self.duel.turn_player):
            self._finish(lambda: self.host.run_snippet(code, f"@{name}", {"cards": table}))

    def after_step(self):
        timing.window_closed(self.duel)            # the step is over: both players passed
        self.duel.pending_events.clear()
        self.duel.forced_quick.clear()
        if self.check_invariants:
            invariants.check(self.duel)

    # -- inspection -----------------------------------------------------------------------------------
    @property
    def offered(self):
        """The cards each card selection offered (a scenario's `offered:`), one list per selection
        in prompt order, since the session began or the list was last cleared: clear it before an
        action to see that action's (`duel.offered.clear()`)."""
        return self.answers.offered_log

    @property
    def asked(self):
        """What each yes/no and option prompt asked (a scenario's `asked:`, decisions.asked_item), in
        prompt order, since the session began or the list was last cleared."""
        return self.answers.asked_log

    def current_atk(self, card):
        return stats.attack_and_defense(card)[0]

    def current_def(self, card):
        return stats.attack_and_defense(card)[1]

    @property
    def winner(self):
        """The player who won (0 or 1), "draw", or None while the duel goes on."""
        winner = self.duel.winner
        return "draw" if winner == constants.PLAYER_NONE else winner

    def events_since(self, mark):
        return self.duel.events.since(mark)

    # -- checking, with the YAML names ----------------------------------------------------------------
    def state(self, card):
        """A card (or its alias) as a YAML expectation names it: {"location": "grave", "position":
        "faceup_attack", "reason": ["destroy", "effect"], "equip_target": "bewd", ...}."""
        from harness.scenario.assertions import card_state
        return card_state(self.card(card) if isinstance(card, str) else card)

    def expect(self, expected=None, **by_alias):
        """Check an `expect:` step's mapping (the YAML keys: aliases, players, events, chain, winner,
        warnings, registered, operation_info), given as a dict or as keywords; raise AssertionError
        listing every unmet expectation. `events`, `registered` and `operation_info` look at what
        happened since the previous expect (the first: since the session began, its board too)."""
        from harness.scenario.assertions import check_expect
        from harness.scenario.left_by_steps import Marks
        wanted = {**(expected or {}), **by_alias}
        events = self.duel.events.since(self._expect_mark)
        self._expect_mark = self.duel.events.mark()
        marks, self._left_marks = self._left_marks or Marks(self.duel, start=True), Marks(self.duel)
        mismatches = check_expect(self, wanted, events, marks)
        if mismatches:
            raise AssertionError(f"{len(mismatches)} expectation(s) not met:\n" +
                                 "\n".join(f"  {m}" for m in mismatches))


@dataclass
class AttackResult:
    """What an attack did: where it paused (`window`, None when it ended), the battle damage each
    player took, the monsters destroyed by battle, whether the attack was negated, its events."""
    attacker: object
    target: object
    window: object
    damage: dict
    destroyed: list
    negated: bool
    events: list = field(repr=False, default_factory=list)


def _default_position(location):
    if location == LOCATION_MZONE:
        return POS_FACEUP_ATTACK
    if location in (LOCATION_DECK, LOCATION_HAND, LOCATION_EXTRA):
        return POS_FACEDOWN_DEFENSE
    if location in (LOCATION_SZONE,):
        return POS_FACEDOWN
    return POS_FACEUP


_ACTIVATED_BY_CHOICE = EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_IGNITION | EFFECT_TYPE_QUICK_O


def _legal_now(duel, effect, player):
    try:
        return chain.check_activation(duel, effect, player).ok
    except NotImplementedByHarness:
        return False


def _describe_effect(effect):
    return f"type {'+'.join(constants.EFFECT_TYPE.names(effect.type))}, code {effect.code}"
