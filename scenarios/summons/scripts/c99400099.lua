-- Rookie Cheer (ygo-harness test card): a Normal Spell: target 1 monster you control that was
-- Normal Summoned this turn (STATUS_SUMMON_TURN); it gains 500 ATK.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_ATKCHANGE)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e:SetTarget(s.target)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.filter(c)
  return c:IsFaceup() and c:IsStatus(STATUS_SUMMON_TURN)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and s.filter(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(s.filter, tp, LOCATION_MZONE, 0, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  Duel.SelectTarget(tp, s.filter, tp, LOCATION_MZONE, 0, 1, 1, nil)
end

function s.operation(e, tp)
  local tc = Duel.GetFirstTarget()
  if tc:IsRelateToEffect(e) and tc:IsFaceup() then
    local up = Effect.CreateEffect(e:GetHandler())
    up:SetType(EFFECT_TYPE_SINGLE)
    up:SetCode(EFFECT_UPDATE_ATTACK)
    up:SetValue(500)
    up:SetReset(RESET_EVENT + RESETS_STANDARD)
    tc:RegisterEffect(up)
  end
end
