-- Banish Ward (a made-up card): while it is face-up, your opponent's card effects cannot banish
-- the Level 4 or lower monsters you control (a player prohibition with a target function).
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)
  local ward = Effect.CreateEffect(c)
  ward:SetType(EFFECT_TYPE_FIELD)
  ward:SetCode(EFFECT_CANNOT_REMOVE)
  ward:SetRange(LOCATION_SZONE)
  ward:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  ward:SetTargetRange(1, 1)
  ward:SetTarget(s.warded)
  c:RegisterEffect(ward)
end

function s.warded(e, c, rp, r, re)
  local tp = e:GetHandlerPlayer()
  return c:IsControler(tp) and c:IsLocation(LOCATION_MZONE) and c:IsLevelBelow(4)
    and r & REASON_EFFECT ~= 0 and rp == 1 - tp
end
