"""check-scripts --deep and snapshot: a trigger on its card's Special Summon whose condition names
the archetype of what summoned it (harness/probe/summoner_agents.py): a made-up monster (or
Quick-Play Spell) of that archetype Special Summons the card; on own scripts written in tmp_path,
each written as a file that passes, and none without those plans."""
import pytest

from harness.probe import trigger_boards
from harness.probe.snapshot import replay

from tests.test_deep_events import trigger
from tests.test_deep_field_asks import snapshot_of

CASES = {
    "monster": ("e:GetHandler():GetSpecialSummonInfo(SUMMON_INFO_TYPE)&TYPE_MONSTER~=0 "
                "and e:GetHandler():IsSpecialSummonSetCard(0x7aa)"),
    "Quick-Play Spell": ("e:GetHandler():GetSpecialSummonInfo(SUMMON_INFO_TYPE)&TYPE_SPELL~=0 "
                         "and e:GetHandler():IsSpecialSummonSetCard(0x7ab)"),
    # a Race, from the GY (the card starts there)
    "race": ("(function() local typ,race=e:GetHandler():GetSpecialSummonInfo(SUMMON_INFO_TYPE,SUMMON_INFO_RACE) "
             "return e:GetHandler():IsPreviousLocation(LOCATION_GRAVE) and typ&TYPE_MONSTER~=0 "
             "and race&RACE_PLANT~=0 end)()"),
}
KINDS = {"monster": "monster", "Quick-Play Spell": "Quick-Play Spell", "race": "monster"}


@pytest.mark.parametrize("case", list(CASES))
def test_special_summoned_by_a_card_of_the_archetype_is_written_and_passes(tmp_path, case):
    files, out = snapshot_of(tmp_path, trigger("SINGLE", "EVENT_SPSUMMON_SUCCESS", CASES[case]))
    assert files and replay(out / files[0], [tmp_path]) == ""
    text = (out / files[0]).read_text(encoding="utf-8")
    assert f"Special Summoned by a made-up {KINDS[case]} its condition names" in text


@pytest.mark.parametrize("case", list(CASES))
def test_without_it_no_file_is_written(tmp_path, case, monkeypatch):
    monkeypatch.setattr(trigger_boards, "summoner_plans", lambda probe, effect, condition: [])
    assert snapshot_of(tmp_path, trigger("SINGLE", "EVENT_SPSUMMON_SUCCESS", CASES[case]))[0] == []
