-- Temple of the Mind's Eye (ygo-harness's own script), Field Spell:
-- any battle damage a player takes becomes 1000.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)

  local thousand = Effect.CreateEffect(c)
  thousand:SetType(EFFECT_TYPE_FIELD)
  thousand:SetCode(EFFECT_CHANGE_BATTLE_DAMAGE)
  thousand:SetRange(LOCATION_FZONE)
  thousand:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  thousand:SetTargetRange(1, 1)
  thousand:SetValue(1000)
  c:RegisterEffect(thousand)
end
