-- Chain Severance (a made-up Trap for Duel.NegateRelatedChain): when a monster on the field
-- activates its effect: negate the effects of that monster's chain links still on the chain.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DISABLE)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_CHAINING)
  activate:SetCondition(s.condition)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return re:IsActiveType(TYPE_MONSTER) and re:GetHandler():IsLocation(LOCATION_MZONE)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.NegateRelatedChain(re:GetHandler(), RESET_TURN_SET)
end
