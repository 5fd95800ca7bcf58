-- A test card with a name that YAML must quote; its script only registers a continuous effect.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetValue(100)
  c:RegisterEffect(e)
end
