-- Twin Return (a test card of ygo-harness), Normal Spell: target 1 monster you control and 1
-- your opponent controls; return both to the hand. Two SelectTarget calls, so its chkc branch
-- opts out (`if chkc then return false end`), as real scripts with several targets do.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_TOHAND)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e:SetTarget(s.target)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return false end
  if chk == 0 then
    return Duel.IsExistingTarget(Card.IsAbleToHand, tp, LOCATION_MZONE, 0, 1, nil)
      and Duel.IsExistingTarget(Card.IsAbleToHand, tp, 0, LOCATION_MZONE, 1, nil)
  end
  local g1 = Duel.SelectTarget(tp, Card.IsAbleToHand, tp, LOCATION_MZONE, 0, 1, 1, nil)
  local g2 = Duel.SelectTarget(tp, Card.IsAbleToHand, tp, 0, LOCATION_MZONE, 1, 1, nil)
  g1:Merge(g2)
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, g1, 2, 0, 0)
end

function s.operation(e, tp)
  local g = Duel.GetChainInfo(0, CHAININFO_TARGET_CARDS):Filter(Card.IsRelateToEffect, nil, e)
  Duel.SendtoHand(g, nil, REASON_EFFECT)
end
