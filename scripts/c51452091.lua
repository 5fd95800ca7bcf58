-- Royal Decree (ygo-harness's own script), Continuous Trap:
-- negate all other Trap effects on the field (Traps in the Spell & Trap Zones, and the
-- effects of Traps activated there while this card applies).
local s, id = GetID()

local function other_trap(e, c)
  return c ~= e:GetHandler() and c:IsType(TYPE_TRAP)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetHintTiming(0, TIMING_END_PHASE)
  c:RegisterEffect(activate)

  local negate_cards = Effect.CreateEffect(c)
  negate_cards:SetType(EFFECT_TYPE_FIELD)
  negate_cards:SetCode(EFFECT_DISABLE)
  negate_cards:SetRange(LOCATION_SZONE)
  negate_cards:SetTargetRange(LOCATION_SZONE, LOCATION_SZONE)
  negate_cards:SetTarget(other_trap)
  c:RegisterEffect(negate_cards)

  -- a Trap activation resolving while this card applies resolves without its effect
  local negate_resolving = Effect.CreateEffect(c)
  negate_resolving:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  negate_resolving:SetCode(EVENT_CHAIN_SOLVING)
  negate_resolving:SetRange(LOCATION_SZONE)
  negate_resolving:SetOperation(s.negate_resolving)
  c:RegisterEffect(negate_resolving)
end

function s.negate_resolving(e, tp, eg, ep, ev, re, r, rp)
  local where = Duel.GetChainInfo(ev, CHAININFO_TRIGGERING_LOCATION)
  if where == LOCATION_SZONE and re:IsActiveType(TYPE_TRAP) and re:GetHandler() ~= e:GetHandler() then
    Duel.NegateEffect(ev)
  end
end
