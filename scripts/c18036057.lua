-- Airknight Parshath (ygo-harness's own script), Effect Monster:
-- if this card attacks a Defense Position monster, inflict piercing battle damage. If this card
-- inflicts battle damage to your opponent: draw 1 card.
local s, id = GetID()

function s.initial_effect(c)
  local draw = Effect.CreateEffect(c)
  draw:SetDescription(aux.Stringid(id, 0))
  draw:SetCategory(CATEGORY_DRAW)
  draw:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  draw:SetCode(EVENT_BATTLE_DAMAGE)
  draw:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  draw:SetCondition(function(e, tp, eg, ep) return ep ~= tp end)
  draw:SetTarget(s.target)
  draw:SetOperation(s.operation)
  c:RegisterEffect(draw)

  local pierce = Effect.CreateEffect(c)
  pierce:SetType(EFFECT_TYPE_SINGLE)
  pierce:SetCode(EFFECT_PIERCE)
  c:RegisterEffect(pierce)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(1)
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local player, count = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Draw(player, count, REASON_EFFECT)
end
