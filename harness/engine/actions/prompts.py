"""The prompts real cards ask beyond card selections and yes/no, and the random outcomes of the
duel: declarations (Duel.Announce*), options, coin tosses and dice, random picks, counter
removal, selections by a sum of values, one-card-at-a-time selections.

As ygopro-core does them (playerop.cpp: select_option, announce_race / announce_attribute /
announce_card / announce_number and is_declarable, select_counter, select_with_sum_limit,
select_unselect_card; operations.cpp: toss_coin, toss_dice, remove_counter; field.cpp:
check_with_sum_limit(_m), check_with_sum_greater_limit(_m), get_field_counter; libduel.cpp and
libgroup.cpp for what the Lua side checks and returns). Every answer comes from the duel's
chooser: a random outcome is never drawn, it is given by the test.
"""
from dataclasses import dataclass, field

from harness import constants
from harness.carddb import SECOND_CODES, UnknownCardError
from harness.constants import (
    ATTRIBUTE_ALL, EFFECT_TYPE_CONTINUOUS, EFFECT_RCOUNTER_REPLACE, EFFECT_TOSS_COIN_REPLACE,
    EFFECT_TOSS_DICE_REPLACE, EVENT_REMOVE_COUNTER, EVENT_TOSS_COIN, EVENT_TOSS_COIN_NEGATE, EVENT_TOSS_DICE,
    EVENT_TOSS_DICE_NEGATE, LOCATION_DECK, LOCATION_MZONE, LOCATION_SZONE, RACE_ALL, TYPE_TOKEN,
)
from ..state.decisions import FINISH, Announcement, CoinToss, CounterRemoval, DiceRoll, OptionChoice, RandomPick, SortRequest, SumSelection, UnselectStep
from ..state.errors import NotImplementedByHarness, ScriptError
from ..values import stats
from ..values.queries import setcode_matches
from . import operations
from itertools import combinations

MAX_COIN_COUNT = 20          # field.h
MAX_DICE_COUNT = 5           # the core keeps five dice results
RACES_COUNT = 26             # common.h


@dataclass
class TossState:
    """core.coin_result / coin_count / dice_result: what GetCoinResult and GetDiceResult read."""
    coins: list = field(default_factory=lambda: [0] * MAX_COIN_COUNT)
    coin_count: int = 0
    dice: list = field(default_factory=lambda: [0] * MAX_DICE_COUNT)


def toss_state(duel):
    state = getattr(duel, "toss_state", None)
    if state is None:
        state = duel.toss_state = TossState()
    return state


def _hint(duel):
    hint, duel.last_hint = duel.last_hint, ""
    return hint


def _selection_kind(duel):
    return "cost" if duel.paying_cost else "choose"


# -- options and declarations -----------------------------------------------------------------------
def select_option(duel, player, options, default=None):
    """field::select_option: the index (0-based) of the option chosen (`default` when the step
    gives no `option:` answer)."""
    duel.guard(lambda: f"asked player {player} to choose an option")
    return duel.chooser.select_option(OptionChoice(player, list(options), default))


def _flag_bits(available, width):
    return [bit for bit in (1 << i for i in range(width)) if bit & available]


def announce_race(duel, player, count, available):
    """field::announce_race: `count` races among the available ones, as a mask (count is
    lowered to how many are available)."""
    return _announce_flags(duel, player, count, _flag_bits(available & RACE_ALL, RACES_COUNT), "race",
                           "Duel.AnnounceRace")


def announce_attribute(duel, player, count, available):
    """field::announce_attribute: `count` attributes among the available ones, as a mask."""
    return _announce_flags(duel, player, count, _flag_bits(available & ATTRIBUTE_ALL, 7), "attribute",
                           "Duel.AnnounceAttribute")


def _announce_flags(duel, player, count, bits, kind, api):
    duel.guard(lambda: f"asked player {player} to declare ({api})")
    count = min(count, len(bits))
    return duel.chooser.announce(Announcement(player, kind, api, bits, count=count))


def announce_number(duel, player, numbers, api="Duel.AnnounceNumber", kind="number"):
    """field::announce_number: (the number declared, its index among the numbers)."""
    duel.guard(lambda: f"asked player {player} to declare a number ({api})")
    value = duel.chooser.announce(Announcement(player, kind, api, list(numbers)))
    return value, list(numbers).index(value)


