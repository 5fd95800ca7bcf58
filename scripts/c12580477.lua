-- Raigeki (ygo-harness's own script): destroy all monsters your opponent controls.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local monsters = Duel.GetMatchingGroup(nil, tp, 0, LOCATION_MZONE, nil)
  if chk == 0 then return #monsters > 0 end
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, monsters, #monsters, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Destroy(Duel.GetMatchingGroup(nil, tp, 0, LOCATION_MZONE, nil), REASON_EFFECT)
end
