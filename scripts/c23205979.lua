-- Spirit Reaper (ygo-harness's own script), Effect Monster:
-- cannot be destroyed by battle. When this card inflicts battle damage to your opponent by a direct
-- attack: discard 1 random card from their hand. When this face-up card is targeted by a card
-- effect, destroy it (after that effect resolves; in the Damage Step before damage calculation,
-- after damage calculation instead).
local s, id = GetID()

function s.initial_effect(c)
  local sturdy = Effect.CreateEffect(c)
  sturdy:SetType(EFFECT_TYPE_SINGLE)
  sturdy:SetCode(EFFECT_INDESTRUCTABLE_BATTLE)
  sturdy:SetValue(1)
  c:RegisterEffect(sturdy)

  local discard = Effect.CreateEffect(c)
  discard:SetDescription(aux.Stringid(id, 0))
  discard:SetCategory(CATEGORY_HANDES_OPPO)
  discard:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  discard:SetCode(EVENT_BATTLE_DAMAGE)
  discard:SetCondition(s.discard_condition)
  discard:SetTarget(s.discard_target)
  discard:SetOperation(s.discard)
  c:RegisterEffect(discard)

  local fragile = Effect.CreateEffect(c)
  fragile:SetType(EFFECT_TYPE_SINGLE)
  fragile:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  fragile:SetRange(LOCATION_MZONE)
  fragile:SetCode(EFFECT_SELF_DESTROY)
  fragile:SetCondition(function(e) return e:GetHandler():GetOwnerTargetCount() > 0 end)
  c:RegisterEffect(fragile)

  -- remember the effect that targets this face-up card ...
  local targeted = Effect.CreateEffect(c)
  targeted:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
  targeted:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  targeted:SetCode(EVENT_BECOME_TARGET)
  targeted:SetOperation(s.remember_targeting)
  c:RegisterEffect(targeted)
  -- ... destroy this card once that effect has resolved ...
  local resolved = Effect.CreateEffect(c)
  resolved:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  resolved:SetRange(LOCATION_MZONE)
  resolved:SetCode(EVENT_CHAIN_SOLVED)
  resolved:SetOperation(s.destroy_when_resolved)
  resolved:SetLabelObject(targeted)
  c:RegisterEffect(resolved)
  -- ... or, when it resolved in the Damage Step before damage calculation, after damage calculation
  local battled = Effect.CreateEffect(c)
  battled:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  battled:SetRange(LOCATION_MZONE)
  battled:SetCode(EVENT_BATTLED)
  battled:SetOperation(s.destroy_after_damage_calculation)
  battled:SetLabelObject(targeted)
  c:RegisterEffect(battled)
end

function s.discard_condition(e, tp, eg, ep, ev, re, r, rp)
  return ep ~= tp and Duel.GetAttackTarget() == nil
end

function s.discard_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_HANDES_OPPO, nil, 0, 1 - tp, 1)
end

function s.discard(e, tp, eg, ep, ev, re, r, rp)
  local hand = Duel.GetFieldGroup(ep, LOCATION_HAND, 0)
  if hand:GetCount() == 0 then return end
  Duel.SendtoGrave(hand:RandomSelect(1 - tp, 1), REASON_DISCARD + REASON_EFFECT)
end

-- the label object is the targeting effect; the label says "destroy after damage calculation"
function s.remember_targeting(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsLocation(LOCATION_MZONE) and c:IsFaceup() then
    e:SetLabelObject(re)
    e:SetLabel(0)
  end
end

function s.destroy_when_resolved(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local memory = e:GetLabelObject()
  if re ~= memory:GetLabelObject() or not c:IsRelateToEffect(re) then return end
  if Duel.GetCurrentPhase() == PHASE_DAMAGE and not Duel.IsDamageCalculated() then
    memory:SetLabel(1)
  elseif not c:IsHasEffect(EFFECT_DISABLE) and not c:IsDisabled() then
    Duel.Destroy(c, REASON_EFFECT)
  end
end

function s.destroy_after_damage_calculation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local memory = e:GetLabelObject()
  local pending = memory:GetLabel()
  memory:SetLabel(0)
  if c:IsHasEffect(EFFECT_DISABLE) then return end
  if pending == 1 and not c:IsDisabled() then
    Duel.Destroy(c, REASON_EFFECT)
  end
end
