-- Amazoness Swords Woman (ygo-harness's own script), Effect Monster:
-- any battle damage you would take from battles involving this card is inflicted to your opponent
-- instead.
local s, id = GetID()

function s.initial_effect(c)
  local reflect = Effect.CreateEffect(c)
  reflect:SetType(EFFECT_TYPE_SINGLE)
  reflect:SetCode(EFFECT_REFLECT_BATTLE_DAMAGE)
  reflect:SetValue(1)
  c:RegisterEffect(reflect)
end
