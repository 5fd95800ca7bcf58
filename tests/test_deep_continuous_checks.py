"""check-scripts --deep: a continuous effect whose function only an action of the duel calls
(harness/probe/continuous_checks.py) applies when that action happens: a battle, the opponent's
card effect destroying the card, an activation, a Special Summon; on own scripts written in tmp_path."""
import pytest

from harness.probe import deep

from tests.test_deep_events import probe  # noqa: F401  (the fixture)


def continuous(code, value, field=False, players=False, function="SetValue"):
    """A monster with one continuous effect `code` whose value (`function`: its target) is the
    Lua function `value`: on the card, or on the opponent's monsters (`field`), or on both
    players (`players`)."""
    kind = "EFFECT_TYPE_FIELD" if field or players else "EFFECT_TYPE_SINGLE"
    extra = "  e1:SetRange(LOCATION_MZONE)\n  e1:SetTargetRange(0,LOCATION_MZONE)\n" if field else \
        "  e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET)\n  e1:SetRange(LOCATION_MZONE)\n  e1:SetTargetRange(1,1)\n" \
        if players else ""
    return f"""-- a monster whose continuous effect a battle asks
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType({kind})
  e1:SetCode({code})
{extra}  e1:{function}({value})
  c:RegisterEffect(e1)
end
"""


CASES = {
    "cannot be destroyed by battle": (continuous("EFFECT_INDESTRUCTABLE_BATTLE",
                                                 "function(e,c) return c:IsAttribute(ATTRIBUTE_LIGHT) end"),
                                      "the opponent's strong monster attacks the card"),
    "cannot be targeted for attacks": (continuous("EFFECT_CANNOT_SELECT_BATTLE_TARGET",
                                                  "function(e,c) return c:IsAttackBelow(500) end", field=True),
                                       "the opponent's strong monster attacks the card"),
    "cannot be destroyed by effects": (continuous("EFFECT_INDESTRUCTABLE_EFFECT",
                                                  "function(e,re,rp) return rp~=e:GetHandlerPlayer() end"),
                                       "the opponent's card effect destroys the card"),
    "cannot activate": (continuous("EFFECT_CANNOT_ACTIVATE", "function(e,re,tp) return re:IsActiveType(TYPE_TRAP) end",
                                   players=True), "the opponent activates a card"),
    "cannot special summon": (continuous("EFFECT_CANNOT_SPECIAL_SUMMON", "function(e,c) return c:IsLevelAbove(8) end",
                                         players=True, function="SetTarget"), "the opponent Special Summons a monster"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_action_makes_it_apply(probe, case):
    script, action = CASES[case]
    status = probe(script)
    assert (status.status, status.how) == ("ran", "applied")
    assert status.board == f"continuous, {action}"


@pytest.mark.parametrize("case", list(CASES))
def test_without_the_action_it_never_applies(probe, case, monkeypatch):
    monkeypatch.setattr(deep, "continuous_checks", lambda effects, indexes: [])
    assert probe(CASES[case][0]).status == "never legal"


SPELL_NEGATING = """-- a monster not destroyed by the opponent's card effects, which negates every Spell effect
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_INDESTRUCTABLE_EFFECT)
  e1:SetValue(function(e,re,rp) return rp~=e:GetHandlerPlayer() end)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
  e2:SetCode(EVENT_CHAIN_SOLVING)
  e2:SetRange(LOCATION_MZONE)
  e2:SetOperation(function(e,tp,eg,ep,ev,re,r,rp)
    if re:IsActiveType(TYPE_SPELL) then Duel.NegateEffect(ev) end
  end)
  c:RegisterEffect(e2)
end
"""


def test_an_opponents_card_effect_that_is_negated_is_an_action_not_made(probe):
    # the made-up agent (a Spell) that would destroy the card is negated before it picks: that
    # plan is not made (the whole card failed: "answers were given that no prompt asked for")
    assert probe(SPELL_NEGATING).status != "failed"
