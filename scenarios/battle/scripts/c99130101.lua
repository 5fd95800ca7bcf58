-- Helper Shared Wound (a helper card of this project, not a real card), Effect Monster:
-- both players take the battle damage from battles involving this card.
local s, id = GetID()

function s.initial_effect(c)
  local both = Effect.CreateEffect(c)
  both:SetType(EFFECT_TYPE_SINGLE)
  both:SetCode(EFFECT_BOTH_BATTLE_DAMAGE)
  c:RegisterEffect(both)
end
