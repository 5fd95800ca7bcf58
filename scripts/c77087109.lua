-- Clock Resonator (ygo-harness's own script): once per turn, while this card is in face-up Defense
-- Position, it cannot be destroyed by battle or card effects.
local s, id = GetID()

function s.initial_effect(c)
  local protection = Effect.CreateEffect(c)
  protection:SetType(EFFECT_TYPE_SINGLE)
  protection:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  protection:SetRange(LOCATION_MZONE)
  protection:SetCode(EFFECT_INDESTRUCTABLE_COUNT)
  protection:SetCountLimit(1)
  protection:SetValue(s.protects)
  c:RegisterEffect(protection)
end

-- value(e, reason effect, reason, reason player): the destructions this protection stops
function s.protects(e, re, r, rp)
  return r & (REASON_BATTLE | REASON_EFFECT) ~= 0 and e:GetHandler():IsDefensePos()
end
