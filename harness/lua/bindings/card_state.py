"""Card.*: its effects, flag effects and status, what its script sets up through helpers (revive
limit, counter permits and limits, uniqueness, Special Summon once), its counters (libcard.cpp).
The rules are in harness.engine (stats, negation, flags, card_setup, card_rules, counters)."""
from harness.constants import EFFECT_FORBIDDEN, EFFECT_TYPE_ACTIVATE, LOCATION_ONFIELD, PLAYER_NONE, STATUS_PROC_COMPLETE
from harness.engine import card_rules, card_setup, counters, flags, negation, operations, stats
from ..registry import api


# -- effects ---------------------------------------------------------------------------------------------------
@api("Card", "(c: Card, e: Effect, forced?: boolean) -> integer", "Register e to c; returns its id.")
def RegisterEffect(ctx, c, e, forced=False):
    card, effect = ctx.card(c, 1), ctx.effect(e, 2)
    ctx.duel.guard(lambda: f"registered an effect to {card.describe()}", while_loading=True, registering=effect)
    if effect.owner is None:
        return 0            # a global effect cannot be registered to a card (core: temp_card owner)
    if (forced is None or forced is False) and negation.refuses_registration(ctx.duel, card):
        return None
    if effect.registered:
        return -1           # already registered: the core ignores it
    ctx.duel.register_effect(effect, card=card)
    operations.raise_level_up(ctx.duel, card, effect)
    return effect.id


@api("Card", "(c: Card, code: integer, player?: integer) -> Effect?",
     "Its effects with that code that apply to it (with player: those with a use of their count limit left for player).")
def IsHasEffect(ctx, c, code, player=None):
    check_player = PLAYER_NONE
    if ctx.arguments_given >= 3:        # lua_tointeger (nil is 0); above PLAYER_NONE means none
        check_player = min(0 if player is None else ctx.integer(player, 3), PLAYER_NONE)
    found = card_rules.has_effect(ctx.card(c, 1), ctx.integer(code, 2), check_player)
    return tuple(found) if found else None


@api("Card", "(c: Card) -> boolean", "Whether its effects are negated.")
def IsDisabled(ctx, c):
    return stats.is_disabled(ctx.card(c, 1))


@api("Card", "(c: Card) -> boolean", "Whether it is forbidden (cannot be used).")
def IsForbidden(ctx, c):
    return bool(stats.applying(ctx.card(c, 1), EFFECT_FORBIDDEN))


@api("Card", "(c: Card) -> Effect ...", "Its card-activation effects (EFFECT_TYPE_ACTIVATE).")
def GetActivateEffect(ctx, c):
    return tuple(e for e in ctx.card(c, 1).effects if e.type & EFFECT_TYPE_ACTIVATE)


@api("Card", "(c: Card, e: Effect) -> boolean", "Whether it is unaffected by that effect (EFFECT_IMMUNE_EFFECT).")
def IsImmuneToEffect(ctx, c, e):
    return not negation.is_affected_by(ctx.card(c, 1), ctx.effect(e, 2))


# -- flag effects ------------------------------------------------------------------------------------------------
@api("Card", "(c: Card, code: integer, reset: integer, property: integer, count: integer, label?: integer) -> Effect",
     "Set a flag effect (a counter scripts use to remember things).")
def RegisterFlagEffect(ctx, c, code, reset, prop, count, label=0, desc=0):
    card = ctx.card(c, 1)
    ctx.duel.guard(lambda: f"registered a flag effect to {card.describe()}", while_loading=True)
    return flags.register_card_flag(ctx.duel, card, ctx.integer(code, 2), ctx.integer(reset, 3),
                                    ctx.integer(prop, 4, default=0), ctx.integer(count, 5, default=1),
                                    ctx.integer(label, 6, default=0), ctx.integer(desc, 7, default=0))


@api("Card", "(c: Card, code: integer) -> integer", "How many flag effects with this code it has.")
def GetFlagEffect(ctx, c, code):
    return len(flags.card_flags(ctx.card(c, 1), ctx.integer(code, 2)))


@api("Card", "(c: Card, code: integer)", "Remove its flag effects with this code.")
def ResetFlagEffect(ctx, c, code):
    flags.reset_card_flags(ctx.card(c, 1), ctx.integer(code, 2))


@api("Card", "(c: Card, code: integer) -> integer ...", "Labels of its flag effects with this code.")
def GetFlagEffectLabel(ctx, c, code):
    labels = flags.card_flag_labels(ctx.card(c, 1), ctx.integer(code, 2))
    return tuple(labels) if labels else None


# -- status and what its script sets up -----------------------------------------------------------------------
@api("Card", "(c: Card, status: integer) -> boolean", "Whether it has any of these STATUS_ bits.")
def IsStatus(ctx, c, status):
    return bool(stats.status(ctx.card(c, 1)) & ctx.integer(status, 2))


@api("Card", "(c: Card, status: integer, on: boolean)", "Set or clear STATUS_ bits.")
def SetStatus(ctx, c, status, on):
    card = ctx.card(c, 1)
    bits = ctx.integer(status, 2)
    card.status_flags = card.status_flags | bits if on else card.status_flags & ~bits


