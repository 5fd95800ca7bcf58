-- Last Stand Lamp (Effect Monster): (Quick Effect): You can gain 500 LP. This effect can be
-- activated during the Damage Step and damage calculation, unless this card is already destroyed
-- by battle (the condition half of Cyber Dragon Infinity's shape, on EVENT_FREE_CHAIN).
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_QUICK_O)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP + EFFECT_FLAG_DAMAGE_CAL)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(s.condition)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return not e:GetHandler():IsStatus(STATUS_BATTLE_DESTROYED)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 500)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Recover(tp, 500, REASON_EFFECT)
end
