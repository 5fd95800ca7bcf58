"""The duel: players, zones, every card and effect, the turn, the chain and the event log.

State and the queries over it live here; the rules that change it live in operations.py,
chain.py and adjust.py (as field/processor do in the core).
"""
import random
from contextlib import contextmanager
from dataclasses import dataclass

from harness.constants import (
    LOCATION_DECK, LOCATION_HAND, LOCATION_MZONE, LOCATION_SZONE, LOCATION_GRAVE,
    LOCATION_REMOVED, LOCATION_EXTRA, LOCATION_OVERLAY, LOCATION_FZONE, LOCATION_PZONE,
    PHASE_MAIN1, PLAYER_NONE, STATUS_COPYING_EFFECT, STATUS_INITIALIZING,
    EFFECT_FLAG_OATH, EFFECT_FLAG_INITIAL, EFFECT_FLAG_COPY,
    EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_TRIGGER_O, PHASE_DRAW, PHASE_END, PHASE_STANDBY,
)
from harness.carddb import CardData
from . import script_bugs
from .card import Card
from .decisions import Chooser
from .effect import Effect
from .errors import ActionWhileLoading, ScriptError
from .events import EventLog
from .hooks import PROCESSOR
from .host import NoScripts, truthy

LIST_LOCATIONS = (LOCATION_DECK, LOCATION_HAND, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_EXTRA)
MZONE_SLOTS = 7   # 5 Main Monster Zones + 2 Extra Monster Zones
SZONE_SLOTS = 8   # 5 Spell & Trap Zones, the Field Zone (5), two Pendulum Zones (6, 7)
FIELD_ZONE_SEQ = 5
PENDULUM_ZONE_SEQS = (6, 7)
PENDULUM_SPELL_ZONES = (0, 4)    # Master Rule 5: the Pendulum Zones are Spell & Trap Zones 0 and 4
EXTRA_MONSTER_ZONES = (5, 6)     # shared: one player's Monster Zone 5 is the other's 6


@dataclass
class Player:
    lp: int = 8000
    start_count: int = 5      # Debug.SetPlayerInfo: cards drawn at the start (puzzles)
    draw_count: int = 1       # cards drawn in the Draw Phase (field::get_draw_count)


