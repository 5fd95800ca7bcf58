-- Twin Mode Rite (Normal Spell): Choose 1: (1) Target 1 Spell/Trap your opponent controls; destroy
-- it. (2) Target 1 monster in your GY; Special Summon it.
-- Magi Magi Magician Gal's modal shape (seed 002): chk==0 returns b1 or b2, only legal modes are
-- offered, the mode is stored with e:SetLabel and read by the operation.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.filter1(c)
  return c:IsType(TYPE_SPELL + TYPE_TRAP)
end

function s.filter2(c, e, tp)
  return c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then
    if e:GetLabel() == 0 then
      return chkc:IsLocation(LOCATION_SZONE) and chkc:IsControler(1 - tp) and s.filter1(chkc)
    else
      return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and s.filter2(chkc, e, tp)
    end
  end
  local b1 = Duel.IsExistingTarget(s.filter1, tp, 0, LOCATION_SZONE, 1, nil)
  local b2 = Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
    and Duel.IsExistingTarget(s.filter2, tp, LOCATION_GRAVE, 0, 1, nil, e, tp)
  if chk == 0 then return b1 or b2 end
  local op
  if b1 and b2 then
    op = Duel.SelectOption(tp, aux.Stringid(id, 0), aux.Stringid(id, 1))
  elseif b1 then
    op = Duel.SelectOption(tp, aux.Stringid(id, 0))
  else
    op = Duel.SelectOption(tp, aux.Stringid(id, 1)) + 1
  end
  e:SetLabel(op)
  if op == 0 then
    e:SetCategory(CATEGORY_DESTROY)
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
    local g = Duel.SelectTarget(tp, s.filter1, tp, 0, LOCATION_SZONE, 1, 1, nil)
    Duel.SetOperationInfo(0, CATEGORY_DESTROY, g, 1, 0, 0)
  else
    e:SetCategory(CATEGORY_SPECIAL_SUMMON)
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
    local g = Duel.SelectTarget(tp, s.filter2, tp, LOCATION_GRAVE, 0, 1, 1, nil, e, tp)
    Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, g, 1, 0, 0)
  end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.GetFirstTarget()
  if not (tc and tc:IsRelateToEffect(e)) then return end
  if e:GetLabel() == 0 then
    Duel.Destroy(tc, REASON_EFFECT)
  elseif Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 then
    Duel.SpecialSummon(tc, 0, tp, tp, false, false, POS_FACEUP)
  end
end
