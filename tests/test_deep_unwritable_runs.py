"""snapshot: an effect whose first board ran in a way a scenario cannot express (the opponent's
made-up agent destroying one's monster: an engine action outside the contract's steps) goes on
to its other boards (harness/probe/deep.py unless_unwritable), and is written with the first
that can be (the opponent's monster destroying one's by battle); with no such board it stays
"not expressible". On an own script written in tmp_path."""
from harness.probe import deep
from harness.probe.snapshot import replay
from snapshot_script import only_written, snapshot_script

CODE = 100000416
MONSTER = "{name: probed, type: [monster, effect], attribute: dark, race: dragon, level: 4, atk: 1500, def: 1000}"
# "if a monster you control is destroyed by battle, or by your opponent's card effect: you can
# Special Summon this card from your hand"
SCRIPT = """-- a monster in the hand Special Summoned when one's monster is destroyed
local s,id=GetID()
function s.cfilter(c,tp)
  return c:IsPreviousControler(tp) and c:IsPreviousLocation(LOCATION_MZONE)
    and (c:IsReason(REASON_BATTLE) or c:IsReason(REASON_EFFECT) and c:GetReasonPlayer()==1-tp)
end
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
  e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DELAY)
  e1:SetCode(EVENT_DESTROYED)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(function(e,tp,eg) return eg:IsExists(s.cfilter,1,nil,tp) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.GetLocationCount(tp,LOCATION_MZONE)>0 and e:GetHandler():IsCanBeSpecialSummoned(e,0,tp,false,false) end
  end)
  e1:SetOperation(function(e,tp) Duel.SpecialSummon(e:GetHandler(),0,tp,tp,false,false,POS_FACEUP) end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_the_first_board_a_scenario_can_express_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    name = only_written(result)
    assert "- attack:" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_with_the_first_run_taken_it_is_not_expressible(tmp_path, monkeypatch):
    monkeypatch.setattr(deep._Probe, "unless_unwritable", lambda self, number, outcome: outcome)
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    assert result.category == "not expressible" and not list(out.glob("*.yaml"))


SPELL_CODE = 100000422
SPELL = "{name: probed spell, type: [spell]}"
SPELL_SCRIPT = """-- a Spell that draws 1 card
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def _first_run_refused(monkeypatch):
    """The first activation's run is one the recording refuses (as it refuses a turn set after a
    step): its session names the problem, and the run stops with an error."""
    original, calls = deep._Probe.activate, []

    def activate(session, card, number):
        if not calls:
            calls.append(card)
            session.unrecordable("a turn set after the first step")
            raise RuntimeError("the recording refused the run")
        return original(session, card, number)
    monkeypatch.setattr(deep._Probe, "activate", staticmethod(activate))


def test_a_run_the_recording_refuses_goes_on_to_the_next_board(tmp_path, monkeypatch):
    _first_run_refused(monkeypatch)
    result, out = snapshot_script(tmp_path, SPELL_CODE, SPELL, SPELL_SCRIPT)
    name = only_written(result)
    assert replay(out / name, [tmp_path]) == ""


def test_a_run_the_recording_refuses_ended_the_script_before(tmp_path, monkeypatch):
    _first_run_refused(monkeypatch)
    monkeypatch.setattr(deep._Probe, "searched", lambda self, number, search: search())
    result, out = snapshot_script(tmp_path, SPELL_CODE, SPELL, SPELL_SCRIPT)
    assert result.category == "failed" and "the recording refused the run" in result.detail
