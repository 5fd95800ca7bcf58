-- Poison Draw Frog (ygo-harness's own script)
-- If this face-up card is sent from the field to the GY: you can draw 1 card.
-- Written as many real scripts write it: a single trigger that also sets a range (the core
-- ignores the range of a single effect without EFFECT_FLAG_SINGLE_RANGE).
local s, id = GetID()

function s.initial_effect(c)
  local draw = Effect.CreateEffect(c)
  draw:SetDescription(aux.Stringid(id, 0))
  draw:SetCategory(CATEGORY_DRAW)
  draw:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  draw:SetProperty(EFFECT_FLAG_DAMAGE_STEP)
  draw:SetRange(LOCATION_MZONE)
  draw:SetCode(EVENT_TO_GRAVE)
  draw:SetCondition(s.condition)
  draw:SetTarget(s.target)
  draw:SetOperation(s.operation)
  c:RegisterEffect(draw)
end

function s.condition(e)
  local c = e:GetHandler()
  return c:IsPreviousLocation(LOCATION_ONFIELD) and c:IsPreviousPosition(POS_FACEUP)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(1)
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp)
  local player, count = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Draw(player, count, REASON_EFFECT)
end
