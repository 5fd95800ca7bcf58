-- Pickpocket (ygo-harness's own script), Spell: discard 1 random card from your opponent's hand.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_HANDES)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.GetFieldGroupCount(tp, 0, LOCATION_HAND) > 0 end
  Duel.SetOperationInfo(0, CATEGORY_HANDES, nil, 0, 1 - tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local g = Duel.GetFieldGroup(tp, 0, LOCATION_HAND)
  if #g == 0 then return end
  local sg = g:RandomSelect(tp, 1)
  Duel.SendtoGrave(sg, REASON_EFFECT + REASON_DISCARD)
end
