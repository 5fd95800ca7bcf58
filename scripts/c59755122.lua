-- Dragunity Phalanx (ygo-harness's own script), Tuner Effect Monster ("Dragunity", Dragon):
-- once per turn, while this card is equipped to a monster: you can Special Summon this card.
local s, id = GetID()

function s.initial_effect(c)
  local summon = Effect.CreateEffect(c)
  summon:SetDescription(aux.Stringid(id, 0))
  summon:SetCategory(CATEGORY_SPECIAL_SUMMON)
  summon:SetType(EFFECT_TYPE_IGNITION)
  summon:SetRange(LOCATION_SZONE)
  summon:SetCountLimit(1)
  summon:SetTarget(s.target)
  summon:SetOperation(s.operation)
  c:RegisterEffect(summon)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 and c:GetEquipTarget() ~= nil
      and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, c, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) then
    Duel.SpecialSummon(c, 0, tp, tp, false, false, POS_FACEUP)
  end
end
