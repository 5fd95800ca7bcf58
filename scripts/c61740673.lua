-- Imperial Order (ygo-harness's own script), Continuous Trap:
-- negate all Spell effects on the field. Once per turn, during the Standby Phase (either
-- player's), pay 700 LP (this is not optional), or this card is destroyed.
local s, id = GetID()

local function other_spell(e, c)
  return c ~= e:GetHandler() and c:IsType(TYPE_SPELL)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)

  local negate_cards = Effect.CreateEffect(c)
  negate_cards:SetType(EFFECT_TYPE_FIELD)
  negate_cards:SetCode(EFFECT_DISABLE)
  negate_cards:SetRange(LOCATION_SZONE)
  negate_cards:SetTargetRange(LOCATION_SZONE, LOCATION_SZONE)
  negate_cards:SetTarget(other_spell)
  c:RegisterEffect(negate_cards)

  -- a Spell effect activated in the Spell & Trap Zone resolves without its effect
  local negate_resolving = Effect.CreateEffect(c)
  negate_resolving:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  negate_resolving:SetCode(EVENT_CHAIN_SOLVING)
  negate_resolving:SetRange(LOCATION_SZONE)
  negate_resolving:SetOperation(s.negate_resolving)
  c:RegisterEffect(negate_resolving)

  local upkeep = Effect.CreateEffect(c)
  upkeep:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  upkeep:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  upkeep:SetCode(EVENT_PHASE + PHASE_STANDBY)
  upkeep:SetRange(LOCATION_SZONE)
  upkeep:SetCountLimit(1)
  upkeep:SetOperation(s.upkeep)
  c:RegisterEffect(upkeep)
end

function s.negate_resolving(e, tp, eg, ep, ev, re, r, rp)
  local where = Duel.GetChainInfo(ev, CHAININFO_TRIGGERING_LOCATION)
  if where & LOCATION_SZONE ~= 0 and re:IsActiveType(TYPE_SPELL) then
    Duel.NegateEffect(ev)
  end
end

function s.upkeep(e, tp)
  if Duel.CheckLPCost(tp, 700) then
    Duel.PayLPCost(tp, 700)
  else
    Duel.Destroy(e:GetHandler(), REASON_COST)
  end
end
