-- Early Mill (a made-up Trap for EVENT_PREDRAW): while this card is in your GY, at the start of
-- your Draw Phase, before your normal draw, send the top card of your Deck to the GY.
local s, id = GetID()

function s.initial_effect(c)
  local mill = Effect.CreateEffect(c)
  mill:SetCategory(CATEGORY_DECKDES)
  mill:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  mill:SetCode(EVENT_PREDRAW)
  mill:SetRange(LOCATION_GRAVE)
  mill:SetCondition(s.condition)
  mill:SetOperation(s.operation)
  c:RegisterEffect(mill)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetTurnPlayer() == tp
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.DiscardDeck(tp, 1, REASON_EFFECT)
end
