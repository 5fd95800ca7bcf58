-- Forbidden Lance (ygo-harness's own script), Quick-Play Spell:
-- target 1 face-up monster on the field; until the end of this turn, that target loses 800 ATK,
-- but is unaffected by the effects of other Spell and Trap Cards. It can be activated in the
-- Damage Step until damage calculation (not during it: no EFFECT_FLAG_DAMAGE_CAL).
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_ATKCHANGE)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetHintTiming(TIMING_DAMAGE_STEP)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DAMAGE_STEP)
  activate:SetCondition(aux.dscon)
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
  local loss = Effect.CreateEffect(c)
  loss:SetType(EFFECT_TYPE_SINGLE)
  loss:SetCode(EFFECT_UPDATE_ATTACK)
  loss:SetValue(-800)
  loss:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_END)
  monster:RegisterEffect(loss)
  local immune = Effect.CreateEffect(c)
  immune:SetType(EFFECT_TYPE_SINGLE)
  immune:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  immune:SetRange(LOCATION_MZONE)
  immune:SetCode(EFFECT_IMMUNE_EFFECT)
  immune:SetValue(function(ie, te) return te:IsActiveType(TYPE_SPELL + TYPE_TRAP) and te:GetOwner() ~= ie:GetOwner() end)
  immune:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_END)
  monster:RegisterEffect(immune)
end
