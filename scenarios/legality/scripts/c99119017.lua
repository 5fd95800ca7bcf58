-- Chain Healer (Effect Monster): (Quick Effect): You gain 100 LP. You can only use this effect of
-- "Chain Healer" once per Chain.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_QUICK_O)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCountLimit(1, EFFECT_COUNT_CODE_CHAIN)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Recover(tp, 100, REASON_EFFECT)
end
