-- Low-ATK Lance (ygo-harness's own card, written to show ruling R13), Equip Spell:
-- equip only to a monster with 1000 or less ATK. Unlike the real Buster Rancher it checks its
-- limit again at resolution (aux.AddEquipSpellEffect does): a monster that no longer
-- qualifies is not equipped and the Spell goes to the GY by rule, not destroyed.
local s, id = GetID()

local function low_attack(e, c)
  return c:GetAttack() <= 1000
end

local function faceup_low_attack(c)
  return c:IsFaceup() and c:GetAttack() <= 1000
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_low_attack, low_attack)
end
