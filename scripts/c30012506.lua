-- A-Assault Core (ygo-harness's own script), Union Effect Monster (LIGHT Machine):
-- it can be equipped, as a Union, to a LIGHT Machine monster you control. While it is equipped,
-- the equipped monster is unaffected by other monsters' effects of your opponent.
-- (Not scripted: adding a Union from the GY to the hand when it is sent to the GY.)
local s, id = GetID()

local function light_machine(c)
  return c:IsRace(RACE_MACHINE) and c:IsAttribute(ATTRIBUTE_LIGHT)
end

function s.initial_effect(c)
  aux.EnableUnionAttribute(c, light_machine)
  local immune = Effect.CreateEffect(c)
  immune:SetType(EFFECT_TYPE_EQUIP)
  immune:SetCode(EFFECT_IMMUNE_EFFECT)
  immune:SetValue(function(e, te)
    return te:GetOwnerPlayer() ~= e:GetHandlerPlayer() and te:GetOwner() ~= e:GetOwner() and te:IsActiveType(TYPE_MONSTER)
  end)
  c:RegisterEffect(immune)
end
