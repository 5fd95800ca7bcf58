-- Fire Hand (ygo-harness's own script), Level 4 FIRE Pyro. If this card is destroyed by your
-- opponent's card (battle or card effect) and sent to the GY: target 1 monster your opponent
-- controls; destroy it, then you can Special Summon 1 "Ice Hand" from your Deck.
-- (A "when ... you can" optional trigger: no EFFECT_FLAG_DELAY.)
local s, id = GetID()
local ICE_HAND = 95929069

function s.initial_effect(c)
  local strike = Effect.CreateEffect(c)
  strike:SetDescription(aux.Stringid(id, 0))
  strike:SetCategory(CATEGORY_DESTROY + CATEGORY_SPECIAL_SUMMON + CATEGORY_DECKDES)
  strike:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  strike:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DAMAGE_STEP)
  strike:SetCode(EVENT_TO_GRAVE)
  strike:SetCondition(s.destroyed_by_opponent)
  strike:SetTarget(s.target)
  strike:SetOperation(s.operation)
  c:RegisterEffect(strike)
end

function s.destroyed_by_opponent(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:IsPreviousControler(tp) and c:IsReason(REASON_DESTROY) and rp == 1 - tp
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1 - tp) end
  if chk == 0 then return Duel.IsExistingTarget(nil, tp, 0, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local g = Duel.SelectTarget(tp, nil, tp, 0, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, g, 1, 0, 0)
end

function s.partner(c, e, tp)
  return c:IsCode(ICE_HAND) and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.GetFirstTarget()
  if not tc:IsRelateToEffect(e) or Duel.Destroy(tc, REASON_EFFECT) == 0 then return end
  if Duel.GetLocationCount(tp, LOCATION_MZONE) <= 0 then return end
  local partners = Duel.GetMatchingGroup(s.partner, tp, LOCATION_DECK, 0, nil, e, tp)
  if #partners > 0 and Duel.SelectYesNo(tp, aux.Stringid(id, 1)) then
    Duel.BreakEffect()
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
    Duel.SpecialSummon(partners:Select(tp, 1, 1, nil), 0, tp, tp, false, false, POS_FACEUP)
  end
end
