-- Second Toss (ygo-harness's own script), Continuous Spell: once while this card is face-up,
-- when you toss coins, you can toss them again (the results of the new toss count).
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(e1)
  local e2 = Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  e2:SetRange(LOCATION_SZONE)
  e2:SetCode(EVENT_TOSS_COIN_NEGATE)
  e2:SetCondition(s.condition)
  e2:SetOperation(s.operation)
  c:RegisterEffect(e2)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return ep == tp and e:GetLabel() == 0
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if e:GetLabel() ~= 0 then return end
  if Duel.SelectYesNo(tp, aux.Stringid(id, 0)) then
    e:SetLabel(1)
    Duel.TossCoin(tp, ev)
  end
end
