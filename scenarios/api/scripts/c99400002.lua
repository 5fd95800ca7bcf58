-- Apex Sentry (a made-up Link monster for the Extra Monster Zone arrows): Link-3, arrows
-- bottom-left, bottom-right and top. Once per turn: you can destroy every monster this card
-- points to.
local s, id = GetID()

function s.initial_effect(c)
  local destroy = Effect.CreateEffect(c)
  destroy:SetCategory(CATEGORY_DESTROY)
  destroy:SetType(EFFECT_TYPE_IGNITION)
  destroy:SetRange(LOCATION_MZONE)
  destroy:SetCountLimit(1)
  destroy:SetTarget(s.target)
  destroy:SetOperation(s.operation)
  c:RegisterEffect(destroy)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local pointed = e:GetHandler():GetLinkedGroup()
  if chk == 0 then return pointed:GetCount() > 0 end
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, pointed, pointed:GetCount(), 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not (c:IsRelateToEffect(e) and c:IsFaceup()) then return end
  Duel.Destroy(c:GetLinkedGroup(), REASON_EFFECT)
end
