-- Dragon Treasure (ygo-harness's own script)
-- Equip only to a Dragon monster. It gains 300 ATK and DEF.
local s, id = GetID()

local function is_dragon(e, c)
  return c:IsRace(RACE_DRAGON)
end

local function faceup_dragon(c)
  return c:IsFaceup() and c:IsRace(RACE_DRAGON)
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_dragon, is_dragon)
  for _, code in ipairs({EFFECT_UPDATE_ATTACK, EFFECT_UPDATE_DEFENSE}) do
    local boost = Effect.CreateEffect(c)
    boost:SetType(EFFECT_TYPE_EQUIP)
    boost:SetCode(code)
    boost:SetValue(300)
    c:RegisterEffect(boost)
  end
end
