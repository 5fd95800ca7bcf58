-- Flagless Warden (Xyz Monster): (Quick Effect): When a card or effect is activated: You can detach 1 material
-- from this card; negate the activation, and if you do, destroy that card. Once per turn.
-- The shape of Cyber Dragon Infinity's negation (seed 002, Damage Step Legality), without the Damage Step flags.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_NEGATE + CATEGORY_DESTROY)
  e1:SetType(EFFECT_TYPE_QUICK_O)
  e1:SetCode(EVENT_CHAINING)
  e1:SetCountLimit(1)
  -- no EFFECT_FLAG_DAMAGE_STEP / EFFECT_FLAG_DAMAGE_CAL
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(s.discon)
  e1:SetCost(s.discost)
  e1:SetTarget(s.distg)
  e1:SetOperation(s.disop)
  c:RegisterEffect(e1)
end

function s.discon(e, tp, eg, ep, ev, re, r, rp)
  return not e:GetHandler():IsStatus(STATUS_BATTLE_DESTROYED) and Duel.IsChainNegatable(ev)
end

function s.discost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return e:GetHandler():CheckRemoveOverlayCard(tp, 1, REASON_COST) end
  e:GetHandler():RemoveOverlayCard(tp, 1, 1, REASON_COST)
end

function s.distg(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_NEGATE, eg, 1, 0, 0)
  if re:GetHandler():IsDestructable() and re:GetHandler():IsRelateToEffect(re) then
    Duel.SetOperationInfo(0, CATEGORY_DESTROY, eg, 1, 0, 0)
  end
end

function s.disop(e, tp, eg, ep, ev, re, r, rp)
  if Duel.NegateActivation(ev) and re:GetHandler():IsRelateToEffect(re) then
    Duel.Destroy(eg, REASON_EFFECT)
  end
end
