-- Cyber Shark (ygo-harness's own script), Level 5 WATER Fish. If you control a face-up WATER
-- monster, you can Normal Summon this card without Tributing.
local s, id = GetID()

function s.initial_effect(c)
  local no_tribute = Effect.CreateEffect(c)
  no_tribute:SetDescription(aux.Stringid(id, 0))
  no_tribute:SetProperty(EFFECT_FLAG_UNCOPYABLE)
  no_tribute:SetType(EFFECT_TYPE_SINGLE)
  no_tribute:SetCode(EFFECT_SUMMON_PROC)
  no_tribute:SetCondition(s.water_on_the_field)
  c:RegisterEffect(no_tribute)
end

function s.face_up_water(c)
  return c:IsFaceup() and c:IsAttribute(ATTRIBUTE_WATER)
end

-- asked with c == nil when the procedure is listed; minc is the Tributes the summon must have
function s.water_on_the_field(e, c, minc)
  if c == nil then return true end
  local tp = c:GetControler()
  return minc == 0 and c:IsLevelAbove(5) and Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
    and Duel.IsExistingMatchingCard(s.face_up_water, tp, LOCATION_MZONE, 0, 1, nil)
end
