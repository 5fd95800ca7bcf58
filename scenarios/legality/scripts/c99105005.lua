-- Anchored Lamp Page (Effect Monster, "Lamp"): Cannot be added to the hand.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_CANNOT_TO_HAND)
  c:RegisterEffect(e1)
end
