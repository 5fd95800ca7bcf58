-- Solemn Lamp (Normal Spell): Draw 1 card. You cannot activate other Spell Cards the turn you
-- activate this card. (The restriction: GetCustomActivityCount in the cost's chk==0 branch, an
-- EFFECT_FLAG_OATH EFFECT_CANNOT_ACTIVATE registered by the cost's real branch.)
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCost(s.cost)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
  Duel.AddCustomActivityCounter(id, ACTIVITY_CHAIN, s.counterfilter)
end

-- Activations that do NOT count: anything that is not a Spell Card's activation.
function s.counterfilter(re, tp, cid)
  return not (re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_SPELL))
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.GetCustomActivityCount(id, tp, ACTIVITY_CHAIN) == 0 end
  local e1 = Effect.CreateEffect(e:GetHandler())
  e1:SetType(EFFECT_TYPE_FIELD)
  e1:SetCode(EFFECT_CANNOT_ACTIVATE)
  e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET + EFFECT_FLAG_OATH)
  e1:SetTargetRange(1, 0)
  e1:SetValue(s.aclimit)
  e1:SetReset(RESET_PHASE + PHASE_END)
  Duel.RegisterEffect(e1, tp)
end

function s.aclimit(e, re, tp)
  return re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_SPELL)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
