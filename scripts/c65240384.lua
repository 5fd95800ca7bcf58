-- Big Shield Gardna (ygo-harness's own script), Effect Monster:
-- when a Spell Card targeting only this face-down card is activated: change it to face-up Defense
-- Position and negate that activation. If this card is attacked, change it to Attack Position at
-- the end of the Damage Step.
local s, id = GetID()

function s.initial_effect(c)
  local to_attack = Effect.CreateEffect(c)
  to_attack:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
  to_attack:SetCode(EVENT_DAMAGE_STEP_END)
  to_attack:SetOperation(s.to_attack)
  c:RegisterEffect(to_attack)

  -- a mandatory quick effect, usable while Set (EFFECT_FLAG_SET_AVAILABLE), also in the Damage Step
  local guard = Effect.CreateEffect(c)
  guard:SetType(EFFECT_TYPE_QUICK_F)
  guard:SetCode(EVENT_CHAINING)
  guard:SetProperty(EFFECT_FLAG_DAMAGE_STEP + EFFECT_FLAG_DAMAGE_CAL + EFFECT_FLAG_SET_AVAILABLE)
  guard:SetRange(LOCATION_MZONE)
  guard:SetCondition(s.guard_condition)
  guard:SetOperation(s.guard)
  c:RegisterEffect(guard)
end

function s.to_attack(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c == Duel.GetAttackTarget() and c:IsDefensePos() and c:IsRelateToBattle() then
    Duel.ChangePosition(c, POS_FACEUP_ATTACK)
  end
end

function s.guard_condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not (re:IsActiveType(TYPE_SPELL) and re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsHasProperty(EFFECT_FLAG_CARD_TARGET)) then
    return false
  end
  local targets = Duel.GetChainInfo(ev, CHAININFO_TARGET_CARDS)
  return targets:GetCount() == 1 and targets:GetFirst() == c and c:IsFacedown()
end

function s.guard(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) and Duel.ChangePosition(c, POS_FACEUP_DEFENSE) > 0 then
    Duel.NegateActivation(ev)
  end
end
