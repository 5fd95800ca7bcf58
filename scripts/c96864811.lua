-- Forbidden Dress (ygo-harness's own script), Quick-Play Spell:
-- target 1 face-up monster on the field; until the end of this turn it loses 600 ATK, cannot be
-- targeted by other card effects, and cannot be destroyed by card effects.
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
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if not (monster:IsRelateToEffect(e) and monster:IsFaceup()) then return end
  for code, value in pairs({[EFFECT_UPDATE_ATTACK] = -600, [EFFECT_CANNOT_BE_EFFECT_TARGET] = 1,
                            [EFFECT_INDESTRUCTABLE_EFFECT] = 1}) do
    local protect = Effect.CreateEffect(c)
    protect:SetType(EFFECT_TYPE_SINGLE)
    protect:SetCode(code)
    protect:SetValue(value)
    protect:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_END)
    monster:RegisterEffect(protect)
  end
end