def announce_level(duel, player, minimum=1, maximum=12, excluded=()):
    """Duel.AnnounceLevel: a Level from minimum to maximum except the excluded ones, as
    (level, index); None when no Level is left."""
    if minimum > maximum:
        minimum, maximum = maximum, minimum
    levels = [level for level in range(minimum, maximum + 1) if level not in excluded]
    if not levels:
        return None
    return announce_number(duel, player, levels, "Duel.AnnounceLevel", "level")


_TYPES = ("monster", "spell", "trap")        # system strings 70, 71, 72
_COIN_FACES = ("heads", "tails")             # system strings 60, 61


def announce_type(duel, player):
    """Duel.AnnounceType: 0 Monster, 1 Spell, 2 Trap (the option chosen)."""
    duel.guard(lambda: f"asked player {player} to declare a card type")
    return _TYPES.index(duel.chooser.announce(Announcement(player, "type", "Duel.AnnounceType", list(_TYPES))))


def announce_coin(duel, player):
    """Duel.AnnounceCoin: the player calls the toss: 0 heads, 1 tails (the option chosen; note
    that TossCoin's results are the other way round, 1 heads)."""
    duel.guard(lambda: f"asked player {player} to call heads or tails")
    return _COIN_FACES.index(duel.chooser.announce(Announcement(player, "coin", "Duel.AnnounceCoin",
                                                                list(_COIN_FACES))))


# The card-declaration filter: a program in reverse Polish notation over the declared card's data.
_BINARY = {constants.OPCODE_ADD: "+", constants.OPCODE_SUB: "-", constants.OPCODE_MUL: "*",
           constants.OPCODE_DIV: "/", constants.OPCODE_AND: "and", constants.OPCODE_OR: "or"}
_UNARY = {constants.OPCODE_NEG: "-", constants.OPCODE_NOT: "not"}
_TESTS = {constants.OPCODE_ISCODE: "code", constants.OPCODE_ISSETCARD: "setcode",
          constants.OPCODE_ISTYPE: "type", constants.OPCODE_ISRACE: "race",
          constants.OPCODE_ISATTRIBUTE: "attribute"}


def announce_filter_is_valid(filter_values):
    """What Duel.AnnounceCard checks before asking: the filter leaves exactly one value."""
    depth = 0
    for value in filter_values:
        depth += -1 if value in _BINARY else 0 if (value in _UNARY or value in _TESTS) else 1
        if depth <= 0:
            break
    return depth == 1


def _truncated_division(lhs, rhs):
    if rhs == 0:
        return 0
    quotient = abs(lhs) // abs(rhs)
    return quotient if (lhs >= 0) == (rhs >= 0) else -quotient


def _filter_value(data, filter_values):
    """Run the filter on a card's data (is_declarable's stack machine); None when it does not
    leave exactly one value."""
    stack = []
    for value in filter_values:
        if value in _BINARY:
            if len(stack) >= 2:
                rhs, lhs = stack.pop(), stack.pop()
                stack.append({constants.OPCODE_ADD: lambda: lhs + rhs, constants.OPCODE_SUB: lambda: lhs - rhs,
                              constants.OPCODE_MUL: lambda: lhs * rhs,
                              constants.OPCODE_DIV: lambda: _truncated_division(lhs, rhs),
                              constants.OPCODE_AND: lambda: int(bool(lhs and rhs)),
                              constants.OPCODE_OR: lambda: int(bool(lhs or rhs))}[value]())
        elif value in _UNARY:
            if stack:
                operand = stack.pop()
                stack.append(-operand if value == constants.OPCODE_NEG else int(not operand))
        elif value in _TESTS:
            if stack:
                operand = stack.pop()
                stack.append({
                    constants.OPCODE_ISCODE: lambda: int(data.code == operand),
                    constants.OPCODE_ISSETCARD: lambda: int(any(setcode_matches(s, operand) for s in data.setcodes)),
                    constants.OPCODE_ISTYPE: lambda: data.type & operand,
                    constants.OPCODE_ISRACE: lambda: data.race & operand,
                    constants.OPCODE_ISATTRIBUTE: lambda: data.attribute & operand,
                }[value]())
        else:
            stack.append(value)
    return stack[0] if len(stack) == 1 else None


