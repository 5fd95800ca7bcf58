"""check-scripts --deep and snapshot: made-up monsters a filter asks for (boards.py mentioned_cards):
the made-up monsters again at the Level the text adds or takes away ("lv+1"); a Fusion Monster of
the archetype for a search of the Extra Deck that names no kind; a kind of monster with the Race
and Attribute its own line names. On own scripts written
in tmp_path, each written as a file that passes, and none without those monsters."""
import pytest

from harness.probe import boards
from harness.probe.snapshot import replay

from tests.test_deep_field_asks import ignition, snapshot_of

CASES = {
    # "a face-up X monster you control and an X monster in your Deck 1 Level higher"
    "level offset": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:IsSetCard(0x7ac) "
                     "and Duel.IsExistingMatchingCard(function(d) return d:IsSetCard(0x7ac) and d:IsLevel(c:GetLevel()+1) end,"
                     "tp,LOCATION_DECK,0,1,nil) end,tp,LOCATION_MZONE,0,1,nil)", "_LEVEL_OFFSET"),
    # "Special Summon 1 X monster from your Extra Deck"
    "extra deck": ("Duel.IsExistingMatchingCard(s.xfilter,tp,LOCATION_EXTRA,0,1,nil,e,tp)", "_IN_EXTRA_DECK"),
    # "a Fiend monster you control and a DARK Dragon Synchro Monster in your GY": the Synchro Monster
    # gets the Race and Attribute of its own line, not the script's first Race
    "race of its line": ("Duel.IsExistingMatchingCard(s.ffilter,tp,LOCATION_MZONE,0,1,nil) "
                         "and Duel.IsExistingMatchingCard(s.sfilter,tp,LOCATION_GRAVE,0,1,nil)", "_of_its_line"),
}
FILTERS = {"extra deck": """function s.xfilter(c,e,tp)
  return c:IsSetCard(0x7ad) and c:IsCanBeSpecialSummoned(e,0,tp,true,false) and Duel.GetLocationCountFromEx(tp,tp,nil,c)>0
end
""", "race of its line": """function s.ffilter(c)
  return c:IsFaceup() and c:IsRace(RACE_FIEND)
end
function s.sfilter(c)
  return c:IsRace(RACE_DRAGON) and c:IsAttribute(ATTRIBUTE_DARK) and c:IsType(TYPE_SYNCHRO)
end
"""}


def script(case):
    return ignition(CASES[case][0]) + FILTERS.get(case, "")


@pytest.mark.parametrize("case", list(CASES))
def test_the_card_its_filter_compares_is_in_the_deck_and_the_file_passes(tmp_path, case):
    files, out = snapshot_of(tmp_path, script(case))
    assert files and replay(out / files[0], [tmp_path]) == ""


@pytest.mark.parametrize("case", list(CASES))
def test_without_those_monsters_no_file_is_written(tmp_path, case, monkeypatch):
    if case == "race of its line":
        monkeypatch.setattr(boards, "_of_its_line", lambda text, kind, base: base)
    else:
        monkeypatch.setattr(boards, CASES[case][1], boards.re.compile(r"(?!)"))       # matches nothing
    assert snapshot_of(tmp_path, script(case))[0] == []
