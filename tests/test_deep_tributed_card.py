"""check-scripts --deep and snapshot: a trigger whose condition reads the card's own Tribute Summon
("if this Tribute Summoned card is sent from the field to the GY") gets its plans on the field
again with the card Tribute Summoned (harness/probe/tributed_card.py), on an own script written in
tmp_path: written as a file that passes, and none without it."""
from harness.probe import deep
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

from tests.test_deep_events import trigger

CODE = 100000420
MONSTER = "{name: probed, type: [monster, effect], attribute: dark, race: warrior, level: 6, atk: 2400, def: 1000}"
SCRIPT = trigger("SINGLE", "EVENT_TO_GRAVE", "e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD) "
                 "and e:GetHandler():IsSummonType(SUMMON_TYPE_ADVANCE)")


def test_it_is_written_with_the_card_tribute_summoned_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    text = (out / only_written(result)).read_text(encoding="utf-8")
    assert "the card Tribute Summoned" in text and "summon_type: advance" in text
    assert replay(out / only_written(result), [tmp_path]) == ""


def test_without_it_no_file_is_written(tmp_path, monkeypatch):
    monkeypatch.setattr(deep, "reads_own_tribute", lambda data, text: False)
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
