-- Inzektor Giga-Mantis (ygo-harness's own script), Effect Monster ("Inzektor", Insect):
-- (1) target 1 "Inzektor" monster you control; equip this card from your hand to it.
-- While this card is an Equip Card, the equipped monster's original ATK becomes 2400.
-- (3) if this card is sent to the GY while equipped to a monster (not because that monster left
-- the field): you can target 1 other "Inzektor" monster in your GY; Special Summon it.
local s, id = GetID()

local INZEKTOR = 0x56

local function own_faceup_inzektor(c)
  return c:IsFaceup() and c:IsSetCard(INZEKTOR)
end

local function revivable_inzektor(c, e, tp)
  return c:IsSetCard(INZEKTOR) and not c:IsCode(id) and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.initial_effect(c)
  local equip = Effect.CreateEffect(c)
  equip:SetDescription(aux.Stringid(id, 0))
  equip:SetCategory(CATEGORY_EQUIP)
  equip:SetType(EFFECT_TYPE_IGNITION)
  equip:SetProperty(EFFECT_FLAG_CARD_TARGET)
  equip:SetRange(LOCATION_HAND)
  equip:SetTarget(s.equip_target)
  equip:SetOperation(s.equip_operation)
  c:RegisterEffect(equip)

  local base = Effect.CreateEffect(c)
  base:SetType(EFFECT_TYPE_EQUIP)
  base:SetCode(EFFECT_SET_BASE_ATTACK)
  base:SetValue(2400)
  c:RegisterEffect(base)

  local revive = Effect.CreateEffect(c)
  revive:SetDescription(aux.Stringid(id, 1))
  revive:SetCategory(CATEGORY_SPECIAL_SUMMON)
  revive:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  revive:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DELAY)
  revive:SetCode(EVENT_TO_GRAVE)
  revive:SetCountLimit(1, id)
  revive:SetCondition(s.revive_condition)
  revive:SetTarget(s.revive_target)
  revive:SetOperation(s.revive_operation)
  c:RegisterEffect(revive)
end

function s.equip_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and own_faceup_inzektor(chkc) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(own_faceup_inzektor, tp, LOCATION_MZONE, 0, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, own_faceup_inzektor, tp, LOCATION_MZONE, 0, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.equip_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not c:IsRelateToEffect(e) then return end
  local monster = Duel.GetFirstTarget()
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 or monster:IsFacedown() or not monster:IsRelateToEffect(e)
      or not monster:IsControler(tp) then
    Duel.SendtoGrave(c, REASON_RULE)
    return
  end
  Duel.Equip(tp, c, monster)
  -- its only correct target is that monster (the limit cannot be negated)
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetLabelObject(monster)
  limit:SetValue(function(le, candidate) return candidate == le:GetLabelObject() end)
  c:RegisterEffect(limit)
end

function s.revive_condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:IsPreviousLocation(LOCATION_SZONE) and c:GetPreviousEquipTarget() ~= nil
    and not c:IsReason(REASON_LOST_TARGET)
end

function s.revive_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and revivable_inzektor(chkc, e, tp) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingTarget(revivable_inzektor, tp, LOCATION_GRAVE, 0, 1, nil, e, tp)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local chosen = Duel.SelectTarget(tp, revivable_inzektor, tp, LOCATION_GRAVE, 0, 1, 1, nil, e, tp)
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, chosen, 1, 0, 0)
end

function s.revive_operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if monster:IsRelateToEffect(e) then
    Duel.SpecialSummon(monster, 0, tp, tp, false, false, POS_FACEUP)
  end
end
