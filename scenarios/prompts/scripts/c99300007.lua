-- Dice Duel (ygo-harness's own script), Spell: you roll a die and your opponent rolls a die;
-- the player with the lower result takes 100 damage times the difference.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DICE + CATEGORY_DAMAGE)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_DICE, nil, 0, PLAYER_ALL, 2)
  Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, PLAYER_ALL, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local mine, theirs = Duel.TossDice(tp, 1, 1)
  if mine < theirs then
    Duel.Damage(tp, (theirs - mine) * 100, REASON_EFFECT)
  elseif theirs < mine then
    Duel.Damage(1 - tp, (mine - theirs) * 100, REASON_EFFECT)
  end
end
