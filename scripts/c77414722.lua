-- Magic Jammer (ygo-harness's own script), Counter Trap:
-- when a Spell Card is activated: discard 1 card; negate the activation, and if you do, destroy it.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_NEGATE + CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_CHAINING)
  activate:SetCondition(s.condition)
  activate:SetCost(s.cost)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

-- the activation of a Spell Card (not a Spell's effect on the field)
function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return re:IsActiveType(TYPE_SPELL) and re:IsHasType(EFFECT_TYPE_ACTIVATE) and Duel.IsChainNegatable(ev)
end

-- discard 1 card (a discard is a send to the GY with REASON_DISCARD)
function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then return Duel.IsExistingMatchingCard(nil, tp, LOCATION_HAND, 0, 1, c) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DISCARD)
  local discarded = Duel.SelectMatchingCard(tp, nil, tp, LOCATION_HAND, 0, 1, 1, c)
  Duel.SendtoGrave(discarded, REASON_COST + REASON_DISCARD)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_NEGATE, eg, 1, 0, 0)
  if re:GetHandler():IsRelateToEffect(re) then
    Duel.SetOperationInfo(0, CATEGORY_DESTROY, eg, 1, 0, 0)
  end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if Duel.NegateActivation(ev) and re:GetHandler():IsRelateToEffect(re) then
    Duel.Destroy(eg, REASON_EFFECT)
  end
end
