"""DuelSession: the public Python API for testing card scripts.

Build a board, act, and inspect, in a dozen readable lines; the YAML scenario runner is a thin
layer over this class, so a pytest test can do everything a scenario can.

    duel = DuelSession(cards={...})
    bewd = duel.add_card(89631139, player=1, location="mzone", alias="bewd")
    treasure = duel.add_card(1435851, location="hand", alias="treasure")
    duel.activate(treasure, targets=[bewd])
    assert treasure.equip_target is bewd and duel.attack(bewd) == 3300
"""
from pathlib import Path

from harness import constants
from harness.answers import AnswerQueue
from harness.carddb import CardDatabase
from harness.constants import (
    LOCATION_MZONE, LOCATION_SZONE, LOCATION_DECK, LOCATION_HAND, LOCATION_GRAVE, LOCATION_REMOVED,
    LOCATION_EXTRA, LOCATION_OVERLAY, POS_FACEUP, POS_FACEUP_ATTACK, POS_FACEDOWN, POS_FACEDOWN_DEFENSE,
    REASON_EFFECT, EFFECT_TYPE_ACTIONS, EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_IGNITION, EFFECT_TYPE_QUICK_O,
    EFFECT_TYPE_FIELD, EFFECT_DISABLE, LOCATION_ONFIELD, TYPE_MONSTER, STATUS_PROC_COMPLETE,
)
from harness.engine import adjust, chain, invariants, operations, script_checks, stats, triggers, turn
from harness.engine.duel import Duel
from harness.engine.errors import HarnessError, IllegalAction, NotImplementedByHarness
from harness.lua.host import LuaHost

PHASES = {name: constants.ALL[f"PHASE_{name.upper()}"] for name in
          ("draw", "standby", "main1", "battle_start", "battle_step", "damage", "damage_cal", "battle", "main2", "end")}


