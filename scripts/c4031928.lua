-- Change of Heart (ygo-harness's own script), Normal Spell:
-- target 1 monster your opponent controls; take control of it until the End Phase.
local s, id = GetID()

local function takeable(c)
  return c:IsControlerCanBeChanged()
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_CONTROL)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1 - tp) and takeable(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(takeable, tp, 0, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_CONTROL)
  local chosen = Duel.SelectTarget(tp, takeable, tp, 0, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_CONTROL, chosen, 1, 0, 0)
end

function s.operation(e, tp)
  local target = Duel.GetFirstTarget()
  if target and target:IsRelateToEffect(e) then
    Duel.GetControl(target, tp, PHASE_END, 1)
  end
end
