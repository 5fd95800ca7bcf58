-- Machine Lord Ür (ygo-harness's own script), Effect Monster:
-- this card can attack all monsters your opponent controls, once each. Your opponent takes no
-- battle damage from battles involving this card.
local s, id = GetID()

function s.initial_effect(c)
  local every_monster = Effect.CreateEffect(c)
  every_monster:SetType(EFFECT_TYPE_SINGLE)
  every_monster:SetCode(EFFECT_ATTACK_ALL)
  every_monster:SetValue(1)
  c:RegisterEffect(every_monster)

  local no_damage = Effect.CreateEffect(c)
  no_damage:SetType(EFFECT_TYPE_SINGLE)
  no_damage:SetCode(EFFECT_NO_BATTLE_DAMAGE)
  c:RegisterEffect(no_damage)
end
