-- Dimensional Fissure (ygo-harness's own script), Continuous Spell:
-- any monster sent to the GY is banished instead.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)

  local banish = Effect.CreateEffect(c)
  banish:SetType(EFFECT_TYPE_FIELD)
  banish:SetCode(EFFECT_TO_GRAVE_REDIRECT)
  -- a Set monster sent to the GY is a monster too, and immunity does not keep it in the GY
  banish:SetProperty(EFFECT_FLAG_SET_AVAILABLE + EFFECT_FLAG_IGNORE_IMMUNE)
  banish:SetRange(LOCATION_SZONE)
  banish:SetTargetRange(0xff, 0xff)     -- wherever the monster is sent from
  banish:SetTarget(function(e, card) return card:IsType(TYPE_MONSTER) end)
  banish:SetValue(LOCATION_REMOVED)
  c:RegisterEffect(banish)
end
