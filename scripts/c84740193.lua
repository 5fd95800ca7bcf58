-- Buster Rancher (ygo-harness's own script), Equip Spell:
-- equip only to a monster with 1000 or less ATK (the limit does not apply during damage
-- calculation). As the real script, the resolution does not check the limit again: a monster
-- that no longer qualifies is equipped, then the adjust pass destroys the Spell by rule.
-- (The +2500 ATK during damage calculation needs battle and is not scripted.)
local s, id = GetID()

local function low_attack(e, c)
  return Duel.GetCurrentPhase() == PHASE_DAMAGE_CAL or c:GetAttack() <= 1000
end

local function faceup_low_attack(c)
  return c:IsFaceup() and c:GetAttack() <= 1000
end

local function equip_target(e, tp)
  local card, target = e:GetHandler(), Duel.GetFirstTarget()
  if card:IsRelateToEffect(e) and target:IsRelateToEffect(e) and target:IsFaceup() then
    Duel.Equip(tp, card, target)
  end
end

function s.initial_effect(c)
  local activate = aux.AddEquipSpellEffect(c, true, true, faceup_low_attack, low_attack, true)
  activate:SetOperation(equip_target)
  c:RegisterEffect(activate)
end
