-- Prompt Test Banner (ygo-harness's own script), Continuous Spell with no effect of its own; it
-- can hold counters (Spell Counters).
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(e1)
  c:EnableCounterPermit(0x1)
end
