-- Cyberdark Cannon (ygo-harness's own script), Effect Monster:
-- only its (3) is scripted: if this card is sent to the GY while equipped to a monster (not
-- because that monster left the field): you can draw 1 card.
-- (Not scripted: the search from the hand, and the Deck-to-GY effect during battle.)
local s, id = GetID()

function s.initial_effect(c)
  local draw = Effect.CreateEffect(c)
  draw:SetDescription(aux.Stringid(id, 0))
  draw:SetCategory(CATEGORY_DRAW)
  draw:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  draw:SetProperty(EFFECT_FLAG_DELAY)
  draw:SetCode(EVENT_TO_GRAVE)
  draw:SetCondition(s.condition)
  draw:SetTarget(s.target)
  draw:SetOperation(s.operation)
  c:RegisterEffect(draw)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:IsPreviousLocation(LOCATION_SZONE) and c:GetPreviousEquipTarget() ~= nil
    and not c:IsReason(REASON_LOST_TARGET)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(1)
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local player, count = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Draw(player, count, REASON_EFFECT)
end
