"""Safe YAML loading that remembers where every node came from (the scenario loader and the YAML
card database share it, so it sits below both: harness/scenario/ and harness/carddb.py).

`load_yaml(text)` returns the data and a `Positions` map from each node's path (the keys and
indices that lead to it) to its 1-based (line, column), so later checks can point into the file.
Scalars follow the YAML 1.2 core schema rather than PyYAML's YAML 1.1: `yes`, `no`, `on`, `off`
stay strings (so the prompt answer key `yes:` is not read as `True`), and `01435851` is the
decimal card code, not an octal number.

Files come from anyone who opens a pull request: `read_limited` and `decode` refuse a file over
the size limit or that is not UTF-8, `load_yaml` refuses characters YAML does not allow and, while
composing, a document nested too deep or with too many aliases or nodes (LimitedComposer; the
limits are harness.limits), each at its line and column.
"""

from __future__ import annotations

import json
import os
import re

import yaml

from harness import limits as _limits

_TAG = "tag:yaml.org,2002:"
# The tags whose values JSON (and so the schema) can describe.
_JSON_TAGS = {_TAG + name for name in ("str", "int", "float", "bool", "null", "seq", "map")}
_MERGE_TAG = _TAG + "merge"
_STR_TAG = _TAG + "str"


class YamlError(Exception):
    """A problem in the YAML text itself, at a 1-based line and column."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"{line}:{column}: {message}")
        self.line, self.column, self.message = line, column, message


def json_key(key) -> str:
    """A mapping key or list index as JSON sees it (5 -> '5', True -> 'true')."""
    if type(key) is int:            # list indices, card codes, players: the common case, and json's text
        return str(key)
    return key if isinstance(key, str) else json.dumps(key)


def _normal(path) -> tuple[str, ...]:
    return tuple(json_key(part) for part in path)


class Positions:
    """Path -> (line, column) of a document's nodes and mapping keys.

    The nodes near the top (paths of at most SHALLOW parts: a scenario's board entries and steps)
    are recorded while loading; a deeper path, asked about mostly for an error, is followed down
    the document composed again then (recording every node of every file, or keeping its composed
    tree, would cost each run more than the few errors do).

    Paths may be given with the keys as loaded (`("players", 0)`) or as JSON sees them
    (`("players", "0")`, as in schema errors): both are normalised the same way.
    """

    SHALLOW = 2

    def __init__(self, text: str | None = None, loader_class=None, limits=None):
        self.values: dict[tuple[str, ...], tuple[int, int]] = {}    # the shallow paths
        self.keys: dict[tuple[str, ...], tuple[int, int]] = {}
        self._text, self._loader_class, self._limits = text, loader_class, limits
        self._root = None
        self._children: dict[int, dict] = {}     # id(node) -> {JSON key: (key node, child node)}

    def value(self, path) -> tuple[int, int]:
        """Where the node at `path` starts, else its nearest ancestor with a position."""
        path = _normal(path)
        if len(path) > self.SHALLOW and self._composed():
            return _position(self._follow(path)[1])
        while path and path not in self.values:
            path = path[:-1]
        return self.values.get(path, (1, 1))

    def key(self, path) -> tuple[int, int]:
        """Where the mapping key naming the node at `path` is, else as `value`."""
        path = _normal(path)
        if len(path) > self.SHALLOW and self._composed():
            depth, node, key_node = self._follow(path)
            return _position(key_node if depth == len(path) and key_node is not None else node)
        return self.keys.get(path) or self.value(path)

    def _composed(self) -> bool:
        if self._root is None and self._text is not None:
            self._root, self._text = _compose(self._loader_class, self._text, self._limits), None
        return self._root is not None

    def _follow(self, path) -> tuple[int, yaml.Node, yaml.Node | None]:
        """(parts followed, the node reached, the key node naming it) along `path` from the root."""
        node, key_node = self._root, None
        for depth, part in enumerate(path):
            child = self._child(node, part)
            if child is None:
                return depth, node, key_node
            key_node, node = child
        return len(path), node, key_node

    def _child(self, node, part):
        if type(node) is yaml.SequenceNode:
            index = int(part) if part.isascii() and part.isdigit() and str(int(part)) == part else -1
            return (None, node.value[index]) if 0 <= index < len(node.value) else None
        if type(node) is not yaml.MappingNode:
            return None
        table = self._children.get(id(node))
        if table is None:
            # merged keys (`<<: *anchor`) keep the position of the mapping that merges them
            table = self._children[id(node)] = {
                json_key(_scalar(key_node)): (key_node, value_node) for key_node, value_node in node.value
                if key_node.tag != _MERGE_TAG and type(key_node) is yaml.ScalarNode}
        return table.get(part)


def _limit_hint(name: str) -> str:
    return f"(limit {name}; set {_limits.env_name(name)} to change it)"


class LimitedComposer:
    """A mixin for a PyYAML loader that bounds what a document may cost before anything walks
    it: the nesting depth (the composer recurses, so a deep `[[[[...]]]]` would exhaust Python's
    stack), the number of alias uses and the number of nodes once aliases are expanded (a
    "billion laughs" document is a few hundred bytes that expand to 10^9 nodes). Set `limits`
    (a harness.limits.Limits) before composing; the default is Limits.from_env()."""

    limits = None
    nodes_limit = "max_yaml_nodes"      # which field of Limits bounds the node count

    def compose_document(self):
        limits = self.limits or _limits.Limits.from_env()
        self._max_depth, self._max_nodes = limits.max_yaml_depth, getattr(limits, self.nodes_limit)
        self._max_aliases = limits.max_yaml_aliases
        self._depth = self._nodes = self._aliases = 0
        self._open_anchors: set = set()
        self._shape: dict[int, tuple[int, int]] = {}     # id(node) -> (expanded nodes, height)
        return super().compose_document()

    def compose_node(self, parent, index):
        event = self.peek_event()
        line, column = event.start_mark.line + 1, event.start_mark.column + 1
        if isinstance(event, yaml.AliasEvent):
            self._aliases += 1
            if self._aliases > self._max_aliases:
                raise YamlError(line, column, f"invalid YAML: more than {self._max_aliases} alias uses "
                                              f"(`*{event.anchor}` here) {_limit_hint('max_yaml_aliases')}")
            if event.anchor in self._open_anchors:
                raise YamlError(line, column, "invalid YAML: an alias refers to a node that contains it")
            node = super().compose_node(parent, index)
            nodes, height = self._expanded(node)
            self._count(nodes, line, column, f" once `*{event.anchor}` is expanded")
            if self._depth + height > self._max_depth:
                raise YamlError(line, column, f"invalid YAML: nesting deeper than {self._max_depth} levels once "
                                              f"`*{event.anchor}` is expanded {_limit_hint('max_yaml_depth')}")
            return node
        self._count(1, line, column, "")
        self._depth += 1
        if self._depth > self._max_depth:
            raise YamlError(line, column, f"invalid YAML: nesting deeper than {self._max_depth} levels "
                                          f"{_limit_hint('max_yaml_depth')}")
        anchor = event.anchor
        if anchor is not None:
            self._open_anchors.add(anchor)
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1
            self._open_anchors.discard(anchor)

    def _count(self, nodes: int, line: int, column: int, how: str) -> None:
        self._nodes += nodes
        if self._nodes > self._max_nodes:
            raise YamlError(line, column, f"invalid YAML: the document has more than {self._max_nodes} "
                                          f"nodes{how} {_limit_hint(self.nodes_limit)}")

    def _expanded(self, node) -> tuple[int, int]:
        """(nodes, height) of a complete node with its aliases expanded; memoised, so linear.
        The recursion is bounded: every node under it was checked against the depth limit."""
        shape = self._shape.get(id(node))
        if shape is None:
            children = node.value if isinstance(node, yaml.SequenceNode) else \
                [part for pair in node.value for part in pair] if isinstance(node, yaml.MappingNode) else ()
            nodes, height = 1, 0
            for child in children:
                child_nodes, child_height = self._expanded(child)
                nodes, height = nodes + child_nodes, max(height, child_height)
            shape = self._shape[id(node)] = (nodes, height + 1)
        return shape


class _PythonLoader(LimitedComposer, yaml.SafeLoader):
    """SafeLoader with YAML 1.2 core schema booleans and integers, and no timestamps, and the
    limits of LimitedComposer."""


try:
    from yaml._yaml import CParser
except ImportError:                 # PyYAML built without libyaml: the pure-Python parser
    _Loader = _PythonLoader
    _CLoader = None
else:
    class _Loader(LimitedComposer, yaml.composer.Composer, CParser, yaml.constructor.SafeConstructor,
                  yaml.resolver.Resolver):
        """_PythonLoader with libyaml's scanner and parser (six times faster on a snapshot file), and
        PyYAML's composer above it, so that LimitedComposer sees every node as it is composed."""

        def __init__(self, stream):
            CParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)
            yaml.composer.Composer.__init__(self)

    class _CLoader(CParser, yaml.constructor.SafeConstructor, yaml.resolver.Resolver):
        """The same schema, composed by libyaml as well (three times faster than _Loader), for the
        documents `_fits_c_composer` lets through: it neither counts nodes nor bounds its depth."""

        def __init__(self, stream):
            CParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)


