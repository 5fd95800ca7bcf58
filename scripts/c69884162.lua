-- Elemental HERO Neos Alius (ygo-harness's own script), Gemini monster: a Normal Monster on the
-- field and in the GY; Normal Summoned again while face-up, it gains its effect: its name becomes
-- "Elemental HERO Neos" (89943723) while it is on the field.
local s, id = GetID()

function s.initial_effect(c)
  aux.EnableDualAttribute(c)
  local rename = Effect.CreateEffect(c)
  rename:SetType(EFFECT_TYPE_SINGLE)
  rename:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  rename:SetCode(EFFECT_CHANGE_CODE)
  rename:SetRange(LOCATION_MZONE)
  rename:SetCondition(aux.IsDualState)
  rename:SetValue(89943723)
  c:RegisterEffect(rename)
end
