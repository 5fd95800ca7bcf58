"""snapshot: an effect whose first board ran in a way a scenario cannot express (the opponent's
effect inflicting damage outside a chain: an engine action outside the contract's steps) goes on
to its other boards (harness/probe/deep.py unless_unwritable), and is written with the first
that can be (the opponent's made-up agent inflicting the damage in a chain of its own); with no
such board it stays "not expressible". On an own script written in tmp_path."""
from harness.probe import deep
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000416
TRAP = "{name: probed, type: [trap]}"
# "when you take damage by your opponent's card effect: draw 1 card"
SCRIPT = """-- a Trap activated when its player takes effect damage from the opponent
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_DAMAGE)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return ep==tp and rp==1-tp and r&REASON_EFFECT~=0 end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_the_first_board_a_scenario_can_express_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, TRAP, SCRIPT)
    name = only_written(result)
    assert "  - activate: made_up_agent\n    player: 1\n    after_chain:\n" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_with_the_first_run_taken_it_is_not_expressible(tmp_path, monkeypatch):
    monkeypatch.setattr(deep._Probe, "unless_unwritable", lambda self, number, outcome: outcome)
    result, out = snapshot_script(tmp_path, CODE, TRAP, SCRIPT)
    assert result.category == "not expressible" and not effect_files(out)
    assert "outside the contract's steps" in result.detail


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
