-- Unstoppable Herald (ygo-harness test card): a monster whose Normal Summon cannot be negated
-- (EFFECT_CANNOT_DISABLE_SUMMON).
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  e:SetCode(EFFECT_CANNOT_DISABLE_SUMMON)
  c:RegisterEffect(e)
end
