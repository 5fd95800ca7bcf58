-- Dark Magician of Chaos (ygo-harness's own script), Effect Monster:
-- only its rule-like part is scripted: if this face-up card would leave the field, banish it
-- instead. (Not scripted: the Spell from the GY in the End Phase, and banishing what it
-- destroys by battle.)
local s, id = GetID()

function s.initial_effect(c)
  local banish_instead = Effect.CreateEffect(c)
  banish_instead:SetType(EFFECT_TYPE_SINGLE)
  banish_instead:SetCode(EFFECT_LEAVE_FIELD_REDIRECT)
  banish_instead:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_CAN_FORBIDDEN)
  banish_instead:SetCondition(function(e) return e:GetHandler():IsFaceup() end)
  banish_instead:SetValue(LOCATION_REMOVED)
  c:RegisterEffect(banish_instead)
end
