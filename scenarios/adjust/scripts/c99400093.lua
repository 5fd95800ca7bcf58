-- Shrine Keeper (ygo-harness test card): a monster that destroys itself while its player controls
-- no face-up Keeper's Shrine.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e:SetRange(LOCATION_MZONE)
  e:SetCode(EFFECT_SELF_DESTROY)
  e:SetCondition(s.alone)
  c:RegisterEffect(e)
end

function s.shrine(c)
  return c:IsFaceup() and c:IsCode(99400094)
end

function s.alone(e)
  return not Duel.IsExistingMatchingCard(s.shrine, e:GetHandlerPlayer(), LOCATION_ONFIELD, 0, 1, nil)
end
