"""The mutants of a script: each is one change to one token (or the removal of one call
statement), found on the script's Lua tokens, never inside a string or a comment. Their order is
fixed: by line, column, then operator. A mutant the engine reads as the original (a count of 0
read as 1, a selection's minimum above its maximum, a target in the Deck: equivalent.py) is not made.

  relational   < -> <=, <= -> <, > -> >=, >= -> >, == -> ~=, ~= -> ==
  logical      and <-> or
  boolean      true <-> false
  not          `not` removed
  integer      n -> n+1, and 1 -> 0 (so 0 -> 1 and 1 -> 2 are n+1)
  arithmetic   binary + <-> -
  constant     a LOCATION_, REASON_, POS_, PHASE_ or CATEGORY_ constant -> the next of its family
  call         a statement that is only a call (`Duel.ConfirmCards(...)`, `c:RegisterEffect(e1)`) removed
"""
import re
from dataclasses import dataclass
from functools import cache

from harness import constants
from harness.mutate import equivalent
from harness.mutate.lexer import tokenize

OPERATORS = ("relational", "logical", "boolean", "not", "integer", "arithmetic", "constant", "call")
CONSTANT_FAMILIES = ("LOCATION_", "REASON_", "POS_", "PHASE_", "CATEGORY_")

RELATIONAL = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "~=", "~=": "=="}
SWAPS = {"and": ("logical", "or"), "or": ("logical", "and"), "true": ("boolean", "false"),
         "false": ("boolean", "true"), "+": ("arithmetic", "-")}
OPERAND_END = frozenset({")", "]", "}", "...", "true", "false", "nil"})      # and names, numbers, strings
STATEMENT_BEFORE = frozenset({")", "]", "}", "...", "true", "false", "nil", "end", "break", ";", "do", "then",
                              "else", "repeat"})                             # and names, numbers, strings
NOT_A_CONSTANT_USE = frozenset({".", ":", "::", "goto", "local", "function"})
MAX_INTEGER = 2 ** 63 - 2           # n+1 stays a Lua integer
SHOWN_CALL = 60                     # characters of a removed call shown in the report


@dataclass(frozen=True)
class Mutant:
    line: int
    column: int
    operator: str
    start: int          # the replaced text's offsets in the script's text
    end: int
    old: str
    new: str

    def apply(self, text):
        return text[:self.start] + self.new + text[self.end:]

    def change(self):
        """`'<=' -> '<'`, or `'Duel.ConfirmCards(1-tp, g)' -> removed` for a call."""
        if self.operator == "call":
            shown = " ".join(self.old.split())
            if len(shown) > SHOWN_CALL:
                shown = shown[:SHOWN_CALL - 3] + "..."
            return f"'{shown}' -> removed"
        if self.operator == "not":
            return "'not' -> removed"
        return f"'{self.old}' -> '{self.new}'"

    def sort_key(self):
        return self.line, self.column, OPERATORS.index(self.operator), self.new


def mutants(text):
    """Every mutant of a chunk's text, in order (raises lexer.LexError)."""
    tokens = tokenize(text)
    arguments = equivalent.literal_arguments(tokens)
    found = []
    for index, token in enumerate(tokens):
        before = tokens[index - 1] if index else None
        after = tokens[index + 1:index + 3]
        found.extend(mutant for mutant in _token_mutants(token, before, after)
                     if not equivalent.reads_as_original(mutant, tokens, index, arguments))
    found.extend(_call_removals(tokens, text))
    return sorted(found, key=Mutant.sort_key)


def _mutant(token, operator, new):
    return Mutant(token.line, token.column, operator, token.start, token.end, token.text, new)


def _token_mutants(token, before, after):
    text = token.text
    if token.kind == "op" and text in RELATIONAL and not _attribute_bracket(token, before, after):
        yield _mutant(token, "relational", RELATIONAL[text])
    elif text in SWAPS and token.kind in ("keyword", "op"):
        operator, new = SWAPS[text]
        yield _mutant(token, operator, new)
    elif text == "-" and token.kind == "op" and before is not None and _ends_operand(before):
        yield _mutant(token, "arithmetic", "+")              # binary minus only: Lua has no unary plus
    elif text == "not" and token.kind == "keyword":
        yield _mutant(token, "not", "")
    elif token.kind == "number":
        yield from _integer_mutants(token)
    elif token.kind == "name" and text in _siblings() and not (before and before.text in NOT_A_CONSTANT_USE) \
            and not (after and after[0].text == "="):
        yield _mutant(token, "constant", _siblings()[text])


