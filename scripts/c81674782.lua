-- Dimensional Fissure (ygo-harness's own script), Continuous Spell: any monster sent to the GY is
-- banished instead.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)
  -- a card on its way to the GY: "any monster" also a face-down one, wherever it comes from
  local banish_instead = Effect.CreateEffect(c)
  banish_instead:SetType(EFFECT_TYPE_FIELD)
  banish_instead:SetCode(EFFECT_TO_GRAVE_REDIRECT)
  banish_instead:SetProperty(EFFECT_FLAG_SET_AVAILABLE + EFFECT_FLAG_IGNORE_IMMUNE)
  banish_instead:SetRange(LOCATION_SZONE)
  banish_instead:SetTargetRange(0xff, 0xff)
  banish_instead:SetTarget(s.is_monster)
  banish_instead:SetValue(LOCATION_REMOVED)
  c:RegisterEffect(banish_instead)
end

function s.is_monster(e, c)
  return c:IsType(TYPE_MONSTER)
end