@api("Card", "(c: Card)", "It cannot be Special Summoned unless properly summoned first (EFFECT_REVIVE_LIMIT).")
def EnableReviveLimit(ctx, c):
    card_setup.enable_revive_limit(ctx.duel, ctx.card(c, 1))


@api("Card", "(c: Card)", "Its summon procedure is complete (STATUS_PROC_COMPLETE).")
def CompleteProcedure(ctx, c):
    ctx.card(c, 1).status_flags |= STATUS_PROC_COMPLETE


@api("Card", "(c: Card, code: integer)", "Only one card of this name can be Special Summoned per turn.")
def SetSPSummonOnce(ctx, c, code):
    card_setup.set_spsummon_once(ctx.duel, ctx.card(c, 1), ctx.integer(code, 2))


@api("Card", "(c: Card, cancel?: boolean)", "Keep (or no longer keep) an activated Spell/Trap on the field when the chain ends.")
def CancelToGrave(ctx, c, cancel=True):
    ctx.card(c, 1).leave_confirmed = cancel is False


@api("Card", "(c: Card, s: integer, o: integer, code: integer|function, location?: integer)",
     "Only one card of this kind may be face-up on the field (on these sides).")
def SetUniqueOnField(ctx, c, s, o, unique_code, location=LOCATION_ONFIELD):
    code = unique_code if callable(unique_code) else ctx.integer(unique_code, 4)
    card_setup.set_unique_on_field(ctx.duel, ctx.card(c, 1), ctx.integer(s, 2), ctx.integer(o, 3), code,
                                   ctx.integer(location, 5, default=LOCATION_ONFIELD))


@api("Card", "(c: Card, player: integer, location?: integer, icard?: Card) -> boolean",
     "Whether its uniqueness condition allows it on player's field.")
def CheckUniqueOnField(ctx, c, player, location=LOCATION_ONFIELD, icard=None):
    location = ctx.integer(location, 3, default=LOCATION_ONFIELD) & LOCATION_ONFIELD
    ignored = ctx.card(icard, 4) if icard is not None else None
    return not card_rules.unique_conflict(ctx.duel, ctx.card(c, 1), ctx.player(player, 2), location, ignored)


# -- counters ------------------------------------------------------------------------------------------------------
@api("Card", "(c: Card, countertype: integer, location?: integer, condition?: function)",
     "It can hold counters of this type (EFFECT_COUNTER_PERMIT).")
def EnableCounterPermit(ctx, c, countertype, location=None, condition=None):
    card_setup.enable_counter_permit(ctx.duel, ctx.card(c, 1), ctx.integer(countertype, 2),
                                     None if location is None else ctx.integer(location, 3),
                                     condition if callable(condition) else None)


@api("Card", "(c: Card, countertype: integer, limit: integer)", "At most `limit` counters of this type (EFFECT_COUNTER_LIMIT).")
def SetCounterLimit(ctx, c, countertype, limit):
    card_setup.set_counter_limit(ctx.duel, ctx.card(c, 1), ctx.integer(countertype, 2), ctx.integer(limit, 3))


@api("Card", "(c: Card, counter: integer) -> integer", "How many counters of this kind it has.")
def GetCounter(ctx, c, counter):
    return counters.counter_count(ctx.card(c, 1), ctx.integer(counter, 2))


@api("Card", "(c: Card, countertype: integer, count?: integer) -> boolean", "Whether counters of this type can be placed on it.")
def IsCanAddCounter(ctx, c, countertype, count=1, singly=False, location=None):
    return counters.can_add_counter(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player, ctx.integer(countertype, 2),
                                    ctx.integer(count, 3, default=1), _lua_true(singly),
                                    ctx.integer(location, 5, default=0))


@api("Card", "(c: Card, countertype: integer, count: integer) -> boolean", "Place counters on it.")
def AddCounter(ctx, c, countertype, count, singly=False):
    return counters.add_counter(ctx.duel, ctx.card(c, 1), ctx.duel.reason_player, ctx.integer(countertype, 2),
                                ctx.count(count, 3), _lua_true(singly))


@api("Card", "(c: Card, player: integer, countertype: integer, count: integer, reason: integer) -> boolean", "Remove counters from it.")
def RemoveCounter(ctx, c, player, countertype, count, reason):
    return counters.remove_counter(ctx.duel, ctx.card(c, 1), ctx.integer(countertype, 3), ctx.count(count, 4))


def _lua_true(value):
    return value is not None and value is not False      # lua_toboolean: 0 is true


# -- client hints scripts also read --------------------------------------------------------------------------------
@api("Card", "(c: Card, count: integer)", "Set its turn counter (a client hint scripts also read).")
def SetTurnCounter(ctx, c, count):
    ctx.card(c, 1).turn_counter = ctx.integer(count, 2)


@api("Card", "(c: Card) -> integer", "Its turn counter.")
def GetTurnCounter(ctx, c):
    return ctx.card(c, 1).turn_counter


@api("Card", "(c: Card, hint: integer, value: integer)", "A hint shown on the card by clients (no rule effect).")
def SetHint(ctx, c, hint, value):
    ctx.card(c, 1)
