"""check-scripts --deep and snapshot: a target that asks for a face-up card Spell Counters can be
placed on (`IsCanAddCounter(0x1,1)`) gets the Continuous Trap the probe puts Spell Counters on
(harness/probe/conditions.py); on own scripts written in tmp_path (the Trap's code with a stand-in
script written here), a file that passes, and none without that board."""
from harness.probe import conditions
from harness.probe.snapshot import replay, snapshot_card

from tests.test_deep_field_asks import ignition

CODE = 100000170
STAND_IN = ("-- a Continuous Trap that Spell Counters can be placed on\nlocal s,id=GetID()\n"
            "function s.initial_effect(c)\n  c:EnableCounterPermit(0x1)\n  local e1=Effect.CreateEffect(c)\n"
            "  e1:SetType(EFFECT_TYPE_ACTIVATE)\n  e1:SetCode(EVENT_FREE_CHAIN)\n  c:RegisterEffect(e1)\nend\n")
CHECK = ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:IsCanAddCounter(0x1,1) end,"
         "tp,LOCATION_ONFIELD,0,1,nil)")


def written(tmp_path):
    (tmp_path / f"c{CODE}.lua").write_text(ignition(CHECK), encoding="utf-8")
    (tmp_path / f"c{conditions.SPELL_COUNTER_TRAP}.lua").write_text(STAND_IN, encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(
        f"{CODE}: {{name: probed, type: [monster, effect], attribute: dark, race: warrior, level: 4, atk: 1800, def: 1000}}\n"
        f"{conditions.SPELL_COUNTER_TRAP}: {{name: counter trap, type: [trap, continuous]}}\n", encoding="utf-8")
    out = tmp_path / "out"
    result = snapshot_card(CODE, tmp_path, out, [str(tmp_path / "cards.yaml")])
    return [e.file for e in result.effects if e.category == "written" and not e.variant], out


def test_a_card_spell_counters_can_be_placed_on_is_on_the_field_and_the_file_passes(tmp_path):
    files, out = written(tmp_path)
    assert files and replay(out / files[0], [tmp_path]) == ""


def test_without_it_no_file_is_written(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "_SPELL_COUNTERS", conditions.re.compile(r"(?!)"))
    assert written(tmp_path)[0] == []
