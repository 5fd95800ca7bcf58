-- Dreamsprite (ygo-harness's own script), Effect Monster:
-- if this card is attacked by an opponent's monster: target 1 other monster you control; the
-- attacking monster battles that monster instead, and damage calculation is performed with it
-- (a mandatory trigger before damage calculation, EVENT_BATTLE_CONFIRM; Duel.CalculateDamage).
local s, id = GetID()

function s.initial_effect(c)
  local swap = Effect.CreateEffect(c)
  swap:SetDescription(aux.Stringid(id, 0))
  swap:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  swap:SetProperty(EFFECT_FLAG_CARD_TARGET)
  swap:SetCode(EVENT_BATTLE_CONFIRM)
  swap:SetCondition(s.condition)
  swap:SetTarget(s.target)
  swap:SetOperation(s.operation)
  c:RegisterEffect(swap)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetAttackTarget() == e:GetHandler() and Duel.GetAttacker():IsControler(1 - tp)
end

-- any other monster of yours, face-up or face-down; with none, the effect still resolves (empty)
function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and chkc ~= c end
  if chk == 0 then return true end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  Duel.SelectTarget(tp, nil, tp, LOCATION_MZONE, 0, 1, 1, c)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local stand_in = Duel.GetFirstTarget()
  local attacker = Duel.GetAttacker()
  if stand_in and stand_in:IsRelateToEffect(e) and attacker:IsAttackable()
      and not attacker:IsImmuneToEffect(e) then
    Duel.CalculateDamage(attacker, stand_in)
  end
end
