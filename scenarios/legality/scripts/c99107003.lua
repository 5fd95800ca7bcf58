-- Tithe Husk (Effect Monster): If this card is destroyed: pay 1000 LP; draw 1 card.
-- A mandatory trigger with a cost: the cost still has to be payable.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  e1:SetCode(EVENT_DESTROYED)
  e1:SetCost(s.cost)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.CheckLPCost(tp, 1000) end
  Duel.PayLPCost(tp, 1000)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
