"""Effect.*: creating effects and reading/writing their fields (libeffect.cpp)."""
from harness.constants import EFFECT_COUNT_CODE_CHAIN, EFFECT_COUNT_CODE_SINGLE, PLAYER_NONE
from harness.engine import stats
from ..registry import api


@api("Effect", "(c: Card) -> Effect", "Create an effect owned by card c (not yet registered).")
def CreateEffect(ctx, c):
    return ctx.duel.new_effect(ctx.card(c, 1))


@api("Effect", "(e: Effect) -> Effect", "A copy of e, not registered.")
def Clone(ctx, e):
    effect = ctx.effect(e, 1)
    ctx.hold_labels(len(effect.labels) - 1)
    return effect.clone(ctx.duel.new_field_id())


@api("Effect", "(e: Effect)", "Remove the effect from wherever it is registered.")
def Reset(ctx, e):
    from harness.engine.actions.operations import remove_effect
    remove_effect(ctx.effect(e, 1))


def _setter(attribute, doc, convert=lambda ctx, v: v):
    def setter(ctx, e, value=None):
        setattr(ctx.effect(e, 1), attribute, convert(ctx, value))
    setter.__doc__ = doc
    return setter


def _integer(ctx, value):
    return ctx.integer(value, 2, default=0)


def _value(ctx, value):
    """SetValue: a function, or a number (NaN and the infinities have no integer value: refused
    here rather than where the engine reads the value)."""
    if type(value) is float and not value.is_integer() and (value != value or abs(value) == float("inf")):
        ctx.integer(value, 2)           # raises "argument #2 must be an integer, got nan ..."
    return value


def _register(name, function, signature, doc):
    function.__name__ = name
    api("Effect", signature, doc)(function)


for _name, _attr, _conv in (("SetDescription", "description", _integer), ("SetCode", "code", _integer),
                            ("SetRange", "range", _integer), ("SetCategory", "category", _integer),
                            ("SetCondition", "condition", lambda ctx, v: v), ("SetCost", "cost", lambda ctx, v: v),
                            ("SetTarget", "target", lambda ctx, v: v), ("SetOperation", "operation", lambda ctx, v: v),
                            ("SetValue", "value", lambda ctx, v: _value(ctx, v)),
                            ("SetLabelObject", "label_object", lambda ctx, v: v)):
    _register(_name, _setter(_attr, _name, _conv), "(e: Effect, value)", f"Set the effect's {_attr}.")


@api("Effect", "(e: Effect, type: integer)", "Set the effect type (EFFECT_TYPE_*).")
def SetType(ctx, e, value):
    ctx.effect(e, 1).set_type(ctx.integer(value, 2))


@api("Effect", "(e: Effect, property: integer, property2?: integer)", "Set the effect flags (EFFECT_FLAG_*).")
def SetProperty(ctx, e, value, value2=0):
    effect = ctx.effect(e, 1)
    effect.property = ctx.integer(value, 2)
    effect.property2 = ctx.integer(value2, 3, default=0)


@api("Effect", "(e: Effect, self_location: integer, opponent_location: integer)", "Where a field effect applies.")
def SetTargetRange(ctx, e, s, o=0):
    ctx.effect(e, 1).target_range = (ctx.integer(s, 2), ctx.integer(o, 3, default=0))


@api("Effect", "(e: Effect, player: integer, self: integer, opponent: integer)", "Target range from a player's view.")
def SetAbsoluteRange(ctx, e, player, s, o=0):
    effect = ctx.effect(e, 1)
    s, o = ctx.integer(s, 3), ctx.integer(o, 4, default=0)
    effect.target_range = (s, o) if player == 0 else (o, s)


@api("Effect", "(e: Effect, count?: integer, code?: integer, flag?: integer)", "Limit how often it can be used.")
def SetCountLimit(ctx, e, count=1, code=0, flag=0):
    effect = ctx.effect(e, 1)
    # libeffect.cpp effect_set_count_limit: a count of 0 is 1
    effect.count_limit = effect.count_limit_max = ctx.integer(count, 2, default=1) or 1
    code = ctx.integer(code, 3, default=0)
    if code == EFFECT_COUNT_CODE_CHAIN:     # once per Chain counts per card (libeffect.cpp)
        code |= EFFECT_COUNT_CODE_SINGLE
    effect.count_code = code | ctx.integer(flag, 4, default=0)


@api("Effect", "(e: Effect, reset: integer, count?: integer)", "When the effect resets (RESET_*).")
def SetReset(ctx, e, flag, count=1):
    effect = ctx.effect(e, 1)
    effect.reset_flag = ctx.integer(flag, 2)
    effect.reset_count = ctx.integer(count, 3, default=1)


@api("Effect", "(e: Effect, ...: integer)", "Store integer labels.")
def SetLabel(ctx, e, *labels):
    effect = ctx.effect(e, 1)
    new = [ctx.integer(v, i + 2) for i, v in enumerate(labels)] or [0]
    ctx.hold_labels(len(new) - len(effect.labels))      # ResourceLimits.labels
    effect.labels = new


@api("Effect", "(e: Effect, timing_self: integer, timing_opponent?: integer)", "Client hint timings.")
def SetHintTiming(ctx, e, s, o=None):
    ctx.effect(e, 1).hint_timing = (ctx.integer(s, 2), ctx.integer(o, 3, default=ctx.integer(s, 2)))


