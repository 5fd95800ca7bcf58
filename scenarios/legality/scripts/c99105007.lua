-- Swap Rite (Normal Spell): Tribute 1 monster; Special Summon 1 monster from your hand.
-- Counts the zone the Tributed monster frees: Duel.GetMZoneCount(tp, c) in the release filter.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCost(s.cost)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.rfilter(c, tp)
  return Duel.GetMZoneCount(tp, c) > 0
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.CheckReleaseGroup(tp, s.rfilter, 1, nil, tp) end
  local g = Duel.SelectReleaseGroup(tp, s.rfilter, 1, 1, nil, tp)
  Duel.Release(g, REASON_COST)
end

function s.filter(c, e, tp)
  return c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(s.filter, tp, LOCATION_HAND, 0, 1, nil, e, tp) end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 1, tp, LOCATION_HAND)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetLocationCount(tp, LOCATION_MZONE) <= 0 then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectMatchingCard(tp, s.filter, tp, LOCATION_HAND, 0, 1, 1, nil, e, tp)
  if #g > 0 then
    Duel.SpecialSummon(g, 0, tp, tp, false, false, POS_FACEUP_ATTACK)
  end
end
