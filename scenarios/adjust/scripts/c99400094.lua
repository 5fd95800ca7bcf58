-- Keeper's Shrine (ygo-harness test card): a Continuous Spell with no effect of its own.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(e)
end
