-- Magnum Shield (ygo-harness's own script), Equip Spell:
-- equip only to a Warrior monster. In Attack Position it gains ATK equal to its original DEF;
-- in Defense Position it gains DEF equal to its original ATK.
local s, id = GetID()

local function is_warrior(e, c)
  return c:IsRace(RACE_WARRIOR)
end

local function faceup_warrior(c)
  return c:IsFaceup() and c:IsRace(RACE_WARRIOR)
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_warrior, is_warrior)
  local attack = Effect.CreateEffect(c)
  attack:SetType(EFFECT_TYPE_EQUIP)
  attack:SetCode(EFFECT_UPDATE_ATTACK)
  attack:SetValue(function(e, monster)
    if monster:IsDefensePos() then return 0 end
    return monster:GetBaseDefense()
  end)
  c:RegisterEffect(attack)
  local defense = Effect.CreateEffect(c)
  defense:SetType(EFFECT_TYPE_EQUIP)
  defense:SetCode(EFFECT_UPDATE_DEFENSE)
  defense:SetValue(function(e, monster)
    if monster:IsAttackPos() then return 0 end
    return monster:GetBaseAttack()
  end)
  c:RegisterEffect(defense)
end
