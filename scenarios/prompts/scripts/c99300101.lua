-- Foresight Lens (ygo-harness's own card), Normal Spell: look at the top 3 cards of your Deck
-- and put them back in any order (Duel.SortDecktop).
local s, id = GetID()

function s.initial_effect(c)
  local look = Effect.CreateEffect(c)
  look:SetType(EFFECT_TYPE_ACTIVATE)
  look:SetCode(EVENT_FREE_CHAIN)
  look:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
    if chk == 0 then return Duel.GetFieldGroupCount(tp, LOCATION_DECK, 0) >= 3 end
  end)
  look:SetOperation(function(e, tp) Duel.SortDecktop(tp, tp, 3) end)
  c:RegisterEffect(look)
end
