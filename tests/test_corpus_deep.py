"""check-scripts --deep on small folders of own scripts written in tmp_path (never the real corpus)."""
import json
from dataclasses import replace

import pytest

from harness import constants
from harness.probe import commands, deep
from harness.probe.finder import _Finder
from harness.engine.state.decisions import CoinToss, DiceRoll, OptionChoice, YesNo
from harness.engine.state.errors import NotImplementedByHarness
from harness.lua import registry
from lua_board import activated_spell

UNIMPLEMENTED = "Duel.MajesticCopy"      # made to act as a function the harness lacks (see below)

DRAW_SPELL = activated_spell(
    "a Spell that draws a card",
    category="CATEGORY_DRAW", functions="""function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  Duel.Draw(tp,1,REASON_EFFECT)
end
""")

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

ARCHETYPE_SEARCH = activated_spell(
    "a Spell that adds a monster of archetype 0x7a1 from the Deck to the hand",
    functions="""function s.filter(c)
  return c:IsSetCard(0x7a1) and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_DECK,0,1,nil) end
end
function s.operation(e,tp)
  local g=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_DECK,0,1,1,nil)
  Duel.SendtoHand(g,nil,REASON_EFFECT)
end
""")

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

OWN_PROCEDURE = """-- a monster Special Summoned from the hand by its own procedure, by discarding a card
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD)
  e1:SetCode(EFFECT_SPSUMMON_PROC)
  e1:SetProperty(EFFECT_FLAG_UNCOPYABLE)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(s.spcon)
  e1:SetOperation(s.spop)
  c:RegisterEffect(e1)
end
function s.spcon(e,c)
  if c==nil then return true end
  return Duel.GetLocationCount(c:GetControler(),LOCATION_MZONE)>0
    and Duel.IsExistingMatchingCard(Card.IsDiscardable,c:GetControler(),LOCATION_HAND,0,1,c)
end
function s.spop(e,tp,eg,ep,ev,re,r,rp,c)
  Duel.DiscardHand(tp,Card.IsDiscardable,1,1,REASON_COST+REASON_DISCARD,c)
end
"""

CONDITIONAL_AURA = """-- a monster whose ATK boost applies only while a player has 9000 LP or more
local s,id=GetID()
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e:SetRange(LOCATION_MZONE)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetCondition(function(e) return Duel.GetLP(0)>=9000 end)
  e:SetValue(500)
  c:RegisterEffect(e)
end
"""

FIELD_AURA = """-- a monster that gives the monsters you control 300 ATK, through a value function
local s,id=GetID()
function s.initial_effect(c)
  local e=Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_FIELD)
  e:SetRange(LOCATION_MZONE)
  e:SetTargetRange(LOCATION_MZONE,0)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetValue(s.value)
  c:RegisterEffect(e)
end
function s.value(e,c)
  return 300
end
"""

NOTHING = """-- a Normal Monster: an empty initial_effect
local s,id=GetID()
function s.initial_effect(c)
end
"""

XYZ_DETACH = """-- an Xyz Monster that draws by detaching a material (TYPE_XYZ)
local s,id=GetID()
function s.initial_effect(c)
  aux.AddXyzProcedure(c,nil,4,2)
  c:EnableReviveLimit()
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return e:GetHandler():CheckRemoveOverlayCard(tp,1,REASON_COST) end
    e:GetHandler():RemoveOverlayCard(tp,1,1,REASON_COST)
  end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""

SCRIPTS = {100000001: DRAW_SPELL, 100000002: NEVER_SPELL, 100000003: BROKEN_SPELL, 100000004: UNIMPLEMENTED_SPELL,
           100000005: SUMMON_TRIGGER, 100000006: CONTINUOUS_ONLY, 100000007: ARCHETYPE_SEARCH,
           100000008: OWN_PROCEDURE, 100000009: CONDITIONAL_AURA, 100000010: FIELD_AURA, 100000011: NOTHING,
           100000012: XYZ_DETACH}


@pytest.fixture(autouse=True)
def unimplemented(monkeypatch):
    """UNIMPLEMENTED raises as an API function the harness does not implement does (the harness
    now implements them all), in the duels this process makes (the tests probe with jobs=1)."""
    def lacking(ctx, *args):
        raise NotImplementedByHarness(f"not implemented by the harness: {UNIMPLEMENTED}")
    original = registry._dispatcher

    def dispatcher(ctx, entries):   # (function, max_args, min_args, qualified name, needed, named) by index
        return original(ctx, tuple((lacking, *e[1:4], 0, e[5]) if e is not None and e[3] == UNIMPLEMENTED else e
                                   for e in entries))
    monkeypatch.setattr(registry, "_dispatcher", dispatcher)


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
    assert all(r.how == "resolved" for code, r in results.items() if code in (100000001, 100000005))
    assert results[100000011].status == "no effect"
    assert all(r.inferred for r in results.values())


def test_a_summon_procedure_runs(folder):
    result = deep.probe_script(100000008, folder)
    assert (result.status, result.how) == ("ran", "procedure")
    assert result.board == "its summon procedure, the card in hand"


def test_continuous_effects_apply_when_the_engine_finds_them_applying(folder):
    constant = deep.probe_script(100000006, folder)        # a constant the script registered itself
    assert (constant.status, constant.how) == ("ran", "applied") and constant.board.startswith("continuous")
    by_value = deep.probe_script(100000010, folder)        # its own value function ran
    assert (by_value.status, by_value.how) == ("ran", "applied")
    never = deep.probe_script(100000009, folder)           # its condition never holds on the board
    assert never.status == "never legal" and never.detail == "its continuous effects did not apply on the board"


def test_an_xyz_monster_on_the_field_has_materials(folder):
    result = deep.probe_script(100000012, folder)
    assert (result.status, result.how, result.effect) == ("ran", "resolved", 1)


def test_the_board_has_the_archetype_the_script_asks_for(folder):
    assert deep.mentioned_cards(ARCHETYPE_SEARCH, 100000007, folder)[deep.MADE_UP]["setcode"] == [0x7a1]
    assert deep.probe_script(100000007, folder).status == "ran"


LINK_MATERIAL = """-- a monster that draws a card when it is used as material for a Link Summon
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_BE_MATERIAL)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return r==REASON_LINK end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""
PROXY_DRAGON = """-- Proxy Dragon, as far as its summon goes: 2 monsters
local s,id=GetID()
function s.initial_effect(c)
  aux.AddLinkProcedure(c,nil,2,2)
  c:EnableReviveLimit()
end
"""


