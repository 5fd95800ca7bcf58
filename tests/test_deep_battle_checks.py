"""check-scripts --deep: a continuous effect whose value function only a battle calls
(harness/probe/battle_checks.py) applies when the opponent's strong monster attacks; on own
scripts written in tmp_path."""
import pytest

from harness.probe import deep

from tests.test_deep_events import probe  # noqa: F401  (the fixture)


def continuous(code, value, field=False):
    """A monster with one continuous effect `code` whose value is the Lua function `value`."""
    kind = "EFFECT_TYPE_FIELD" if field else "EFFECT_TYPE_SINGLE"
    extra = "  e1:SetRange(LOCATION_MZONE)\n  e1:SetTargetRange(0,LOCATION_MZONE)\n" if field else ""
    return f"""-- a monster whose continuous effect a battle asks
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType({kind})
  e1:SetCode({code})
{extra}  e1:SetValue({value})
  c:RegisterEffect(e1)
end
"""


CASES = {
    "cannot be destroyed by battle": continuous("EFFECT_INDESTRUCTABLE_BATTLE",
                                                "function(e,c) return c:IsAttribute(ATTRIBUTE_LIGHT) end"),
    "cannot be targeted for attacks": continuous("EFFECT_CANNOT_SELECT_BATTLE_TARGET",
                                                 "function(e,c) return c:IsAttackBelow(500) end", field=True),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_opponents_attack_makes_it_apply(probe, case):
    status = probe(CASES[case])
    assert (status.status, status.how) == ("ran", "applied")
    assert status.board == "continuous, the opponent's strong monster attacks the card"


@pytest.mark.parametrize("case", list(CASES))
def test_without_the_attack_it_never_applies(probe, case, monkeypatch):
    monkeypatch.setattr(deep, "battle_plans", lambda effects, indexes: [])
    assert probe(CASES[case]).status == "never legal"
