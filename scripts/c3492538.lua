-- Armed Machine Armor with Firearms ("火器付機甲鎧", ygo-harness's own script), Equip Spell:
-- equip only to an Insect monster; it gains 700 ATK. As the real script, the resolution does
-- not check the limit again: a target that is no longer an Insect is equipped, then the adjust
-- pass destroys the Spell by rule.
local s, id = GetID()

local function is_insect(e, c)
  return c:IsRace(RACE_INSECT)
end

local function faceup_insect(c)
  return c:IsFaceup() and c:IsRace(RACE_INSECT)
end

local function equip_target(e, tp)
  local card, target = e:GetHandler(), Duel.GetFirstTarget()
  if card:IsRelateToEffect(e) and target:IsRelateToEffect(e) and target:IsFaceup() then
    Duel.Equip(tp, card, target)
  end
end

function s.initial_effect(c)
  local activate = aux.AddEquipSpellEffect(c, true, true, faceup_insect, is_insect, true)
  activate:SetOperation(equip_target)
  c:RegisterEffect(activate)
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(700)
  c:RegisterEffect(boost)
end
