"""check-scripts --deep and snapshot: a material's trigger whose condition names the monster it
was a material for (harness/probe/named_summons.py): a made-up monster of that archetype,
Attribute or Race is Tribute, Link or Synchro Summoned with the card; on own scripts written in
tmp_path, each written as a file that passes, and none without those summons."""
import pytest

from harness.probe import trigger_boards
from harness.probe.snapshot import replay

from tests.test_deep_events import trigger
from tests.test_deep_field_asks import snapshot_of

CASES = {
    "tribute": "r==REASON_SUMMON and e:GetHandler():GetReasonCard():IsSetCard(0x7a9)",
    "link": "r==REASON_LINK and e:GetHandler():GetReasonCard():IsAttribute(ATTRIBUTE_FIRE)",
    # the reason card in a variable
    "synchro": "(function() local rc=e:GetHandler():GetReasonCard() return r==REASON_SYNCHRO and rc:IsRace(RACE_PLANT) end)()",
}


def material(case):
    return trigger("SINGLE", "EVENT_BE_MATERIAL", CASES[case])


@pytest.mark.parametrize("case", list(CASES))
def test_the_summon_its_condition_names_is_written_and_passes(tmp_path, case):
    files, out = snapshot_of(tmp_path, material(case))
    assert files and replay(out / files[0], [tmp_path]) == ""
    assert f"the {case} summon of a made-up monster its condition names" in (out / files[0]).read_text(encoding="utf-8")


@pytest.mark.parametrize("case", list(CASES))
def test_without_it_no_file_is_written(tmp_path, case, monkeypatch):
    monkeypatch.setattr(trigger_boards, "named_summons", lambda probe, effect, condition: [])
    assert snapshot_of(tmp_path, material(case))[0] == []
