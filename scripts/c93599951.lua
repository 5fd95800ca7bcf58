-- Dark Spirit of the Silent (ygo-harness's own script), Normal Trap:
-- during your opponent's attack: target the attacking monster and another face-up monster your
-- opponent controls; that other monster (changed to Attack Position if it is in Defense
-- Position) becomes the attacker instead.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetCondition(s.condition)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetTurnPlayer() ~= tp
end

-- both the attacker and the new attacker are targets; the new one is kept in the label object
function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return false end
  local attacker = Duel.GetAttacker()
  if chk == 0 then
    return attacker ~= nil and attacker:IsCanBeEffectTarget(e)
      and Duel.IsExistingTarget(Card.IsFaceup, tp, 0, LOCATION_MZONE, 1, attacker)
  end
  Duel.SetTargetCard(attacker)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_TARGET)
  local chosen = Duel.SelectTarget(tp, Card.IsFaceup, tp, 0, LOCATION_MZONE, 1, 1, attacker)
  e:SetLabelObject(chosen:GetFirst())
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local new_attacker = e:GetLabelObject()
  if new_attacker:IsRelateToEffect(e) and new_attacker:IsFaceup() then
    if new_attacker:IsDefensePos() then
      Duel.ChangePosition(new_attacker, POS_FACEUP_ATTACK)
    end
    Duel.ChangeAttacker(new_attacker)
  end
end
