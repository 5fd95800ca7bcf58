-- Vengeful Husk (Effect Monster): If this card is destroyed: destroy 1 monster your opponent controls.
-- A mandatory trigger with the broad check: target returns true with chk==0.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DESTROY)
  e1:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  e1:SetCode(EVENT_DESTROYED)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, nil, 1, 1 - tp, LOCATION_MZONE)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local g = Duel.GetMatchingGroup(nil, tp, 0, LOCATION_MZONE, nil)
  if #g == 0 then return end                          -- the resolution check
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local sg = g:Select(tp, 1, 1, nil)
  Duel.Destroy(sg, REASON_EFFECT)
end
