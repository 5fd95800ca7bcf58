-- Test Blade (a test card of ygo-harness's authoring tests): an Equip Spell.
-- Equip only to a Warrior monster. It gains 500 ATK.
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
  boost:SetValue(500)
  c:RegisterEffect(boost)
end
