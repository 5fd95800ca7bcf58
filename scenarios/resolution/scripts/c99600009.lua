-- Lantern of Plenty (ygo-harness test card): a Continuous Spell with a once-per-turn Ignition
-- Effect (a count limit with no code): its controller gains 500 LP.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_RECOVER)
  e:SetType(EFFECT_TYPE_IGNITION)
  e:SetRange(LOCATION_SZONE)
  e:SetCountLimit(1)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Recover(tp, 500, REASON_EFFECT)
end
