-- Honest (ygo-harness's own script), Effect Monster:
-- during your Main Phase: you can return this face-up card from the field to the hand. During the
-- Damage Step, when a LIGHT monster you control battles (Quick Effect, until damage calculation):
-- you can send this card from your hand to the GY; that monster gains ATK equal to the ATK of the
-- opponent's monster it is battling, until the end of this turn.
local s, id = GetID()

function s.initial_effect(c)
  local back = Effect.CreateEffect(c)
  back:SetDescription(aux.Stringid(id, 0))
  back:SetCategory(CATEGORY_TOHAND)
  back:SetType(EFFECT_TYPE_IGNITION)
  back:SetRange(LOCATION_MZONE)
  back:SetTarget(s.back_target)
  back:SetOperation(s.back)
  c:RegisterEffect(back)

  local boost = Effect.CreateEffect(c)
  boost:SetDescription(aux.Stringid(id, 1))
  boost:SetCategory(CATEGORY_ATKCHANGE)
  boost:SetType(EFFECT_TYPE_QUICK_O)
  boost:SetCode(EVENT_FREE_CHAIN)
  boost:SetHintTiming(TIMING_DAMAGE_STEP)
  boost:SetRange(LOCATION_HAND)
  boost:SetProperty(EFFECT_FLAG_DAMAGE_STEP)
  boost:SetCondition(s.boost_condition)
  boost:SetCost(s.boost_cost)
  boost:SetOperation(s.boost)
  c:RegisterEffect(boost)
end

function s.back_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return e:GetHandler():IsAbleToHand() end
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, e:GetHandler(), 1, 0, 0)
end

function s.back(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) and c:IsFaceup() then
    Duel.SendtoHand(c, nil, REASON_EFFECT)
  end
end

local function light_of(player, monster)
  return monster:IsControler(player) and monster:IsAttribute(ATTRIBUTE_LIGHT) and monster:IsRelateToBattle()
end

-- the Damage Step before damage calculation, a face-up attack target, and a LIGHT monster of yours in the battle
function s.boost_condition(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetCurrentPhase() ~= PHASE_DAMAGE or Duel.IsDamageCalculated() then return false end
  local attacker, target = Duel.GetAttacker(), Duel.GetAttackTarget()
  return target ~= nil and target:IsFaceup() and (light_of(tp, attacker) or light_of(tp, target))
end

function s.boost_cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return e:GetHandler():IsAbleToGraveAsCost() end
  Duel.SendtoGrave(e:GetHandler(), REASON_COST)
end

function s.boost(e, tp, eg, ep, ev, re, r, rp)
  local attacker, target = Duel.GetAttacker(), Duel.GetAttackTarget()
  if not attacker:IsRelateToBattle() or not target:IsRelateToBattle() then return end
  local gain = Effect.CreateEffect(e:GetHandler())
  gain:SetOwnerPlayer(tp)
  gain:SetType(EFFECT_TYPE_SINGLE)
  gain:SetCode(EFFECT_UPDATE_ATTACK)
  gain:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_END)
  if attacker:IsControler(tp) then
    gain:SetValue(target:GetAttack())
    attacker:RegisterEffect(gain)
  else
    gain:SetValue(attacker:GetAttack())
    target:RegisterEffect(gain)
  end
end
