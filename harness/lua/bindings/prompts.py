"""The prompts beyond card selections and yes/no (libduel.cpp, libgroup.cpp): options,
declarations, coin tosses and dice, random picks, counter removal, selections by a sum, and the
one-card-at-a-time selection of the aux helpers. The rules are in harness.engine.prompts; every
answer comes from the chooser (a scenario's `option`, `announce`, `coin`, `dice`, `random`,
`counters`, `sum` and `choose` keys)."""
from harness.engine import prompts, queries
from harness.engine.state.errors import ApiArgumentError
from harness.engine.state.group import Group
from ..context import MAX_COUNT
from ..registry import api


def _number(value):
    """lua_tointeger as the core's option lists read them: a non-number, or a number without an
    integer value (1.5, NaN, an infinity), counts as 0."""
    if type(value) is int:
        return value
    if type(value) is float and value.is_integer() and -2.0 ** 63 <= value < 2.0 ** 63:
        return int(value)
    return 0


def _function(value, index):
    if not callable(value):
        kind = "nil" if value is None else type(value).__name__
        raise ApiArgumentError(f"argument #{index} must be a function, got {kind}")
    return value


def _value_of(ctx, f, extra):
    return lambda card: queries.operation_value(ctx.duel, f, card, extra)


# -- options and declarations ------------------------------------------------------------------------
@api("Duel", "(player: integer, ...: integer) -> integer",
     "player chooses one of the options (answer: `option: N`, 0-based).")
def SelectOption(ctx, player, *options):
    player = ctx.player(player, 1)
    if not options:
        raise ApiArgumentError("no option to choose from")
    return prompts.select_option(ctx.duel, player, [_number(o) for o in options])


@api("Duel", "(player: integer, count: integer, available: integer) -> integer",
     "player declares count Types (races) among the available ones, as a RACE_ mask (answer: `announce: dragon`).")
def AnnounceRace(ctx, player, count, available):
    return prompts.announce_race(ctx.duel, ctx.player(player, 1), ctx.integer(count, 2), ctx.integer(available, 3))


@api("Duel", "(player: integer, count: integer, available: integer) -> integer",
     "player declares count Attributes among the available ones, as an ATTRIBUTE_ mask (answer: `announce: light`).")
def AnnounceAttribute(ctx, player, count, available):
    return prompts.announce_attribute(ctx.duel, ctx.player(player, 1), ctx.integer(count, 2),
                                      ctx.integer(available, 3))


@api("Duel", "(player: integer, ...: integer) -> integer, integer",
     "player declares one of the numbers: the number and its index (answer: `announce: 3`).")
def AnnounceNumber(ctx, player, *numbers):
    player = ctx.player(player, 1)
    if not numbers:
        raise ApiArgumentError("no number to declare")
    return prompts.announce_number(ctx.duel, player, [_number(n) for n in numbers])


@api("Duel", "(player: integer, min?: integer, max?: integer, ...: integer) -> integer?, integer?",
     "player declares a Level from min to max (1-12 by default) except the ones listed: the Level and its index "
     "(answer: `announce: 4`).")
def AnnounceLevel(ctx, player, minimum=None, maximum=None, *excluded):
    player = ctx.player(player, 1)
    minimum = 1 if minimum is None else ctx.integer(minimum, 2)
    maximum = 12 if maximum is None else ctx.integer(maximum, 3)
    if abs(maximum - minimum) >= MAX_COUNT:
        raise ApiArgumentError(f"argument #3: Levels {minimum} to {maximum} are more than {MAX_COUNT} to choose from")
    # a set: the engine tests every Level of the range against it (a list made that range x list)
    declared = prompts.announce_level(ctx.duel, player, minimum, maximum,
                                      frozenset(_number(x) for x in excluded if x is not None))
    return declared or ()               # nothing when every Level is excluded


@api("Duel", "(player: integer, ...: integer) -> integer",
     "player declares a card name: the code (answer: `announce: ALIAS` or a code). The arguments are a filter in "
     "reverse Polish notation (OPCODE_*); none: any card.")
