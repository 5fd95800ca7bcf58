-- Pot of Greed (ygo-harness's own script), Normal Spell: draw 2 cards.
local s, id = GetID()

function s.initial_effect(c)
  local draw = Effect.CreateEffect(c)
  draw:SetCategory(CATEGORY_DRAW)
  draw:SetType(EFFECT_TYPE_ACTIVATE)
  draw:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  draw:SetCode(EVENT_FREE_CHAIN)
  draw:SetTarget(s.target)
  draw:SetOperation(s.operation)
  c:RegisterEffect(draw)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 2) end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(2)
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 2)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local player, count = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Draw(player, count, REASON_EFFECT)
end
