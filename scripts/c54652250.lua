-- Man-Eater Bug (ygo-harness's own script), Flip Effect Monster:
-- FLIP: target 1 monster on the field; destroy that target.
local s, id = GetID()

function s.initial_effect(c)
  local flip = Effect.CreateEffect(c)
  flip:SetDescription(aux.Stringid(id, 0))
  flip:SetCategory(CATEGORY_DESTROY)
  flip:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_FLIP)
  flip:SetProperty(EFFECT_FLAG_CARD_TARGET)
  flip:SetTarget(s.target)
  flip:SetOperation(s.operation)
  c:RegisterEffect(flip)
end

-- a Flip effect is mandatory: it activates even when no monster can be targeted
function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) end
  if chk == 0 then return true end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local chosen = Duel.SelectTarget(tp, nil, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, chosen, chosen:GetCount(), 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local target = Duel.GetFirstTarget()
  if target and target:IsRelateToEffect(e) then
    Duel.Destroy(target, REASON_EFFECT)
  end
end
