-- Call Then Seek (Normal Spell): Special Summon 1 monster from your hand, then add 1 "Lamp" card
-- (set code 0x7a1) from your Deck to your hand, if possible.
-- "Do A, then apply B if possible": chk==0 checks A only; B applies as far as it can.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_SPECIAL_SUMMON + CATEGORY_TOHAND + CATEGORY_SEARCH)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.spfilter(c, e, tp)
  return c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.thfilter(c)
  return c:IsSetCard(0x7a1) and c:IsAbleToHand()
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingMatchingCard(s.spfilter, tp, LOCATION_HAND, 0, 1, nil, e, tp)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 1, tp, LOCATION_HAND)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetLocationCount(tp, LOCATION_MZONE) <= 0 then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectMatchingCard(tp, s.spfilter, tp, LOCATION_HAND, 0, 1, 1, nil, e, tp)
  if #g == 0 or Duel.SpecialSummon(g, 0, tp, tp, false, false, POS_FACEUP_ATTACK) == 0 then return end
  local sg = Duel.GetMatchingGroup(s.thfilter, tp, LOCATION_DECK, 0, nil)
  if #sg > 0 then
    Duel.BreakEffect()
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_ATOHAND)
    local tg = sg:Select(tp, 1, 1, nil)
    Duel.SendtoHand(tg, nil, REASON_EFFECT)
    Duel.ConfirmCards(1 - tp, tg)
  end
end
