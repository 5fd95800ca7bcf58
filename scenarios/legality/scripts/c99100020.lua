-- Echo Ward (Normal Trap): gain 500 LP. You can banish this card from your GY; gain 300 LP.
-- Neither effect has a description: which one a prompt lists is told by where the card is.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target(500))
  e1:SetOperation(s.recover)
  c:RegisterEffect(e1)
  local e2 = Effect.CreateEffect(c)
  e2:SetCategory(CATEGORY_RECOVER)
  e2:SetType(EFFECT_TYPE_QUICK_O)
  e2:SetCode(EVENT_FREE_CHAIN)
  e2:SetRange(LOCATION_GRAVE)
  e2:SetCost(aux.bfgcost)
  e2:SetTarget(s.target(300))
  e2:SetOperation(s.recover)
  c:RegisterEffect(e2)
end

function s.target(amount)
  return function(e, tp, eg, ep, ev, re, r, rp, chk)
    if chk == 0 then return true end
    Duel.SetTargetPlayer(tp)
    Duel.SetTargetParam(amount)
    Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, amount)
  end
end

function s.recover(e, tp, eg, ep, ev, re, r, rp)
  local p, d = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Recover(p, d, REASON_EFFECT)
end