def _attribute_bracket(token, before, after):
    """`<` and `>` of `local x <const>` / `<close>`: not comparisons."""
    if token.text == "<":
        return len(after) == 2 and after[0].text in ("const", "close") and after[1].text == ">"
    return token.text == ">" and before is not None and before.text in ("const", "close")


def _ends_operand(token):
    return token.kind in ("name", "number", "string") or token.text in OPERAND_END


_DECIMAL = re.compile(r"\d+")
_HEX = re.compile(r"0[xX][0-9a-fA-F]+")


def _integer_mutants(token):
    text = token.text
    if _DECIMAL.fullmatch(text):
        value, render = int(text), str
    elif _HEX.fullmatch(text):
        value = int(text, 16)
        upper = any(c in "ABCDEF" for c in text[2:])

        def render(number):
            digits = f"{number:x}"
            return text[:2] + (digits.upper() if upper else digits)
    else:
        return                                           # a float, or a malformed number
    if value > MAX_INTEGER:
        return
    yield _mutant(token, "integer", render(value + 1))
    if value == 1:
        yield _mutant(token, "integer", render(0))


@cache
def _siblings():
    """{constant: the next constant of its family}: the next in the family's definition order
    with another value, single flags among single flags and combinations among combinations
    (the whole family when a kind has one member), wrapping around."""
    siblings = {}
    for group in constants.GROUPS:
        if group.prefix not in CONSTANT_FAMILIES:
            continue
        members = list(group.members.items())
        for kind in (True, False):
            same = [(name, value) for name, value in members if _single_flag(value) is kind]
            pool = same if len({value for _, value in same}) > 1 else members
            for name, value in same:
                siblings[name] = _next_other(pool, name, value)
    return siblings


def _single_flag(value):
    return value > 0 and value & (value - 1) == 0


def _next_other(pool, name, value):
    names = [n for n, _ in pool]
    at = names.index(name)
    for step in range(1, len(pool)):
        other, other_value = pool[(at + step) % len(pool)]
        if other_value != value:
            return other
    return name


# --- call statements -----------------------------------------------------------------------------


def _call_removals(tokens, text):
    closing = _matching_brackets(tokens)
    for index, token in enumerate(tokens):
        if token.kind != "name" or not _starts_statement(tokens, index):
            continue
        end = _call_statement_end(tokens, index, closing)
        if end is None:
            continue
        if end + 1 < len(tokens) and tokens[end + 1].text in ("=", ","):
            continue
        last = tokens[end]
        yield Mutant(token.line, token.column, "call", token.start, last.end, text[token.start:last.end], "")


def _starts_statement(tokens, index):
    if index == 0:
        return True
    before = tokens[index - 1]
    return before.kind in ("name", "number", "string") or before.text in STATEMENT_BEFORE


def _call_statement_end(tokens, index, closing):
    """The index of the last token of the suffixed expression starting at `index` when it ends
    with a call (a call statement), else None."""
    at, last_call = index + 1, None
    while at < len(tokens):
        token = tokens[at]
        if token.text == "." and _is_name(tokens, at + 1):
            at += 2
            last_call = None
        elif token.text == "[" and at in closing:
            at = closing[at] + 1
            last_call = None
        elif token.text == ":" and _is_name(tokens, at + 1):
            end = _arguments_end(tokens, at + 2, closing)
            if end is None:
                return None
            at, last_call = end + 1, end
        elif token.text in ("(", "{") or token.kind == "string":
            end = _arguments_end(tokens, at, closing)
            if end is None:
                return None
            at, last_call = end + 1, end
        else:
            break
    return last_call


def _is_name(tokens, at):
    return at < len(tokens) and tokens[at].kind == "name"


def _arguments_end(tokens, at, closing):
    if at >= len(tokens):
        return None
    token = tokens[at]
    if token.kind == "string":
        return at
    if token.text in ("(", "{"):
        return closing.get(at)
    return None


def _matching_brackets(tokens):
    """{index of an opening bracket: index of its closing one}."""
    pairs, stack = {}, []
    for index, token in enumerate(tokens):
        if token.kind != "op":
            continue
        if token.text in ("(", "[", "{"):
            stack.append(index)
        elif token.text in (")", "]", "}") and stack:
            pairs[stack.pop()] = index
    return pairs
