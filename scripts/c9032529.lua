-- Tear of the Angel (ygo-harness's own script): give 1 card from your hand to your opponent
-- (it goes to their hand), then you gain 2000 LP.
local s, id = GetID()

function s.initial_effect(c)
  local give = Effect.CreateEffect(c)
  give:SetCategory(CATEGORY_RECOVER)
  give:SetType(EFFECT_TYPE_ACTIVATE)
  give:SetCode(EVENT_FREE_CHAIN)
  give:SetTarget(s.target)
  give:SetOperation(s.operation)
  c:RegisterEffect(give)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.GetFieldGroupCount(tp, LOCATION_HAND, 0) > 0 end
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 2000)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local hand = Duel.GetFieldGroup(tp, LOCATION_HAND, 0)
  if #hand == 0 then return end
  local given = hand:Select(tp, 1, 1, nil)
  -- the card is in the hand already: it still moves (to the other player's hand) and counts
  if Duel.SendtoHand(given, 1 - tp, REASON_EFFECT) == 0 then return end
  Duel.ShuffleHand(tp)
  Duel.BreakEffect()
  Duel.Recover(tp, 2000, REASON_EFFECT)
end
