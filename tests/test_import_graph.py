"""The import graph of harness/: no module is in an import circle, and the engine imports only at
module level (docs/engine.md). import-linter's contracts (pyproject.toml, run by .ci/run) keep
the layers; this keeps the finer rule that no two modules reach each other, inside a layer too.

The graph is grimp's (import-linter's graph library), which counts imports inside functions as
well, so a circle cannot hide in a late import."""
import ast
from pathlib import Path

import grimp
import pytest

HARNESS = Path(__file__).resolve().parent.parent / "harness"


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph("harness")


def strongly_connected_components(nodes, edges):
    """Tarjan's algorithm, iterative (no recursion limit): the components with more than one
    node, each a sorted list."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, next_edge = work.pop()
            if next_edge == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            targets = edges[node]
            for position in range(next_edge, len(targets)):
                target = targets[position]
                if target not in index:
                    work.append((node, position + 1))       # come back to node's next edge
                    work.append((target, 0))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
                if work:                                    # pass the low link up to the caller
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
    return found


def test_the_cycle_finder_finds_a_circle():
    edges = {"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": []}
    assert strongly_connected_components(sorted(edges), edges) == [["a", "b", "c"]]


def test_no_module_of_harness_is_in_an_import_circle(graph):
    nodes = sorted(graph.modules)
    edges = {module: sorted(graph.find_modules_directly_imported_by(module)) for module in nodes}
    circles = strongly_connected_components(nodes, edges)
    assert not circles, "modules that import each other (directly or through others):\n" + "\n".join(
        ", ".join(circle) for circle in circles)


def test_the_engine_imports_only_at_module_level():
    """An import inside a function hides an arrow from the reader (and usually a circle); one
    that cannot be avoided carries a comment on its line saying why."""
    late = []
    for path in sorted((HARNESS / "engine").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for function in ast.walk(ast.parse(source)):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)) and "#" not in lines[node.lineno - 1]:
                    late.append(f"{path.relative_to(HARNESS.parent)}:{node.lineno}: {ast.unparse(node)}")
    assert not late, "imports inside functions, without a comment saying why:\n" + "\n".join(late)


def test_the_engine_modules_keep_their_paths_from_before_the_layers():
    """Tools outside the package (the native oracle's corpus_probe.py) import harness.engine.errors."""
    import importlib
    from harness.engine.state import errors
    from harness.engine.values import stats
    assert importlib.import_module("harness.engine.errors") is errors
    assert importlib.import_module("harness.engine.stats") is stats
