-- Noble Knight Gawayn (ygo-harness's own script), Effect Monster ("Noble Knight", Warrior):
-- if you control a face-up LIGHT Normal Monster, you can Special Summon this card from your hand
-- in Defense Position. (The harness does not drive summon procedures yet; scenarios place it.)
local s, id = GetID()

local function light_normal(c)
  return c:IsFaceup() and c:IsType(TYPE_NORMAL) and c:IsAttribute(ATTRIBUTE_LIGHT)
end

function s.initial_effect(c)
  local procedure = Effect.CreateEffect(c)
  procedure:SetType(EFFECT_TYPE_FIELD)
  procedure:SetCode(EFFECT_SPSUMMON_PROC)
  procedure:SetProperty(EFFECT_FLAG_SPSUM_PARAM)
  procedure:SetTargetRange(POS_FACEUP_DEFENSE, 0)
  procedure:SetRange(LOCATION_HAND)
  procedure:SetCondition(function(e, c)
    if c == nil then return true end
    local tp = c:GetControler()
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingMatchingCard(light_normal, tp, LOCATION_MZONE, 0, 1, nil)
  end)
  c:RegisterEffect(procedure)
end
