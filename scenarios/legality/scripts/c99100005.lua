-- Lonely Lamp (Effect Monster): If you control no monsters: You can Special Summon this card
-- from your hand.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(s.condition)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetFieldGroupCount(tp, LOCATION_MZONE, 0) == 0
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, c, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) then
    Duel.SpecialSummon(c, 0, tp, tp, false, false, POS_FACEUP)
  end
end
