"""Which scenarios can kill a mutant: those whose run of the original script ran the function the
mutant sits in (or, at a script's top level, loaded the script). A function that never ran cannot
behave differently, so the other scenarios are not run against the mutant.

The evidence is the original run's line coverage. When a function is called, Lua's line hook
reports the line of its first instruction. For a function written `function s.op(e, tp)` / body /
`end`, the lines from the body's first line to the line before `end` hold code of that function
(or of functions inside it) only, so one of them running shows that it ran. The `function` and
`end` lines do not: the enclosing code runs them too (it makes the closure there, each time the
script loads). So the `end` line counts only when the body has no code on the lines before it,
and the `function` line only when the body starts on it: the evidence is then wider than the
function (never narrower), and a scenario that did not run it may still be tried.
"""
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


def functions(tokens, executable):
    """The functions of a chunk's tokens, innermost last among those that share a start.
    `executable`: the chunk's lines that hold code (harness.ci.lines.executable_lines)."""
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
                last = token.line - 1
                if first == opener.line or not any(first <= line <= last for line in executable):
                    last = token.line
                found.append(Function(opener.start, token.end, first, last))
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
