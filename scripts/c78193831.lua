-- Buster Blader (ygo-harness's own script), Effect Monster:
-- gains 500 ATK for each Dragon monster your opponent controls or has in their GY.
local s, id = GetID()

local function dragon(c)
  return c:IsRace(RACE_DRAGON) and (c:IsLocation(LOCATION_GRAVE) or c:IsFaceup())
end

function s.initial_effect(c)
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_SINGLE)
  boost:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  boost:SetRange(LOCATION_MZONE)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(function(e, c)
    return Duel.GetMatchingGroupCount(dragon, c:GetControler(), 0, LOCATION_MZONE + LOCATION_GRAVE, nil) * 500
  end)
  c:RegisterEffect(boost)
end
