-- Jinzo #7 (ygo-harness's own script), Effect Monster:
-- this card can attack your opponent directly.
local s, id = GetID()

function s.initial_effect(c)
  local direct = Effect.CreateEffect(c)
  direct:SetType(EFFECT_TYPE_SINGLE)
  direct:SetCode(EFFECT_DIRECT_ATTACK)
  c:RegisterEffect(direct)
end
