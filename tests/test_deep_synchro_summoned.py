"""check-scripts --deep and snapshot: a Trap that answers the opponent's Synchro Summon, its
target's filter naming the kind (`c:IsType(TYPE_SYNCHRO)`, Black Stain's kind), gets the
opponent's Synchro Summon of the bundled Gaia Knight, the Force of Earth with Genex Controller
and Giant Soldier of Stone (harness/probe/response_scenes.py), tried after the other summons. On
an own script written in tmp_path: never legal without that scene, and its snapshot file passes."""
from harness.probe import response_scenes
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script, without_the_last_boards

CODE = 100000415
TRAP = "{name: probed, type: [trap]}"
# "when your opponent Special Summons a Synchro Monster: destroy it"
SCRIPT = """-- a Trap that destroys the opponent's Synchro Monster as it is summoned
local s,id=GetID()
function s.filter(c,tp)
  return c:IsFaceup() and c:IsType(TYPE_SYNCHRO) and c:IsSummonPlayer(1-tp)
end
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DESTROY)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_SPSUMMON_SUCCESS)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return eg:IsExists(s.filter,1,nil,tp) end
    Duel.SetTargetCard(eg:Filter(s.filter,nil,tp))
  end)
  e1:SetOperation(function(e)
    Duel.Destroy(Duel.GetChainInfo(0,CHAININFO_TARGET_CARDS):Filter(Card.IsRelateToEffect,nil,e),REASON_EFFECT)
  end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_the_opponents_synchro_summon_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, TRAP, SCRIPT)
    name = only_written(result)
    assert "The plan: the opponent Synchro Summons Gaia Knight, the Force of Earth." in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_that_scene_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(response_scenes, "_LATER_SUMMONS", response_scenes._EXTRA_SUMMONS)
    without_the_last_boards(monkeypatch)
    result, out = snapshot_script(tmp_path, CODE, TRAP, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)


NEGATING_CODE = 100000420
COUNTER_TRAP = "{name: probed counter, type: [trap, counter]}"
# "when your opponent would Special Summon a monster: negate the Special Summon, and destroy it"
NEGATING_SCRIPT = """-- a Counter Trap that negates the opponent's Special Summon
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DISABLE_SUMMON+CATEGORY_DESTROY)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_SPSUMMON)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return Duel.GetCurrentChain()==0 and rp==1-tp end)
  e1:SetOperation(function(e,tp,eg)
    Duel.NegateSummon(eg)
    Duel.Destroy(eg,REASON_EFFECT)
  end)
  c:RegisterEffect(e1)
end
"""


def test_a_special_summon_about_to_happen_is_one_by_a_procedure(tmp_path):
    """Only a summon by a procedure has the window before it (EVENT_SPSUMMON): a text that names
    no kind of summon gets the Synchro Summon."""
    result, out = snapshot_script(tmp_path, NEGATING_CODE, COUNTER_TRAP, NEGATING_SCRIPT)
    name = only_written(result)
    assert "The plan: the opponent Synchro Summons Gaia Knight, the Force of Earth." in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_it_a_special_summon_about_to_happen_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(response_scenes, "_LATER_SUMMONS", response_scenes._EXTRA_SUMMONS)
    result, out = snapshot_script(tmp_path, NEGATING_CODE, COUNTER_TRAP, NEGATING_SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
