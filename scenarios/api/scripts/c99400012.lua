-- Quick Drawer (a made-up monster for Duel.NegateRelatedChain): once per turn, during either
-- player's turn (Quick Effect): you can draw 1 card.
local s, id = GetID()

function s.initial_effect(c)
  local draw = Effect.CreateEffect(c)
  draw:SetCategory(CATEGORY_DRAW)
  draw:SetType(EFFECT_TYPE_QUICK_O)
  draw:SetCode(EVENT_FREE_CHAIN)
  draw:SetRange(LOCATION_MZONE)
  draw:SetCountLimit(1)
  draw:SetTarget(s.target)
  draw:SetOperation(s.operation)
  c:RegisterEffect(draw)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
