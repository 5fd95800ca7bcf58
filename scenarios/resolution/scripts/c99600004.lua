-- Draw Lantern (ygo-harness test card): a Continuous Spell with an Ignition Effect in the
-- Spell & Trap Zone: its controller draws 1 card.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_DRAW)
  e:SetType(EFFECT_TYPE_IGNITION)
  e:SetRange(LOCATION_SZONE)
  e:SetTarget(s.target)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
