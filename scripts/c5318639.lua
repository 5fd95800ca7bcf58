-- Mystical Space Typhoon (ygo-harness's own script), Quick-Play Spell:
-- target 1 Spell/Trap on the field; destroy that target.
local s, id = GetID()

local function spell_or_trap(c)
  return c:IsType(TYPE_SPELL + TYPE_TRAP)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetHintTiming(0, TIMING_END_PHASE + TIMING_EQUIP)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then return chkc:IsOnField() and spell_or_trap(chkc) and chkc ~= c end
  if chk == 0 then
    return Duel.IsExistingTarget(spell_or_trap, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 1, c)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local chosen = Duel.SelectTarget(tp, spell_or_trap, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 1, 1, c)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, chosen, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local target = Duel.GetFirstTarget()
  if target and target:IsRelateToEffect(e) then
    Duel.Destroy(target, REASON_EFFECT)
  end
end
