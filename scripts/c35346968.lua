-- Solemn Wishes (ygo-harness's own script), Continuous Trap:
-- each time you draw a card(s), gain 500 LP. The gain is a delayed continuous effect
-- (EFFECT_FLAG_DELAY): a draw while a chain link resolves is answered after that link.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetHintTiming(0, TIMING_END_PHASE)
  c:RegisterEffect(activate)

  local gain = Effect.CreateEffect(c)
  gain:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  gain:SetProperty(EFFECT_FLAG_DELAY)
  gain:SetCode(EVENT_DRAW)
  gain:SetRange(LOCATION_SZONE)
  gain:SetOperation(s.gain)
  c:RegisterEffect(gain)
end

function s.gain(e, tp, eg, ep)
  if ep == tp then
    Duel.Recover(tp, 500, REASON_EFFECT)
  end
end
