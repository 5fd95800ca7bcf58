-- Compulsory Evacuation Device (ygo-harness's own script), Normal Trap:
-- target 1 monster on the field; return that target to the hand.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_TOHAND)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetHintTiming(0, TIMINGS_CHECK_MONSTER + TIMING_END_PHASE)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsAbleToHand() end
  if chk == 0 then
    return Duel.IsExistingTarget(Card.IsAbleToHand, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_RTOHAND)
  local chosen = Duel.SelectTarget(tp, Card.IsAbleToHand, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, chosen, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local target = Duel.GetFirstTarget()
  if target and target:IsRelateToEffect(e) then
    Duel.SendtoHand(target, nil, REASON_EFFECT)
  end
end
