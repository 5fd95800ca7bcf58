"""The quick-effect window after an action that starts no chain (the core's point events): a
step's `chain:` responses start a chain there, on the action's events."""
import pytest

from harness.session import DuelSession
WATCHER = 99560003
WATCHER_SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_TO_GRAVE)
  e1:SetCondition(function(e,tp,eg) return eg:IsExists(Card.IsPreviousLocation,1,nil,LOCATION_MZONE) end)
  e1:SetOperation(function(e,tp) Duel.Recover(tp,500,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_response_to_an_action_that_starts_no_chain_starts_one_on_its_events(tmp_path):
    # the core's quick-effect window after an action outside a chain (its point events)
    (tmp_path / f"c{WATCHER}.lua").write_text(WATCHER_SCRIPT)
    duel = DuelSession(cards={WATCHER: {"name": "Grave Watcher", "type": ["trap"]}}, scripts=[tmp_path])
    trap = duel.add_card(WATCHER, 0, "szone", "trap", position="facedown")
    monster = duel.add_card(89631139, 1, "mzone", "bewd")
    duel.start()
    duel.respond_to_triggers([{"card": trap, "player": 0}])
    duel.destroy([monster])
    assert duel.duel.players[0].lp == 8500 and trap.location == 0x10      # resolved, then to the GY


def test_a_response_the_actions_events_do_not_allow_is_refused(tmp_path):
    (tmp_path / f"c{WATCHER}.lua").write_text(WATCHER_SCRIPT)
    duel = DuelSession(cards={WATCHER: {"name": "Grave Watcher", "type": ["trap"]}}, scripts=[tmp_path])
    trap = duel.add_card(WATCHER, 0, "szone", "trap", position="facedown")
    duel.start()
    duel.respond_to_triggers([{"card": trap, "player": 0}])
    with pytest.raises(Exception, match="it activates only when to_grave happens"):
        duel.lua("Duel.Recover(0, 100, REASON_EFFECT)")                  # no card went to the GY
