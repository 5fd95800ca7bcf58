-- Extra Pendulum Call (ygo-harness test card): a Normal Spell that Special Summons 1 face-up
-- Pendulum Monster from its player's Extra Deck.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetTarget(s.target)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.filter(c, e, tp)
  return c:IsFaceup() and c:IsType(TYPE_PENDULUM) and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetLocationCountFromEx(tp) > 0 and Duel.IsExistingMatchingCard(s.filter, tp, LOCATION_EXTRA, 0, 1, nil, e, tp)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 1, tp, LOCATION_EXTRA)
end

function s.operation(e, tp)
  if Duel.GetLocationCountFromEx(tp) <= 0 then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectMatchingCard(tp, s.filter, tp, LOCATION_EXTRA, 0, 1, 1, nil, e, tp)
  if #g > 0 then Duel.SpecialSummon(g, 0, tp, tp, false, false, POS_FACEUP) end
end
