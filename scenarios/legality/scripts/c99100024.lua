-- Negation Witness (Continuous Spell): when an activation is negated, the player who negated it
-- (CHAININFO_DISABLE_PLAYER) gains 100 LP per card of the effect that negated it
-- (CHAININFO_DISABLE_REASON: its handler's controller gains 100 more).
local s, id = GetID()

function s.initial_effect(c)
  local e0 = Effect.CreateEffect(c)
  e0:SetType(EFFECT_TYPE_ACTIVATE)
  e0:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(e0)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  e1:SetCode(EVENT_CHAIN_NEGATED)
  e1:SetRange(LOCATION_SZONE)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local de, dp = Duel.GetChainInfo(ev, CHAININFO_DISABLE_REASON, CHAININFO_DISABLE_PLAYER)
  if dp == 0 or dp == 1 then Duel.Recover(dp, 100, REASON_EFFECT) end
  if de then Duel.Recover(de:GetHandler():GetControler(), 100, REASON_EFFECT) end
end
