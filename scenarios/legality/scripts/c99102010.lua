-- Drought Seal (Continuous Spell): Neither player can draw cards by card effects.
local s, id = GetID()

function s.initial_effect(c)
  local e0 = Effect.CreateEffect(c)
  e0:SetType(EFFECT_TYPE_ACTIVATE)
  e0:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(e0)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD)
  e1:SetCode(EFFECT_CANNOT_DRAW)
  e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  e1:SetRange(LOCATION_SZONE)
  e1:SetTargetRange(1, 1)
  c:RegisterEffect(e1)
end
