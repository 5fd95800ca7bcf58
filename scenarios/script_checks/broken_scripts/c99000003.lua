-- A deliberately broken Normal Spell: announces returning a monster to the hand,
-- but destroys it.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_TOHAND)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) end
  if chk == 0 then return Duel.IsExistingTarget(nil, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  local chosen = Duel.SelectTarget(tp, nil, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, chosen, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local target = Duel.GetFirstTarget()
  if target:IsRelateToEffect(e) then
    Duel.Destroy(target, REASON_EFFECT)   -- BUG: not what it announced
  end
end
