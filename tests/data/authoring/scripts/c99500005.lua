-- Test Never (a test card of ygo-harness's authoring tests), Normal Trap whose condition never holds.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetCondition(function() return false end)
  c:RegisterEffect(activate)
end
