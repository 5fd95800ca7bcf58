-- Draw and Maybe Call (Normal Spell): Draw 1 card, and if you do, you can Special Summon 1 monster from your hand.
-- chk==0 checks only the mandatory part (the draw).
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW + CATEGORY_SPECIAL_SUMMON)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.spfilter(c, e, tp)
  return c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsPlayerCanDraw(tp, 1)
  end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if Duel.Draw(tp, 1, REASON_EFFECT) == 0 then return end
  if Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingMatchingCard(s.spfilter, tp, LOCATION_HAND, 0, 1, nil, e, tp)
      and Duel.SelectYesNo(tp, aux.Stringid(id, 0)) then
    Duel.BreakEffect()
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
    local g = Duel.SelectMatchingCard(tp, s.spfilter, tp, LOCATION_HAND, 0, 1, 1, nil, e, tp)
    Duel.SpecialSummon(g, 0, tp, tp, false, false, POS_FACEUP_ATTACK)
  end
end
