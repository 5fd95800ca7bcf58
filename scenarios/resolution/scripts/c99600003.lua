-- Scale Treasure (ygo-harness test card): a Normal Spell with no effect, the card Scale Seeker
-- searches.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(e)
end
