-- Undertow Knight (Effect Monster): "If this face-up card would leave the field, place it on the
-- bottom of the Deck instead." (EFFECT_LEAVE_FIELD_REDIRECT with LOCATION_DECKBOT: the Deck in the
-- low half, the sequence SEQ_DECKBOTTOM in the high half)
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_LEAVE_FIELD_REDIRECT)
  e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  e1:SetCondition(function(e) return e:GetHandler():IsFaceup() end)
  e1:SetValue(LOCATION_DECKBOT)
  c:RegisterEffect(e1)
end