_DROPPED_TAGS = {_TAG + name for name in ("bool", "int", "timestamp", "value")}
_PythonLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in _DROPPED_TAGS]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_PythonLoader.add_implicit_resolver(
    _TAG + "bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)
_PythonLoader.add_implicit_resolver(
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


_PythonLoader.add_constructor(_TAG + "int", _construct_int)
if _Loader is not _PythonLoader:        # the same schema
    for _same_schema in (_Loader, _CLoader):
        _same_schema.yaml_implicit_resolvers = _PythonLoader.yaml_implicit_resolvers
        _same_schema.yaml_constructors = _PythonLoader.yaml_constructors

# The tag of a plain scalar depends only on its text (the schema's resolvers are fixed above): a
# snapshot file repeats the same few hundred keys and values, so each short text is matched
# against the resolvers' patterns once per process.
_RESOLVED_MAX_TEXT = 64
_RESOLVED_MAX_ENTRIES = 50_000
_resolved_tags: dict = {}       # implicit (the parser's pair of flags) -> {text: tag}
_PLAIN = (True, False)          # a plain scalar's flags (a quoted one's tag is always str)
_resolved_tags[_PLAIN] = {}
_ScalarNode, _base_resolve = yaml.ScalarNode, yaml.resolver.BaseResolver.resolve


def _resolve(self, kind, value, implicit):
    if kind is not _ScalarNode:
        return _base_resolve(self, kind, value, implicit)
    tags = _resolved_tags.get(implicit)
    if tags is None:
        tags = _resolved_tags[implicit] = {}
    tag = tags.get(value)
    if tag is None:
        tag = _base_resolve(self, kind, value, implicit)
        if len(value) <= _RESOLVED_MAX_TEXT:
            if len(tags) >= _RESOLVED_MAX_ENTRIES:
                tags.clear()
            tags[value] = tag
    return tag


for _schema_loader in {_PythonLoader, _Loader, _CLoader} - {None}:
    _schema_loader.resolve = _resolve


# libyaml's composer recurses in C without a bound, and counts nothing: it composes only a
# document without anchors or aliases (its nodes are then those the text spells out, counted
# after) and with at most this many of the indicators every level of nesting needs (`[ { - : ?`),
# so that its depth stays far from the C stack's end. Anything else goes to the Python composer
# (LimitedComposer), as does a document found over a limit, to be reported there at its line.
C_COMPOSER_MAX_INDICATORS = 2_000


def _fits_c_composer(text):
    if _CLoader is None or "&" in text or "*" in text:
        return False
    return sum(text.count(mark) for mark in "[{-:?") <= C_COMPOSER_MAX_INDICATORS


class _OverLimit(Exception):
    """The C-composed document is over a limit: compose it again with the Python composer."""


def _position(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


def _mark_error(error: yaml.MarkedYAMLError) -> YamlError:
    mark = error.problem_mark or error.context_mark
    message = f"invalid YAML: {error.problem or error.context}"
    if error.problem and error.context:
        message += f" ({error.context}" + (f" at line {error.context_mark.line + 1})"
                                           if error.context_mark is not None else ")")
    if "'\\t'" in message:
        message += "; YAML indentation must use spaces, not tabs"
    if mark is None:
        return YamlError(1, 1, message)
    return YamlError(mark.line + 1, mark.column + 1, message)


# The characters YAML allows in a document (PyYAML's Reader.NON_PRINTABLE, negated).
_NON_PRINTABLE = re.compile("[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010FFFF]")


def _line_column(text: str, index: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, index) + 1
    return text.count("\n", 0, index) + 1, index - line_start + 1


def check_characters(text: str) -> None:
    """Refuse characters YAML does not allow (NUL, control characters), at their line and column."""
    match = _NON_PRINTABLE.search(text)
    if match:
        char = match.group()
        name = "NUL" if char == "\0" else "a control character" if ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0 \
            else "a character YAML does not allow"
        raise YamlError(*_line_column(text, match.start()),
                        f"invalid YAML: U+{ord(char):04X} ({name}) is not allowed in a YAML file")


def read_limited(path, limits=None, limit: str = "max_file_bytes") -> tuple[bytes, int]:
    """The first `limit` + 1 bytes of a file (so a huge file is never read whole) and its size;
    raises OSError."""
    limits = _limits.current(limits)
    cap = getattr(limits, limit) + 1
    with open(path, "rb") as handle:
        try:
            size = os.fstat(handle.fileno()).st_size
        except OSError:
            size = 0
        # as much as the file holds, and a byte more to see it grew: a read of `cap` bytes would
        # allocate them all, for every file (a snapshot file is a few KB, the cap 1 MB)
        want = min(cap, size + 1)
        data = handle.read(want)
        if len(data) == want < cap:          # it grew, or its size is not known (/proc): up to the cap
            data += handle.read(cap - want)
    return data, max(len(data), size)


def decode(data: bytes, limits=None, what: str = "file", size: int | None = None,
           limit: str = "max_file_bytes") -> str:
    """The text of a YAML file's bytes: refuse a file over the size limit (the `limit` field of
    Limits) or that is not UTF-8, at the line and column where that happens."""
    limits = _limits.current(limits)
    max_bytes = getattr(limits, limit)
    if len(data) > max_bytes:
        line = data.count(b"\n", 0, max_bytes) + 1
        size = max(size or 0, len(data))
        over = f"{size} bytes" if size > len(data) else f"more than {max_bytes} bytes"
        raise YamlError(line, 1, f"the {what} is {over}, over the limit of {max_bytes} bytes "
                                 f"(reached at this line) {_limit_hint(limit)}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line_start = data.rfind(b"\n", 0, error.start) + 1
        line = data.count(b"\n", 0, error.start) + 1
        column = len(data[line_start:error.start].decode("utf-8", errors="replace")) + 1
        raise YamlError(line, column, f"the {what} is not UTF-8 text: byte 0x{data[error.start]:02x} "
                                      f"cannot be decoded ({error.reason})") from None


def load_yaml(text: str, limits=None):
    """Parse one YAML document safely; return `(data, positions)`.

    Raises YamlError for syntax errors, duplicate keys, recursive aliases, tags that have
    no JSON equivalent (`!!set`, `!!binary`, ...), characters YAML does not allow and a
    document over the limits (harness.limits: nesting depth, nodes, aliases).
    """
    check_characters(text)
    if _fits_c_composer(text):
        c_limits = limits or _limits.Limits.from_env()
        try:
            return _load_plain(text, c_limits)
        except _NotPlain:
            pass
        try:
            return _load(_CLoader, text, c_limits)
        except _OverLimit:
            pass
    return _load(_Loader, text, limits)


def _load(loader_class, text, limits):
    loader = loader_class(text)
    loader.limits = limits
    # the limits the Python composer checks while composing; after libyaml composed, the walk does
    composed_in_c = not isinstance(loader, LimitedComposer)
    try:
        root = loader.get_single_node()
        if root is None:
            return None, Positions()
        walk = _Walk(limits if composed_in_c else None)
        data = walk.value(root, 0)
        positions = _shallow_positions(root, Positions(text=text, loader_class=loader_class, limits=limits))
        if not composed_in_c or walk.merges:
            # anchors, aliases or merge keys: the constructor shares and merges the nodes as YAML says
            return loader.construct_document(root), positions
        # libyaml composed a tree without them: the values the walk built are the document
        return data, positions
    except yaml.MarkedYAMLError as error:
        if loader_class is not _PythonLoader:
            return _load(_PythonLoader, text, limits)      # the same error, in PyYAML's own words
        raise _mark_error(error) from None
    except yaml.YAMLError as error:      # a ReaderError: checked above, so not expected
        raise YamlError(1, 1, f"invalid YAML: {error}") from None
    finally:
        loader.dispose()


class _NotPlain(Exception):
    """The document is not one _load_plain reads: the composer's path reads it (or reports it)."""


_EVENTS = yaml.events
_SCALAR = _EVENTS.ScalarEvent
_MAPPING_START = _EVENTS.MappingStartEvent
_OPENING = {_MAPPING_START: dict, _EVENTS.SequenceStartEvent: list}
_CLOSING = (_EVENTS.MappingEndEvent, _EVENTS.SequenceEndEvent)


def _load_plain(text, limits):
    """`_load(_CLoader, ...)` of the common document, built from libyaml's events without
    composing nodes (a third of a snapshot file's load): one document of plain mappings,
    sequences and scalars with no explicit tag, no duplicate or merge key and no key that is not
    a scalar, within the depth and node limits (counted as _Walk counts them). Anything else,
    including a syntax error, raises _NotPlain: the composer's path then reads the document, or
    reports its mistake, as before."""
    loader = _CLoader(text)
    try:
        return _plain_document(loader, text, limits)
    except (_OverLimit, YamlError, yaml.YAMLError):
        raise _NotPlain() from None
    finally:
        loader.dispose()


def _plain_document(loader, text, limits):
    get_event, resolve = loader.get_event, loader.resolve
    get_event()                                     # StreamStart
    if not loader.check_event(_EVENTS.DocumentStartEvent):
        raise _NotPlain()                           # an empty stream: the composer's None
    get_event()
    max_depth, nodes_left = limits.max_yaml_depth, limits.max_yaml_nodes
    plain_tags = _resolved_tags[_PLAIN]             # the tags _resolve found before, by text
    values, keys = {}, {}
    shallow = Positions.SHALLOW
    # The open collection: `container` (None at the top), whether it is a mapping, the key waiting
    # for its value (_NO_KEY: none) and its path while its children's positions are recorded (else
    # None); the enclosing ones are kept on `outer`. A collection goes into its parent when it opens.
    container, is_map, key, path = None, False, _NO_KEY, ()
    outer = []
    while True:
        event = get_event()
        kind = type(event)
        if kind is _SCALAR:
            if event.tag is not None:
                raise _NotPlain()
            value = event.value
            if event.implicit[0]:                   # plain: its tag depends on its text; quoted: a string
                tag = plain_tags.get(value) or resolve(_ScalarNode, value, _PLAIN)
                if tag != _STR_TAG:
                    if tag == _MERGE_TAG and is_map and key is _NO_KEY:
                        raise _NotPlain()
                    value = _plain_scalar(tag, event)
            if is_map and key is _NO_KEY:           # a mapping's key
                if value in container:
                    raise _NotPlain()               # the duplicate key's message is the walk's
                key = value
                if path is not None:
                    mark = event.start_mark
                    keys[path + (json_key(key),)] = (mark.line + 1, mark.column + 1)
                continue
        elif kind in _CLOSING:
            if not outer:
                raise _NotPlain()
            container, is_map, key, path = outer.pop()
            if container is None:
                break
            continue
        elif kind not in _OPENING or event.tag is not None or (is_map and key is _NO_KEY):
            raise _NotPlain()                       # an alias, an explicit tag, a key that is not a scalar
        # a node: a scalar (`value`) or a collection that opens
        if len(outer) >= max_depth or nodes_left <= 0:
            raise _OverLimit()
        nodes_left -= 1
        node_path = None
        if path is not None:
            node_path = path if container is None else \
                path + ((json_key(key),) if is_map else (str(len(container)),))
            mark = event.start_mark
            values[node_path] = (mark.line + 1, mark.column + 1)
            if len(node_path) == shallow:
                node_path = None
        if kind is not _SCALAR:
            value = _OPENING[kind]()
        if container is None:
            root = value
        elif is_map:
            container[key] = value
            key = _NO_KEY
        else:
            container.append(value)
        if kind is not _SCALAR:
            outer.append((container, is_map, key, path))
            container, is_map, key, path = value, kind is _MAPPING_START, _NO_KEY, node_path
        elif container is None:
            break
    get_event()                                     # DocumentEnd
    if not loader.check_event(_EVENTS.StreamEndEvent):
        raise _NotPlain()                           # a second document: the composer's error
    positions = Positions(text=text, loader_class=_CLoader, limits=limits)
    positions.values, positions.keys = values, keys
    return root, positions


_NO_KEY = object()


def _plain_scalar(tag, event):
    """_scalar of the node this scalar event would compose to (its value cached by tag and text)."""
    value = _constructed.get((tag, event.value), _NO_KEY)
    if value is _NO_KEY:
        value = _scalar(_ScalarNode(tag, event.value, event.start_mark, event.end_mark))
    return value


def _compose(loader_class, text, limits):
    """The node tree of a document that this loader loaded (so composing it again succeeds alike)."""
    loader = loader_class(text)
    loader.limits = limits
    try:
        return loader.get_single_node()
    finally:
        loader.dispose()


def _shallow_positions(root, positions: Positions) -> Positions:
    """`positions` with the nodes and keys of at most Positions.SHALLOW parts recorded."""
    values, keys = positions.values, positions.keys
    values[()] = _position(root)
    level = [((), root)]
    for _ in range(Positions.SHALLOW):
        deeper = []
        for path, node in level:
            if type(node) is yaml.SequenceNode:
                for index, item in enumerate(node.value):
                    child = path + (str(index),)
                    values[child] = _position(item)
                    deeper.append((child, item))
            elif type(node) is yaml.MappingNode:
                for key_node, value_node in node.value:
                    # merged keys (`<<: *anchor`) keep the position of the mapping that merges them
                    if key_node.tag == _MERGE_TAG or type(key_node) is not yaml.ScalarNode:
                        continue
                    child = path + (json_key(_scalar(key_node)),)
                    keys[child], values[child] = _position(key_node), _position(value_node)
                    deeper.append((child, value_node))
        level = deeper
    return positions


def _check_tag(node: yaml.Node) -> None:
    if node.tag not in _JSON_TAGS:
        tag = node.tag.replace(_TAG, "!!")
        raise YamlError(*_position(node), f"invalid YAML: unsupported tag {tag!r}")


class _Constructor(yaml.constructor.SafeConstructor):
    """The schema's scalar constructors, for one scalar at a time (_scalar)."""


_Constructor.yaml_constructors = _PythonLoader.yaml_constructors
# A scalar's value depends only on its tag and text: the few hundred numbers a snapshot file
# repeats are constructed once per process (for the tags whose values are immutable).
_IMMUTABLE_TAGS = {_TAG + name for name in ("int", "float", "bool", "null")}
_constructed: dict = {}


def _scalar(node: yaml.ScalarNode):
    """Construct a scalar now, so that a bad explicit tag (`!!int abc`) gets its position."""
    tag, text = node.tag, node.value
    if tag == _STR_TAG:        # most scalars: the constructor's value is the text itself
        return text
    key = (tag, text)
    if key in _constructed:
        return _constructed[key]
    _check_tag(node)
    try:
        value = _Constructor().construct_object(node)
    except (ValueError, KeyError):
        tag = tag.replace(_TAG, "!!")
        raise YamlError(*_position(node), f"invalid YAML: {text!r} is not a valid {tag}")
    if tag in _IMMUTABLE_TAGS and len(text) <= _RESOLVED_MAX_TEXT:
        if len(_constructed) >= _RESOLVED_MAX_ENTRIES:
            _constructed.clear()
        _constructed[key] = value
    return value


class _Walk:
    """One pass over a composed document: check what the constructor would let pass (tags,
    duplicate keys, aliases into themselves) and build the values as the constructor would for a
    tree without aliases (each scalar constructed once, here). With `limits` (after libyaml
    composed), _OverLimit past the depth or node limit. A merge key (`<<`) is appended to
    `merges`: its mapping's value is then the constructor's to build."""

    def __init__(self, limits=None):
        self.max_depth = limits.max_yaml_depth if limits is not None else None
        self.nodes_left = limits.max_yaml_nodes if limits is not None else None
        self.open: set[int] = set()
        self.merges: list = []

    def value(self, node, depth):
        if self.max_depth is not None:
            if depth >= self.max_depth or self.nodes_left <= 0:
                raise _OverLimit()
            self.nodes_left -= 1
        kind = type(node)
        if kind is yaml.ScalarNode:
            return node.value if node.tag == _STR_TAG else _scalar(node)
        if id(node) in self.open:
            raise YamlError(*_position(node), "invalid YAML: an alias refers to a node that contains it")
        _check_tag(node)
        self.open.add(id(node))
        depth += 1
        if kind is yaml.SequenceNode:
            value = [self.value(item, depth) for item in node.value]
        else:
            value = {}
            for key_node, value_node in node.value:
                # Merged keys (`<<: *anchor`) may be overridden, so they are not duplicates.
                if key_node.tag == _MERGE_TAG:
                    self.merges.append(key_node)
                    continue
                if type(key_node) is not yaml.ScalarNode:
                    raise YamlError(*_position(key_node), "invalid YAML: a mapping key must be a scalar")
                key = key_node.value if key_node.tag == _STR_TAG else _scalar(key_node)
                if key in value:
                    raise YamlError(*_position(key_node),
                                    f"duplicate key {key!r} (first at line {_first_line(node, key)})")
                value[key] = self.value(value_node, depth)
        self.open.discard(id(node))
        return value


def _first_line(mapping: yaml.MappingNode, key) -> int:
    """The line of the first key of `mapping` equal to `key` (for a duplicate key's message)."""
    return next(_position(key_node)[0] for key_node, _ in mapping.value
                if key_node.tag != _MERGE_TAG and _scalar(key_node) == key)
