"""Which scenarios can kill a mutant: those whose run of the original script ran the function the
mutant sits in (or, at a script's top level, loaded the script). A function that never ran cannot
behave differently, so the other scenarios are not run against the mutant.

The evidence is the original run's line coverage. A function that runs reports a line of its own
body (Lua's line hook fires at a function's first instruction), so a function written
`function s.op(e, tp)` / body / `end` ran when a line from its body's first line to its `end`
line ran: those lines hold no code of the enclosing function, except perhaps the `end` line
(`end)`), which only widens the set. When the body starts on the `function` line, that line counts
too (the enclosing code runs it as well: again only wider, never narrower)."""
from bisect import bisect_right
from dataclasses import dataclass

OPENERS = frozenset({"function", "do", "if", "repeat"})      # `while`/`for` open with their `do`
CLOSERS = frozenset({"end", "until"})


@dataclass(frozen=True)
class Function:
    start: int          # offsets of `function` and of the end of its `end`
    end: int
    first_line: int     # the lines whose running shows that the function ran
    last_line: int


def functions(tokens):
    """The functions of a chunk's tokens, innermost last among those that share a start."""
    found, stack = [], []
    for index, token in enumerate(tokens):
        if token.kind != "keyword":
            continue
        if token.text in OPENERS:
            stack.append(index)
        elif token.text in CLOSERS and stack:
            at = stack.pop()
            opener = tokens[at]
            if opener.text == "function":
                body = _body_start(tokens, at)
                first = body.line if body is not None and body.line > opener.line else opener.line
                found.append(Function(opener.start, token.end, first, token.line))
    return sorted(found, key=lambda f: (f.start, -f.end))


def _body_start(tokens, at):
    """The first token after the parameter list of the function whose keyword is tokens[at]."""
    for index in range(at + 1, len(tokens)):
        if tokens[index].text == ")":
            return tokens[index + 1] if index + 1 < len(tokens) else None
    return None


def innermost(functions_, offset):
    """The innermost function containing `offset`, or None at the top level."""
    candidates = functions_[:bisect_right([f.start for f in functions_], offset)]
    inside = [f for f in candidates if f.start <= offset < f.end]
    return min(inside, key=lambda f: f.end - f.start) if inside else None


@dataclass(frozen=True)
class Reach:
    """What a scenario's run of the original did with a script: whether it loaded it, and the
    lines of it that ran."""
    loaded: bool
    lines: frozenset

    def can_kill(self, function):
        if not self.loaded:
            return False
        if function is None:
            return True
        return any(function.first_line <= line <= function.last_line for line in self.lines)
