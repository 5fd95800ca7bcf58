-- Test fixture: a Pendulum Normal Monster has a script (its Pendulum Effect).
local s, id = GetID()
s.loaded = true

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_FIELD)
  e:SetRange(LOCATION_PZONE)
  c:RegisterEffect(e)
end
