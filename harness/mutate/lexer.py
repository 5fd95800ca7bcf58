"""Lua 5.4 tokens, as llex.c reads them: names, numbers (decimal and hex, with fractions and
exponents), short and long strings, operators; comments and whitespace are skipped. Each token
keeps its offset, line and column, so a mutant replaces exactly its text and nothing inside a
string or a comment is ever a token.

The text is a str decoded from the file's bytes as latin-1 (one character per byte), so offsets
are byte offsets and a mutant encodes back to the same bytes around its change.
"""
import re
from bisect import bisect_right
from dataclasses import dataclass

KEYWORDS = frozenset("""and break do else elseif end false for function goto if in local nil not or
repeat return then true until while""".split())

# llex.c: the longest operator first
OPERATORS = ("...", "..", "==", "~=", "<=", ">=", "<<", ">>", "//", "::",
             "+", "-", "*", "/", "%", "^", "#", "&", "~", "|", "<", ">", "=",
             "(", ")", "{", "}", "[", "]", ";", ":", ",", ".")

_NEWLINE = re.compile(r"\r\n|\n\r|\n|\r")             # llex.c inclinenumber: each pair is one line break
_SPACE = re.compile(r"[ \t\f\v\r\n]+")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_LONG_OPEN = re.compile(r"\[(=*)\[")
_HEX_NUMBER = re.compile(r"0[xX](?:[pP][+-]?|[0-9a-fA-F.])*")
_DEC_NUMBER = re.compile(r"(?:[eE][+-]?|[0-9a-fA-F.])+")    # read_numeral: a bad one is the parser's error
_OPERATOR = re.compile("|".join(re.escape(op) for op in OPERATORS))


class LexError(Exception):
    """Text Lua would not tokenize; the message starts with the line number."""


@dataclass(frozen=True)
class Token:
    kind: str          # "name", "keyword", "number", "string", "op"
    text: str
    start: int         # offset of the first character
    end: int           # offset after the last character
    line: int
    column: int        # 1-based


class _Lines:
    def __init__(self, text):
        self.starts = [0] + [m.end() for m in _NEWLINE.finditer(text)]

    def at(self, offset):
        """(line, column), both 1-based."""
        index = bisect_right(self.starts, offset) - 1
        return index + 1, offset - self.starts[index] + 1


def tokenize(text):
    """The tokens of a chunk (comments and whitespace left out); raises LexError."""
    lines = _Lines(text)
    tokens, at, size = [], 0, len(text)
    while at < size:
        space = _SPACE.match(text, at)
        if space:
            at = space.end()
            continue
        char = text[at]
        if text.startswith("--", at):
            at = _skip_comment(text, at + 2, lines)
            continue
        if char in "\"'":
            end = _short_string_end(text, at, lines)
            kind = "string"
        elif char == "[" and _LONG_OPEN.match(text, at):
            end = _long_bracket_end(text, at, lines, "string")
            kind = "string"
        elif char.isdigit() or (char == "." and text[at + 1:at + 2].isdigit()):
            pattern = _HEX_NUMBER if text.startswith(("0x", "0X"), at) else _DEC_NUMBER
            end = pattern.match(text, at).end()
            kind = "number"
        elif _NAME.match(text, at):
            end = _NAME.match(text, at).end()
            kind = "keyword" if text[at:end] in KEYWORDS else "name"
        elif _OPERATOR.match(text, at):
            end = _OPERATOR.match(text, at).end()
            kind = "op"
        else:
            line, column = lines.at(at)
            raise LexError(f"line {line}: unexpected symbol {char!r} at column {column}")
        line, column = lines.at(at)
        tokens.append(Token(kind, text[at:end], at, end, line, column))
        at = end
    return tokens


def _skip_comment(text, at, lines):
    if _LONG_OPEN.match(text, at):
        return _long_bracket_end(text, at, lines, "comment")
    newline = _NEWLINE.search(text, at)
    return newline.start() if newline else len(text)


def _long_bracket_end(text, at, lines, what):
    level = _LONG_OPEN.match(text, at).group(1)
    close = text.find(f"]{level}]", at)
    if close < 0:
        raise LexError(f"line {lines.at(at)[0]}: unfinished long {what}")
    return close + len(level) + 2


def _short_string_end(text, at, lines):
    quote, index = text[at], at + 1
    while index < len(text):
        char = text[index]
        if char == quote:
            return index + 1
        if char == "\\":
            # the escaped character is skipped; an escaped line break may be a two-character pair
            index += 3 if text.startswith(("\r\n", "\n\r"), index + 1) else 2
            continue
        if char in "\r\n":
            break
        index += 1
    raise LexError(f"line {lines.at(at)[0]}: unfinished string")
