-- Grave Keeper (Effect Monster): If this card leaves the field and is now in the GY: gain 300 LP.
-- (A mandatory single trigger; the handler's place is checked with c:IsLocation in its condition.)
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  e1:SetCode(EVENT_LEAVE_FIELD)
  e1:SetCondition(s.condition)
  e1:SetTarget(s.rectg)
  e1:SetOperation(s.recop)
  c:RegisterEffect(e1)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return e:GetHandler():IsLocation(LOCATION_GRAVE)
end

function s.rectg(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(300)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 300)
end

function s.recop(e, tp, eg, ep, ev, re, r, rp)
  local p, d = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Recover(p, d, REASON_EFFECT)
end
