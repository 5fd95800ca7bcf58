-- Spent Sentry (a made-up monster for Effect.UseCountLimit and Duel.ConfirmDecktop): twice per
-- turn it could gain 500 LP, but each use also spends the second one.
local s, id = GetID()

function s.initial_effect(c)
  local gain = Effect.CreateEffect(c)
  gain:SetCategory(CATEGORY_RECOVER)
  gain:SetType(EFFECT_TYPE_IGNITION)
  gain:SetRange(LOCATION_MZONE)
  gain:SetCountLimit(2)
  gain:SetOperation(s.operation)
  c:RegisterEffect(gain)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.ConfirmDecktop(tp, 1)
  Duel.DisableShuffleCheck()
  e:UseCountLimit(tp)
  Duel.Recover(tp, 500, REASON_EFFECT)
end
