"""What a card's own effects limit, as the core reads them: its own EFFECT_CANNOT_SUMMON /
EFFECT_CANNOT_MSET forbids its Normal Summon / Set from the hand, as the player's do
(card::is_can_be_summoned, card::is_setable_mzone: the step is refused, as the real engine never
offers it); a count limit of 0 is one of 1 (effect_set_count_limit)."""
import pytest

from harness.engine.state.errors import IllegalAction
from harness.session import DuelSession

# a monster that cannot be Normal Summoned while its controller has no other card in hand (Guardian
# Elma's shape: its own EFFECT_CANNOT_SUMMON, with a condition), and can never be Set
SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
  e1:SetCode(EFFECT_CANNOT_SUMMON)
  e1:SetCondition(function(e) return Duel.GetFieldGroupCount(e:GetHandlerPlayer(),LOCATION_HAND,0)<2 end)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_SINGLE)
  e2:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
  e2:SetCode(EFFECT_CANNOT_MSET)
  c:RegisterEffect(e2)
end
"""
CODE = 99500145
DATA = {"name": "Shy Herald", "type": ["monster", "effect"], "attribute": "light", "race": "fairy", "level": 3,
        "atk": 1300, "def": 1200}
CELTIC = {"name": "Celtic Guardian", "type": ["monster", "normal"], "attribute": "earth", "race": "warrior",
          "level": 4, "atk": 1400, "def": 1200}


def _session(tmp_path, with_other_card):
    (tmp_path / f"c{CODE}.lua").write_text(SCRIPT, encoding="utf-8")
    session = DuelSession(scripts=[tmp_path], cards={CODE: DATA, 91152256: CELTIC})
    session.add_card(CODE, 0, "hand", alias="herald")
    if with_other_card:
        session.add_card(91152256, 0, "hand", alias="celtic")
    session.start()
    return session, session.card("herald")


def test_its_own_cannot_summon_refuses_its_normal_summon(tmp_path):
    session, herald = _session(tmp_path, with_other_card=False)
    session.lua("Duel.SetLP(0, cards.herald:IsSummonable(true, nil) and 1 or 2)")
    assert session.duel.players[0].lp == 2                     # Card.IsSummonable says no, as the step does
    with pytest.raises(IllegalAction, match="cannot be Normal Summoned .EFFECT_CANNOT_SUMMON applies to it"):
        session.summon(herald)
    assert herald.current.location != 0x04 and session.duel.normal_summons[0] == 0      # still in the hand


def test_its_own_cannot_mset_refuses_its_set_and_the_summon_goes_when_its_condition_fails(tmp_path):
    session, herald = _session(tmp_path, with_other_card=True)
    with pytest.raises(IllegalAction, match="cannot be Set .EFFECT_CANNOT_MSET applies to it"):
        session.set(herald)
    session.summon(herald)                  # two cards in hand: its own prohibition does not apply
    assert herald.current.location == 0x04


def test_a_count_limit_of_0_is_a_count_limit_of_1(tmp_path):
    # libeffect.cpp effect_set_count_limit: `if(v == 0) v = 1`, never an effect without a limit
    from harness.scenario import registered
    script = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCountLimit(0)
  e1:SetOperation(function(e,tp) Duel.Recover(tp,100,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""
    (tmp_path / f"c{CODE}.lua").write_text(script, encoding="utf-8")
    session = DuelSession(scripts=[tmp_path], cards={CODE: DATA})
    card = session.add_card(CODE, 0, "mzone", alias="herald")
    session.start()
    assert registered.card_effects(card)[0]["count_limit"] == [1, 0]
    session.activate(card)
    assert session.duel.players[0].lp == 8100
    with pytest.raises(IllegalAction):
        session.activate(card)
