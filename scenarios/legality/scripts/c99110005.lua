-- Careful Setter (Normal Spell): Set 1 Spell from your Deck. (Zone check and Card.IsSSetable.)
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
  return c:IsType(TYPE_SPELL) and c:IsSSetable()
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    -- this card itself occupies a zone while it resolves: count the zones without it
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > (e:GetHandler():IsLocation(LOCATION_HAND) and 1 or 0)
      and Duel.IsExistingMatchingCard(s.filter, tp, LOCATION_DECK, 0, 1, nil)
  end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 then return end
  local g = Duel.SelectMatchingCard(tp, s.filter, tp, LOCATION_DECK, 0, 1, 1, nil)
  if #g > 0 then Duel.SSet(tp, g:GetFirst()) end
end
