-- Buster Dragon (ygo-harness's own script), Synchro Monster: 1 Tuner + 1 or more non-Tuners.
-- (1) Monsters your opponent controls become Dragon-Type.
-- (2) Once per turn, if you control no "Buster Blader" monster: target 1 "Buster Blader"
--     (78193831) in your GY; Special Summon it.
-- (3) Once per turn, during your opponent's turn (Quick Effect): target 1 "Buster Blader"
--     monster you control; equip to it 1 "Destruction Sword" monster from your GY.
local s, id = GetID()

local BUSTER_BLADER = 78193831
local SET_BUSTER_BLADER, SET_DESTRUCTION_SWORD = 0xd7, 0xd6

function s.initial_effect(c)
  aux.AddSynchroProcedure(c, nil, aux.NonTuner(nil), 1)
  c:EnableReviveLimit()

  local dragons = Effect.CreateEffect(c)
  dragons:SetType(EFFECT_TYPE_FIELD)
  dragons:SetCode(EFFECT_CHANGE_RACE)
  dragons:SetRange(LOCATION_MZONE)
  dragons:SetTargetRange(0, LOCATION_MZONE)
  dragons:SetValue(RACE_DRAGON)
  c:RegisterEffect(dragons)

  local revive = Effect.CreateEffect(c)
  revive:SetDescription(aux.Stringid(id, 0))
  revive:SetCategory(CATEGORY_SPECIAL_SUMMON)
  revive:SetType(EFFECT_TYPE_IGNITION)
  revive:SetProperty(EFFECT_FLAG_CARD_TARGET)
  revive:SetRange(LOCATION_MZONE)
  revive:SetCountLimit(1)
  revive:SetCondition(function(e, tp)
    return not Duel.IsExistingMatchingCard(s.buster_blader, tp, LOCATION_MZONE, 0, 1, nil)
  end)
  revive:SetTarget(s.revive_target)
  revive:SetOperation(s.revive_operation)
  c:RegisterEffect(revive)

  local arm = Effect.CreateEffect(c)
  arm:SetDescription(aux.Stringid(id, 1))
  arm:SetType(EFFECT_TYPE_QUICK_O)
  arm:SetCode(EVENT_FREE_CHAIN)
  arm:SetHintTiming(0, TIMING_END_PHASE)
  arm:SetProperty(EFFECT_FLAG_CARD_TARGET)
  arm:SetRange(LOCATION_MZONE)
  arm:SetCountLimit(1)
  arm:SetCondition(function(e, tp) return Duel.GetTurnPlayer() ~= tp end)
  arm:SetTarget(s.arm_target)
  arm:SetOperation(s.arm_operation)
  c:RegisterEffect(arm)
end

function s.buster_blader(card)
  return card:IsFaceup() and card:IsSetCard(SET_BUSTER_BLADER)
end

function s.revivable(card, e, tp)
  return card:IsCode(BUSTER_BLADER) and card:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.revive_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and s.revivable(chkc, e, tp) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingTarget(s.revivable, tp, LOCATION_GRAVE, 0, 1, nil, e, tp)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectTarget(tp, s.revivable, tp, LOCATION_GRAVE, 0, 1, 1, nil, e, tp)
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, g, 1, 0, 0)
end

function s.revive_operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if monster:IsRelateToEffect(e) then Duel.SpecialSummon(monster, 0, tp, tp, false, false, POS_FACEUP) end
end

function s.sword(card)
  return card:IsSetCard(SET_DESTRUCTION_SWORD) and card:IsType(TYPE_MONSTER) and not card:IsForbidden()
end

function s.arm_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and s.buster_blader(chkc) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(s.buster_blader, tp, LOCATION_MZONE, 0, 1, nil)
      and Duel.IsExistingMatchingCard(s.sword, tp, LOCATION_GRAVE, 0, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  Duel.SelectTarget(tp, s.buster_blader, tp, LOCATION_MZONE, 0, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_LEAVE_GRAVE, nil, 1, tp, LOCATION_GRAVE)
end

function s.arm_operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 or monster:IsFacedown() or not monster:IsRelateToEffect(e) then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local sword = Duel.SelectMatchingCard(tp, s.sword, tp, LOCATION_GRAVE, 0, 1, 1, nil):GetFirst()
  if not sword or not Duel.Equip(tp, sword, monster) then return end
  -- Buster Dragon's equip limit on the Sword: it may stay equipped only to that monster
  local limit = Effect.CreateEffect(e:GetHandler())
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetLabelObject(monster)
  limit:SetValue(function(le, candidate) return candidate == le:GetLabelObject() end)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  sword:RegisterEffect(limit)
end
