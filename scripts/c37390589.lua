-- Kunai with Chain (ygo-harness's own script), Normal Trap:
-- activate 1 or both of these effects (the second only when the card is activated):
--  * when an opponent's monster declares an attack: target that attacking monster; change it to
--    Defense Position;
--  * target 1 face-up monster you control; equip this card to it: it gains 500 ATK.
-- It can be activated in the Damage Step until damage calculation. Without the equip effect (or
-- when the equip fails), the card is sent to the GY after it resolves.
local s, id = GetID()

local CHANGE, EQUIP, BOTH = 0, 1, 2

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetHintTiming(TIMING_DAMAGE_STEP)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DAMAGE_STEP)
  activate:SetCondition(aux.dscon)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

-- the attack declaration is being answered, by the player who is not attacking
local function can_change_attacker(e, tp)
  local attacker = Duel.GetAttacker()
  return Duel.CheckEvent(EVENT_ATTACK_ANNOUNCE) and Duel.GetTurnPlayer() ~= tp
    and attacker:IsLocation(LOCATION_MZONE) and attacker:IsAttackPos()
    and attacker:IsCanChangePosition() and attacker:IsCanBeEffectTarget(e)
end

local function can_equip(e, tp)
  return e:IsCostChecked() and Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, 0, 1, nil)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then
    -- only the equip target is chosen with SelectTarget
    return e:GetLabel() == EQUIP and chkc:IsControler(tp) and chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup()
  end
  local change_ok, equip_ok = can_change_attacker(e, tp), can_equip(e, tp)
  if chk == 0 then return change_ok or equip_ok end
  local mode
  if change_ok and equip_ok then
    mode = Duel.SelectOption(tp, aux.Stringid(id, 0), aux.Stringid(id, 1), aux.Stringid(id, 2))
  elseif change_ok then
    mode = Duel.SelectOption(tp, aux.Stringid(id, 0))
  else
    mode = Duel.SelectOption(tp, aux.Stringid(id, 1)) + EQUIP
  end
  if mode == CHANGE or mode == BOTH then
    Duel.SetTargetCard(Duel.GetAttacker())
  end
  if mode == EQUIP or mode == BOTH then
    local c = e:GetHandler()
    -- the card stays on the field after resolving, to be equipped; if the activation is negated,
    -- it goes to the GY as usual
    local stay = Effect.CreateEffect(c)
    stay:SetType(EFFECT_TYPE_SINGLE)
    stay:SetCode(EFFECT_REMAIN_FIELD)
    stay:SetProperty(EFFECT_FLAG_OATH)
    stay:SetReset(RESET_CHAIN)
    c:RegisterEffect(stay)
    local negated = Effect.CreateEffect(c)
    negated:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
    negated:SetCode(EVENT_CHAIN_DISABLED)
    negated:SetLabel(Duel.GetChainInfo(0, CHAININFO_CHAIN_ID))
    negated:SetOperation(s.on_negated)
    negated:SetReset(RESET_CHAIN)
    Duel.RegisterEffect(negated, tp)
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
    local chosen = Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, 0, 1, 1, nil)
    e:SetLabelObject(chosen:GetFirst())
    Duel.SetOperationInfo(0, CATEGORY_EQUIP, c, 1, 0, 0)
  end
  e:SetLabel(mode)
end

function s.on_negated(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetChainInfo(ev, CHAININFO_CHAIN_ID) ~= e:GetLabel() then return end
  local card = e:GetOwner()
  if card:IsRelateToChain(ev) then
    card:CancelToGrave(false)
  end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local mode = e:GetLabel()
  if mode == CHANGE or mode == BOTH then
    local attacker = Duel.GetAttacker()
    if attacker:IsRelateToEffect(e) and attacker:IsFaceup() and attacker:IsAttackable()
        and not attacker:IsStatus(STATUS_ATTACK_CANCELED) then
      Duel.ChangePosition(attacker, POS_FACEUP_DEFENSE)
    end
  end
  if mode == EQUIP or mode == BOTH then
    if not c:IsLocation(LOCATION_SZONE) or not c:IsRelateToEffect(e) or c:IsStatus(STATUS_LEAVE_CONFIRMED) then
      return
    end
    local monster = e:GetLabelObject()
    if monster:IsRelateToEffect(e) and monster:IsFaceup() and monster:IsControler(tp) then
      Duel.Equip(tp, c, monster)
      local gain = Effect.CreateEffect(c)
      gain:SetType(EFFECT_TYPE_EQUIP)
      gain:SetCode(EFFECT_UPDATE_ATTACK)
      gain:SetValue(500)
      gain:SetReset(RESET_EVENT + RESETS_STANDARD)
      c:RegisterEffect(gain)
      local limit = Effect.CreateEffect(c)
      limit:SetType(EFFECT_TYPE_SINGLE)
      limit:SetCode(EFFECT_EQUIP_LIMIT)
      limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
      limit:SetValue(s.equip_limit)
      limit:SetReset(RESET_EVENT + RESETS_STANDARD)
      c:RegisterEffect(limit)
    else
      c:CancelToGrave(false)
    end
  end
end

-- it stays with its monster, or may be equipped to a monster of its controller
function s.equip_limit(e, monster)
  return e:GetHandler():GetEquipTarget() == monster or monster:IsControler(e:GetHandlerPlayer())
end
