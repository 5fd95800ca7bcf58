-- Sealed Beast (Effect Monster): Cannot be Special Summoned.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  e1:SetCode(EFFECT_SPSUMMON_CONDITION)
  e1:SetValue(aux.FALSE)
  c:RegisterEffect(e1)
end
