-- Sneaky Strike (Normal Spell), deliberately broken: "Target 1 monster your opponent controls;
-- destroy it" - written with SelectMatchingCard, so it neither targets nor checks the relation.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DESTROY)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(nil, tp, 0, LOCATION_MZONE, 1, nil) end
  local g = Duel.SelectMatchingCard(tp, nil, tp, 0, LOCATION_MZONE, 1, 1, nil)   -- BUG: not SelectTarget
  g:KeepAlive()
  e:SetLabelObject(g)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, g, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local g = e:GetLabelObject()
  Duel.Destroy(g, REASON_EFFECT)                     -- BUG: no relation check
end