def proxy_dragon(folder, tmp_path):
    """Proxy Dragon's script in the folder and its card data in a cards file (its path)."""
    (folder / "c22862454.lua").write_text(PROXY_DRAGON, encoding="utf-8")
    cards = tmp_path / "proxy.yaml"
    cards.write_text("22862454: {name: Proxy Dragon, type: [monster, effect, link], attribute: light, race: cyberse, "
                     "link: 2, atk: 1400, link_marker: [left, right]}\n", encoding="utf-8")
    return str(cards)


def test_be_material_comes_from_a_link_summon_when_a_database_has_proxy_dragon(folder, tmp_path):
    (folder / "c100000013.lua").write_text(LINK_MATERIAL, encoding="utf-8")
    assert deep.probe_script(100000013, folder).status == "never legal"      # no database has Proxy Dragon
    result = deep.probe_script(100000013, folder, [proxy_dragon(folder, tmp_path)])
    assert (result.status, result.how, result.board) == ("ran", "resolved", "trigger be_material, the card in mzone")


# its filters ask about Synchro Monsters of 0x7c3: one of them is in one's Extra Monster Zone
LINK_MATERIAL_OF_AN_ARCHETYPE = LINK_MATERIAL + """function s.filter(c)
  return c:IsSetCard(0x7c3) and c:IsType(TYPE_SYNCHRO)
end
"""


def test_the_link_summon_frees_ones_extra_monster_zone(folder, tmp_path):
    """A made-up Synchro Monster in one's Extra Monster Zone: Proxy Dragon has a zone only if it is
    the other material (the summon takes it, whatever else the probe offered)."""
    (folder / "c100000015.lua").write_text(LINK_MATERIAL_OF_AN_ARCHETYPE, encoding="utf-8")
    cards = proxy_dragon(folder, tmp_path)
    probe = deep._Probe(100000015, str(folder), [cards], deep.BUDGET)
    session, card, _ = probe.finder.build("mzone", "faceup_attack", None, None, probe.board())
    assert any(c is not None for c in session.duel.zone_list(0, constants.LOCATION_MZONE)[5:])
    result = deep.probe_script(100000015, folder, [cards])
    assert (result.status, result.how, result.board) == ("ran", "resolved", "trigger be_material, the card in mzone")


RPS_SPELL = """-- a Spell that plays rock-paper-scissors, again on a draw
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetOperation(function(e,tp) Duel.RockPaperScissors(true) end)
  c:RegisterEffect(e1)
end
"""


def test_rock_paper_scissors_ends_and_a_stuck_script_is_stopped(folder, monkeypatch):
    (folder / "c100000014.lua").write_text(RPS_SPELL, encoding="utf-8")
    assert deep.probe_script(100000014, folder).status == "ran"
    monkeypatch.setattr(deep.DeepAnswers, "answer_option", lambda self, request: 0)     # a draw every time
    assert "100 draws in a row" in deep.probe_script(100000014, folder).detail          # the engine's bound
    from harness.engine import duel_rules
    monkeypatch.setattr(duel_rules, "MAX_ROCK_PAPER_SCISSORS_ROUNDS", 10 ** 12)          # as if it had none
    monkeypatch.setattr(deep, "STUCK", 0.5)
    result = deep.probe_script(100000014, folder)
    assert (result.status, result.detail) == ("failed", "stopped after 0.5 s (a loop no limit of the sandbox bounds)")


