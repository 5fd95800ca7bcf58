-- Ordered Check A (Normal Spell): its condition is false, and its cost fails loudly if it is
-- ever asked (so the scenario proves the condition is checked first).
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(function() return false end)
  e1:SetCost(function(e, tp, eg, ep, ev, re, r, rp, chk)
    error("cost checked although the condition is false")
  end)
  c:RegisterEffect(e1)
end
