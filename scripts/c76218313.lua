-- Dragon Buster Destruction Sword (ygo-harness's own script), Tuner Effect Monster:
-- (1) target 1 "Buster Blader" you control; equip this card from your hand or Monster Zone to it.
-- (2) while this card is equipped, your opponent cannot Special Summon from the Extra Deck.
-- (3) (once per turn) while this card is equipped: you can Special Summon this equipped card.
local s, id = GetID()

local BUSTER_BLADER = 78193831

local function own_buster_blader(c)
  return c:IsFaceup() and c:IsCode(BUSTER_BLADER)
end

function s.initial_effect(c)
  local equip = Effect.CreateEffect(c)
  equip:SetCategory(CATEGORY_EQUIP)
  equip:SetType(EFFECT_TYPE_IGNITION)
  equip:SetProperty(EFFECT_FLAG_CARD_TARGET)
  equip:SetRange(LOCATION_HAND + LOCATION_MZONE)
  equip:SetTarget(s.equip_target)
  equip:SetOperation(s.equip_operation)
  c:RegisterEffect(equip)

  -- "your opponent": the opponent of this card's controller
  local lock = Effect.CreateEffect(c)
  lock:SetType(EFFECT_TYPE_FIELD)
  lock:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
  lock:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  lock:SetRange(LOCATION_SZONE)
  lock:SetTargetRange(0, 1)
  lock:SetCondition(function(e) return e:GetHandler():GetEquipTarget() ~= nil end)
  lock:SetTarget(function(e, c) return c:IsLocation(LOCATION_EXTRA) end)
  c:RegisterEffect(lock)

  local summon = Effect.CreateEffect(c)
  summon:SetCategory(CATEGORY_SPECIAL_SUMMON)
  summon:SetType(EFFECT_TYPE_IGNITION)
  summon:SetRange(LOCATION_SZONE)
  summon:SetCountLimit(1, id)
  summon:SetCondition(function(e) return e:GetHandler():GetEquipTarget() ~= nil end)
  summon:SetTarget(s.summon_target)
  summon:SetOperation(s.summon_operation)
  c:RegisterEffect(summon)
end

function s.equip_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and own_buster_blader(chkc) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(own_buster_blader, tp, LOCATION_MZONE, 0, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, own_buster_blader, tp, LOCATION_MZONE, 0, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.equip_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not c:IsRelateToEffect(e) then return end
  if c:IsLocation(LOCATION_MZONE) and c:IsFacedown() then return end
  local monster = Duel.GetFirstTarget()
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 or monster:IsControler(1 - tp) or monster:IsFacedown()
      or not monster:IsRelateToEffect(e) then
    Duel.SendtoGrave(c, REASON_RULE)
    return
  end
  Duel.Equip(tp, c, monster)
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetLabelObject(monster)
  limit:SetValue(function(le, candidate) return candidate == le:GetLabelObject() end)
  c:RegisterEffect(limit)
end

function s.summon_target(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, c, 1, 0, 0)
end

function s.summon_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) then
    Duel.SpecialSummon(c, 0, tp, tp, false, false, POS_FACEUP)
  end
end
