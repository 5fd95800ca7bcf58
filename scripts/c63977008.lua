-- Junk Synchron (ygo-harness's own script), Tuner: when this card is Normal Summoned, you can
-- target 1 Level 2 or lower monster in your GY; Special Summon it in Defense Position, but its
-- effects are negated.
local s, id = GetID()

function s.initial_effect(c)
  local revive = Effect.CreateEffect(c)
  revive:SetDescription(aux.Stringid(id, 0))
  revive:SetCategory(CATEGORY_SPECIAL_SUMMON)
  revive:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  revive:SetCode(EVENT_SUMMON_SUCCESS)
  revive:SetProperty(EFFECT_FLAG_CARD_TARGET)
  revive:SetTarget(s.target)
  revive:SetOperation(s.operation)
  c:RegisterEffect(revive)
end

function s.revivable(card, e, tp)
  return card:IsLevelBelow(2) and card:IsCanBeSpecialSummoned(e, 0, tp, false, false, POS_FACEUP_DEFENSE)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and s.revivable(chkc, e, tp) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingTarget(s.revivable, tp, LOCATION_GRAVE, 0, 1, nil, e, tp)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectTarget(tp, s.revivable, tp, LOCATION_GRAVE, 0, 1, 1, nil, e, tp)
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, g, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if not monster:IsRelateToEffect(e) then return end
  if Duel.SpecialSummonStep(monster, 0, tp, tp, false, false, POS_FACEUP_DEFENSE) then
    for _, code in ipairs({EFFECT_DISABLE, EFFECT_DISABLE_EFFECT}) do
      local negate = Effect.CreateEffect(e:GetHandler())
      negate:SetType(EFFECT_TYPE_SINGLE)
      negate:SetCode(code)
      if code == EFFECT_DISABLE_EFFECT then negate:SetValue(RESET_TURN_SET) end
      negate:SetReset(RESET_EVENT + RESETS_STANDARD)
      monster:RegisterEffect(negate)
    end
  end
  Duel.SpecialSummonComplete()
end
