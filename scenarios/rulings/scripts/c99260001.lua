-- Insect Carapace (ygo-harness's own card, written to show ruling R26), Equip Spell:
-- equip only to an Insect monster; it gains 700 ATK. Unlike the real 火器付機甲鎧 it checks its
-- limit again at resolution: a target that is no longer an Insect is not equipped.
local s, id = GetID()

local function is_insect(e, c)
  return c:IsRace(RACE_INSECT)
end

local function faceup_insect(c)
  return c:IsFaceup() and c:IsRace(RACE_INSECT)
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_insect, is_insect)
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(700)
  c:RegisterEffect(boost)
end
