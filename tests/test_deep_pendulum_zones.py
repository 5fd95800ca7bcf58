"""check-scripts --deep and snapshot: both of one's Pendulum Zones holding a Pendulum Monster, for a
condition that counts them or reads them one by one (harness/probe/conditions.py), when the card
itself is Set in the Spell & Trap Zone one of them is: it moves to a free one first. On own
scripts written in tmp_path: the snapshot file is written and passes."""
import pytest

from harness.constants import LOCATION_PZONE
from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import drawing_trap, effect_files, only_written, snapshot_script

CODE = 100000390
TRAP = "{name: probed trap, type: [trap]}"
CONDITIONS = {"counted": "Duel.GetFieldGroupCount(tp,LOCATION_PZONE,0)==2",
              "one by one": "Duel.GetFieldCard(tp,LOCATION_PZONE,0) and Duel.GetFieldCard(tp,LOCATION_PZONE,1)"}


def trap(condition):
    return drawing_trap(condition, about="two Pendulum Scales")


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, TRAP, trap(CONDITIONS[case]))


@pytest.mark.parametrize("case", list(CONDITIONS))
def test_its_snapshot_is_written_with_both_scales_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    name = only_written(result)
    text = (out / name).read_text(encoding="utf-8")
    assert text.count("location: pzone") == 2
    assert replay(out / name, [tmp_path]) == ""


@pytest.mark.parametrize("case", list(CONDITIONS))
def test_with_the_card_left_where_a_pendulum_zone_is_it_is_never_legal(tmp_path, case, monkeypatch):
    def only_the_free_ones(board, codes):          # the scales, without moving the card first
        def in_zones(session, card):
            board(session, card)
            for code in codes[:len(session.duel.free_sequences(0, LOCATION_PZONE))]:
                session.add_card(code, 0, "pzone", position="faceup")
        return in_zones
    monkeypatch.setattr(conditions, "_in_pendulum_zones", only_the_free_ones)
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)
