-- Guard Banner (a test card of ygo-harness), Continuous Spell: monsters on the field are in
-- face-up Defense Position (EFFECT_SET_POSITION); each adjust pass counts itself in a label.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)
  local defend = Effect.CreateEffect(c)
  defend:SetType(EFFECT_TYPE_FIELD)
  defend:SetCode(EFFECT_SET_POSITION)
  defend:SetRange(LOCATION_SZONE)
  defend:SetTargetRange(LOCATION_MZONE, LOCATION_MZONE)
  defend:SetValue(POS_FACEUP_DEFENSE)
  c:RegisterEffect(defend)
  local watch = Effect.CreateEffect(c)
  watch:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  watch:SetCode(EVENT_ADJUST)
  watch:SetRange(LOCATION_SZONE)
  watch:SetOperation(function(e) e:SetLabel(e:GetLabel() + 1) end)
  c:RegisterEffect(watch)
end
