-- Snatch Steal (ygo-harness's own script), Equip Spell:
-- equip only to a monster your opponent controls; you control the equipped monster;
-- during each of your opponent's Standby Phases, they gain 1000 LP.
local s, id = GetID()

local function stealable(c)
  return c:IsFaceup() and c:IsControlerCanBeChanged()
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_CONTROL + CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)

  -- the equip card's controller takes control of the equipped monster
  local control = Effect.CreateEffect(c)
  control:SetType(EFFECT_TYPE_EQUIP)
  control:SetCode(EFFECT_SET_CONTROL)
  control:SetValue(function(e, monster) return e:GetHandlerPlayer() end)
  c:RegisterEffect(control)

  -- a monster of the opponent, or the one it already holds
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(function(e, monster)
    return monster:GetControler() ~= e:GetHandlerPlayer() or e:GetHandler():GetEquipTarget() == monster
  end)
  c:RegisterEffect(limit)

  local recover = Effect.CreateEffect(c)
  recover:SetDescription(aux.Stringid(id, 0))
  recover:SetCategory(CATEGORY_RECOVER)
  recover:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  recover:SetCode(EVENT_PHASE + PHASE_STANDBY)
  recover:SetRange(LOCATION_SZONE)
  recover:SetCountLimit(1)
  recover:SetCondition(function(e, tp) return Duel.GetTurnPlayer() ~= tp end)
  recover:SetTarget(s.recover_target)
  recover:SetOperation(s.recover_operation)
  c:RegisterEffect(recover)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1 - tp) and stealable(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(stealable, tp, 0, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_CONTROL)
  local chosen = Duel.SelectTarget(tp, stealable, tp, 0, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_CONTROL, chosen, 1, 0, 0)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if c:IsRelateToEffect(e) and monster:IsRelateToEffect(e) and monster:IsFaceup() then
    Duel.Equip(tp, c, monster)
  end
end

-- "they" are the opponent of this card's controller, whoever controls the monster
function s.recover_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(1 - tp)
  Duel.SetTargetParam(1000)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, 1 - tp, 1000)
end

function s.recover_operation(e, tp, eg, ep, ev, re, r, rp)
  local player, amount = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Recover(player, amount, REASON_EFFECT)
end
