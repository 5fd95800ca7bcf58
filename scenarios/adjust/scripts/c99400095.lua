-- Shrine Sweep (ygo-harness test card): a Normal Spell that sends its player's face-up Keeper's
-- Shrines to the GY.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_TOGRAVE)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.shrine(c)
  return c:IsFaceup() and c:IsCode(99400094)
end

function s.operation(e, tp)
  Duel.SendtoGrave(Duel.GetMatchingGroup(s.shrine, tp, LOCATION_ONFIELD, 0, nil), REASON_EFFECT)
end