def why_not_declarable(duel, code, filter_values):
    """is_declarable: None when a player may declare this code, else why not."""
    try:
        data = duel.carddb.get(code)
    except UnknownCardError as error:
        return f"it is not a card ({error})"
    if data.rule_code and code not in SECOND_CODES:
        return f"it is treated as {data.rule_code} (a card with a rule code cannot be declared: declare {data.rule_code})"
    if not _filter_value(data, filter_values):
        return f"{data.name or code} does not match the filter ({describe_filter(filter_values)})"
    if data.type & TYPE_TOKEN and code not in SECOND_CODES:
        return "a Token cannot be declared"
    return None


def describe_filter(filter_values):
    """The filter in words, e.g. `setcode 0x51 and type monster and not code 12345`."""
    if list(filter_values) == [1]:
        return "any card that is not a Token or treated as another card's name"
    stack = []                      # (text, whether it is a binary operation: parenthesized inside another)

    def operand(item):
        return f"({item[0]})" if item[1] else item[0]
    for value in filter_values:
        if value in _BINARY and len(stack) >= 2:
            rhs, lhs = stack.pop(), stack.pop()
            stack.append((f"{operand(lhs)} {_BINARY[value]} {operand(rhs)}", True))
        elif value in _UNARY and stack:
            stack.append((f"{_UNARY[value]} {operand(stack.pop())}", False))
        elif value in _TESTS and stack:
            stack.append((f"{_TESTS[value]} {_test_operand(value, stack.pop()[0])}", False))
        elif value not in _BINARY and value not in _UNARY and value not in _TESTS:
            stack.append((str(value), False))
    return " ".join(text for text, _ in stack)


def _test_operand(opcode, operand):
    family = {constants.OPCODE_ISTYPE: constants.TYPE, constants.OPCODE_ISRACE: constants.RACE,
              constants.OPCODE_ISATTRIBUTE: constants.ATTRIBUTE}.get(opcode)
    if family is not None and operand.isdigit():
        return "+".join(family.names(int(operand)))
    if opcode == constants.OPCODE_ISSETCARD and operand.isdigit():
        return hex(int(operand))
    return operand


def announce_card(duel, player, filter_values):
    """field::announce_card: the code the player declares (any card when there is no filter)."""
    duel.guard(lambda: f"asked player {player} to declare a card")
    filter_values = list(filter_values) or [1]
    request = Announcement(player, "card", "Duel.AnnounceCard",
                           check=lambda code: why_not_declarable(duel, code, filter_values),
                           legal=describe_filter(filter_values))
    return duel.chooser.announce(request)


# -- coins and dice -------------------------------------------------------------------------------------
def _replacement(duel, code, what):
    """The core lets a continuous effect (EFFECT_TOSS_COIN_REPLACE, ...) replace an action; the
    harness does not run replacements yet, and says so instead of ignoring one."""
    for effect in duel.all_effects():
        if effect.code == code and effect.registered and effect.type & EFFECT_TYPE_CONTINUOUS:
            handler = effect.handler
            if handler is None or (stats.in_range(effect, handler) and not handler.is_facedown()):
                raise NotImplementedByHarness(f"not implemented by the harness: {_replacement_name(code)} "
                                              f"({what} replaced by {effect.describe()})")


def _replacement_name(code):
    for name, value in constants.ALL.items():
        if value == code and name.startswith("EFFECT_") and "REPLACE" in name:
            return name
    return f"code {code}"


def toss_coin(duel, player, count):
    """field::toss_coin: one result per coin (1 heads, 0 tails); count -1 tosses until a tails.
    EVENT_TOSS_COIN_NEGATE comes first (an effect there may toss again: Second Chance), then
    EVENT_TOSS_COIN; the results are those of the last toss. None when count is not legal."""
    if count == 0 or count < -1:
        return None
    duel.guard(lambda: f"tossed a coin for player {player}")
    count = min(count, MAX_COIN_COUNT)
    _replacement(duel, EFFECT_TOSS_COIN_REPLACE, "a coin toss")
    state = toss_state(duel)
    results = duel.chooser.toss_coin(CoinToss(player, count, MAX_COIN_COUNT))
    state.coins = list(results) + [0] * (MAX_COIN_COUNT - len(results))
    state.coin_count = len(results)
    effect, reason_player = duel.reason_effect, duel.reason_player
    operations.raise_event(duel, EVENT_TOSS_COIN_NEGATE, (), effect, 0, reason_player, player, count)
    operations.raise_event(duel, EVENT_TOSS_COIN, (), effect, 0, reason_player, player, state.coin_count)
    return state.coins[:state.coin_count]


