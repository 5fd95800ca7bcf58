"""check-scripts and sweep-equips on small generated script folders (never the real corpus)."""
import json

import pytest

from harness.probe import commands, corpus, sweep

# every API function is implemented; a part of one that is not (another master rule) raises as one
UNIMPLEMENTED, UNIMPLEMENTED_CALL = "Debug.ReloadFieldBegin", "Debug.ReloadFieldBegin(0, 3)"

GOOD_EQUIP = """-- a plain Equip Spell for any face-up monster
local s,id=GetID()
function s.initial_effect(c)
  aux.AddEquipSpellEffect(c,true,true,Card.IsFaceup,nil)
  local e=Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_EQUIP)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetValue(100)
  c:RegisterEffect(e)
end
"""

DRIFTING_EQUIP = """-- targets any face-up monster, but may only stay on Dragons
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_EQUIP)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET+EFFECT_FLAG_CONTINUOUS_TARGET)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_SINGLE)
  e2:SetCode(EFFECT_EQUIP_LIMIT)
  e2:SetValue(function(e,m) return m:IsRace(RACE_DRAGON) end)
  c:RegisterEffect(e2)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end
  if chk==0 then return Duel.IsExistingTarget(Card.IsFaceup,tp,LOCATION_MZONE,LOCATION_MZONE,1,nil) end
  Duel.SelectTarget(tp,Card.IsFaceup,tp,LOCATION_MZONE,LOCATION_MZONE,1,1,nil)
  Duel.SetOperationInfo(0,CATEGORY_EQUIP,e:GetHandler(),1,0,0)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  local c,tc=e:GetHandler(),Duel.GetFirstTarget()
  if c:IsRelateToEffect(e) and tc:IsRelateToEffect(e) and tc:IsFaceup() then Duel.Equip(tp,c,tc) end
end
"""

MONSTER = """-- an effect monster with nothing special
local s,id=GetID()
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetValue(1)
  c:RegisterEffect(e)
end
"""


@pytest.fixture
def folder(tmp_path):
    scripts = {
        1001: GOOD_EQUIP,
        1002: "local s,id=GetID()\nfunction s.initial_effect(c)\n  local x = = 1\nend\n",
        1003: "local s,id=GetID()\nfunction s.initial_effect(c)\n  undefined_global(c)\nend\n",
        1004: f"local s,id=GetID()\nfunction s.initial_effect(c)\n  {UNIMPLEMENTED_CALL}\nend\n",
        1005: MONSTER,
        1006: DRIFTING_EQUIP,
    }
    for code, text in scripts.items():
        (tmp_path / f"c{code}.lua").write_text(text, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a script")
    return tmp_path


def by_code(results):
    return {r.code: r for r in results}


def test_check_scripts_gives_each_script_one_status(folder):
    results = by_code(corpus.check_scripts(folder, jobs=1))
    assert sorted(results) == [1001, 1002, 1003, 1004, 1005, 1006]
    assert results[1001].status == "ok" and results[1005].status == "ok" and results[1006].status == "ok"
    assert results[1002].status == "syntax error" and "c1002.lua:3" in results[1002].detail
    assert results[1003].status == "runtime error" and "c1003.lua:3" in results[1003].detail
    assert results[1004].status == "not implemented" and results[1004].missing == UNIMPLEMENTED
    assert all(r.inferred for r in results.values())


def test_card_database_data_is_used_and_missing_data_without_inference(folder, tmp_path_factory):
    database = tmp_path_factory.mktemp("db") / "cards.yaml"
    database.write_text("1005: {name: Plain, type: [monster, effect], attribute: dark, race: fiend, level: 4, atk: 1000, def: 1000}\n")
    results = by_code(corpus.check_scripts(folder, [database], jobs=1, infer=False))
    assert results[1005].status == "ok" and not results[1005].inferred
    assert results[1001].status == "missing card data" and "unknown card code 1001" in results[1001].detail


def test_summary_ranks_missing_functions_and_the_json_report(folder, capsys):
    results = corpus.check_scripts(folder, jobs=2)
    counts, ranking = corpus.summarize(results)
    assert counts == {"ok": 3, "syntax error": 1, "runtime error": 1, "not implemented": 1, "missing card data": 0}
    assert ranking == [(UNIMPLEMENTED, 1)]
    report = corpus.report_json(results, 1.5)
    assert report["total"] == 6 and report["not_implemented_ranking"] == [{"function": UNIMPLEMENTED, "scripts": 1}]
    json.dumps(report)
    corpus.print_summary(results, 1.5)
    out = capsys.readouterr().out
    assert "6 scripts in 1.5s" in out and f"1  {UNIMPLEMENTED}" in out


def test_check_scripts_command_writes_json(folder, tmp_path_factory, capsys):
    out_file = tmp_path_factory.mktemp("out") / "report.json"
    assert commands.main([str(folder), "--json", str(out_file), "--jobs", "1"]) == 0
    assert json.loads(out_file.read_text())["counts"]["ok"] == 3
    assert "[" in capsys.readouterr().err          # the progress bar


def test_sweep_finds_the_drift_and_passes_the_good_equip(folder):
    results = by_code(sweep.sweep_equips(folder, jobs=1))
    assert sorted(results) == [1001, 1006]                  # only Equip Spells are swept
    assert results[1001].verdict == "ok" and results[1001].equipped
    assert results[1006].verdict == "drift"
    assert any("race RACE_WARRIOR" in label for label in results[1006].drift)
    assert not any("RACE_DRAGON" in label for label in results[1006].drift)
