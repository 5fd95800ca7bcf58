-- Scale Keeper (a test card of ygo-harness): a Pendulum Monster whose Pendulum Effect gives
-- your monsters 100 ATK while it is in a Pendulum Zone.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetRange(LOCATION_HAND)
  c:RegisterEffect(activate)
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_FIELD)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetRange(LOCATION_PZONE)
  boost:SetTargetRange(LOCATION_MZONE, 0)
  boost:SetValue(100)
  c:RegisterEffect(boost)
end
