-- Stoic Challenge (ygo-harness's own script), Equip Spell:
-- equip only to a monster that has Xyz Material. It gains 600 ATK for each Xyz Material you
-- have on the field, and its effects cannot be activated. When this card leaves the field,
-- destroy the equipped monster. (Double battle damage and the End Phase send are not scripted;
-- so is not "you can only control 1".)
local s, id = GetID()

local function has_material(e, c)
  return c:GetOverlayCount() > 0
end

local function faceup_with_material(c)
  return c:IsFaceup() and c:GetOverlayCount() > 0
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_with_material, has_material)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(s.boost_value)
  c:RegisterEffect(boost)

  local silence = Effect.CreateEffect(c)
  silence:SetType(EFFECT_TYPE_EQUIP)
  silence:SetCode(EFFECT_CANNOT_TRIGGER)
  c:RegisterEffect(silence)

  -- "the equipped monster" is the one it still targets when it leaves
  local leave = Effect.CreateEffect(c)
  leave:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
  leave:SetCode(EVENT_LEAVE_FIELD)
  leave:SetOperation(s.leave_operation)
  c:RegisterEffect(leave)
end

function s.boost_value(e, monster)
  local total = 0
  local mine = Duel.GetMatchingGroup(nil, e:GetHandlerPlayer(), LOCATION_MZONE, 0, nil)
  local card = mine:GetFirst()
  while card do
    total = total + card:GetOverlayCount()
    card = mine:GetNext()
  end
  return total * 600
end

function s.leave_operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = e:GetHandler():GetFirstCardTarget()
  if monster and monster:IsLocation(LOCATION_MZONE) then
    Duel.Destroy(monster, REASON_EFFECT)
  end
end
