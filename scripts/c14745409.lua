-- Noble Arms - Gallatin (ygo-harness's own script), Equip Spell:
-- equip only to a Warrior monster; it gains 1000 ATK, which drops by 200 in each of your
-- Standby Phases. If this face-up card on the field is destroyed and sent to the GY: you can
-- target 1 "Noble Knight" Warrior you control; equip this card to it (once per turn).
-- (Not scripted: "you can only control 1".)
local s, id = GetID()

local NOBLE_KNIGHT = 0x107a

local function is_warrior(e, c)
  return c:IsRace(RACE_WARRIOR)
end

local function faceup_warrior(c)
  return c:IsFaceup() and c:IsRace(RACE_WARRIOR)
end

local function noble_knight_warrior(c)
  return c:IsFaceup() and c:IsSetCard(NOBLE_KNIGHT) and c:IsRace(RACE_WARRIOR)
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_warrior, is_warrior)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(1000)
  c:RegisterEffect(boost)

  local decay = Effect.CreateEffect(c)
  decay:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  decay:SetCode(EVENT_PHASE + PHASE_STANDBY)
  decay:SetRange(LOCATION_SZONE)
  decay:SetCountLimit(1)
  decay:SetCondition(function(e, tp) return Duel.GetTurnPlayer() == tp end)
  decay:SetOperation(s.decay)
  c:RegisterEffect(decay)

  -- ③: destroyed (as an equipped, face-up card) and sent to the GY
  local reequip = Effect.CreateEffect(c)
  reequip:SetDescription(aux.Stringid(id, 0))
  reequip:SetCategory(CATEGORY_EQUIP)
  reequip:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  reequip:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DELAY)
  reequip:SetCode(EVENT_TO_GRAVE)
  reequip:SetCountLimit(1, id)
  reequip:SetCondition(s.reequip_condition)
  reequip:SetTarget(s.reequip_target)
  reequip:SetOperation(s.reequip_operation)
  c:RegisterEffect(reequip)
end

function s.decay(e, tp)
  local c = e:GetHandler()
  local drop = Effect.CreateEffect(c)
  drop:SetType(EFFECT_TYPE_EQUIP)
  drop:SetCode(EFFECT_UPDATE_ATTACK)
  drop:SetValue(-200)
  drop:SetReset(RESET_EVENT + RESETS_STANDARD)
  c:RegisterEffect(drop)
end

function s.reequip_condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:IsPreviousLocation(LOCATION_ONFIELD) and c:IsPreviousPosition(POS_FACEUP) and c:IsReason(REASON_DESTROY)
end

function s.reequip_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and noble_knight_warrior(chkc) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(noble_knight_warrior, tp, LOCATION_MZONE, 0, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, noble_knight_warrior, tp, LOCATION_MZONE, 0, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
  Duel.SetOperationInfo(0, CATEGORY_LEAVE_GRAVE, e:GetHandler(), 1, 0, 0)
end

function s.reequip_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if c:IsRelateToEffect(e) and monster and monster:IsRelateToEffect(e) and monster:IsControler(tp)
      and noble_knight_warrior(monster) then
    Duel.Equip(tp, c, monster)
  end
end
