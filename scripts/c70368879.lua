-- Upstart Goblin (ygo-harness's own script), Normal Spell:
-- draw 1 card, then your opponent gains 1000 LP.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DRAW + CATEGORY_RECOVER)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(1)
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, 1 - tp, 1000)
end

function s.operation(e, tp)
  local player, count = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  if Duel.Draw(player, count, REASON_EFFECT) == 0 then return end
  Duel.BreakEffect()
  Duel.Recover(1 - tp, 1000, REASON_EFFECT)
end
