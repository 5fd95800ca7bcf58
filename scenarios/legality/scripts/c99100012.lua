-- Hasty Mill (Normal Spell), deliberately broken: "Send the top card of your Deck to the GY;
-- draw 1 card" - but its target function mills while it is only asked (chk==0).
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
    Duel.DiscardDeck(tp, 1, REASON_EFFECT)           -- BUG: acts while only asked
    return Duel.IsPlayerCanDraw(tp, 1)
  end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
