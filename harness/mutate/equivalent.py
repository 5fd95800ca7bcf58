"""Mutants the engine reads as the original script. `mutate` does not make them: no scenario could
kill one, and each would be reported as a behaviour nothing checks. Every rule is the engine's own
reading of an argument (ygopro-core), which the harness's API shares:

  count limit          `1` <-> `0` as the count of `e:SetCountLimit(...)`: a count of 0 is 1
                       (effect_set_count_limit)
  group count          `1` <-> `0` as the count of `g:IsExists(...)`: a count of 0 is reached by
                       the first match, as 1 is (group_is_exists)
  selection minimum    `n` -> `n+1` as the minimum of a card selection whose maximum is `n` or less
                       (`Duel.SelectMatchingCard`, `Duel.SelectTarget`, `Group:Select`,
                       `Group:FilterSelect`): a minimum above the maximum is lowered to it
                       (field::select_card)
  target location      `0` -> `1` (LOCATION_DECK) as a location of `Duel.SelectTarget` or
                       `Duel.IsExistingTarget`: no card in the Deck can be targeted
                       (card::is_capable_be_effect_target)

Only literal arguments are read: an argument that is a whole integer token, in a call whose
callee is written as here.
"""
from dataclasses import dataclass

_ZERO_READ_AS_ONE = {(":SetCountLimit", 1), (":IsExists", 2), ("Group.IsExists", 3)}    # (callee, count's position)
_SELECTION_MINIMUM = {"Duel.SelectMatchingCard": 6, "Duel.SelectTarget": 6, ":Select": 2, ":FilterSelect": 3}
_TARGET_LOCATIONS = {"Duel.SelectTarget": (4, 5), "Duel.IsExistingTarget": (3, 4)}
_OPENING, _CLOSING = ("(", "[", "{"), (")", "]", "}")


@dataclass(frozen=True)
class Argument:
    callee: str         # as written: "Duel.SelectTarget", ":Select" for a method call
    position: int       # 1-based, the object of a method call not counted


def literal_arguments(tokens):
    """{index of a token that is a whole argument of a call (between `(` or `,` and `,` or `)`):
    its Argument}."""
    found, open_ = {}, []       # open_: per open bracket, [its call's callee or None, argument position]
    for index, token in enumerate(tokens):
        if token.kind == "op" and token.text in _OPENING:
            open_.append([_callee(tokens, index) if token.text == "(" else None, 1])
        elif token.kind == "op" and token.text in _CLOSING:
            if open_:
                open_.pop()
        elif token.kind == "op" and token.text == ",":
            if open_:
                open_[-1][1] += 1
        elif open_ and open_[-1][0] and _between_separators(tokens, index):
            found[index] = Argument(*open_[-1])
    return found


def _callee(tokens, index):
    if index < 1 or tokens[index - 1].kind != "name":
        return None
    name = tokens[index - 1].text
    if index >= 2 and tokens[index - 2].text == ":":
        return ":" + name
    if index >= 3 and tokens[index - 2].text == "." and tokens[index - 3].kind == "name":
        return f"{tokens[index - 3].text}.{name}"
    return name


def _between_separators(tokens, index):
    before, after = tokens[index - 1], tokens[index + 1] if index + 1 < len(tokens) else None
    return before.kind == "op" and before.text in ("(", ",") \
        and after is not None and after.kind == "op" and after.text in (",", ")")


def reads_as_original(mutant, tokens, index, arguments):
    """Whether the engine reads `mutant` of tokens[index] as the original (the rules above)."""
    argument = arguments.get(index)
    if argument is None or mutant.operator != "integer":
        return False
    old, new = _integer(mutant.old), _integer(mutant.new)
    if old is None or new is None:
        return False
    if (argument.callee, argument.position) in _ZERO_READ_AS_ONE:
        return {old, new} == {0, 1}
    if _SELECTION_MINIMUM.get(argument.callee) == argument.position and new == old + 1:
        maximum = _integer(tokens[index + 2].text) if index + 2 < len(tokens) else None
        return arguments.get(index + 2) == Argument(argument.callee, argument.position + 1) \
            and maximum is not None and maximum <= old
    return argument.position in _TARGET_LOCATIONS.get(argument.callee, ()) and (old, new) == (0, 1)


def _integer(text):
    """The value of a Lua integer literal (decimal, leading zeros allowed, or hex); None for any other token."""
    try:
        return int(text, 16) if text[:2] in ("0x", "0X") else int(text, 10)
    except ValueError:
        return None