def AnnounceCard(ctx, player, *filter_values):
    player = ctx.player(player, 1)
    values = [_number(v) for v in filter_values] or [1]
    if not prompts.announce_filter_is_valid(values):
        raise ApiArgumentError("Parameters are invalid. (the filter must leave exactly one value, e.g. "
                               "CODE,OPCODE_ISCODE or TYPE_MONSTER,OPCODE_ISTYPE)")
    return prompts.announce_card(ctx.duel, player, values)


@api("Duel", "(player: integer) -> integer",
     "player declares a card type: 0 Monster, 1 Spell, 2 Trap (answer: `announce: monster|spell|trap`).")
def AnnounceType(ctx, player):
    return prompts.announce_type(ctx.duel, ctx.player(player, 1))


@api("Duel", "(player: integer) -> integer",
     "player calls heads or tails: 0 heads, 1 tails (answer: `announce: heads|tails`).")
def AnnounceCoin(ctx, player):
    return prompts.announce_coin(ctx.duel, ctx.player(player, 1))


# -- coins and dice -----------------------------------------------------------------------------------
@api("Duel", "(player: integer, count: integer) -> integer ...",
     "player tosses count coins (-1: until a tails): one result per coin, 1 heads, 0 tails (answer: `coin: [heads, ...]`).")
def TossCoin(ctx, player, count):
    results = prompts.toss_coin(ctx.duel, ctx.player(player, 1), ctx.integer(count, 2))
    return tuple(results or ())         # nothing at all for a count the core refuses


@api("Duel", "(player: integer, count: integer, other_count?: integer) -> integer ...",
     "player rolls count dice and the other player other_count: one result (1-6) per die (answer: `dice: [6, ...]`).")
def TossDice(ctx, player, count, other_count=None):
    results = prompts.toss_dice(ctx.duel, ctx.player(player, 1), ctx.integer(count, 2),
                                0 if other_count is None else ctx.integer(other_count, 3))
    return tuple(results or ())


@api("Duel", "() -> integer ...", "The results of the last coin toss (1 heads, 0 tails).")
def GetCoinResult(ctx):
    state = prompts.toss_state(ctx.duel)
    return tuple(state.coins[:state.coin_count])


@api("Duel", "() -> integer, integer, integer, integer, integer", "The five dice results kept (0: not rolled).")
def GetDiceResult(ctx):
    return tuple(prompts.toss_state(ctx.duel).dice)


@api("Duel", "(...: integer)", "Replace the coin results (an effect that changes a toss); not 0 or 1 counts as 0.")
def SetCoinResult(ctx, *results):
    prompts.set_coin_results(ctx.duel, [_number(r) for r in results])


@api("Duel", "(...: integer)", "Replace the dice results; not 1-255 counts as 1.")
def SetDiceResult(ctx, *results):
    prompts.set_dice_results(ctx.duel, [_number(r) for r in results])


# -- random picks -------------------------------------------------------------------------------------
@api("Group", "(g: Group, player: integer, count: integer) -> Group",
     "count cards of the group at random (answer: `random: [ALIAS, ...]`).")
def RandomSelect(ctx, g, player, count):
    group = ctx.group(g, 1)
    return Group(prompts.random_select(ctx.duel, ctx.player(player, 2), group.cards, ctx.count(count, 3)))


# -- counters -----------------------------------------------------------------------------------------
@api("Duel", "(player: integer, s: integer, o: integer, countertype: integer, count: integer, reason: integer) -> boolean",
     "player removes count counters from the cards on these sides of the field (answer: `counters: {ALIAS: N}`).")
def RemoveCounter(ctx, player, s, o, countertype, count, reason):
    return prompts.remove_counter(ctx.duel, ctx.player(player, 1), ctx.integer(s, 2), ctx.integer(o, 3),
                                  ctx.integer(countertype, 4), ctx.integer(count, 5), ctx.integer(reason, 6))


@api("Duel", "(player: integer, s: integer, o: integer, countertype: integer, count: integer, reason: integer) -> boolean",
     "Whether player could remove count such counters from the cards on these sides of the field.")
def IsCanRemoveCounter(ctx, player, s, o, countertype, count, reason):
    return prompts.can_remove_counter(ctx.duel, ctx.player(player, 1), ctx.integer(s, 2), ctx.integer(o, 3),
                                      ctx.integer(countertype, 4), ctx.integer(count, 5))


@api("Duel", "(player: integer, s: integer, o: integer, countertype: integer) -> integer",
     "How many such counters are on the cards on these sides of the field.")
