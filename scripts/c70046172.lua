-- Rush Recklessly (ygo-harness's own script), Quick-Play Spell:
-- target 1 face-up monster on the field; it gains 700 ATK until the end of this turn.
-- (Activation in the Damage Step is not scripted.)
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_ATKCHANGE)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end
  if chk == 0 then return Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if monster:IsRelateToEffect(e) and monster:IsFaceup() then
    local gain = Effect.CreateEffect(e:GetHandler())
    gain:SetType(EFFECT_TYPE_SINGLE)
    gain:SetCode(EFFECT_UPDATE_ATTACK)
    gain:SetValue(700)
    gain:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_END)
    monster:RegisterEffect(gain)
  end
end
