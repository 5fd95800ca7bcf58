-- Banished Recall (a made-up card): add 1 of your banished monsters to your hand. Its call passes
-- the reason third as 2 (SEQ_DECKSHUFFLE, the REASON_RELEASE bit), a slip real scripts make: the
-- move is still an ordinary send to the hand, not a Tribute.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_TOHAND)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.filter(c)
  return c:IsFaceup() and c:IsType(TYPE_MONSTER) and c:IsAbleToHand()
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_REMOVED) and chkc:IsControler(tp) and s.filter(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(s.filter, tp, LOCATION_REMOVED, 0, 1, nil) end
  local g = Duel.SelectTarget(tp, s.filter, tp, LOCATION_REMOVED, 0, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, g, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.GetFirstTarget()
  if tc and tc:IsRelateToEffect(e) then
    Duel.SendtoHand(tc, nil, SEQ_DECKSHUFFLE, REASON_EFFECT)
  end
end
