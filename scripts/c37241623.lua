-- Heraldry Record (ygo-harness's own script), Counter Trap:
-- when your opponent activates an Xyz Monster's effect by detaching material as a cost: negate
-- the activation, and if you do, destroy that card.
local s, id = GetID()

function s.initial_effect(c)
  Duel.EnableGlobalFlag(GLOBALFLAG_DETACH_EVENT)
  local negate = Effect.CreateEffect(c)
  negate:SetCategory(CATEGORY_NEGATE + CATEGORY_DESTROY)
  negate:SetType(EFFECT_TYPE_ACTIVATE)
  negate:SetCode(EVENT_CHAINING)
  negate:SetCondition(s.condition)
  negate:SetTarget(s.target)
  negate:SetOperation(s.operation)
  c:RegisterEffect(negate)
  if not s.watching then
    -- one watcher for every copy: which chain link detached materials for its cost
    s.watching = true
    local watch = Effect.CreateEffect(c)
    watch:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
    watch:SetCode(EVENT_DETACH_MATERIAL)
    watch:SetOperation(s.note_cost)
    Duel.RegisterEffect(watch, 0)
  end
end

function s.note_cost(e, tp, eg, ep, ev, re, r, rp)
  local link = Duel.GetCurrentChain()
  if link > 0 and r & REASON_COST ~= 0 then
    s.paid_by_detaching = Duel.GetChainInfo(link, CHAININFO_CHAIN_ID)
  end
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return rp == 1 - tp and re:IsActiveType(TYPE_XYZ) and Duel.IsChainNegatable(ev)
    and Duel.GetChainInfo(ev, CHAININFO_CHAIN_ID) == s.paid_by_detaching
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
    Duel.Destroy(re:GetHandler(), REASON_EFFECT)
  end
end
