-- Hayabusa Knight (ygo-harness's own script), Effect Monster:
-- this card can attack twice during the same Battle Phase.
local s, id = GetID()

function s.initial_effect(c)
  local twice = Effect.CreateEffect(c)
  twice:SetType(EFFECT_TYPE_SINGLE)
  twice:SetCode(EFFECT_EXTRA_ATTACK)
  twice:SetValue(1)
  c:RegisterEffect(twice)
end
