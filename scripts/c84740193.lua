-- Buster Rancher (ygo-harness's own script), Equip Spell:
-- equip only to a monster with 1000 or less ATK (the limit does not apply during damage
-- calculation). Checked again at resolution: a monster that no longer qualifies is not equipped.
-- (The +2500 ATK during damage calculation needs battle and is not scripted.)
local s, id = GetID()

local function low_attack(e, c)
  return Duel.GetCurrentPhase() == PHASE_DAMAGE_CAL or c:GetAttack() <= 1000
end

local function faceup_low_attack(c)
  return c:IsFaceup() and c:GetAttack() <= 1000
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_low_attack, low_attack)
end
