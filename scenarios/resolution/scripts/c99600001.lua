-- Scale Seeker (ygo-harness test card): a Pendulum Monster whose Pendulum Effect (an Ignition
-- Effect in the Pendulum Zone) adds Scale Treasure from the Deck to the hand.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_TOHAND + CATEGORY_SEARCH)
  e:SetType(EFFECT_TYPE_IGNITION)
  e:SetRange(LOCATION_PZONE)
  e:SetTarget(s.target)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.filter(c)
  return c:IsCode(99600003) and c:IsAbleToHand()
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(s.filter, tp, LOCATION_DECK, 0, 1, nil) end
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, nil, 1, tp, LOCATION_DECK)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local g = Duel.SelectMatchingCard(tp, s.filter, tp, LOCATION_DECK, 0, 1, 1, nil)
  if #g > 0 then Duel.SendtoHand(g, nil, REASON_EFFECT) end
end
