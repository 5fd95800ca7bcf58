-- The Unhappy Maiden (ygo-harness's own script), Effect Monster:
-- when this card is destroyed by battle and sent to the GY: end the Battle Phase.
local s, id = GetID()

function s.initial_effect(c)
  local stop = Effect.CreateEffect(c)
  stop:SetDescription(aux.Stringid(id, 0))
  stop:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  stop:SetCode(EVENT_BATTLE_DESTROYED)
  stop:SetCondition(s.condition)
  stop:SetOperation(s.operation)
  c:RegisterEffect(stop)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:IsLocation(LOCATION_GRAVE) and c:IsReason(REASON_BATTLE)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.SkipPhase(Duel.GetTurnPlayer(), PHASE_BATTLE, RESET_PHASE + PHASE_BATTLE_STEP, 1)
end
