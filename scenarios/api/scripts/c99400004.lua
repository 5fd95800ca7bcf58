-- Charm of One Draw (a made-up Normal Spell for the player flag effects): draw 1 card. You can
-- only activate 1 "Charm of One Draw" per turn (a flag on the player, kept until the End Phase).
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DRAW)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetCondition(s.condition)
  activate:SetCost(s.cost)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetFlagEffect(tp, id) == 0
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.RegisterFlagEffect(tp, id, RESET_PHASE + PHASE_END, 0, 1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(1)
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local p, d = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Draw(p, d, REASON_EFFECT)
end
