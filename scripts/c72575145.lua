-- Demotion (ygo-harness's own script), Equip Spell:
-- the equipped monster's Level is reduced by 2. (It can be equipped to any face-up monster,
-- including one that has no Level, such as an Xyz or Link Monster.)
local s, id = GetID()

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, Card.IsFaceup, nil)
  local lower = Effect.CreateEffect(c)
  lower:SetType(EFFECT_TYPE_EQUIP)
  lower:SetCode(EFFECT_UPDATE_LEVEL)
  lower:SetValue(-2)
  c:RegisterEffect(lower)
end