def toss_dice(duel, player, count, other_count=0):
    """field::toss_dice: player's dice (at most 5), then the other player's (5 in all)."""
    if count <= 0 or other_count < 0:
        return None
    duel.guard(lambda: f"rolled a die for player {player}")
    count = min(count, MAX_DICE_COUNT)
    other_count = min(other_count, MAX_DICE_COUNT - count)
    _replacement(duel, EFFECT_TOSS_DICE_REPLACE, "a die roll")
    state = toss_state(duel)
    results = duel.chooser.roll_dice(DiceRoll(player, count, other_count))
    state.dice = list(results) + [0] * (MAX_DICE_COUNT - len(results))
    value = count + (other_count << 16)
    effect, reason_player = duel.reason_effect, duel.reason_player
    operations.raise_event(duel, EVENT_TOSS_DICE_NEGATE, (), effect, 0, reason_player, player, value)
    operations.raise_event(duel, EVENT_TOSS_DICE, (), effect, 0, reason_player, player, value)
    return state.dice[:count + other_count]


def set_coin_results(duel, values):
    """Duel.SetCoinResult: every result not 0 or 1 becomes 0 (tails)."""
    state = toss_state(duel)
    state.coins = [v if v in (0, 1) else 0 for v in (list(values) + [0] * MAX_COIN_COUNT)[:MAX_COIN_COUNT]]


def set_dice_results(duel, values):
    """Duel.SetDiceResult: every result not in 1-255 becomes 1."""
    state = toss_state(duel)
    state.dice = [v if 1 <= v <= 255 else 1 for v in (list(values) + [0] * MAX_DICE_COUNT)[:MAX_DICE_COUNT]]


# -- random picks ---------------------------------------------------------------------------------------
def random_select(duel, player, cards, count):
    """Group.RandomSelect: `count` cards at random (all of them when count reaches their number:
    nothing is random then), in the group's order."""
    cards = list(cards)
    count = min(count, len(cards))
    if count <= 0:
        return []
    if count == len(cards):
        return cards
    picked = duel.chooser.random_pick(RandomPick(player, cards, count))
    return [c for c in cards if c in picked]


# -- counters -------------------------------------------------------------------------------------------
def _counter_holders(duel, player, s, o, counter_type):
    """The face-up or face-down cards on the field with such counters, in the core's order:
    player's Monster Zones, player's Spell & Trap Zones, then the other player's."""
    holders = []
    for side, wanted in ((player, s), (1 - player, o)):
        if not wanted:
            continue
        for location in (LOCATION_MZONE, LOCATION_SZONE):
            holders.extend(c for c in duel.zone_list(side, location)
                           if c is not None and c.counters.get(counter_type, 0) > 0)
    return holders


def field_counter(duel, player, s, o, counter_type):
    """field::get_field_counter: the counters of that type on those sides of the field."""
    return sum(c.counters[counter_type] for c in _counter_holders(duel, player, s, o, counter_type & 0xffff))


def can_remove_counter(duel, player, s, o, counter_type, count):
    """field::is_player_can_remove_counter without a card (replacement effects not counted)."""
    return field_counter(duel, player, s, o, counter_type) >= count


def remove_counter(duel, player, s, o, counter_type, count, reason):
    """field::remove_counter without a card (Duel.RemoveCounter): the player chooses how many
    counters to remove from each card (select_counter), then EVENT_REMOVE_COUNTER+type."""
    kind = counter_type & 0xffff
    holders = _counter_holders(duel, player, s, o, kind)
    if not holders:
        return False
    duel.guard(lambda: f"removed counters for player {player}")
    _replacement(duel, EFFECT_RCOUNTER_REPLACE + kind, "a counter removal")
    total = sum(c.counters[kind] for c in holders)
    if count > total:
        raise ScriptError(f"Duel.RemoveCounter: {count} counter(s) {counter_type:#x} to remove, but there are only "
                          f"{total} (the real engine waits forever here: check Duel.IsCanRemoveCounter first)")
    if count > 0:
        chosen = duel.chooser.remove_counters(CounterRemoval(player, kind, count, [(c, c.counters[kind]) for c in holders]))
        for card, removed in chosen.items():
            left = card.counters.get(kind, 0) - removed
            if left > 0:
                card.counters[kind] = left
            else:
                card.counters.pop(kind, None)
    operations.raise_event(duel, EVENT_REMOVE_COUNTER + kind, (), duel.reason_effect, reason, player, player, count)
    return True


