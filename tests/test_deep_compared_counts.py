"""check-scripts --deep and snapshot: the numbers of cards of the two players a condition compares
with each other, and no card in one's Extra Deck (harness/probe/compared_counts.py), on own scripts
written in tmp_path: never legal without those boards, and the snapshot file passes."""
import pytest

from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import drawing_trap, effect_files, only_written, snapshot_script

CODE = 100000400
TRAP = "{name: probed trap, type: [trap]}"
CASES = {
    # "if your opponent has at least 2 more cards in their hand than you do"
    "hands": ("Duel.GetFieldGroupCount(tp,0,LOCATION_HAND)-Duel.GetFieldGroupCount(tp,LOCATION_HAND,0)>=2",
              "the opponent with 2 more cards in the hand"),
    # "if you have more cards in your Deck than your opponent has"
    "decks": ("Duel.GetFieldGroupCount(tp,LOCATION_DECK,0)>Duel.GetFieldGroupCount(tp,0,LOCATION_DECK)",
              "one with 1 more cards in the Deck"),
    # "if you have no cards in your Extra Deck"
    "no extra deck": ("Duel.GetFieldGroupCount(tp,LOCATION_EXTRA,0)==0", "no card in one's Extra Deck"),
}


def trap(condition):
    return drawing_trap(condition, about="numbers of cards")


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, TRAP, trap(CASES[case][0]))


@pytest.mark.parametrize("case", list(CASES))
def test_its_snapshot_is_written_with_those_numbers_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    name = only_written(result)
    assert f"The plan: {CASES[case][1]}" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


@pytest.mark.parametrize("case", list(CASES))
def test_without_those_boards_it_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(conditions, "compared_counts", lambda text: [])
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)
