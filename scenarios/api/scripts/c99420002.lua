-- Hand Recount (a made-up Normal Spell for Duel.SendtoHand and Duel.SendtoDeck of a card already
-- where it is sent): add 1 card from your hand to your hand, then put 1 card of your Deck on top
-- of your Deck; you gain 500 LP for each card that counts as sent.
local s, id = GetID()

function s.initial_effect(c)
  local recount = Effect.CreateEffect(c)
  recount:SetCategory(CATEGORY_RECOVER)
  recount:SetType(EFFECT_TYPE_ACTIVATE)
  recount:SetCode(EVENT_FREE_CHAIN)
  recount:SetTarget(s.target)
  recount:SetOperation(s.operation)
  c:RegisterEffect(recount)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetFieldGroupCount(tp, LOCATION_HAND, 0) > 1 and Duel.GetFieldGroupCount(tp, LOCATION_DECK, 0) > 0
  end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local counted = 0
  local kept = Duel.GetFieldGroup(tp, LOCATION_HAND, 0):Select(tp, 1, 1, nil)
  if #kept > 0 then counted = counted + Duel.SendtoHand(kept, tp, REASON_EFFECT) end
  local restacked = Duel.GetFieldGroup(tp, LOCATION_DECK, 0):Select(tp, 1, 1, nil)
  if #restacked > 0 then counted = counted + Duel.SendtoDeck(restacked, tp, SEQ_DECKTOP, REASON_EFFECT) end
  if counted > 0 then
    Duel.Recover(tp, 500 * counted, REASON_EFFECT)
  end
end
