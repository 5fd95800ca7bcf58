-- DNA Surgery (ygo-harness's own script), Continuous Trap:
-- declare 1 Type; all face-up monsters on the field become that Type.
local s, id = GetID()

function s.initial_effect(c)
  local change = Effect.CreateEffect(c)
  change:SetType(EFFECT_TYPE_FIELD)
  change:SetCode(EFFECT_CHANGE_RACE)
  change:SetRange(LOCATION_SZONE)
  change:SetTargetRange(LOCATION_MZONE, LOCATION_MZONE)
  change:SetValue(function(e) return e:GetLabel() end)
  c:RegisterEffect(change)

  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetLabelObject(change)
  activate:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
    if chk == 0 then return true end
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_RACE)
    local declared = Duel.AnnounceRace(tp, 1, RACE_ALL)
    e:GetLabelObject():SetLabel(declared)
    e:GetHandler():SetHint(CHINT_RACE, declared)
  end)
  c:RegisterEffect(activate)
end
