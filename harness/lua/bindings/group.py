"""Group.*: building and querying groups of cards (libgroup.cpp)."""
from harness.engine.state.group import Group
from ..registry import api
from .duel import select_cards


@api("Group", "() -> Group", "A new empty group.")
def CreateGroup(ctx):
    return Group()


@api("Group", "(...: Card) -> Group", "A group of these cards.")
def FromCards(ctx, *cards):
    return Group(ctx.card(c, i + 1) for i, c in enumerate(cards) if c is not None)


@api("Group", "(g: Group)", "Keep the group after the current call (groups here live as long as they are referenced).")
def KeepAlive(ctx, g):
    ctx.group(g, 1)


@api("Group", "(g: Group)", "Release a kept group (groups here live as long as they are referenced).")
def DeleteGroup(ctx, g):
    ctx.group(g, 1)


@api("Group", "(g: Group) -> Group", "A copy.")
def Clone(ctx, g):
    return Group(ctx.group(g, 1).cards)


@api("Group", "(g: Group)", "Remove every card.")
def Clear(ctx, g):
    ctx.group(g, 1).cards.clear()


@api("Group", "(g: Group, c: Card|Group)", "Add cards.")
def AddCard(ctx, g, c):
    group = ctx.group(g, 1)
    for card in ctx.cards(c, 2):
        group.add(card)


@api("Group", "(g: Group, c: Card|Group)", "Remove cards.")
def RemoveCard(ctx, g, c):
    group = ctx.group(g, 1)
    for card in ctx.cards(c, 2):
        group.remove(card)


def _iteration(ctx, group):
    state = getattr(ctx, "_iterators", None)
    if state is None:
        state = ctx._iterators = {}
    return state


@api("Group", "(g: Group) -> Card?", "The first card; starts an iteration for GetNext.")
def GetFirst(ctx, g):
    group = ctx.group(g, 1)
    _iteration(ctx, group)[id(group)] = 0
    return group.cards[0] if group.cards else None


@api("Group", "(g: Group) -> Card?", "The next card of the iteration GetFirst started.")
def GetNext(ctx, g):
    group = ctx.group(g, 1)
    iterators = _iteration(ctx, group)
    index = iterators.get(id(group), 0) + 1
    iterators[id(group)] = index
    return group.cards[index] if index < len(group.cards) else None


@api("Group", "(g: Group) -> integer", "How many cards.")
def GetCount(ctx, g):
    return len(ctx.group(g, 1))


@api("Group", "(g: Group) -> integer", "#g")
def len_meta(ctx, g, _other=None):
    return len(ctx.group(g, 1))


def _filter(ctx, group, f, ex, extra):
    excluded = ctx.excepted(ex)
    return [c for c in group.cards if c not in excluded and (f is None or ctx.check(f, c, *extra))]


@api("Group", "(g: Group, f: function, ex: Card|Group?, ...) -> Group", "The cards that match f.")
def Filter(ctx, g, f, ex=None, *extra):
    return Group(_filter(ctx, ctx.group(g, 1), f, ex, extra))


@api("Group", "(g: Group, f: function, ex: Card|Group?, ...) -> integer", "How many cards match f.")
def FilterCount(ctx, g, f, ex=None, *extra):
    return len(_filter(ctx, ctx.group(g, 1), f, ex, extra))


@api("Group", "(g: Group, f: function, count: integer, ex: Card|Group?, ...) -> boolean", "Whether count cards match f.")
def IsExists(ctx, g, f, count, ex=None, *extra):
    # group_is_exists: a count (read as unsigned 32 bits) over the group's size is false at once;
    # else f sees the cards in the group's order until `count` matched (0: until one did)
    group = ctx.group(g, 1)
    count = ctx.integer(count, 3) & 0xFFFFFFFF
    excluded = ctx.excepted(ex)
    if count > len(group.cards):
        return False
    found = 0
    for card in tuple(group.cards):
        if card not in excluded and (f is None or ctx.check(f, card, *extra)):
            found += 1
            if found >= count:
                return True
    return False


