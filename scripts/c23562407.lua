-- Noble Arms - Caliburn (ygo-harness's own script), Equip Spell:
-- You can only control 1 "Noble Arms - Caliburn". Equip only to a Warrior monster; it gains
-- 500 ATK. Once per turn: you can gain 500 LP. If this face-up card on the field is destroyed
-- and sent to the GY: you can target 1 "Noble Knight" Warrior you control; equip this card to
-- it (once per turn).
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

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(500)
  c:RegisterEffect(boost)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(function(e, tc) return tc:IsRace(RACE_WARRIOR) end)
  c:RegisterEffect(limit)

  local heal = Effect.CreateEffect(c)
  heal:SetDescription(aux.Stringid(id, 0))
  heal:SetCategory(CATEGORY_RECOVER)
  heal:SetType(EFFECT_TYPE_IGNITION)
  heal:SetRange(LOCATION_SZONE)
  heal:SetCountLimit(1)
  heal:SetTarget(s.heal_target)
  heal:SetOperation(s.heal_operation)
  c:RegisterEffect(heal)

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

function s.heal_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(500)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 500)
end

function s.heal_operation(e, tp, eg, ep, ev, re, r, rp)
  local p, amount = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Recover(p, amount, REASON_EFFECT)
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
