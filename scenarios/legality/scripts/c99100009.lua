-- Ordered Check B (Normal Spell): its cost cannot be paid, and its target fails loudly if it is
-- ever asked (so the scenario proves the cost is checked before the target).
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCost(function(e, tp, eg, ep, ev, re, r, rp, chk)
    if chk == 0 then return false end
  end)
  e1:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
    error("target checked although the cost cannot be paid")
  end)
  c:RegisterEffect(e1)
end
