-- Gravity Bind (ygo-harness's own script), Continuous Trap:
-- Level 4 or higher monsters cannot attack.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)

  local no_attack = Effect.CreateEffect(c)
  no_attack:SetType(EFFECT_TYPE_FIELD)
  no_attack:SetCode(EFFECT_CANNOT_ATTACK)
  no_attack:SetRange(LOCATION_SZONE)
  no_attack:SetTargetRange(LOCATION_MZONE, LOCATION_MZONE)
  no_attack:SetTarget(function(e, monster) return monster:IsLevelAbove(4) end)
  c:RegisterEffect(no_attack)
end
