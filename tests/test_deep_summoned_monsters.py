"""check-scripts --deep and snapshot: the summoned monster a summon's response or field trigger
reads (harness/probe/summoned_monsters.py: a made-up monster with the ATK, DEF or Level its text
compares, summoned from the place it names, several at once for a count), on own scripts written
in tmp_path: each is written as a file that passes, and none is without those boards."""
import pytest

from harness.probe import deep
from snapshot_script import assert_written_once, drawing_trap, effect_files, snapshot_script

from tests.test_deep_events import trigger
from tests.test_deep_field_asks import snapshot_of

CODE = 100000360
TRAP = "{name: probed trap, type: [trap]}"
RESPONSES = {
    # "when your opponent Special Summons a monster with 1800 or more ATK" (Harpie Lady has 1300)
    "atk": ("EVENT_SPSUMMON_SUCCESS", "eg:IsExists(function(c) return c:GetAttack()>=1800 and c:IsSummonPlayer(1-tp) "
            "end,1,nil)", "the opponent summons a made-up monster (ATK 1800, DEF 1000, Level 4)"),
    # "when your opponent Normal Summons a monster with 500 or less DEF"
    "def": ("EVENT_SUMMON_SUCCESS", "ep~=tp and eg:GetFirst():GetDefense()<=500",
            "the opponent summons a made-up monster (ATK 1000, DEF 500, Level 4)"),
    # "when a monster is Special Summoned from the Deck"
    "from the deck": ("EVENT_SPSUMMON_SUCCESS", "eg:IsExists(function(c) return c:IsSummonLocation(LOCATION_DECK) "
                      "end,1,nil)", "the opponent summons a made-up monster (ATK 1000, DEF 1000, Level 4, from the Deck)"),
    # "when 2 or more monsters are Special Summoned at the same time"
    "two at once": ("EVENT_SPSUMMON_SUCCESS", "eg:GetCount()>=2",
                    "the opponent summons 2 made-up monsters (ATK 1000, DEF 1000, Level 4)"),
    # "when your opponent Normal Summons a FIRE monster", its Attribute as a number (IsAttribute(0x4))
    "attribute by value": ("EVENT_SUMMON_SUCCESS", "eg:IsExists(function(c) return c:IsAttribute(0x4) "
                           "and c:IsSummonPlayer(1-tp) end,1,nil)",
                           "the opponent summons a made-up monster (ATK 1000, DEF 1000, Level 4)"),
    # "when your opponent Special Summons an Aqua Fusion Monster with 2500 or more ATK": from the Extra Deck
    "extra deck kind": ("EVENT_SPSUMMON_SUCCESS", "eg:IsExists(function(c) return c:IsType(TYPE_FUSION) "
                        "and c:IsRace(RACE_AQUA) and c:GetAttack()>=2500 and c:IsSummonPlayer(1-tp) end,1,nil)",
                        "the opponent summons a made-up monster (ATK 2500, DEF 1000, Level 4, from the Extra Deck)"),
}
FIELD = {
    # "if a monster with 2000 or more ATK is Special Summoned from the GY"
    "from the GY": ("EVENT_SPSUMMON_SUCCESS", "eg:IsExists(function(c) return c:IsPreviousLocation(LOCATION_GRAVE) "
                    "and c:GetAttack()>=2000 end,1,nil)",
                    "the opponent summons a made-up monster (ATK 2000, DEF 1000, Level 4, from the GY)"),
    # "if you Normal Summon a Plant Tuner"
    "kind and race": ("EVENT_SUMMON_SUCCESS", "eg:GetFirst():IsControler(tp) and eg:GetFirst():IsRace(RACE_PLANT) "
                      "and eg:GetFirst():IsType(TYPE_TUNER)", "one summons a made-up monster (ATK 1000, DEF 1000, Level 4)"),
}


def _respond(tmp_path, case):
    event, condition, _ = RESPONSES[case]
    return snapshot_script(tmp_path, CODE, TRAP, drawing_trap(condition, event, "a response to a summoned monster"))


@pytest.mark.parametrize("case", list(RESPONSES))
def test_a_response_is_written_on_the_summoned_monster_and_passes(tmp_path, case):
    result, out = _respond(tmp_path, case)
    assert_written_once(result, out, RESPONSES[case][2], [tmp_path])


@pytest.mark.parametrize("case", list(RESPONSES))
def test_without_it_a_response_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "summoned_monsters", lambda probe, effect, text: [])
    result, out = _respond(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)


@pytest.mark.parametrize("case", list(FIELD))
def test_a_field_trigger_is_written_on_the_summoned_monster_and_passes(tmp_path, case):
    from harness.probe.snapshot import replay

    event, condition, plan = FIELD[case]
    files, out = snapshot_of(tmp_path, trigger("FIELD", event, condition))
    assert files and replay(out / files[0], [tmp_path]) == ""
    assert plan in (out / files[0]).read_text(encoding="utf-8")


@pytest.mark.parametrize("case", list(FIELD))
def test_without_it_a_field_trigger_gets_no_file(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "summoned_triggers", lambda *args: [])
    event, condition, _ = FIELD[case]
    assert snapshot_of(tmp_path, trigger("FIELD", event, condition))[0] == []
