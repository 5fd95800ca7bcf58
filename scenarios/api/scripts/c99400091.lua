-- Top Fetch (ygo-harness test card): a Normal Spell that adds to the hand the first Dark Magician
-- Duel.GetFirstMatchingCard finds in its player's Deck or GY.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_TOHAND)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetTarget(s.target)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(Card.IsCode, tp, LOCATION_DECK + LOCATION_GRAVE, 0, 1, nil, 46986414) end
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, nil, 1, tp, LOCATION_DECK + LOCATION_GRAVE)
end

function s.operation(e, tp)
  local first = Duel.GetFirstMatchingCard(Card.IsCode, tp, LOCATION_GRAVE + LOCATION_DECK, 0, nil, 46986414)
  if first then Duel.SendtoHand(first, nil, REASON_EFFECT) end
end
