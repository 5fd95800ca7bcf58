-- Monk Fighter (ygo-harness's own script), Effect Monster:
-- battle damage to this card's controller from battles involving this card becomes 0.
local s, id = GetID()

function s.initial_effect(c)
  local no_damage = Effect.CreateEffect(c)
  no_damage:SetType(EFFECT_TYPE_SINGLE)
  no_damage:SetCode(EFFECT_AVOID_BATTLE_DAMAGE)
  no_damage:SetValue(1)
  c:RegisterEffect(no_damage)
end
