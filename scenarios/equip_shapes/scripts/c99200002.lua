-- Monument Call (a made-up card for the "place in the Spell & Trap Zone as a Continuous Spell"
-- shape): target 1 monster in your GY; place it face-up in your Spell & Trap Zone as a
-- Continuous Spell. It is not equipped to anything.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_LEAVE_GRAVE)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and chkc:IsType(TYPE_MONSTER) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 1
      and Duel.IsExistingTarget(Card.IsType, tp, LOCATION_GRAVE, 0, 1, nil, TYPE_MONSTER)
  end
  Duel.SelectTarget(tp, Card.IsType, tp, LOCATION_GRAVE, 0, 1, 1, nil, TYPE_MONSTER)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if monster and monster:IsRelateToEffect(e) and Duel.MoveToField(monster, tp, tp, LOCATION_SZONE, POS_FACEUP, true) then
    local as_spell = Effect.CreateEffect(e:GetHandler())
    as_spell:SetType(EFFECT_TYPE_SINGLE)
    as_spell:SetCode(EFFECT_CHANGE_TYPE)
    as_spell:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
    as_spell:SetReset(RESET_EVENT + RESETS_STANDARD - RESET_TURN_SET)
    as_spell:SetValue(TYPE_SPELL + TYPE_CONTINUOUS)
    monster:RegisterEffect(as_spell)
  end
end
