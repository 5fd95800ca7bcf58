"""check-scripts --deep: the counters a script's board starts with (harness/probe/counters.py),
on own scripts written in tmp_path."""
import pytest

from harness.probe import deep
from harness.probe.counters import CounterPlan

SPEND_OWN_COUNTERS = """-- a monster that holds counters 0x7b1 (at most 4) and draws by removing 2 of them
local s,id=GetID()
function s.initial_effect(c)
  c:EnableCounterPermit(0x7b1)
  c:SetCounterLimit(0x7b1,4)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCost(s.cost)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return e:GetHandler():IsCanRemoveCounter(tp,0x7b1,2,REASON_COST) end
  e:GetHandler():RemoveCounter(tp,0x7b1,2,REASON_COST)
end
"""

SPEND_FIELD_COUNTERS = """-- a Spell that draws by removing 5 counters 0x100e (placed without a permit) from the field
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCost(s.cost)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsCanRemoveCounter(tp,1,1,0x100e,5,REASON_COST) end
  Duel.RemoveCounter(tp,1,1,0x100e,5,REASON_COST)
end
"""


@pytest.fixture
def folder(tmp_path):
    for code, text in ((100000101, SPEND_OWN_COUNTERS), (100000102, SPEND_FIELD_COUNTERS)):
        (tmp_path / f"c{code}.lua").write_text(text, encoding="utf-8")
    return tmp_path


def test_the_plan_reads_the_counter_calls():
    own = CounterPlan(SPEND_OWN_COUNTERS)
    assert (own.permitted, own.without_permit, own.count) == ({0x7b1}, set(), 3)      # at least 3
    field = CounterPlan(SPEND_FIELD_COUNTERS)
    assert (field.permitted, field.without_permit, field.count) == (set(), {0x100e}, 5)
    assert CounterPlan("local s,id=GetID()").count == 3 and not CounterPlan("local s,id=GetID()")
    assert CounterPlan("if c:GetCounter(0x1)>=6 then").count == 7


@pytest.mark.parametrize("code", [100000101, 100000102])
def test_an_effect_that_spends_counters_resolves(folder, code):
    result = deep.probe_script(code, folder)
    assert (result.status, result.how, result.effect) == ("ran", "resolved", 1)


@pytest.mark.parametrize("code", [100000101, 100000102])
def test_without_the_counters_the_cost_cannot_be_paid(folder, code, monkeypatch):
    monkeypatch.setattr(CounterPlan, "place", lambda self, session, card: None)
    result = deep.probe_script(code, folder)
    assert (result.status, result.detail) == ("never legal", "its cost cannot be paid (cost with chk==0 returned false)")


def test_counters_respect_the_cards_limit(folder):
    probe = deep._Probe(100000101, str(folder), (), deep.BUDGET)
    probe.plans[0].count = 9
    session, card, _ = probe.finder.build("mzone", "faceup_attack", None, None, probe.board())
    assert card.counters == {0x7b1: 4}
    foe = session.card("foe_monster")
    assert not foe.counters                        # a permitted counter stays on the card that permits it
