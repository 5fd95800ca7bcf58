-- Echoing Bell (ygo-harness's own card), Effect Monster:
-- while this card is in your GY, each time your opponent activates a card or effect, you gain
-- 300 LP (a mandatory quick effect, EFFECT_TYPE_QUICK_F, chained before any response).
local s, id = GetID()

function s.initial_effect(c)
  local ring = Effect.CreateEffect(c)
  ring:SetCategory(CATEGORY_RECOVER)
  ring:SetType(EFFECT_TYPE_QUICK_F)
  ring:SetCode(EVENT_CHAINING)
  ring:SetRange(LOCATION_GRAVE)
  ring:SetCondition(function(e, tp, eg, ep, ev, re, r, rp) return rp == 1 - tp end)
  ring:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
    if chk == 0 then return true end
    Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 300)
  end)
  ring:SetOperation(function(e, tp) Duel.Recover(tp, 300, REASON_EFFECT) end)
  c:RegisterEffect(ring)
end
