"""Safe YAML loading that remembers where every node came from.

`load_yaml(text)` returns the data and a `Positions` map from each node's path (the keys and
indices that lead to it) to its 1-based (line, column), so later checks can point into the file.
Scalars follow the YAML 1.2 core schema rather than PyYAML's YAML 1.1: `yes`, `no`, `on`, `off`
stay strings (so the prompt answer key `yes:` is not read as `True`), and `01435851` is the
decimal card code, not an octal number.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

import yaml

_TAG = "tag:yaml.org,2002:"
# The tags whose values JSON (and so the schema) can describe.
_JSON_TAGS = {_TAG + name for name in ("str", "int", "float", "bool", "null", "seq", "map")}
_MERGE_TAG = _TAG + "merge"


class YamlError(Exception):
    """A problem in the YAML text itself, at a 1-based line and column."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"{line}:{column}: {message}")
        self.line, self.column, self.message = line, column, message


def json_key(key) -> str:
    """A mapping key or list index as JSON sees it (5 -> '5', True -> 'true')."""
    return key if isinstance(key, str) else json.dumps(key)


def _normal(path) -> tuple[str, ...]:
    return tuple(json_key(part) for part in path)


@dataclass
class Positions:
    """Path -> (line, column) for every node of a document, and for every mapping key.

    Paths may be given with the keys as loaded (`("players", 0)`) or as JSON sees them
    (`("players", "0")`, as in schema errors): both are normalised the same way.
    """

    values: dict[tuple[str, ...], tuple[int, int]] = field(default_factory=dict)
    keys: dict[tuple[str, ...], tuple[int, int]] = field(default_factory=dict)

    def value(self, path) -> tuple[int, int]:
        """Where the node at `path` starts, else its nearest ancestor with a position."""
        path = _normal(path)
        while path and path not in self.values:
            path = path[:-1]
        return self.values.get(path, (1, 1))

    def key(self, path) -> tuple[int, int]:
        """Where the mapping key naming the node at `path` is, else as `value`."""
        return self.keys.get(_normal(path)) or self.value(path)


class _Loader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 core schema booleans and integers, and no timestamps."""


_DROPPED_TAGS = {_TAG + name for name in ("bool", "int", "timestamp", "value")}
_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in _DROPPED_TAGS]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_Loader.add_implicit_resolver(
    _TAG + "bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)
_Loader.add_implicit_resolver(
    _TAG + "int",
    re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
    list("-+0123456789"),
)


def _construct_int(loader: _Loader, node: yaml.ScalarNode) -> int:
    text = loader.construct_scalar(node)
    body = text.lstrip("+-")
    base = {"0x": 16, "0o": 8}.get(body[:2], 10)
    value = int(body if base == 10 else body[2:], base)
    return -value if text.startswith("-") else value


_Loader.add_constructor(_TAG + "int", _construct_int)


def _position(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


def _mark_error(error: yaml.MarkedYAMLError) -> YamlError:
    mark = error.problem_mark or error.context_mark
    message = f"invalid YAML: {error.problem or error.context}"
    if error.problem and error.context:
        message += f" ({error.context} at line {error.context_mark.line + 1})"
    return YamlError(mark.line + 1, mark.column + 1, message)


def load_yaml(text: str):
    """Parse one YAML document safely; return `(data, positions)`.

    Raises YamlError for syntax errors, duplicate keys, recursive aliases and tags that have
    no JSON equivalent (`!!set`, `!!binary`, ...).
    """
    loader = _Loader(text)
    try:
        root = loader.get_single_node()
        positions = Positions()
        if root is None:
            return None, positions
        _record(loader, root, (), positions, set())
        return loader.construct_document(root), positions
    except yaml.MarkedYAMLError as error:
        raise _mark_error(error) from None
    finally:
        loader.dispose()


def _check_tag(node: yaml.Node) -> None:
    if node.tag not in _JSON_TAGS:
        tag = node.tag.replace(_TAG, "!!")
        raise YamlError(*_position(node), f"invalid YAML: unsupported tag {tag!r}")


def _scalar(loader: _Loader, node: yaml.ScalarNode):
    """Construct a scalar now, so that a bad explicit tag (`!!int abc`) gets its position."""
    _check_tag(node)
    try:
        return loader.construct_object(node)
    except (ValueError, KeyError):
        tag = node.tag.replace(_TAG, "!!")
        raise YamlError(*_position(node), f"invalid YAML: {node.value!r} is not a valid {tag}")


def _record(loader, node, path, positions: Positions, open_nodes: set[int]) -> None:
    """Record the positions under `node`, checking what the constructor would let pass."""
    line, column = _position(node)
    if id(node) in open_nodes:
        raise YamlError(line, column, "invalid YAML: an alias refers to a node that contains it")
    positions.values[path] = (line, column)
    if isinstance(node, yaml.ScalarNode):
        _scalar(loader, node)
        return
    _check_tag(node)
    open_nodes.add(id(node))
    if isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _record(loader, item, path + (json_key(index),), positions, open_nodes)
    elif isinstance(node, yaml.MappingNode):
        first_lines: dict = {}
        for key_node, value_node in node.value:
            # Merged keys (`<<: *anchor`) keep the position of the mapping that merges them,
            # and may be overridden, so they are not duplicates.
            if key_node.tag == _MERGE_TAG:
                continue
            key_line, key_column = _position(key_node)
            if not isinstance(key_node, yaml.ScalarNode):
                message = "invalid YAML: a mapping key must be a scalar"
                raise YamlError(key_line, key_column, message)
            key = _scalar(loader, key_node)
            if key in first_lines:
                raise YamlError(
                    key_line, key_column,
                    f"duplicate key {key!r} (first at line {first_lines[key]})",
                )
            first_lines[key] = key_line
            positions.keys[path + (json_key(key),)] = (key_line, key_column)
            _record(loader, value_node, path + (json_key(key),), positions, open_nodes)
    open_nodes.discard(id(node))
