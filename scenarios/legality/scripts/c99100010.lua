-- Ordered Check C (Normal Spell): its condition holds and its cost fails loudly when asked:
-- the control case that shows an error raised by a checked callback does reach the scenario.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(function() return true end)
  e1:SetCost(function(e, tp, eg, ep, ev, re, r, rp, chk)
    error("cost checked after the condition held")
  end)
  c:RegisterEffect(e1)
end
