-- Command Knight (ygo-harness's own script), Effect Monster:
-- Warrior monsters you control gain 400 ATK. If you control another monster, monsters your
-- opponent controls cannot target this card for attacks.
local s, id = GetID()

function s.initial_effect(c)
  local shielded = Effect.CreateEffect(c)
  shielded:SetType(EFFECT_TYPE_SINGLE)
  shielded:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  shielded:SetRange(LOCATION_MZONE)
  shielded:SetCode(EFFECT_CANNOT_BE_BATTLE_TARGET)
  shielded:SetCondition(function(e) return Duel.GetFieldGroupCount(e:GetHandlerPlayer(), LOCATION_MZONE, 0) > 1 end)
  -- an attacker that is unaffected by this effect may still target it
  shielded:SetValue(function(e, attacker) return not attacker:IsImmuneToEffect(e) end)
  c:RegisterEffect(shielded)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_FIELD)
  boost:SetRange(LOCATION_MZONE)
  boost:SetTargetRange(LOCATION_MZONE, 0)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetTarget(function(e, monster) return monster:IsRace(RACE_WARRIOR) end)
  boost:SetValue(400)
  c:RegisterEffect(boost)
end