class Duel:
    def __init__(self, carddb, host=None, chooser=None, seed=0):
        self.carddb = carddb
        self.host = host or NoScripts()
        self.chooser = chooser or Chooser()
        self.random = random.Random(seed)
        self.processor = PROCESSOR        # what an action sets in motion above it (state/hooks.py)
        self.players = [Player(), Player()]
        self.turn = 1
        self.turn_player = 0
        self.phase = PHASE_MAIN1
        self.cards = []
        self.player_effects = []          # effects registered to a player (Duel.RegisterEffect)
        self.registered_effects = []      # every registered effect, in registration order (fast lookups)
        # The registered effects by code, built on demand (the lookups of every value and event
        # ask one code): in registration order, kept up to date in place; and in all_effects()
        # order, rebuilt after any change. Effect.code's setter drops both.
        self._registered_by_code = None
        self._listed_by_code = None
        self.chain = []                   # the chain being built or resolved
        self.chain_ids = 0
        self.events = EventLog()
        self.pending_events = []          # raised but not yet checked for triggers
        self.event_batch = 0              # increases with each action (a chain link, a step)
        self.stepped_equips = []          # Duel.Equip(..., is_step=true) awaiting EquipComplete
        self.stepped_summons = []         # Duel.SpecialSummonStep awaiting SpecialSummonComplete
        self.reserved_lp_changes = []     # Duel.Damage / Recover with is_step awaiting Duel.RDComplete
        self.next_field_id = 1
        self.copy_id = 1                  # infos.copy_id: numbers each Card.CopyEffect
        self.copy_reset = self.copy_reset_count = 0   # core.copy_reset(_count) while a copy runs
        self.count_limits = {}            # (player, count code) -> uses this turn / duel
        self.reason_effect = None         # the effect whose script is running: reason of what it does
        self.reason_player = PLAYER_NONE
        self.current_link = None          # the chain link being activated or resolved
        self.continuous_chain = []        # the links of the continuous effects resolving now (core.continuous_chain)
        self.chain_solving = False        # core.chain_solving / conti_solving: a delayed continuous
        self.conti_solving = False        # effect (EFFECT_FLAG_DELAY) raised meanwhile waits
        self.delayed_continuous = ([], [])  # core.delayed_continuous_tp / _ntp (triggers.py)
        self.last_hint = ""               # HINT_SELECTMSG for the next selection
        self.last_select_hint = [0, 0]    # the last HINT_SELECTMSG value per player (GetLastSelectHint)
        self._zones = [self._empty_zones(), self._empty_zones()]
        self.tracers = []                 # callables(kind, text): see trace()
        self.checks = {}                  # script_checks name -> error | warning | off (default: its level)
        self.checking_callback = None     # "cost"/"target" while one runs with chk==0
        self.checking_registered = []     # (effect, what) a running check registered (checking())
        self.loading_card = None          # the card whose script is loading (new_card): no duel actions
        self.paying_cost = False          # a cost function runs (its selections answer `cost:`)
        self.warnings = []
        self.global_flags = 0             # Duel.EnableGlobalFlag
        self.activity_counters = {}       # AddCustomActivityCounter id -> (activity type, filter)
        self.activity_counts = {}         # (counter id, player) -> count
        self.selected_cards = []          # Duel.SetSelectedCard, read back by GrabSelectedCard
        self.activities = {}              # (player, ACTIVITY_*) -> count this turn
        self.damage_calculated = False
        self.normal_summons = [0, 0]      # Normal Summons and Sets this turn, per player
        self.operated = []                # the cards the last operation affected (GetOperatedGroup)
        self.readjust = False             # Duel.Readjust asked for another adjust pass
        self.readjust_counts = {}         # card -> Duel.Readjust calls (more than 3: sent to the GY)
        self.forced_quick = []            # (effect, event, chain id): QUICK_F effects to chain at the next priority
        self.destroy_canceled = set()     # core.destroy_canceled: cards a destroy replacement took out
        self.chain_limits = []            # Duel.SetChainLimit: (function, player) until the next link
        self.chain_limits_till_end = []   # Duel.SetChainLimitTillChainEnd: until the chain resolves
        self.shuffle_check_disabled = False   # Duel.DisableShuffleCheck: core.shuffle_check_disabled (duel_more bindings)
        self.extra_summon = [False, False]    # core.extra_summon: an extra Normal Summon used this turn (never: not modelled)
        # battle (battle.py)
        self.attack = None                # the attack in progress (battle.Attack): core.attacker, core.attack_target
        self.after_action_window = False  # the quick-effect window after an action: "if" effects may respond too
        self.window_events = []           # the events of this point that "when" effects may respond to (core.point_event)
        self.attack_first_turn = True     # DUEL_ATTACK_FIRST_TURN: turn 1 may have a Battle Phase (as the native oracle)
        self.chain_attack = False         # Duel.ChainAttack: the attacker may attack again
        self.chain_attacker_id = 0
        self.chain_attack_target = None
        self.effect_damage_step = 0       # core.effect_damage_step: a Duel.CalculateDamage in progress
        self.reserved_damage_step = None  # the rest of that Damage Step, run when its chain has resolved
        self.fusion_not_material = False  # core.not_material: a Fusion check "not as Fusion Material" (fusion_ritual.py)
        self.fusion_materials = []        # core.fusion_materials: what Duel.SetFusionMaterial set
        self.phase_action = False         # core.phase_action: a player acted in this phase (Duel.CheckPhaseActivity)
        self.summon_window = None         # EVENT_SUMMON / FLIP_SUMMON / SPSUMMON while that window is open
        self.requested_activations = []   # Duel.Activate: run when the script call returns (activation_checks)
        self.hint_timing = [0, 0]         # core.hint_timing per player (timing.py, Duel.CheckTiming)
        self.select_deck_sequence_revealed = False   # Duel.RevealSelectDeckSequence (what a client shows)
        self.assumed_cards = set()        # cards under Card.AssumeProperty (duel::assumes)
        self.gemini_summoning = False     # core.is_gemini_summoning: a Gemini Summon's window is open
        self.summon_responder = None      # the step's responses in a "would be summoned" window (summon_windows.py)
        self.summon_cancelable = False    # core.summon_cancelable: a summon the player chose from the idle command
        self.created = []                 # cards made during the duel (Duel.CreateToken), in order: `created:` names them
        self.declared = []                # (chain link, its operation infos once activated): `expect: operation_info:`
        self.confirmed = []               # (player, cards) each Duel.ConfirmCards showed: `expect: confirmed:`
        self.reserved_summons = []        # summons by procedure asked during a chain link: run after it (core.summon_reserved)
        self.battled_count = [0, 0]       # battles entered this turn, per turn player (Duel.GetBattledCount)
        self.attack_count = [0, 0]        # attacks declared this turn (core.attack_state_count)
        self.chain_solving = False        # core.chain_solving: resolve_chain is running (Duel.IsChainSolving)
        self.self_destroy_disabled = False    # core.selfdes_disabled (Duel.DisableSelfDestroyCheck)
        # the end of the duel (processor/win.py)
        self.overdraw = [False, False]    # core.overdraw: the player's last draw by an effect found the Deck empty
        self.win_request = None           # Duel.Win's (player, reason, card) until the win check (core.win_player)
        self.winner = None                # once the duel is over: 0, 1 or PLAYER_NONE (a draw)
        self.win_reason = 0               # MSG_WIN's reason: win.WIN_LP, win.WIN_DECK_OUT or Duel.Win's
        self.temp_card = None             # field::temp_card: the data-only card IsPlayerCanSpecialSummonMonster checks (summon_checks.py)

    @staticmethod
    def _empty_zones():
        zones = {loc: [] for loc in LIST_LOCATIONS}
        zones[LOCATION_MZONE] = [None] * MZONE_SLOTS
        zones[LOCATION_SZONE] = [None] * SZONE_SLOTS
        return zones

    @contextmanager
    def acting(self, effect, player, link=None):
        """While an effect's script runs: what it does has this reason effect and player."""
        saved = self.reason_effect, self.reason_player, self.current_link
        self.reason_effect, self.reason_player, self.current_link = effect, player, link
        try:
            yield
        finally:
            self.reason_effect, self.reason_player, self.current_link = saved

    def trace(self, kind, text):
        """Report what the engine does ("event", "chain", "resolve", "prompt", ...) to tracers."""
        for tracer in self.tracers:
            tracer(kind, text)

    def warn(self, message):
        if message not in self.warnings:
            self.warnings.append(message)
            self.trace("warning", message)

    def guard(self, action, while_loading=False, registering=None):
        """Every change to the duel passes here: a chk==0 call must not change anything, and a
        card script that is loading (its file or its initial_effect runs) may only register
        (while_loading: Card.RegisterEffect and the flag effects), never act on the duel.
        `action` says what it does: a string, or a callable giving one (built only when needed,
        since this is on every operation's path). `registering`: the effect a registration
        registers, which a check may register when it resets it again before it returns (checking)."""
        if self.loading_card is not None and not while_loading:
            what = action() if callable(action) else action
            raise ActionWhileLoading(f"duel action while a card script is loading: {what} (in the script of "
                              f"{self.loading_card.describe()}; its file and initial_effect may only create "
                              f"and register effects, never act on the duel)")
        if self.checking_callback is not None:
            if registering is not None:
                self.checking_registered.append((registering, action))
                return
            script_bugs.guard(self, action() if callable(action) else action)

    @contextmanager
    def checking(self, callback):
        """While a function runs as a check (`callback`: "condition", "cost" or "target" with
        chk==0, ...): every change to the duel fails (guard), but for an effect it registers and
        resets before it returns, as official scripts register one for a moment to ask
        IsSummonable with it; one still registered then fails."""
        saved, self.checking_callback = self.checking_callback, callback
        saved_registered, self.checking_registered = self.checking_registered, []
        try:
            yield
            for effect, action in self.checking_registered:
                if effect.registered:
                    script_bugs.guard(self, action() if callable(action) else action)
        finally:
            self.checking_callback, self.checking_registered = saved, saved_registered

    def count_activity(self, player, activity, subject, *extra):
        """Duel.GetActivityCount and the custom counters (whose filter says what does NOT count).
        The filter gets the subject (a card; for ACTIVITY_CHAIN the effect, its player and the
        chain link number, as check_chain_counter passes them)."""
        self.activities[(player, activity)] = self.activities.get((player, activity), 0) + 1
        for counter_id, (kind, filter_function) in self.activity_counters.items():
            if kind == activity:
                result = self.host.call(filter_function, subject, *extra)
                if not truthy(result):
                    key = (counter_id, player)
                    self.activity_counts[key] = self.activity_counts.get(key, 0) + 1

    def new_event_batch(self):
        self.event_batch += 1

    # -- creation --------------------------------------------------------------------------------
    def new_card(self, code, owner):
        """Create a card (outside any zone) and let the script host run its initial_effect."""
        data = self.carddb.get(code)
        card = Card(self, data, owner, len(self.cards) + 1)
        self.cards.append(card)
        outer, self.loading_card = self.loading_card, card
        try:
            self.host.register_card(card)   # loads its script: duel actions are refused (guard)
        finally:
            self.loading_card = outer
        return card

    def new_effect(self, owner):
        return Effect(self, owner, self.new_field_id())

    def register_effect(self, effect, card=None, player=None):
        """Card.RegisterEffect (card) or Duel.RegisterEffect (player). An EFFECT_FLAG_OATH effect
        registered while a cost is paid belongs to that activation (negating it removes it)."""
        if effect.has_property(EFFECT_FLAG_OATH) and self.paying_cost:
            effect.oath_of = self.reason_effect
        effect.registered = True
        effect.id = self.new_field_id()      # core: card::add_effect numbers it when registered
        if card is not None and (self.loading_card is card or card.status_flags & STATUS_INITIALIZING):
            effect.property |= EFFECT_FLAG_INITIAL     # card::add_effect while STATUS_INITIALIZING
        elif card is not None and card.status_flags & STATUS_COPYING_EFFECT:
            effect.property |= EFFECT_FLAG_COPY        # card::add_effect while STATUS_COPYING_EFFECT
        if card is not None and card.status_flags & STATUS_COPYING_EFFECT:
            effect.copy_id = self.copy_id
            effect.reset_flag |= self.copy_reset
            effect.reset_count = self.copy_reset_count
        if card is not None and _once_per_turn_by_default(effect):
            effect.count_limit = effect.count_limit_max = 1
        self.registered_effects.append(effect)
        if self._registered_by_code is not None:
            self._registered_by_code.setdefault(effect.code, []).append(effect)
        self._listed_by_code = None
        if card is not None:
            effect.handler = card
            card.effects.append(effect)
        else:
            effect.owner_player = player
            self.player_effects.append(effect)

    def unregister_effect(self, effect):
        """An effect leaves the duel (reset, removed by a script or by a rule)."""
        handler = effect.handler
        if handler is not None and effect in handler.effects:
            handler.effects.remove(effect)
        elif effect in self.player_effects:
            self.player_effects.remove(effect)
        if effect.registered:
            self.registered_effects.remove(effect)
            if self._registered_by_code is not None:
                self._registered_by_code[effect.code].remove(effect)
        effect.registered = False
        self._listed_by_code = None

    def effects_changed(self):
        """A registered effect's code changed: the lookups by code are built again."""
        self._registered_by_code = self._listed_by_code = None

    def registered_with_code(self, code):
        """The registered effects with this code, in registration order. The list itself is kept:
        an effect registered while a caller walks it is appended, as to registered_effects."""
        index = self._registered_by_code
        if index is None:
            index = self._registered_by_code = {}
            for effect in self.registered_effects:
                index.setdefault(effect.code, []).append(effect)
        return index.get(code, ())

    def effects_with_code(self, code):
        """all_effects() with this code, in that order (a new list)."""
        index = self._listed_by_code
        if index is None:
            index = self._listed_by_code = {}
            for effect in self.all_effects():
                index.setdefault(effect.code, []).append(effect)
        return list(index.get(code, ()))

    def clear_field(self):
        """duel::clear (Debug.ReloadFieldBegin): every card and effect leaves the duel, the chain
        and pending events are dropped, and both players start again from their defaults."""
        for card in self.cards:
            card.current.location, card.current.sequence = 0, 0
            card.effects.clear()
        self.cards.clear()
        self.registered_effects.clear()
        self.effects_changed()
        self.player_effects.clear()
        self.chain.clear()
        self.pending_events.clear()
        self.count_limits.clear()
        self.players = [Player(), Player()]
        self._zones = [self._empty_zones(), self._empty_zones()]
        self.restore_assumes()

    def assume(self, card, kind, value):
        """Card.AssumeProperty: card's ASSUME_* property reads `value` until the outermost script
        call returns (restore_assumes)."""
        card.assumed = (kind, value)
        self.assumed_cards.add(card)

    def restore_assumes(self):
        """duel::restore_assumes, run by the host when its outermost script call returns."""
        for card in self.assumed_cards:
            card.assumed = None
        self.assumed_cards.clear()

    def new_field_id(self):
        """infos.field_id: one counter for card field ids and effect ids, as in the core."""
        self.next_field_id += 1
        return self.next_field_id

    # -- zones -------------------------------------------------------------------------------------
    def zone_list(self, player, location):
        try:
            # base_location, inline: this is on most rules' paths
            return self._zones[player][LOCATION_SZONE if location & (LOCATION_FZONE | LOCATION_PZONE) else location]
        except (KeyError, IndexError, TypeError):
            # a script's location or player that names no zone (0, a mix of locations, player 5)
            raise ScriptError(f"no zone list for player {player!r} and location {location!r}: "
                              f"a location must be one LOCATION_* value, a player 0 or 1") from None

    def cards_in(self, player, location):
        """Cards of `player` in every location of the mask, in the core's order."""
        result = []
        for loc in (LOCATION_MZONE, LOCATION_SZONE, LOCATION_GRAVE, LOCATION_REMOVED,
                    LOCATION_HAND, LOCATION_DECK, LOCATION_EXTRA):
            if not location & loc:
                continue
            result += [c for c in self._zones[player][loc] if c is not None]
        if location & (LOCATION_FZONE | LOCATION_PZONE) and not location & LOCATION_SZONE:
            result.extend(c for c in self._zones[player][LOCATION_SZONE]
                          if c is not None and c.is_location(location))
        if location & LOCATION_OVERLAY:
            for monster in self._zones[player][LOCATION_MZONE]:
                if monster is not None:
                    result.extend(monster.overlays)
        return result

    def cards_in_range(self, player, self_location, opponent_location):
        return self.cards_in(player, self_location) + self.cards_in(1 - player, opponent_location)

    def field_cards(self):
        return self.cards_in(0, LOCATION_MZONE | LOCATION_SZONE) + self.cards_in(1, LOCATION_MZONE | LOCATION_SZONE)

    def free_sequences(self, player, location):
        """Free usable zones: Main Monster Zones 0-4, Spell & Trap Zones 0-4, Pendulum Zones. A
        Pendulum Zone and the Spell & Trap Zone it is (0 or 4) are one zone: either occupant
        takes both (the harness keeps Pendulum Scales in slots 6 and 7)."""
        slots = self.zone_list(player, location)
        if location & LOCATION_FZONE:
            return [FIELD_ZONE_SEQ] if slots[FIELD_ZONE_SEQ] is None else []
        if location & LOCATION_PZONE:
            return [seq for seq, spell_zone in zip(PENDULUM_ZONE_SEQS, PENDULUM_SPELL_ZONES)
                    if slots[seq] is None and slots[spell_zone] is None]
        if location & LOCATION_SZONE:
            taken = {spell_zone for seq, spell_zone in zip(PENDULUM_ZONE_SEQS, PENDULUM_SPELL_ZONES)
                     if slots[seq] is not None}
            return [i for i in range(5) if slots[i] is None and i not in taken]
        return [i for i in range(5) if slots[i] is None]

    def location_count(self, player, location):
        return len(self.free_sequences(player, location))

    def all_effects(self):
        """Every registered effect, in registration order, for field-effect lookups."""
        for card in self.cards:
            yield from card.effects
        yield from self.player_effects


