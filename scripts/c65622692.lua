-- Y-Dragon Head (ygo-harness's own script), Union monster:
-- once per turn, equip this card to an "X-Head Cannon" you control, or unequip it and Special
-- Summon it. The equipped monster gains 400 ATK and DEF. If the equipped monster would be
-- destroyed by battle or card effect, destroy this card instead.
local s, id = GetID()
local X_HEAD_CANNON = 62651957

function s.initial_effect(c)
  aux.EnableUnionAttribute(c, function(m) return m:IsCode(X_HEAD_CANNON) end)
  for _, code in ipairs({EFFECT_UPDATE_ATTACK, EFFECT_UPDATE_DEFENSE}) do
    local boost = Effect.CreateEffect(c)
    boost:SetType(EFFECT_TYPE_EQUIP)
    boost:SetCode(code)
    boost:SetValue(400)
    c:RegisterEffect(boost)
  end
end
