-- C-Crush Wyvern (ygo-harness's own script), Union Effect Monster (LIGHT Machine):
-- it can be equipped, as a Union, to a Machine LIGHT monster you control. While it is equipped,
-- the equipped monster is unaffected by your opponent's Trap effects.
-- (Not scripted: the Special Summon of a Union from the hand when it is sent to the GY.)
local s, id = GetID()

local function machine_light(c)
  return c:IsRace(RACE_MACHINE) and c:IsAttribute(ATTRIBUTE_LIGHT)
end

function s.initial_effect(c)
  aux.EnableUnionAttribute(c, machine_light)
  local immune = Effect.CreateEffect(c)
  immune:SetType(EFFECT_TYPE_EQUIP)
  immune:SetCode(EFFECT_IMMUNE_EFFECT)
  immune:SetValue(function(e, te)
    return te:GetOwnerPlayer() ~= e:GetHandlerPlayer() and te:IsActiveType(TYPE_TRAP)
  end)
  c:RegisterEffect(immune)
end
