-- Sakuretsu Armor (ygo-harness's own script), Normal Trap:
-- when an opponent's monster declares an attack: target the attacking monster; destroy that target.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_ATTACK_ANNOUNCE)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetCondition(s.condition)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetTurnPlayer() ~= tp
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local attacker = Duel.GetAttacker()
  if chkc then return chkc == attacker end
  if chk == 0 then return attacker:IsOnField() and attacker:IsCanBeEffectTarget(e) end
  Duel.SetTargetCard(attacker)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, attacker, 1, 0, 0)
end

-- the attacker is destroyed only while it is still attacking (not if its attack was negated)
function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local attacker = Duel.GetFirstTarget()
  if attacker:IsRelateToEffect(e) and attacker:IsAttackable() and not attacker:IsStatus(STATUS_ATTACK_CANCELED) then
    Duel.Destroy(attacker, REASON_EFFECT)
  end
end
