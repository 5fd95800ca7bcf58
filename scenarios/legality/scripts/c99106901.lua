-- Sealed Strike (ygo-harness's own card), Normal Spell:
-- destroy 1 monster your opponent controls; your opponent cannot activate cards or effects in
-- response to this card's activation (Duel.SetChainLimit in its target function).
local s, id = GetID()

function s.initial_effect(c)
  local strike = Effect.CreateEffect(c)
  strike:SetCategory(CATEGORY_DESTROY)
  strike:SetType(EFFECT_TYPE_ACTIVATE)
  strike:SetCode(EVENT_FREE_CHAIN)
  strike:SetProperty(EFFECT_FLAG_CARD_TARGET)
  strike:SetTarget(s.target)
  strike:SetOperation(s.operation)
  c:RegisterEffect(strike)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1 - tp) end
  if chk == 0 then return Duel.IsExistingTarget(nil, tp, 0, LOCATION_MZONE, 1, nil) end
  local g = Duel.SelectTarget(tp, nil, tp, 0, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, g, 1, 0, 0)
  -- the limiting player (ep) may respond, the other may not
  Duel.SetChainLimit(function(re, ep, rtp) return ep == rtp end)
end

function s.operation(e, tp)
  local target = Duel.GetFirstTarget()
  if target:IsRelateToEffect(e) then Duel.Destroy(target, REASON_EFFECT) end
end