def GetCounter(ctx, player, s, o, countertype):
    return prompts.field_counter(ctx.duel, ctx.player(player, 1), ctx.integer(s, 2), ctx.integer(o, 3),
                                 ctx.integer(countertype, 4))


# -- selections by a sum ------------------------------------------------------------------------------
@api("Group", "(g: Group, f: function, acc: integer, min: integer, max: integer, ...) -> boolean",
     "Whether min-max cards (with those of SetSelectedCard) have values f(c, ...) adding up to exactly acc.")
def CheckWithSumEqual(ctx, g, f, acc, minimum, maximum, *extra):
    group = ctx.group(g, 1)
    return prompts.check_with_sum_equal(ctx.duel, group.cards, _value_of(ctx, _function(f, 2), extra),
                                        ctx.integer(acc, 3), ctx.integer(minimum, 4), ctx.integer(maximum, 5))


@api("Group", "(g: Group, player: integer, f: function, acc: integer, min: integer, max: integer, ...) -> Group",
     "player selects min-max cards whose values f(c, ...) add up to exactly acc (answer: `sum: [ALIAS, ...]`).")
def SelectWithSumEqual(ctx, g, player, f, acc, minimum, maximum, *extra):
    group = ctx.group(g, 1)
    player = ctx.player(player, 2)
    value_of = _value_of(ctx, _function(f, 3), extra)
    minimum, maximum = ctx.integer(minimum, 5), ctx.integer(maximum, 6)
    if max(maximum, minimum) > 255:
        raise ApiArgumentError('Parameter "max" exceeded 255.')
    return Group(prompts.select_with_sum(ctx.duel, player, group.cards, value_of, ctx.integer(acc, 4), minimum,
                                         maximum, "equal"))


@api("Group", "(g: Group, f: function, acc: integer, ...) -> boolean",
     "Whether some cards (with those of SetSelectedCard) have values f(c, ...) adding up to at least acc.")
def CheckWithSumGreater(ctx, g, f, acc, *extra):
    group = ctx.group(g, 1)
    return prompts.check_with_sum_greater(ctx.duel, group.cards, _value_of(ctx, _function(f, 2), extra),
                                          ctx.integer(acc, 3))


@api("Group", "(g: Group, player: integer, f: function, acc: integer, ...) -> Group",
     "player selects cards whose values f(c, ...) add up to at least acc, none to spare (answer: `sum: [ALIAS, ...]`).")
def SelectWithSumGreater(ctx, g, player, f, acc, *extra):
    group = ctx.group(g, 1)
    player = ctx.player(player, 2)
    value_of = _value_of(ctx, _function(f, 3), extra)
    return Group(prompts.select_with_sum(ctx.duel, player, group.cards, value_of, ctx.integer(acc, 4), mode="greater"))


# -- one card at a time -------------------------------------------------------------------------------
@api("Group", "(g: Group, selected: Group?, player: integer, finishable?: boolean, cancelable?: boolean, "
              "min?: integer, max?: integer) -> Card?",
     "player picks one card of g (to add) or of selected (to take back); nil: the selection ends (answer: "
     "`choose: [ALIAS, ...]`, the whole selection as one list).")
def SelectUnselect(ctx, g, selected, player, finishable=False, cancelable=False, minimum=1, maximum=1):
    group = ctx.group(g, 1)
    taken = ctx.group(selected, 2, optional=True)
    player = ctx.player(player, 3)
    minimum = 1 if minimum is None else ctx.integer(minimum, 6)
    maximum = 1 if maximum is None else ctx.integer(maximum, 7)
    return prompts.select_unselect(ctx.duel, player, group.cards, taken.cards if taken is not None else [],
                                   bool(finishable), bool(cancelable), minimum, maximum)


@api("Duel", "(sort_player: integer, target_player: integer, count: integer)",
     "sort_player orders the top count cards of target_player's Deck (answered by `sort:`).")
def SortDecktop(ctx, sort_player, target_player, count):
    sorter, owner = ctx.integer(sort_player, 1, default=0), ctx.integer(target_player, 2, default=0)
    if sorter not in (0, 1) or owner not in (0, 1):
        return
    prompts.sort_decktop(ctx.duel, sorter, owner, ctx.integer(count, 3, default=0))