@api("Group", "(g: Group, player: integer, f: function, min: integer, max: integer, ex: Card|Group?, ...) -> Group",
     "player selects min-max cards that match f.")
def FilterSelect(ctx, g, player, f, minimum, maximum, ex=None, *extra):
    candidates = _filter(ctx, ctx.group(g, 1), f, ex, extra)
    return Group(select_cards(ctx, ctx.player(player, 2), candidates, ctx.integer(minimum, 4), ctx.integer(maximum, 5), "choose"))


@api("Group", "(g: Group, player: integer, min: integer, max: integer, ex: Card|Group?) -> Group", "player selects min-max cards.")
def Select(ctx, g, player, minimum, maximum, ex=None):
    candidates = _filter(ctx, ctx.group(g, 1), None, ex, ())
    return Group(select_cards(ctx, ctx.player(player, 2), candidates, ctx.integer(minimum, 3), ctx.integer(maximum, 4), "choose"))


@api("Group", "(g: Group, f: function, ...) -> Card?", "The first card that matches f.")
def SearchCard(ctx, g, f, *extra):
    for card in ctx.group(g, 1).cards:
        if ctx.check(f, card, *extra):
            return card
    return None


@api("Group", "(g: Group, c: Card) -> boolean", "Whether c is in the group.")
def IsContains(ctx, g, c):
    return ctx.card(c, 2) in ctx.group(g, 1)


@api("Group", "(g: Group, other: Group) -> boolean", "Whether both groups hold the same cards.")
def Equal(ctx, g, other):
    return set(map(id, ctx.group(g, 1).cards)) == set(map(id, ctx.group(other, 2).cards))


@api("Group", "(g: Group, other: Card|Group)", "Add the other cards to g.")
def Merge(ctx, g, other):
    group = ctx.group(g, 1)
    for card in ctx.cards(other, 2):
        group.add(card)


@api("Group", "(g: Group, other: Card|Group)", "Remove the other cards from g.")
def Sub(ctx, g, other):
    group = ctx.group(g, 1)
    for card in ctx.cards(other, 2):
        group.remove(card)


@api("Group", "(g: Group, f: function, ex: Card|Group?, ...)", "Remove the cards that match f.")
def Remove(ctx, g, f, ex=None, *extra):
    group = ctx.group(g, 1)
    for card in _filter(ctx, group, f, ex, extra):
        group.remove(card)


def _operand(ctx, value, index):
    return ctx.cards(value, index)


@api("Group", "(a: Group|Card, b: Group|Card) -> Group", "a + b: union.")
def add_meta(ctx, a, b):
    return Group(_operand(ctx, a, 1) + _operand(ctx, b, 2))


@api("Group", "(a: Group|Card, b: Group|Card) -> Group", "a | b: union.")
def bor_meta(ctx, a, b):
    return Group(_operand(ctx, a, 1) + _operand(ctx, b, 2))


@api("Group", "(a: Group|Card, b: Group|Card) -> Group", "a - b: difference.")
def sub_meta(ctx, a, b):
    removed = _operand(ctx, b, 2)
    return Group(c for c in _operand(ctx, a, 1) if c not in removed)


@api("Group", "(a: Group|Card, b: Group|Card) -> Group", "a & b: intersection.")
def band_meta(ctx, a, b):
    kept = _operand(ctx, b, 2)
    return Group(c for c in _operand(ctx, a, 1) if c in kept)


@api("Group", "(a: Group|Card, b: Group|Card) -> Group", "a ~ b: symmetric difference.")
def bxor_meta(ctx, a, b):
    left, right = _operand(ctx, a, 1), _operand(ctx, b, 2)
    return Group([c for c in left if c not in right] + [c for c in right if c not in left])