class DuelSession:
    def __init__(self, cards=None, cards_where="inline cards", scripts=(), cdb=(), strict=True, seed=0,
                 check_invariants=True, checks=True):
        """checks: the script-bug checks (harness.engine.script_checks.CHECKS); True for all, False
        for none, or a mapping name -> bool."""
        self.carddb = CardDatabase.from_config(inline=cards or {}, inline_where=cards_where, files=list(cdb))
        self.answers = AnswerQueue(strict=strict)
        self.duel = Duel(self.carddb, chooser=self.answers, seed=seed)
        self.duel.checks = script_checks.settings(checks)
        self.answers.tracers = self.duel.tracers      # prompts are traced with everything else
        self.host = LuaHost(self.duel, [Path(p) for p in scripts])
        self.check_invariants = check_invariants
        self.aliases = {}
        self.answers.aliases = self.aliases           # `announce: ALIAS` names a board card
        self._negations = {}
        self._trigger_responses = []

    # -- board ----------------------------------------------------------------------------------------
    def set_turn(self, player=0, phase="main1", number=1):
        self.duel.turn_player, self.duel.turn = player, number
        self.duel.phase = PHASES[phase]

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
        if loc != LOCATION_OVERLAY:
            pos = constants.POS.parse(position) if position else _default_position(loc)
            operations.place(card, player, loc, sequence, pos)
            if card.is_onfield() and card.is_faceup():
                operations.enable_field_effect(card, True)
        return card

    def attach_overlay(self, card, holder):
        operations.attach_overlay(card, holder)

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

    def card(self, alias):
        try:
            return self.aliases[alias]
        except KeyError:
            raise HarnessError(f"unknown alias {alias!r}; defined: {', '.join(self.aliases)}") from None

    # -- actions --------------------------------------------------------------------------------------
    def activatable_effects(self, card):
        """The card's activated effects, in registration order (the numbering `effect: N` uses)."""
        return [e for e in card.effects if e.type & EFFECT_TYPE_ACTIONS]

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

    def activate(self, card, effect=None, player=None, chain_responses=(), **answers):
        """Activate an effect; each response in chain_responses is a dict of the same arguments
        (card, effect, player, answers), or a callable run at that point of the chain (a check);
        then both players pass and the chain resolves."""
        try:
            self._activate_link(card, effect, player, answers)
            self._add_responses(chain_responses)
        except BaseException:
            self.answers.discard()
            raise
        self._finish(lambda: None)

    def _activate_link(self, card, effect, player, answers):
        if not self.duel.chain:
            self.duel.new_event_batch()
        self.answers.load(**answers)
        target_effect = self.pick_effect(card, effect, player)
        chain.activate(self.duel, target_effect, card.controller if player is None else player)
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
            self._activate_link(response.pop("card"), response.pop("effect", None), response.pop("player", None), response)

    def _finish(self, action):
        """Run an action, then everything the engine does before a player gets control back."""
        if not self.duel.chain:
            self.duel.new_event_batch()
        try:
            action()
            adjust.adjust(self.duel)
            triggers.settle(self.duel, self._respond if self._trigger_responses else None)
            if self._trigger_responses:
                raise IllegalAction("`chain:` was given, but the step opened no chain of triggers to respond to")
        except BaseException:
            self.answers.discard()
            self._trigger_responses = []
            raise
        self.answers.check_all_used()
        self.after_step()

    def destroy(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.destroy(self.duel, cs, None, r, p), cards, reason, player)

    def send_to_grave(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.send_to(self.duel, cs, None, r, p, LOCATION_GRAVE), cards, reason, player)

    def banish(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.send_to(self.duel, cs, None, r, p, LOCATION_REMOVED), cards, reason, player)

    def to_hand(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.send_to(self.duel, cs, None, r, p, LOCATION_HAND), cards, reason, player)

    def to_deck(self, cards, reason=REASON_EFFECT, player=None):
        self._move(lambda cs, r, p: operations.send_to(self.duel, cs, None, r, p, LOCATION_DECK), cards, reason, player)

    def _move(self, operation, cards, reason, player):
        player = self.duel.turn_player if player is None else player
        self._finish(lambda: operation(list(cards), reason, player))

    def change_position(self, card, position, player=None):
        pos = constants.POS.parse(position) if isinstance(position, str) else position
        player = self.duel.turn_player if player is None else player
        self._finish(lambda: operations.change_position(self.duel, [card], pos, None, player))

    def equip(self, card, target, player=None):
        """A direct Duel.Equip outside any chain."""
        player = card.controller if player is None else player
        self._finish(lambda: operations.equip(self.duel, player, card, target))

    def change_control(self, card, to, player=None):
        player = self.duel.turn_player if player is None else player
        self._finish(lambda: operations.get_control(self.duel, [card], None, player, to))

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

    def restore(self, card):
        """End the negations that negate(card) applied."""
        def lift():
            for effect in self._negations.pop(id(card), []):
                operations.remove_effect(effect)
        self._finish(lift)

    def summon(self, card, tribute=(), position="faceup_attack", player=None):
        """Normal Summon (a Tribute Summon with `tribute`), with its events."""
        player = card.controller if player is None else player
        pos = constants.POS.parse(position)
        self._finish(lambda: operations.normal_summon(self.duel, card, player, list(tribute), pos))

    def set(self, card, tribute=(), player=None):
        """Set a monster face-down, or a Spell/Trap in the Spell & Trap Zone."""
        player = card.controller if player is None else player
        if stats.current_type(card) & TYPE_MONSTER:
            self._finish(lambda: operations.normal_summon(self.duel, card, player, list(tribute), POS_FACEDOWN_DEFENSE))
        else:
            self._finish(lambda: operations.set_spell_trap(self.duel, card, player))

    def special_summon(self, card, position="faceup_attack", player=None):
        """Special Summon the card by no effect (a puzzle's or a rule's summon), with its events."""
        player = card.controller if player is None else player
        pos = constants.POS.parse(position)
        self._finish(lambda: operations.special_summon(self.duel, [card], 0, player, player, pos, None))

    def phase(self, name):
        """Move to a phase (a later phase of this turn, or of the next turn), running phase events."""
        self._finish(lambda: turn.advance_to(self.duel, PHASES[name]))

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
        self.duel.pending_events.clear()
        self.duel.forced_quick.clear()
        if self.check_invariants:
            invariants.check(self.duel)

    # -- inspection -----------------------------------------------------------------------------------
    def attack(self, card):
        return stats.attack_and_defense(card)[0]

    def defense(self, card):
        return stats.attack_and_defense(card)[1]

    def events_since(self, mark):
        return self.duel.events.since(mark)


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
