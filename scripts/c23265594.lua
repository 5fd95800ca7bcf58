-- Heavy Mech Support Platform (ygo-harness's own script), Union Effect Monster:
-- it can be equipped, as a Union, to a Machine monster you control (aux.EnableUnionAttribute);
-- the equipped monster gains 500 ATK and DEF.
local s, id = GetID()

function s.initial_effect(c)
  aux.EnableUnionAttribute(c, function(monster) return monster:IsRace(RACE_MACHINE) end)
  for _, code in ipairs({EFFECT_UPDATE_ATTACK, EFFECT_UPDATE_DEFENSE}) do
    local boost = Effect.CreateEffect(c)
    boost:SetType(EFFECT_TYPE_EQUIP)
    boost:SetCode(code)
    boost:SetValue(500)
    c:RegisterEffect(boost)
  end
end
