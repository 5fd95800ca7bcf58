-- Metalmorph (ygo-harness's own script), Normal Trap:
-- target 1 face-up monster; equip this card to that target. It gains 300 ATK/DEF.
-- (Not scripted: the ATK gain when it attacks.)
-- A Normal Trap that stays on the field as an Equip Card: at activation it registers
-- EFFECT_REMAIN_FIELD (so it is not sent to the GY when the chain ends), and if its effect is
-- negated it is sent to the GY after all (Card.CancelToGrave). As the real script, its equip
-- effects and its equip limit are registered when it equips (so it cannot start pre-equipped).
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DAMAGE_STEP)
  activate:SetHintTiming(TIMING_DAMAGE_STEP)
  activate:SetCondition(aux.dscon)
  activate:SetCost(s.cost)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local c = e:GetHandler()
  local stay = Effect.CreateEffect(c)
  stay:SetType(EFFECT_TYPE_SINGLE)
  stay:SetCode(EFFECT_REMAIN_FIELD)
  stay:SetProperty(EFFECT_FLAG_OATH)
  stay:SetReset(RESET_CHAIN)
  c:RegisterEffect(stay)
  -- negated: it leaves the field when the chain ends, as a Normal Trap does
  local chain_id = Duel.GetChainInfo(0, CHAININFO_CHAIN_ID)
  local watch = Effect.CreateEffect(c)
  watch:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  watch:SetCode(EVENT_CHAIN_DISABLED)
  watch:SetLabel(chain_id)
  watch:SetReset(RESET_CHAIN)
  watch:SetOperation(function(we, wtp, weg, wep, wev)
    if Duel.GetChainInfo(wev, CHAININFO_CHAIN_ID) == we:GetLabel() and we:GetOwner():IsRelateToChain(wev) then
      we:GetOwner():CancelToGrave(false)
    end
  end)
  Duel.RegisterEffect(watch, tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end
  if chk == 0 then
    return e:IsCostChecked() and Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not c:IsLocation(LOCATION_SZONE) or not c:IsRelateToEffect(e) or c:IsStatus(STATUS_LEAVE_CONFIRMED) then return end
  local monster = Duel.GetFirstTarget()
  if monster:IsRelateToEffect(e) and monster:IsFaceup() then
    Duel.Equip(tp, c, monster)
    for _, code in ipairs({EFFECT_UPDATE_ATTACK, EFFECT_UPDATE_DEFENSE}) do
      local boost = Effect.CreateEffect(c)
      boost:SetType(EFFECT_TYPE_EQUIP)
      boost:SetCode(code)
      boost:SetValue(300)
      boost:SetReset(RESET_EVENT + RESETS_STANDARD)
      c:RegisterEffect(boost)
    end
    local limit = Effect.CreateEffect(c)
    limit:SetType(EFFECT_TYPE_SINGLE)
    limit:SetCode(EFFECT_EQUIP_LIMIT)
    limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
    limit:SetValue(1)
    limit:SetReset(RESET_EVENT + RESETS_STANDARD)
    c:RegisterEffect(limit)
  else
    c:CancelToGrave(false)
  end
end
