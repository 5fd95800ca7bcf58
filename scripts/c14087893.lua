-- Book of Moon (ygo-harness's own script), Quick-Play Spell:
-- target 1 face-up monster on the field; change that target to face-down Defense Position.
-- (Whether a monster can be turned face-down at all, Card.IsCanTurnSet, is not checked.)
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_POSITION)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetHintTiming(TIMING_BATTLE_PHASE, TIMINGS_CHECK_MONSTER + TIMING_BATTLE_PHASE)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end
  if chk == 0 then return Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  local chosen = Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_POSITION, chosen, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if monster:IsRelateToEffect(e) and monster:IsLocation(LOCATION_MZONE) and monster:IsFaceup() then
    Duel.ChangePosition(monster, POS_FACEDOWN_DEFENSE)
  end
end
