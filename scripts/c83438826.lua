-- Noble Arms - Arfeudutyr (ygo-harness's own script), Equip Spell:
-- You can only control 1 "Noble Arms - Arfeudutyr". Equip only to a Warrior monster. Once per
-- turn: you can target 1 face-down card your opponent controls; the equipped monster (it must
-- have 500 or more ATK) loses 500 ATK, then destroy that card. If this face-up card on the
-- field is destroyed and sent to the GY: you can target 1 "Noble Knight" Warrior you control;
-- equip this card to it (once per turn).
local s, id = GetID()

local NOBLE_KNIGHT = 0x107a

local function faceup_warrior(c)
  return c:IsFaceup() and c:IsRace(RACE_WARRIOR)
end

local function noble_knight_warrior(c)
  return faceup_warrior(c) and c:IsSetCard(NOBLE_KNIGHT)
end

function s.initial_effect(c)
  c:SetUniqueOnField(1, 0, id)

  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  activate:SetTarget(s.activate_target)
  activate:SetOperation(s.activate_operation)
  c:RegisterEffect(activate)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(function(e, tc) return tc:IsRace(RACE_WARRIOR) end)
  c:RegisterEffect(limit)

  local strike = Effect.CreateEffect(c)
  strike:SetDescription(aux.Stringid(id, 0))
  strike:SetCategory(CATEGORY_DESTROY)
  strike:SetType(EFFECT_TYPE_IGNITION)
  strike:SetProperty(EFFECT_FLAG_CARD_TARGET)
  strike:SetRange(LOCATION_SZONE)
  strike:SetCountLimit(1)
  strike:SetTarget(s.strike_target)
  strike:SetOperation(s.strike_operation)
  c:RegisterEffect(strike)

  local reequip = Effect.CreateEffect(c)
  reequip:SetDescription(aux.Stringid(id, 1))
  reequip:SetCategory(CATEGORY_EQUIP)
  reequip:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  reequip:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DAMAGE_STEP + EFFECT_FLAG_DELAY)
  reequip:SetCode(EVENT_TO_GRAVE)
  reequip:SetCountLimit(1, id)
  reequip:SetCondition(s.reequip_condition)
  reequip:SetTarget(s.reequip_target)
  reequip:SetOperation(s.reequip_operation)
  c:RegisterEffect(reequip)
end

function s.activate_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and faceup_warrior(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(faceup_warrior, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, faceup_warrior, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.activate_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local tc = Duel.GetFirstTarget()
  if tc and c:IsRelateToEffect(e) and tc:IsRelateToEffect(e) and tc:IsFaceup() and c:CheckUniqueOnField(tp) then
    Duel.Equip(tp, c, tc)
  end
end

function s.strike_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsControler(1 - tp) and chkc:IsOnField() and chkc:IsFacedown() end
  local holder = e:GetHandler():GetEquipTarget()
  if chk == 0 then
    return holder and holder:IsAttackAbove(500)
      and Duel.IsExistingTarget(Card.IsFacedown, tp, 0, LOCATION_ONFIELD, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local g = Duel.SelectTarget(tp, Card.IsFacedown, tp, 0, LOCATION_ONFIELD, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, g, 1, 0, 0)
end

function s.strike_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local tc = Duel.GetFirstTarget()
  local holder = c:GetEquipTarget()
  if not c:IsRelateToEffect(e) or not holder or holder:IsImmuneToEffect(e) or not holder:IsAttackAbove(500) then return end
  local drop = Effect.CreateEffect(c)
  drop:SetType(EFFECT_TYPE_SINGLE)
  drop:SetCode(EFFECT_UPDATE_ATTACK)
  drop:SetValue(-500)
  drop:SetReset(RESET_EVENT + RESETS_STANDARD)
  holder:RegisterEffect(drop)
  if tc and tc:IsRelateToEffect(e) and tc:IsControler(1 - tp) and tc:IsFacedown() then
    Duel.Destroy(tc, REASON_EFFECT)
  end
end

function s.reequip_condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:IsPreviousLocation(LOCATION_ONFIELD) and c:IsPreviousPosition(POS_FACEUP) and c:IsReason(REASON_DESTROY)
    and c:CheckUniqueOnField(tp)
end

function s.reequip_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and noble_knight_warrior(chkc) end
  if chk == 0 then
    return e:GetHandler():IsRelateToEffect(e) and Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(noble_knight_warrior, tp, LOCATION_MZONE, 0, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, noble_knight_warrior, tp, LOCATION_MZONE, 0, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
  Duel.SetOperationInfo(0, CATEGORY_LEAVE_GRAVE, e:GetHandler(), 1, 0, 0)
end

function s.reequip_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local tc = Duel.GetFirstTarget()
  if tc and c:IsRelateToEffect(e) and tc:IsRelateToEffect(e) and tc:IsControler(tp)
      and noble_knight_warrior(tc) and c:CheckUniqueOnField(tp) then
    Duel.Equip(tp, c, tc)
  end
end
