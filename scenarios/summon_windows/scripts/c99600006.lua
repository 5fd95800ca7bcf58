-- Empty Gesture (ygo-harness test card): a Quick-Play Spell that does nothing, to open a chain.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(e)
end
