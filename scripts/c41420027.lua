-- Solemn Judgment (ygo-harness's own script), Counter Trap:
-- when a monster would be Summoned, or a Spell/Trap Card is activated: pay half your LP; negate
-- the Summon or the activation, and if you do, destroy that card.
local s, id = GetID()

-- "would be Summoned": the summon is announced and no chain link is being built before it
local function nothing_chained_yet()
  return Duel.GetReadyChain() == 0
end

function s.initial_effect(c)
  for _, code in ipairs({EVENT_SUMMON, EVENT_FLIP_SUMMON, EVENT_SPSUMMON}) do
    local summon = Effect.CreateEffect(c)
    summon:SetCategory(CATEGORY_DISABLE_SUMMON + CATEGORY_DESTROY)
    summon:SetType(EFFECT_TYPE_ACTIVATE)
    summon:SetCode(code)
    summon:SetCondition(nothing_chained_yet)
    summon:SetCost(s.pay_half)
    summon:SetTarget(s.summon_target)
    summon:SetOperation(s.negate_summon)
    c:RegisterEffect(summon)
  end
  local card = Effect.CreateEffect(c)
  card:SetCategory(CATEGORY_NEGATE + CATEGORY_DESTROY)
  card:SetType(EFFECT_TYPE_ACTIVATE)
  card:SetCode(EVENT_CHAINING)
  card:SetCondition(s.card_condition)
  card:SetCost(s.pay_half)
  card:SetTarget(s.card_target)
  card:SetOperation(s.negate_card)
  c:RegisterEffect(card)
end

function s.pay_half(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.PayLPCost(tp, math.floor(Duel.GetLP(tp) / 2))
end

function s.summon_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_DISABLE_SUMMON, eg, eg:GetCount(), 0, 0)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, eg, eg:GetCount(), 0, 0)
end

function s.negate_summon(e, tp, eg, ep, ev, re, r, rp)
  Duel.NegateSummon(eg)
  Duel.Destroy(eg, REASON_EFFECT)
end

-- a Spell/Trap Card activated (its card activation), on a link that can be negated
function s.card_condition(e, tp, eg, ep, ev, re, r, rp)
  return re:IsHasType(EFFECT_TYPE_ACTIVATE) and Duel.IsChainNegatable(ev)
end

function s.card_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_NEGATE, eg, 1, 0, 0)
  if re:GetHandler():IsDestructable() and re:GetHandler():IsRelateToEffect(re) then
    Duel.SetOperationInfo(0, CATEGORY_DESTROY, eg, 1, 0, 0)
  end
end

function s.negate_card(e, tp, eg, ep, ev, re, r, rp)
  if Duel.NegateActivation(ev) and re:GetHandler():IsRelateToEffect(re) then
    Duel.Destroy(eg, REASON_EFFECT)
  end
end