def _once_per_turn_by_default(effect):
    """card::add_effect: a trigger in the Draw, Standby or End Phase without a count limit of its
    own gets "once per turn" (an effect code of the phase kind: 0x1000-0xf000, below the counters')."""
    return (effect.type & (EFFECT_TYPE_TRIGGER_O | EFFECT_TYPE_TRIGGER_F) and not effect.count_limit_max
            and not effect.code & 0xf00f0000 and effect.code & 0xf000      # not custom, not a counter's
            and effect.code & (PHASE_DRAW | PHASE_STANDBY | PHASE_END))


def script_sequence(location, sequence):
    """The sequence the core gives a card at that place: a Pendulum Scale, kept here in Spell & Trap
    slot 6 or 7, is in Spell & Trap Zone 0 or 4 under Master Rule 5 (field::get_pzone_sequence)."""
    if location == LOCATION_SZONE and sequence in PENDULUM_ZONE_SEQS:
        return PENDULUM_SPELL_ZONES[PENDULUM_ZONE_SEQS.index(sequence)]
    return sequence


def base_location(location):
    if location & (LOCATION_FZONE | LOCATION_PZONE):
        return LOCATION_SZONE
    return location


def temp_card(duel):
    """field::temp_card: one card with no place, for checks on card data alone."""
    if duel.temp_card is None:
        duel.temp_card = Card(duel, CardData(code=0), PLAYER_NONE, 0)
    return duel.temp_card