# -- selections by a sum of values ----------------------------------------------------------------------
def sum_values(param):
    """field::get_sum_params: a card counts as one or two values (low and high 16 bits); a high
    part with its top bit set means one large value."""
    low, high = param & 0xffff, (param >> 16) & 0xffff
    if high & 0x8000:
        return (param & 0x7fffffff,)
    return (low, high) if high else (low,)


def _exactly(values, acc, index, must_count, minimum, maximum, smallest):
    """check_with_sum_limit_m: the selected cards (values[:must_count]) each count as one of
    their values, then more cards of the rest are added; the sum is exactly acc."""
    if acc == 0:
        return index == must_count and minimum <= 0 <= maximum
    if index == must_count:
        return _exactly_more(values, acc, index, 1, minimum, maximum, smallest)
    if index >= len(values):
        return False
    return any(acc >= v and _exactly(values, acc - v, index + 1, must_count, minimum, maximum, min(smallest, v))
               for v in values[index])


def _exactly_more(values, acc, index, count, minimum, maximum, smallest):
    """check_with_sum_limit: cards of values[index:] (count-th card next) reach exactly acc;
    no card may count as 0."""
    if count > maximum:
        return False
    for i in range(index, len(values)):
        if count >= minimum and any(v == acc and acc + smallest > v for v in values[i]):
            return True
        if any(acc > v and _exactly_more(values, acc - v, i + 1, count + 1, minimum, maximum, min(smallest, v))
               for v in values[i]):
            return True
    return False


def _at_least(values, acc, index, must_count, smallest):
    """check_with_sum_greater_limit_m: reach at least acc with no card to spare."""
    if acc <= 0:
        return index == must_count and acc + smallest > 0
    if index == must_count:
        return _at_least_more(values, acc, index, smallest)
    if index >= len(values):
        return False
    return any(_at_least(values, acc - v, index + 1, must_count, min(smallest, v)) for v in values[index])


def _at_least_more(values, acc, index, smallest):
    for i in range(index, len(values)):
        if any(acc <= v and acc + smallest > v for v in values[i]):
            return True
        if any(_at_least_more(values, acc - v, i + 1, min(smallest, v)) for v in values[i]):
            return True
    return False


def _sum_pool(duel, cards, value_of):
    """must (Duel.SetSelectedCard) first, then the group's other cards; each card's values. The
    selected cards are used up by the check or selection that reads them, as in the core."""
    must = list(duel.selected_cards)
    duel.selected_cards = []
    others = [c for c in cards if c not in must]
    values = {card: sum_values(value_of(card)) for card in must + others}
    return must, others, values


def check_with_sum_equal(duel, cards, value_of, acc, minimum, maximum):
    """Group.CheckWithSumEqual."""
    minimum = max(minimum, 0)
    maximum = max(maximum, minimum)
    must, others, values = _sum_pool(duel, cards, value_of)
    return _exactly([values[c] for c in must + others], acc, 0, len(must), minimum, maximum, 0xffff)


def check_with_sum_greater(duel, cards, value_of, acc):
    """Group.CheckWithSumGreater."""
    must, others, values = _sum_pool(duel, cards, value_of)
    return _at_least([values[c] for c in must + others], acc, 0, len(must), 0xffff)


def _equal_problem(values, must, acc, minimum, maximum, chosen):
    """select_with_sum_limit's check of an answer (SelectWithSumEqual)."""
    if not minimum <= len(chosen) <= maximum:
        return f"{len(chosen)} card(s) selected; this prompt takes {minimum}-{maximum}"
    cards = must + chosen

    def reach(index, left, smallest):
        if left == 0 or index == len(cards):
            return False
        options = values[cards[index]]
        if index == len(cards) - 1:
            return any(left == v and left + smallest > v for v in options)
        return any(left > v and reach(index + 1, left - v, min(smallest, v)) for v in options)
    if not reach(0, acc, 0xffff):
        return f"their values do not add up to exactly {acc}"
    return None


