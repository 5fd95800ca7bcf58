-- Piranha Army (ygo-harness's own script), Effect Monster:
-- if this card attacks your opponent directly, the battle damage it inflicts to them is doubled.
local s, id = GetID()

function s.initial_effect(c)
  local double = Effect.CreateEffect(c)
  double:SetType(EFFECT_TYPE_SINGLE)
  double:SetCode(EFFECT_CHANGE_BATTLE_DAMAGE)
  double:SetCondition(function(e) return Duel.GetAttackTarget() == nil end)
  -- the value is asked once per player: double the damage to this card's owner's opponent only
  -- (-1 leaves a player's damage as it is)
  double:SetValue(function(e, damaged_player)
    if e:GetOwnerPlayer() == 1 - damaged_player then return DOUBLE_DAMAGE end
    return -1
  end)
  c:RegisterEffect(double)
end
