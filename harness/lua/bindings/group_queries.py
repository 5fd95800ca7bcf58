"""Group.*: values over a group (libgroup.cpp): the cards with the largest or smallest value, the
sum, how many different values or bits. The value of a card is f(c, ...) as an integer
(harness.engine.queries.operation_value)."""
from harness.engine import queries
from harness.engine.state.group import Group
from ..registry import api


def _extreme(ctx, g, f, extra, larger):
    found = queries.extreme_group(ctx.duel, ctx.group(g, 1).cards, ctx.function(f, 2), extra, larger)
    if found is None:
        return None                 # the core returns nothing for an empty group
    cards, value = found
    return Group(cards), value


@api("Group", "(g: Group, f: function, ...) -> Group?, integer?",
     "The cards whose f(c, ...) is largest, and that value (nothing for an empty group).")
def GetMaxGroup(ctx, g, f, *extra):
    return _extreme(ctx, g, f, extra, larger=True)


@api("Group", "(g: Group, f: function, ...) -> Group?, integer?",
     "The cards whose f(c, ...) is smallest, and that value (nothing for an empty group).")
def GetMinGroup(ctx, g, f, *extra):
    return _extreme(ctx, g, f, extra, larger=False)


@api("Group", "(g: Group, f: function, ...) -> integer", "The sum of f(c, ...) over the group.")
def GetSum(ctx, g, f, *extra):
    return queries.total(ctx.duel, ctx.group(g, 1).cards, ctx.function(f, 2), extra)


@api("Group", "(g: Group, f: function, ...) -> integer", "How many different values f(c, ...) takes over the group.")
def GetClassCount(ctx, g, f, *extra):
    return queries.class_count(ctx.duel, ctx.group(g, 1).cards, ctx.function(f, 2), extra)


@api("Group", "(g: Group, f: function, ...) -> integer", "How many different bits the values f(c, ...) have between them.")
def GetBinClassCount(ctx, g, f, *extra):
    return queries.bin_class_count(ctx.duel, ctx.group(g, 1).cards, ctx.function(f, 2), extra)
