-- Z-Metal Tank (ygo-harness's own script), Union monster:
-- once per turn, equip this card to an "X-Head Cannon" or "Y-Dragon Head" you control, or unequip
-- it and Special Summon it. The equipped monster gains 600 ATK and DEF. If the equipped monster
-- would be destroyed by battle or card effect, destroy this card instead.
local s, id = GetID()
local X_HEAD_CANNON, Y_DRAGON_HEAD = 62651957, 65622692

function s.initial_effect(c)
  aux.EnableUnionAttribute(c, function(m) return m:IsCode(X_HEAD_CANNON, Y_DRAGON_HEAD) end)
  for _, code in ipairs({EFFECT_UPDATE_ATTACK, EFFECT_UPDATE_DEFENSE}) do
    local boost = Effect.CreateEffect(c)
    boost:SetType(EFFECT_TYPE_EQUIP)
    boost:SetCode(code)
    boost:SetValue(600)
    c:RegisterEffect(boost)
  end
end
