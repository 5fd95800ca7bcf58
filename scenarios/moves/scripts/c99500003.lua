-- Banishing Gale (a made-up card): banish every face-up monster your opponent controls.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_REMOVE)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local monsters = Duel.GetMatchingGroup(Card.IsFaceup, tp, 0, LOCATION_MZONE, nil)
  if chk == 0 then return #monsters > 0 end
  Duel.SetOperationInfo(0, CATEGORY_REMOVE, monsters, #monsters, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Remove(Duel.GetMatchingGroup(Card.IsFaceup, tp, 0, LOCATION_MZONE, nil), POS_FACEUP, REASON_EFFECT)
end