def test_the_attempt_count_and_the_clock_stop_the_attempts(folder, monkeypatch):
    stopped = deep.probe_script(100000001, folder, budget=0)
    assert (stopped.status, stopped.detail) == ("never legal", "out of time")
    monkeypatch.setattr(deep, "ATTEMPTS", 0)
    assert deep.probe_script(100000001, folder).detail == "out of time"
    monkeypatch.setattr(deep, "ATTEMPTS", 1)
    assert deep.probe_script(100000001, folder).status == "ran"       # the first board is enough


def test_summary_and_json(folder, tmp_path, capsys):
    out = tmp_path / "report.json"
    assert commands.main([str(folder), "--deep", "--jobs", "1", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "12 scripts probed" in printed and "never legal, by reason:" in printed
    assert f"1  {UNIMPLEMENTED}" in printed
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["mode"] == "deep" and report["total"] == 12
    assert set(report["counts"]) == set(deep.DEEP_STATUSES)
    assert report["counts"]["ran"] == 7 and report["counts"]["no effect"] == 1
    assert report["ran"] == {"resolved": 4, "procedure": 1, "applied": 2}
    assert report["never_legal_reasons"] == [{"reason": "its condition is not met", "scripts": 1},
                                             {"reason": "its continuous effects did not apply on the board", "scripts": 1}]
    assert report["not_implemented_ranking"] == [{"function": UNIMPLEMENTED, "scripts": 1}]
    assert report["script_error_ranking"][0]["scripts"] == 1
    keys = {"code", "status", "detail", "where", "missing", "effect", "board", "how", "inferred"}
    assert all(set(entry) == keys for entry in report["scripts"])


def test_limit_samples_the_folder(folder):
    assert len(deep.deep_check(folder, jobs=1, limit=3)) == 3


def test_the_documented_defaults():
    answers = deep.DeepAnswers(own_code=1)
    assert answers.select_yes_no(YesNo(player=0)) is True
    assert answers.select_option(OptionChoice(player=0, options=[1, 2, 3])) == 0
    assert answers.toss_coin(CoinToss(player=0, count=2)) == [1, 1]
    assert answers.toss_coin(CoinToss(player=0, count=-1, limit=5)) == [0]
    # dice in turn, so that "roll until the two dice differ" ends
    assert answers.roll_dice(DiceRoll(player=0, count=1, other_count=1)) == [1, 2]
    assert [answers.roll_dice(DiceRoll(player=0, count=1))[0] for _ in range(5)] == [3, 4, 5, 6, 1]


def test_without_deep_check_scripts_is_unchanged(folder, capsys):
    assert commands.main([str(folder), "--jobs", "1"]) == 0
    assert "12 scripts in" in capsys.readouterr().out


DESTROYED_TRAP = """-- a Trap: if a monster is destroyed, draw a card
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_DESTROYED)
  e1:SetProperty(EFFECT_FLAG_DELAY)
  e1:SetCondition(function(e,tp,eg) return eg:IsExists(Card.IsPreviousLocation,1,nil,LOCATION_MZONE) end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_an_activation_on_a_move_responds_in_the_window_after_the_move(folder):
    (folder / "c100000015.lua").write_text(DESTROYED_TRAP, encoding="utf-8")
    result = deep.probe_script(100000015, folder)
    assert result.status == "ran" and result.board.startswith("in response to destroyed of one's own monster")


def test_the_lone_card_duel_is_built_again_when_what_it_depends_on_changes(folder):
    finder = _Finder(100000001, [folder], [], strict=False)
    session, card = finder.lone_card()
    assert finder.lone_card() == (session, card) and [n for n, _ in finder.effects()] == [1]   # read again: the same duel
    finder.data = replace(finder.data, type=constants.TYPE_TRAP)        # the guess corrected: a new duel, the new data
    session2, card2 = finder.lone_card()
    assert session2 is not session and card2.data.type == constants.TYPE_TRAP
    assert finder.session().carddb.sources[0] is finder.session().carddb.sources[0]     # the inline cards parsed once
    finder.extra_cards = {990000000: {"type": ["spell"], "name": "made-up"}}    # other made-up cards: a new duel
    assert finder.lone_card()[0] not in (session, session2)
    assert finder.lone_card()[1].effects and finder.lone_card()[1].code == 100000001
    assert finder.session().carddb.get(990000000).name == "made-up"             # and parsed again



# Black Luster Soldier's script as a scripts repository writes it: it names its Ritual Spell (the
# bundled utility has no aux.AddCodeList: what the probe reads is the call in the text)
RITUAL_ONLY = """local s,id=GetID()
function s.initial_effect(c)
	if aux.AddCodeList then aux.AddCodeList(c,55761792) end
	c:EnableReviveLimit()
end
"""


def test_a_ritual_monster_with_no_effect_is_ritual_summoned_by_the_ritual_spell_it_names(folder):
    (folder / "c5405694.lua").write_text(RITUAL_ONLY, encoding="utf-8")
    result = deep.probe_script(5405694, folder)
    assert (result.status, result.how, result.board) == ("ran", "procedure", "Ritual Summoned by 55761792"), result
    (folder / "c5405694.lua").write_text(RITUAL_ONLY.replace("55761792", "12580477"), encoding="utf-8")
    assert deep.probe_script(5405694, folder).status == "no effect"        # it names no Ritual Spell (Raigeki)
