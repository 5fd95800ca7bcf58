-- Watchful Lamp (Effect Monster): If a monster is destroyed: You can gain 500 LP.
-- A field optional trigger WITHOUT EFFECT_FLAG_DAMAGE_STEP: the core asks its condition when
-- the event happens (process_instant_event), then effect::is_activateable rejects it in the
-- Damage Step for its missing flag.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_DESTROYED)
  e1:SetProperty(EFFECT_FLAG_DELAY)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(s.condition)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return true
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 500)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Recover(tp, 500, REASON_EFFECT)
end
