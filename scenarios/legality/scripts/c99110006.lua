-- Careless Setter (Normal Spell), deliberately broken: Set 1 Spell from your Deck, without a
-- zone check.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.filter(c)
  return c:IsType(TYPE_SPELL) and c:IsSSetable(true)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(s.filter, tp, LOCATION_DECK, 0, 1, nil) end   -- BUG
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local g = Duel.SelectMatchingCard(tp, s.filter, tp, LOCATION_DECK, 0, 1, 1, nil)
  if #g > 0 then Duel.SSet(tp, g:GetFirst()) end
end
