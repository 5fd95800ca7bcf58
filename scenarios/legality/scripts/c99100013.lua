-- Careful Mill (Normal Spell), the fixed version: "Send the top card of your Deck to the GY,
-- then draw 1 card" - chk==0 only asks, the operation acts.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DECKDES + CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsPlayerCanDiscardDeck(tp, 1) and Duel.IsPlayerCanDraw(tp, 2)
  end
  Duel.SetOperationInfo(0, CATEGORY_DECKDES, nil, 0, tp, 1)
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if Duel.DiscardDeck(tp, 1, REASON_EFFECT) > 0 then
    Duel.BreakEffect()
    Duel.Draw(tp, 1, REASON_EFFECT)
  end
end
