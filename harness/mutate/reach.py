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
from bisect import bisect_left
from dataclasses import dataclass

OPENERS = frozenset({"function", "do", "if", "repeat"})      # `while`/`for` open with their `do`
CLOSERS = frozenset({"end", "until"})


@dataclass
class Function:
    line: int                   # of its `function` keyword
    first_line: int = 0         # the lines whose running shows that the function ran
    last_line: int = 0


def enclosing_functions(tokens, executable):
    """{offset of each token: the innermost Function around it, None at the top level}.
    `executable`: the chunk's lines that hold code (harness.ci.lines.executable_lines)."""
    around, blocks, functions = {}, [], []      # blocks: whether each open block is a function
    for index, token in enumerate(tokens):
        keyword = token.text if token.kind == "keyword" else None
        if keyword in OPENERS:
            blocks.append(keyword == "function")
            if keyword == "function":
                functions.append((Function(token.line), _body_start(tokens, index)))
        around[token.start] = functions[-1][0] if functions else None
        if keyword in CLOSERS and blocks and blocks.pop():
            _close(*functions.pop(), token.line, executable)
    while functions:            # never closed: the chunk compiles, so this is only defensive
        _close(*functions.pop(), tokens[-1].line, executable)
    return around


def _close(function, body, end_line, executable):
    first = body.line if body is not None and body.line > function.line else function.line
    last = end_line - 1
    if first == function.line or not _any_between(executable, first, last):
        last = end_line
    function.first_line, function.last_line = first, last


def _body_start(tokens, at):
    """The first token after the parameter list of the function whose keyword is tokens[at]."""
    for index in range(at + 1, len(tokens)):
        if tokens[index].text == ")":
            return tokens[index + 1] if index + 1 < len(tokens) else None
    return None


def _any_between(lines, first, last):
    """Whether the sorted `lines` hold one from first to last."""
    at = bisect_left(lines, first)
    return at < len(lines) and lines[at] <= last


@dataclass(frozen=True)
class Reach:
    """What a scenario's run of the original did with a script: whether it loaded it, and the
    lines of it that ran (sorted)."""
    loaded: bool
    lines: tuple

    def ran(self, line):
        return _any_between(self.lines, line, line)

    def can_kill(self, function):
        if not self.loaded:
            return False
        return function is None or _any_between(self.lines, function.first_line, function.last_line)
