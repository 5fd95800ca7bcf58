-- Eager Toll (Normal Spell), deliberately broken: Pay 1000 LP; draw 1 card - but its cost pays
-- before it looks at chk.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCost(s.cost)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  Duel.PayLPCost(tp, 1000)                          -- BUG: pays while only asked
  if chk == 0 then return Duel.CheckLPCost(tp, 1000) end
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
