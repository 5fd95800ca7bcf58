-- Rival-Veiled Guard (Effect Monster): Cannot be targeted by your opponent's card effects.
-- (The aux.tgoval shape: the value reads rp, the player whose effect targets.)
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCode(EFFECT_CANNOT_BE_EFFECT_TARGET)
  e1:SetValue(s.tgoval)
  c:RegisterEffect(e1)
end

function s.tgoval(e, re, rp)
  return rp == 1 - e:GetHandlerPlayer()
end
