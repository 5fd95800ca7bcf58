"""check-scripts --deep and snapshot: the summons a summon response's condition reads
(harness/probe/made_up_summons.py: a monster of the kind it names Special Summoned as that kind,
one's own summon of the made-up monster its filters name), on own scripts written in tmp_path: each
effect is never legal without them, and its snapshot file, written with them, passes."""
import pytest

from harness.probe import deep
from snapshot_script import assert_written_once, drawing_trap, effect_files, snapshot_script, without_the_last_boards

CODE = 100000350
TRAP = "{name: probed trap, type: [trap]}"
CASES = {
    # "when your opponent Fusion Summons a monster"
    "fusion": ("EVENT_SPSUMMON_SUCCESS", "eg:IsExists(function(c) return c:IsSummonType(SUMMON_TYPE_FUSION) "
               "and c:IsSummonPlayer(1-tp) end,1,nil)", "the opponent Special Summons a Fusion Monster"),
    # "when a 0x7a1 monster is Normal Summoned to your field"
    "own made-up": ("EVENT_SUMMON_SUCCESS", "eg:IsExists(function(c) return c:IsControler(tp) and c:IsSetCard(0x7a1) "
                    "end,1,nil)", "one summons the made-up monster its filters name"),
}


def trap(event, condition):
    return drawing_trap(condition, event, "a response to a summon of a kind")


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, TRAP, trap(*CASES[case][:2]))


@pytest.mark.parametrize("case", list(CASES))
def test_its_snapshot_is_written_on_the_summon_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    assert_written_once(result, out, CASES[case][2], [tmp_path])


@pytest.mark.parametrize("case", list(CASES))
def test_without_those_summons_it_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "made_up_summons", lambda probe, effect, condition: [])
    without_the_last_boards(monkeypatch)
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)
