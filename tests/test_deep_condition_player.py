"""check-scripts --deep: a continuous effect's condition that names its player
`e:GetHandlerPlayer()` (or `e:GetHandler():GetControler()`) gets the boards its text asks for
as one that names it `tp` does (conditions.as_tp, static_boards); on own scripts written in
tmp_path."""
import pytest

from harness.probe import static_boards

from tests.test_deep_events import probe  # noqa: F401  (probe: the fixture)


def gaining_atk(player):
    """A monster that gains 1000 ATK while its controller (`player`, a Lua expression over e) has
    no cards in hand."""
    return f"""-- a monster stronger while its controller's hand is empty
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCode(EFFECT_UPDATE_ATTACK)
  e1:SetCondition(s.condition)
  e1:SetValue(1000)
  c:RegisterEffect(e1)
end
function s.condition(e)
  return Duel.GetFieldGroupCount({player},LOCATION_HAND,0)==0
end
"""


@pytest.mark.parametrize("player", ["e:GetHandlerPlayer()", "e:GetHandler():GetControler()"])
def test_no_cards_in_the_hand_of_the_effects_player(probe, player, monkeypatch):
    status = probe(gaining_atk(player))
    assert (status.status, status.how) == ("ran", "applied")
    assert "0 in one's hand" in status.board
    monkeypatch.setattr(static_boards, "as_tp", lambda text: text)
    assert probe(gaining_atk(player)).status == "never legal"
