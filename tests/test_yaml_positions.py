"""Positions: where a path of a loaded document is, found when asked."""
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