@api("Effect", "(e: Effect, player: integer)", "Set the owner player.")
def SetOwnerPlayer(ctx, e, player=0):
    ctx.effect(e, 1).owner_player = ctx.integer(player, 2, default=0)


@api("Effect", "(e: Effect) -> integer", "Description (aux.Stringid value).")
def GetDescription(ctx, e):
    return ctx.effect(e, 1).description


@api("Effect", "(e: Effect) -> integer", "The effect code.")
def GetCode(ctx, e):
    return ctx.effect(e, 1).code


@api("Effect", "(e: Effect) -> integer", "The effect type.")
def GetType(ctx, e):
    return ctx.effect(e, 1).type


@api("Effect", "(e: Effect) -> integer, integer", "The effect flags.")
def GetProperty(ctx, e):
    effect = ctx.effect(e, 1)
    return effect.property, effect.property2


@api("Effect", "(e: Effect) -> integer", "Its categories.")
def GetCategory(ctx, e):
    return ctx.effect(e, 1).category


@api("Effect", "(e: Effect) -> integer", "Its activation range.")
def GetRange(ctx, e):
    return ctx.effect(e, 1).range


@api("Effect", "(e: Effect) -> ...integer", "Its integer labels.")
def GetLabel(ctx, e):
    return tuple(ctx.effect(e, 1).labels)


@api("Effect", "(e: Effect) -> any", "Its label object.")
def GetLabelObject(ctx, e):
    return ctx.effect(e, 1).label_object


@api("Effect", "(e: Effect) -> Card", "The card that created it.")
def GetOwner(ctx, e):
    return ctx.effect(e, 1).owner


@api("Effect", "(e: Effect) -> Card", "The card it is registered to.")
def GetHandler(ctx, e):
    effect = ctx.effect(e, 1)
    if effect.handler is None and effect.registered:
        return effect.owner         # field::add_effect: Duel.RegisterEffect makes the owner its handler
    return effect.handler


@api("Effect", "(e: Effect) -> integer", "Its owner player.")
def GetOwnerPlayer(ctx, e):
    return ctx.effect(e, 1).owner_player


@api("Effect", "(e: Effect) -> integer", "The controller of its handler.")
def GetHandlerPlayer(ctx, e):
    effect = ctx.effect(e, 1)
    return effect.handler.controller if effect.handler is not None else effect.owner_player


def _function_getter(read):
    # The field is fixed here, in the closure: no argument a script passes can name an attribute.
    def getter(ctx, e):
        return read(ctx.effect(e, 1))
    return getter


for _name, _attr, _read in (("GetCondition", "condition", lambda effect: effect.condition),
                            ("GetCost", "cost", lambda effect: effect.cost),
                            ("GetTarget", "target", lambda effect: effect.target),
                            ("GetOperation", "operation", lambda effect: effect.operation),
                            ("GetValue", "value", lambda effect: effect.value)):
    _register(_name, _function_getter(_read), "(e: Effect) -> function|integer", f"Its {_attr}.")


@api("Effect", "(e: Effect, type: integer) -> boolean", "Whether its type has any of these bits.")
def IsHasType(ctx, e, mask):
    return bool(ctx.effect(e, 1).type & ctx.integer(mask, 2))


@api("Effect", "(e: Effect, property: integer, property2?: integer) -> boolean", "Whether it has these flags.")
def IsHasProperty(ctx, e, mask, mask2=0):
    effect = ctx.effect(e, 1)
    return bool(effect.property & ctx.integer(mask, 2)) or bool(effect.property2 & ctx.integer(mask2, 3, default=0))


@api("Effect", "(e: Effect, category: integer) -> boolean", "Whether it has any of these categories.")
def IsHasCategory(ctx, e, mask):
    return bool(ctx.effect(e, 1).category & ctx.integer(mask, 2))


@api("Effect", "(e: Effect) -> boolean", "Whether it was activated (is a chain link's effect).")
def IsActivated(ctx, e):
    return ctx.effect(e, 1).is_chain_link_type


@api("Effect", "(e: Effect, type: integer) -> boolean", "Whether the activated card was of this type.")
def IsActiveType(ctx, e, mask):
    return bool(_active_type(ctx.effect(e, 1)) & ctx.integer(mask, 2))


@api("Effect", "(e: Effect) -> integer", "The type of the card when it was activated.")
def GetActiveType(ctx, e):
    return _active_type(ctx.effect(e, 1))


def _active_type(effect):
    """effect::get_active_type: the type it was activated as, else its card's current type."""
    if effect.active_type:
        return effect.active_type
    handler = effect.get_handler()
    return stats.current_type(handler) if handler is not None else 0


@api("Effect", "(e: Effect) -> integer", "Its field id (creation order).")
def GetFieldID(ctx, e):
    return ctx.effect(e, 1).id


@api("Effect", "() -> Effect", "An effect owned by no card (for Duel.RegisterEffect).")
def GlobalEffect(ctx):
    effect = ctx.duel.new_effect(None)
    effect.owner_player = PLAYER_NONE
    return effect


@api("Effect", "(e: Effect) -> boolean", "Whether its cost and target are being run for an activation or its check.")
def IsCostChecked(ctx, e):
    return ctx.effect(e, 1).cost_checked


@api("Effect", "(e: Effect, checked: boolean)", "Set the cost-checked state.")
def SetCostCheck(ctx, e, checked):
    ctx.effect(e, 1).cost_checked = bool(checked)
