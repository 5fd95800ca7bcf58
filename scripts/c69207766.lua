-- Inzektor Hornet (ygo-harness's own script), Effect Monster ("Inzektor", Insect):
-- while this card is an Equip Card, the equipped monster gains 3 Levels, 500 ATK and 200 DEF;
-- and you can send this equipped card to the GY, then target 1 card on the field; destroy it.
-- (Not scripted: its own "equip 1 Inzektor from your hand or GY to this card".)
local s, id = GetID()

function s.initial_effect(c)
  for code, value in pairs({[EFFECT_UPDATE_ATTACK] = 500, [EFFECT_UPDATE_DEFENSE] = 200, [EFFECT_UPDATE_LEVEL] = 3}) do
    local boost = Effect.CreateEffect(c)
    boost:SetType(EFFECT_TYPE_EQUIP)
    boost:SetCode(code)
    boost:SetValue(value)
    c:RegisterEffect(boost)
  end

  local blast = Effect.CreateEffect(c)
  blast:SetDescription(aux.Stringid(id, 1))
  blast:SetCategory(CATEGORY_DESTROY)
  blast:SetType(EFFECT_TYPE_IGNITION)
  blast:SetProperty(EFFECT_FLAG_CARD_TARGET)
  blast:SetRange(LOCATION_SZONE)
  blast:SetCost(s.cost)
  blast:SetTarget(s.target)
  blast:SetOperation(s.operation)
  c:RegisterEffect(blast)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return e:GetHandler():IsAbleToGrave() end
  Duel.SendtoGrave(e:GetHandler(), REASON_COST)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then return chkc:IsOnField() and chkc ~= c end
  if chk == 0 then
    return c:GetEquipTarget() ~= nil and Duel.IsExistingTarget(nil, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 1, c)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local chosen = Duel.SelectTarget(tp, nil, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 1, 1, c)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, chosen, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local target = Duel.GetFirstTarget()
  if target:IsRelateToEffect(e) then
    Duel.Destroy(target, REASON_EFFECT)
  end
end