def _greater_problem(values, must, acc, chosen):
    """select_with_sum_limit's check of an answer (SelectWithSumGreater): the largest total
    reaches acc, and without the smallest card the smallest total does not."""
    smallest_total = largest_total = 0
    smallest = None
    for card in must + chosen:
        options = values[card]
        low = min(options)
        smallest_total += low
        largest_total += max(options)
        smallest = low if smallest is None else min(smallest, low)
    if largest_total < acc:
        return f"their values add up to {largest_total}, less than {acc}"
    if smallest is not None and smallest_total - smallest >= acc:
        return f"a card is to spare: without the smallest the values still reach {acc}"
    return None


def _solutions(candidates, problem, limit, search_limit=16):
    """Up to `limit` legal selections, fewest cards first; None when there are too many
    candidates to search."""
    if len(candidates) > search_limit:
        return None
    found = []
    for size in range(len(candidates) + 1):
        for combo in combinations(candidates, size):
            if problem(list(combo)) is None:
                found.append(list(combo))
                if len(found) >= limit:
                    return found
    return found


def select_with_sum(duel, player, cards, value_of, acc, minimum=0, maximum=0, mode="equal"):
    """Group.SelectWithSumEqual / SelectWithSumGreater: the cards the player selects (the
    SetSelectedCard ones not included); empty when no selection can add up."""
    duel.guard(lambda: f"asked player {player} to select cards by a sum")
    if mode == "equal":
        minimum = max(minimum, 0)
        maximum = max(maximum, minimum)
    hint = _hint(duel)
    must, others, values = _sum_pool(duel, cards, value_of)
    ordered = [values[c] for c in must + others]
    possible = (_exactly(ordered, acc, 0, len(must), minimum, maximum, 0xffff) if mode == "equal"
                else _at_least(ordered, acc, 0, len(must), 0xffff))
    if not possible:
        return []
    if mode == "equal":
        def problem(chosen):
            return _equal_problem(values, must, acc, minimum, maximum, chosen)
    else:
        def problem(chosen):
            return _greater_problem(values, must, acc, chosen)
    api = "Group.SelectWithSumEqual" if mode == "equal" else "Group.SelectWithSumGreater"
    request = SumSelection(player, _selection_kind(duel), mode, others, must, values, acc, minimum, maximum,
                           problem, lambda limit: _solutions(others, problem, limit), hint, api)
    return duel.chooser.select_sum(request)


# -- one card at a time ---------------------------------------------------------------------------------
def select_unselect(duel, player, selectable, selected, finishable, cancelable, minimum, maximum):
    """Group.SelectUnselect (field::select_unselect_card): one card of either group, or None
    when the player ends the selection (finishable) or cancels it (cancelable). None without a
    prompt when both groups are empty or share a card."""
    selectable, selected = list(selectable), list(selected)
    if not selectable and not selected:
        return None
    if any(card in selectable for card in selected):
        return None
    duel.guard(lambda: f"asked player {player} to select a card")
    minimum = min(minimum, maximum)
    request = UnselectStep(player, _selection_kind(duel), selectable, selected, bool(finishable), bool(cancelable),
                           minimum, maximum, _hint(duel))
    answer = duel.chooser.select_unselect(request)
    return None if answer == FINISH else answer


# -- sorting the top of a Deck -------------------------------------------------------------------------
def sort_decktop(duel, sort_player, target_player, count):
    """Duel.SortDecktop (PROCESSOR_SORT_DECK): sort_player orders the top `count` cards of
    target_player's Deck; the answer (`sort:`) lists them top first."""
    deck = duel.zone_list(target_player, LOCATION_DECK)
    count = min(count, len(deck))
    if count < 1:
        return
    top_first = list(reversed(deck[-count:]))            # the top of a Deck is its last card
    ordered = duel.chooser.sort_cards(SortRequest(sort_player, top_first))
    deck[-count:] = list(reversed(ordered))
    for sequence, card in enumerate(deck):
        card.current.sequence = sequence


def confirm_cards(duel, player, cards):
    """Duel.ConfirmCards: the cards shown to `player`, kept for `expect: confirmed:`; the core
    shows nothing to another number (duel_confirm_cards), nor an empty group."""
    if player in (0, 1) and cards:
        duel.confirmed.append((player, list(cards)))
