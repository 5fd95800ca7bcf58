-- Hand Tax (a made-up Normal Spell for Duel.SendtoHand to the other player's hand): your opponent
-- gives you 1 card from their hand; if a card was given, you gain 500 LP.
local s, id = GetID()

function s.initial_effect(c)
  local tax = Effect.CreateEffect(c)
  tax:SetCategory(CATEGORY_RECOVER)
  tax:SetType(EFFECT_TYPE_ACTIVATE)
  tax:SetCode(EVENT_FREE_CHAIN)
  tax:SetTarget(s.target)
  tax:SetOperation(s.operation)
  c:RegisterEffect(tax)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.GetFieldGroupCount(1 - tp, LOCATION_HAND, 0) > 0 end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local given = Duel.GetFieldGroup(1 - tp, LOCATION_HAND, 0):Select(1 - tp, 1, 1, nil)
  if #given > 0 and Duel.SendtoHand(given, tp, REASON_EFFECT) > 0 then
    Duel.Recover(tp, 500, REASON_EFFECT)
  end
end
