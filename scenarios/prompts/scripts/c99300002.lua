-- Color Shift (ygo-harness's own script), Spell: target 1 face-up monster; declare an Attribute
-- and a Type (race) it does not have: it becomes that Attribute and Type until the end of the turn.
local s, id = GetID()

local function faceup(c) return c:IsFaceup() end

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and faceup(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(faceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  Duel.SelectTarget(tp, faceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.GetFirstTarget()
  if not (tc:IsRelateToEffect(e) and tc:IsFaceup()) then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_ATTRIBUTE)
  local attribute = Duel.AnnounceAttribute(tp, 1, ATTRIBUTE_ALL & ~tc:GetAttribute())
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_RACE)
  local race = Duel.AnnounceRace(tp, 1, RACE_ALL & ~tc:GetRace())
  local e1 = Effect.CreateEffect(e:GetHandler())
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_CHANGE_ATTRIBUTE)
  e1:SetValue(attribute)
  e1:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_END)
  tc:RegisterEffect(e1)
  local e2 = e1:Clone()
  e2:SetCode(EFFECT_CHANGE_RACE)
  e2:SetValue(race)
  tc:RegisterEffect(e2)
end
