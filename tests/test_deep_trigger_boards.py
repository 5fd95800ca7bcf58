"""check-scripts --deep: a trigger whose event happened but whose condition failed gets the boards
its condition's text asks for (harness/probe/trigger_boards.py, with conditions.py's text_boards,
and the board with all that the text asks for at once), on own scripts written in tmp_path."""
from harness.probe import deep
from tests.test_deep_events import DRAW, probe, resolved, trigger  # noqa: F401  (probe: the fixture)

STANDBY = "EVENT_PHASE+PHASE_STANDBY"


def test_a_trigger_on_the_lp_its_condition_asks_for(probe):
    status = probe(trigger("SINGLE", "EVENT_SUMMON_SUCCESS", "Duel.GetLP(1-tp)<=4000"))
    assert resolved(status)
    assert status.board == "trigger summon_success, the LP its condition asks for, the card in hand"


def test_a_trigger_on_all_that_its_condition_asks_for_at_once(probe):
    # in one's Standby Phase, from the GY: no monster of one's own and no card in one's GY but it
    condition = ("tp==Duel.GetTurnPlayer() and Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0 "
                 "and not Duel.IsExistingMatchingCard(aux.TRUE,tp,LOCATION_GRAVE,0,1,e:GetHandler())")
    status = probe(trigger("FIELD", STANDBY, condition, where="LOCATION_GRAVE"))
    assert resolved(status)
    assert status.board == "trigger phase+standby, all that its text asks for, the card in grave"


def test_each_state_alone_is_not_enough(probe, monkeypatch):
    from harness.probe import conditions
    condition = ("Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0 "
                 "and not Duel.IsExistingMatchingCard(aux.TRUE,tp,LOCATION_GRAVE,0,1,e:GetHandler())")
    script = trigger("FIELD", STANDBY, condition, where="LOCATION_GRAVE")
    assert resolved(probe(script))
    real = conditions.text_boards

    def one_at_a_time(*args, **kwargs):
        return [board for board in real(*args, **kwargs) if board[0] != "all that its text asks for"]
    monkeypatch.setattr(conditions, "text_boards", one_at_a_time)
    monkeypatch.setattr("harness.probe.trigger_boards.text_boards", one_at_a_time)
    assert probe(script).status == "never legal"


def test_a_trigger_whose_condition_no_board_meets_keeps_the_first_reason(probe):
    status = probe(trigger("SINGLE", "EVENT_SUMMON_SUCCESS", "Duel.GetLP(1-tp)<=4000 and false"))
    assert status.status == "never legal"
    assert status.detail.startswith("its event happened, but it did not activate")


def test_an_activated_effect_on_all_that_its_condition_asks_for(probe):
    # the LP and no monster of one's own, together
    script = f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_GRAVE)
  e1:SetCondition(function(e,tp) return Duel.GetLP(tp)<=2000 and Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0 end)
{DRAW}
end
"""
    status = probe(script)
    assert resolved(status)
    assert status.board == "all that its text asks for, the card in grave"

