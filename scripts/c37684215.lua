-- Fusion Sword Murasame Blade (ygo-harness's own script), Equip Spell:
-- equip only to a Warrior monster; it gains 800 ATK. While this card is equipped to a monster,
-- it cannot be destroyed by card effects.
local s, id = GetID()

local function is_warrior(e, c)
  return c:IsRace(RACE_WARRIOR)
end

local function faceup_warrior(c)
  return c:IsFaceup() and c:IsRace(RACE_WARRIOR)
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_warrior, is_warrior)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(800)
  c:RegisterEffect(boost)

  local sturdy = Effect.CreateEffect(c)
  sturdy:SetType(EFFECT_TYPE_SINGLE)
  sturdy:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  sturdy:SetRange(LOCATION_SZONE)
  sturdy:SetCode(EFFECT_INDESTRUCTABLE_EFFECT)
  sturdy:SetCondition(function(e) return e:GetHandler():GetEquipTarget() ~= nil end)
  sturdy:SetValue(1)
  c:RegisterEffect(sturdy)
end
