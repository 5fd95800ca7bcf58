-- Zone-Short Knight King (a card of this project, written to seed 004 R45/R49; not a real card):
-- Sacred Noble Knight of King Artorigus's (1) as the rulings describe it. Xyz Monster: 2 Level 5
-- "Noble Knight" monsters. When this card is Xyz Summoned: you can target up to 3 "Noble Arms"
-- Equip Spells with different names in your GY (no more than your free Spell & Trap Zones);
-- equip them to this card. If, when it resolves, you have fewer free zones than targets still in
-- the GY, you choose as many as you have free zones and equip those; the rest stay in the GY (the
-- real c10613952 equips none of them in that case).
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
  if not c:IsRelateToEffect(e) or c:IsFacedown() then return end
  local arms = Duel.GetChainInfo(0, CHAININFO_TARGET_CARDS):Filter(Card.IsRelateToEffect, nil, e)
  local free = Duel.GetLocationCount(tp, LOCATION_SZONE)
  if free <= 0 or arms:GetCount() == 0 then return end
  if arms:GetCount() > free then
    -- R45/R49: equip as many as the zones allow; the others stay where they are
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
    arms = arms:Select(tp, free, free, nil)
  end
  for tc in aux.Next(arms) do
    Duel.Equip(tp, tc, c, true, true)
  end
  Duel.EquipComplete()
end
