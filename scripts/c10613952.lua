-- Sacred Noble Knight of King Artorigus (ygo-harness's own script), Xyz Monster:
-- 2 Level 5 "Noble Knight" monsters. It must be Xyz Summoned first (revive limit).
-- (1) When this card is Xyz Summoned: you can target up to 3 "Noble Arms" Equip Spells with
--     different names in your GY (no more than your free Spell & Trap Zones); equip them to this
--     card. When it resolves: if the targets still in the GY are more than your free zones, or
--     this card is not a face-up monster any more, nothing is equipped (they stay in the GY).
-- (2) Once per turn: detach 1 material; target 1 other monster on the field; destroy it.
-- (3) If this card on the field is sent to the GY: you can target 1 Level 4 or higher
--     "Noble Knight" monster in your GY; Special Summon it.
local s, id = GetID()

local NOBLE_KNIGHT = 0x107a
local NOBLE_ARMS = 0x207a

function s.initial_effect(c)
  aux.AddXyzProcedure(c, aux.FilterBoolFunction(Card.IsSetCard, NOBLE_KNIGHT), 5, 2)
  c:EnableReviveLimit()

  local arm = Effect.CreateEffect(c)
  arm:SetDescription(aux.Stringid(id, 0))
  arm:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  arm:SetProperty(EFFECT_FLAG_CARD_TARGET)
  arm:SetCode(EVENT_SPSUMMON_SUCCESS)
  arm:SetCondition(function(e) return e:GetHandler():IsSummonType(SUMMON_TYPE_XYZ) end)
  arm:SetTarget(s.arm_target)
  arm:SetOperation(s.arm_operation)
  c:RegisterEffect(arm)

  local strike = Effect.CreateEffect(c)
  strike:SetDescription(aux.Stringid(id, 1))
  strike:SetCategory(CATEGORY_DESTROY)
  strike:SetType(EFFECT_TYPE_IGNITION)
  strike:SetProperty(EFFECT_FLAG_CARD_TARGET)
  strike:SetRange(LOCATION_MZONE)
  strike:SetCountLimit(1)
  strike:SetCost(s.strike_cost)
  strike:SetTarget(s.strike_target)
  strike:SetOperation(s.strike_operation)
  c:RegisterEffect(strike)

  local revive = Effect.CreateEffect(c)
  revive:SetDescription(aux.Stringid(id, 2))
  revive:SetCategory(CATEGORY_SPECIAL_SUMMON)
  revive:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  revive:SetProperty(EFFECT_FLAG_DAMAGE_STEP + EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DELAY)
  revive:SetCode(EVENT_TO_GRAVE)
  revive:SetCondition(function(e) return e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD) end)
  revive:SetTarget(s.revive_target)
  revive:SetOperation(s.revive_operation)
  c:RegisterEffect(revive)
end

local function noble_arms_for(c, e, tp, holder)
  return c:IsSetCard(NOBLE_ARMS) and c:IsCanBeEffectTarget(e) and c:CheckUniqueOnField(tp)
    and c:CheckEquipTarget(holder)
end

function s.arm_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then
    return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and noble_arms_for(chkc, e, tp, c)
  end
  local free = Duel.GetLocationCount(tp, LOCATION_SZONE)
  if chk == 0 then
    return free > 0 and Duel.IsExistingMatchingCard(noble_arms_for, tp, LOCATION_GRAVE, 0, 1, nil, e, tp, c)
  end
  local pool = Duel.GetMatchingGroup(noble_arms_for, tp, LOCATION_GRAVE, 0, nil, e, tp, c)
  local most = math.min(free, 3)
  -- one card at a time, each with a name not picked yet, until the player stops or `most` is reached
  local picked = Group.CreateGroup()
  while picked:GetCount() < most do
    local fresh = pool:Filter(function(tc) return not picked:IsExists(Card.IsCode, 1, nil, tc:GetCode()) end, nil)
    if fresh:GetCount() == 0 then break end
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
    local tc = fresh:SelectUnselect(picked, tp, picked:GetCount() > 0, false, 1, most)
    if not tc then break end
    if picked:IsContains(tc) then picked:RemoveCard(tc) else picked:AddCard(tc) end
  end
  Duel.SetTargetCard(picked)
  Duel.SetOperationInfo(0, CATEGORY_LEAVE_GRAVE, picked, picked:GetCount(), 0, 0)
end

function s.arm_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local arms = Duel.GetChainInfo(0, CHAININFO_TARGET_CARDS):Filter(Card.IsRelateToEffect, nil, e)
  -- too few free zones for every remaining target: none of them is equipped
  if Duel.GetLocationCount(tp, LOCATION_SZONE) < arms:GetCount() then return end
  if not c:IsRelateToEffect(e) or c:IsFacedown() then return end
  for tc in aux.Next(arms) do
    Duel.Equip(tp, tc, c, true, true)
  end
  Duel.EquipComplete()
end

function s.strike_cost(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then return c:CheckRemoveOverlayCard(tp, 1, REASON_COST) end
  c:RemoveOverlayCard(tp, 1, 1, REASON_COST)
end

function s.strike_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc ~= c end
  if chk == 0 then return Duel.IsExistingTarget(aux.TRUE, tp, LOCATION_MZONE, LOCATION_MZONE, 1, c) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local g = Duel.SelectTarget(tp, aux.TRUE, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, c)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, g, 1, 0, 0)
end

function s.strike_operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.GetFirstTarget()
  if tc and tc:IsRelateToEffect(e) then Duel.Destroy(tc, REASON_EFFECT) end
end

local function knight_to_revive(c, e, tp)
  return c:IsSetCard(NOBLE_KNIGHT) and c:IsLevelAbove(4) and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.revive_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and knight_to_revive(chkc, e, tp) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingTarget(knight_to_revive, tp, LOCATION_GRAVE, 0, 1, nil, e, tp)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectTarget(tp, knight_to_revive, tp, LOCATION_GRAVE, 0, 1, 1, nil, e, tp)
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, g, 1, 0, 0)
end

function s.revive_operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.GetFirstTarget()
  if tc and tc:IsRelateToEffect(e) then Duel.SpecialSummon(tc, 0, tp, tp, false, false, POS_FACEUP) end
end
