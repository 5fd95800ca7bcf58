-- Injection Fairy Lily (ygo-harness's own script), Effect Monster:
-- during damage calculation, if this card battles: you can pay 2000 LP; this card gains 3000 ATK
-- during that damage calculation only.
local s, id = GetID()

function s.initial_effect(c)
  local inject = Effect.CreateEffect(c)
  inject:SetDescription(aux.Stringid(id, 0))
  inject:SetCategory(CATEGORY_ATKCHANGE)
  inject:SetType(EFFECT_TYPE_QUICK_O)
  inject:SetRange(LOCATION_MZONE)
  inject:SetCode(EVENT_PRE_DAMAGE_CALCULATE)
  inject:SetCondition(s.condition)
  inject:SetCost(s.cost)
  inject:SetOperation(s.operation)
  c:RegisterEffect(inject)
end

-- once per damage calculation (a flag reset with it), while this card is the attacker or the target
function s.condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:GetFlagEffect(id) == 0 and (Duel.GetAttacker() == c or Duel.GetAttackTarget() == c)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.CheckLPCost(tp, 2000) end
  Duel.PayLPCost(tp, 2000)
  e:GetHandler():RegisterFlagEffect(id, RESET_PHASE + PHASE_DAMAGE_CAL, 0, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local gain = Effect.CreateEffect(c)
  gain:SetType(EFFECT_TYPE_SINGLE)
  gain:SetCode(EFFECT_UPDATE_ATTACK)
  gain:SetValue(3000)
  gain:SetReset(RESET_PHASE + PHASE_DAMAGE_CAL)
  c:RegisterEffect(gain)
end
