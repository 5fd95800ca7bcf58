-- Column Breaker (a made-up Normal Spell for the column queries): target 1 face-up monster;
-- destroy every other card in its column (both players' Monster and Spell & Trap Zones).
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

local function in_its_column(tc, handler)
  local column = tc:GetColumnGroup()
  column:RemoveCard(handler)
  return column
end

function s.filter(c, handler)
  return c:IsFaceup() and in_its_column(c, handler):GetCount() > 0
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and s.filter(chkc, c) end
  if chk == 0 then return Duel.IsExistingTarget(s.filter, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil, c) end
  local tc = Duel.SelectTarget(tp, s.filter, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil, c):GetFirst()
  local column = in_its_column(tc, c)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, column, column:GetCount(), 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.GetFirstTarget()
  if tc:IsRelateToEffect(e) then
    Duel.Destroy(in_its_column(tc, e:GetHandler()), REASON_EFFECT)
  end
end
