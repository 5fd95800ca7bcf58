"""Positions: where a path of a loaded document is, found when asked; the plain documents read
from libyaml's events read as the composer reads them."""
import pytest

from harness import limits as _limits
from harness import yaml_positions
from harness.yaml_positions import load_yaml

TEXT = """\
name: t
cards:
  0x10: {atk: 5}
players:
  - lp: 100
  - {lp: 200}
base: &base {x: 1}
merged:
  <<: *base
  y: 2
shared: *base
"""


def test_values_and_keys_as_loaded_or_as_json_sees_them():
    data, positions = load_yaml(TEXT)
    assert data["cards"] == {16: {"atk": 5}}
    assert positions.value(()) == (1, 1)
    assert positions.value(("cards", 16)) == positions.value(("cards", "16")) == (3, 9)
    assert positions.key(("cards", 16)) == (3, 3)
    assert positions.value(("cards", 16, "atk")) == (3, 15)
    assert positions.value(("players", 1, "lp")) == positions.value(("players", "1", "lp")) == (6, 10)
    assert positions.key(("players", 1)) == positions.value(("players", 1)) == (6, 5)    # an item has no key


def test_a_path_not_in_the_document_is_at_its_nearest_ancestor():
    _, positions = load_yaml(TEXT)
    assert positions.value(("players", 0, "missing", "deeper")) == (5, 5)
    assert positions.key(("players", 0, "missing")) == (5, 5)
    assert positions.value(("players", 2)) == positions.value(("players", "01")) == (5, 3)
    assert positions.value(("merged", "x")) == (9, 3)        # a merged key: at the mapping that merges it
    assert positions.value(("shared", "x")) == (7, 17)      # through an alias: where the anchored node is


def test_an_empty_document_is_at_its_start():
    data, positions = load_yaml("")
    assert data is None and positions.value(("a",)) == positions.key(("a",)) == (1, 1)


# -- the plain documents read from libyaml's events (yaml_positions._load_plain) ------------------------
PLAIN = """\
name: "t"
cards:
  0x10: {atk: 5, name: 'x', type: [monster, effect], on: yes, off: 01435851}
  17: {atk: -3, def: 1.5e3, level: ~, text: null}
players: {0: {lp: 8000}, 1: {lp: 7000, hand: 5}}
board:
  - {as: a, code: 16, location: mzone}
  - {as: b, code: 17, counters: {0x1: 2}}
steps:
  - activate: a
    choose: [[b], []]
  - expect: {a: {location: grave, reason: [effect]}, events: [{event: chaining, cards: [a]}]}
true: 1
"""


def _composed(text):
    """What the composer's path reads (as before the plain path existed)."""
    return yaml_positions._load(yaml_positions._CLoader, text, _limits.Limits.from_env())


@pytest.mark.parametrize("text", [PLAIN, "- 1\n- [2, {a: b}]\n", "just text\n", "---\n", "{}\n", "[]\n"])
def test_a_plain_document_reads_as_the_composer_reads_it(text):
    data, positions = yaml_positions._load_plain(text, _limits.Limits.from_env())
    expected, expected_positions = _composed(text)
    assert repr(data) == repr(expected)
    assert (positions.values, positions.keys) == (expected_positions.values, expected_positions.keys)
    assert positions.value(("steps", 1, "expect", "events", 0, "cards")) == \
        expected_positions.value(("steps", 1, "expect", "events", 0, "cards"))


@pytest.mark.parametrize("text", [
    "a: 1\na: 2\n",                         # a duplicate key: the walk's message
    "b: {x: 1}\nc:\n  <<: {y: 2}\n  z: 3\n",  # a merge key
    "a: !!str 5\n",                         # an explicit tag
    "a: !!set {x}\n",                       # a tag JSON has no value for
    "? [1, 2]\n: x\n",                      # a key that is not a scalar
    "a: 1\n---\nb: 2\n",                    # two documents
    "a: [1\n",                              # a syntax error
    "a: 99999999999999999999999999999999999999999999999999" + "9" * 5000 + "\n",    # an int Python refuses
    "",                                     # no document
])
def test_a_document_that_is_not_plain_goes_the_composers_way(text):
    with pytest.raises(yaml_positions._NotPlain):
        yaml_positions._load_plain(text, _limits.Limits.from_env())


def test_the_plain_path_counts_depth_and_nodes_as_the_walk_does():
    limits = _limits.Limits(max_yaml_depth=4, max_yaml_nodes=5)
    assert yaml_positions._load_plain("a: {b: [1]}\n", limits)[0] == {"a": {"b": [1]}}
    for over in ("a: {b: [[1]]}\n", "[1, 2, 3, 4, 5]\n"):       # 5 levels; 6 nodes
        with pytest.raises(yaml_positions._NotPlain):
            yaml_positions._load_plain(over, limits)
        with pytest.raises(yaml_positions._OverLimit):
            yaml_positions._load(yaml_positions._CLoader, over, limits)


@pytest.mark.parametrize("size", [0, 10, 99, 100, 101, 5000])
def test_read_limited_reads_a_file_whole_up_to_the_cap_and_one_byte_more(tmp_path, size):
    path = tmp_path / "f.yaml"
    path.write_bytes(b"x" * size)
    data, seen = yaml_positions.read_limited(path, _limits.Limits(max_file_bytes=100))
    assert data == b"x" * min(size, 101) and seen == size


def test_read_limited_reads_a_file_whose_size_is_not_known_up_to_the_cap():
    # /proc files say they are empty (st_size 0) and still have content
    data, seen = yaml_positions.read_limited("/proc/self/status", _limits.Limits(max_file_bytes=100))
    assert len(data) == 101 and seen == 101 and data.startswith(b"Name:")
