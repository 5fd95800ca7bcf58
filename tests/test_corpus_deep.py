"""check-scripts --deep on small folders of own scripts written in tmp_path (never the real corpus)."""
import json

import pytest

from harness import corpus, deep
from harness.engine.decisions import CoinToss, OptionChoice, YesNo
from harness.lua import registry
from harness.lua.api_catalog import API_NAMES
from harness.lua.bindings import load_all

load_all()
UNIMPLEMENTED = next(f"Duel.{name}" for name in API_NAMES["Duel"] if not registry.implemented("Duel", name))

DRAW_SPELL = """-- a Spell that draws a card
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  Duel.Draw(tp,1,REASON_EFFECT)
end
"""

NEVER_SPELL = """-- a Spell whose condition never holds
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(function() return false end)
  c:RegisterEffect(e1)
end
"""

BROKEN_SPELL = """-- a Spell that indexes nil when it resolves
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  local nothing=nil
  return nothing.field
end
"""

UNIMPLEMENTED_SPELL = f"""-- a Spell that calls a function the harness lacks
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  {UNIMPLEMENTED}()
end
"""

SUMMON_TRIGGER = """-- a monster that draws a card when it is Normal Summoned
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_SUMMON_SUCCESS)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""

ARCHETYPE_SEARCH = """-- a Spell that adds a monster of archetype 0x7a1 from the Deck to the hand
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.filter(c)
  return c:IsSetCard(0x7a1) and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_DECK,0,1,nil) end
end
function s.operation(e,tp)
  local g=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_DECK,0,1,1,nil)
  Duel.SendtoHand(g,nil,REASON_EFFECT)
end
"""

CONTINUOUS_ONLY = """-- a monster with a continuous effect only
local s,id=GetID()
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetValue(100)
  c:RegisterEffect(e)
end
"""

SCRIPTS = {100000001: DRAW_SPELL, 100000002: NEVER_SPELL, 100000003: BROKEN_SPELL, 100000004: UNIMPLEMENTED_SPELL,
           100000005: SUMMON_TRIGGER, 100000006: CONTINUOUS_ONLY, 100000007: ARCHETYPE_SEARCH}


@pytest.fixture
def folder(tmp_path):
    for code, text in SCRIPTS.items():
        (tmp_path / f"c{code}.lua").write_text(text, encoding="utf-8")
    return tmp_path


def by_code(results):
    return {r.code: r for r in results}


def test_each_status(folder):
    results = by_code(deep.deep_check(folder, jobs=1))
    assert results[100000001].status == "ran" and results[100000001].effect == 1
    assert results[100000002].status == "never legal"
    assert results[100000002].detail == "its condition is not met"
    broken = results[100000003]
    assert broken.status == "script error" and "attempt to index a nil value" in broken.detail
    assert broken.where.endswith("c100000003.lua:12")
    assert results[100000004].status == "not implemented" and results[100000004].missing == UNIMPLEMENTED
    assert results[100000005].status == "ran" and "summon_success" in results[100000005].board
    assert results[100000006].status == "no effect"
    assert all(r.inferred for r in results.values())


def test_the_board_has_the_archetype_the_script_asks_for(folder):
    assert deep.mentioned_cards(ARCHETYPE_SEARCH, 100000007, folder)[deep.MADE_UP]["setcode"] == [0x7a1]
    assert deep.probe_script(100000007, folder).status == "ran"


def test_the_budget_stops_the_attempts(folder):
    result = deep.probe_script(100000002, folder, budget=0)
    assert result.status == "never legal"      # the first board is always tried


def test_summary_and_json(folder, tmp_path, capsys):
    out = tmp_path / "report.json"
    assert corpus.main([str(folder), "--deep", "--jobs", "1", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "7 scripts probed" in printed and "never legal, by reason:" in printed
    assert f"1  {UNIMPLEMENTED}" in printed
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["mode"] == "deep" and report["total"] == 7
    assert set(report["counts"]) == set(deep.DEEP_STATUSES)
    assert report["counts"]["ran"] == 3 and report["counts"]["no effect"] == 1
    assert report["never_legal_reasons"] == [{"reason": "its condition is not met", "scripts": 1}]
    assert report["not_implemented_ranking"] == [{"function": UNIMPLEMENTED, "scripts": 1}]
    assert report["script_error_ranking"][0]["scripts"] == 1
    keys = {"code", "status", "detail", "where", "missing", "effect", "board", "inferred"}
    assert all(set(entry) == keys for entry in report["scripts"])


def test_limit_samples_the_folder(folder):
    assert len(deep.deep_check(folder, jobs=1, limit=3)) == 3


def test_the_documented_defaults():
    answers = deep.DeepAnswers(own_code=1)
    assert answers.select_yes_no(YesNo(player=0)) is True
    assert answers.select_option(OptionChoice(player=0, options=[1, 2, 3])) == 0
    assert answers.toss_coin(CoinToss(player=0, count=2)) == [1, 1]
    assert answers.toss_coin(CoinToss(player=0, count=-1, limit=5)) == [0]


def test_without_deep_check_scripts_is_unchanged(folder, capsys):
    assert corpus.main([str(folder), "--jobs", "1"]) == 0
    assert "7 scripts in" in capsys.readouterr().out
