-- Hand Peek (Normal Spell): Target 1 card in your opponent's hand; send it to the GY.
-- (Cards in the hand cannot be targeted: the core never offers them.)
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_TOGRAVE)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_HAND) and chkc:IsControler(1 - tp) end
  if chk == 0 then return Duel.IsExistingTarget(nil, tp, 0, LOCATION_HAND, 1, nil) end
  local g = Duel.SelectTarget(tp, nil, tp, 0, LOCATION_HAND, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_TOGRAVE, g, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.GetFirstTarget()
  if tc and tc:IsRelateToEffect(e) then
    Duel.SendtoGrave(tc, REASON_EFFECT)
  end
end
