"""check-scripts --deep: a card that counts as two Tributes (EFFECT_DOUBLE_TRIBUTE) is the only
Tribute of a Level 7 copy of the made-up monster its value names (harness/probe/tribute_plans.py);
on an own script written in tmp_path."""
from harness.probe import deep

from tests.test_deep_events import probe  # noqa: F401  (the fixture)

DOUBLE_TRIBUTE = """-- a monster that counts as two Tributes for a WIND monster's Tribute Summon
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_DOUBLE_TRIBUTE)
  e1:SetValue(function(e,c) return c:IsAttribute(ATTRIBUTE_WIND) end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_two_tributes_for_a_level_7_made_up_monster(probe):
    status = probe(DOUBLE_TRIBUTE)
    assert (status.status, status.how) == ("ran", "applied")
    assert status.board == "continuous, the Tribute Summon of made-up monster (Level 7) with it as two Tributes"


def test_without_the_tribute_summon_it_never_applies(probe, monkeypatch):
    monkeypatch.setattr(deep, "tribute_plans", lambda probe, effects, indexes: [])
    assert probe(DOUBLE_TRIBUTE).status == "never legal"


def test_a_pendulum_made_up_monsters_normal_copy_has_no_scales(probe):
    # the made-up monster is a Pendulum Monster (the value names TYPE_PENDULUM): its Normal
    # Monster copy must not keep lscale/rscale, which only Pendulum Monsters have
    script = DOUBLE_TRIBUTE.replace("c:IsAttribute(ATTRIBUTE_WIND)", "c:IsType(TYPE_PENDULUM) or c:IsType(TYPE_NORMAL)")
    status = probe(script)
    assert (status.status, status.how) == ("ran", "applied"), status
