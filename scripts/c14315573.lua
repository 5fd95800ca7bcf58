-- Negate Attack (ygo-harness's own script), Counter Trap:
-- when an opponent's monster declares an attack: target the attacking monster; negate the attack,
-- then end the Battle Phase.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_ATTACK_ANNOUNCE)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetCondition(s.condition)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetAttacker():IsControler(1 - tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local attacker = Duel.GetAttacker()
  if chkc then return chkc == attacker end
  if chk == 0 then return attacker:IsOnField() and attacker:IsCanBeEffectTarget(e) end
  Duel.SetTargetCard(attacker)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local attacker = Duel.GetAttacker()
  if attacker:IsRelateToEffect(e) and Duel.NegateAttack() then
    Duel.BreakEffect()
    -- end the attacking player's Battle Phase (skip the rest of it, lasting until its battle step)
    Duel.SkipPhase(1 - tp, PHASE_BATTLE, RESET_PHASE + PHASE_BATTLE_STEP, 1)
  end
end
