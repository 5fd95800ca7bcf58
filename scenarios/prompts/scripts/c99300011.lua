-- Toll of Strength (ygo-harness's own script), Spell: as a cost, send monsters from your hand
-- whose ATK adds up to 2000 or more to the GY (none to spare); draw 2 cards.
local s, id = GetID()

local function monster(c) return c:IsType(TYPE_MONSTER) and c:IsAbleToGraveAsCost() end

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCost(s.cost)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  local g = Duel.GetMatchingGroup(monster, tp, LOCATION_HAND, 0, e:GetHandler())
  if chk == 0 then return g:CheckWithSumGreater(Card.GetAttack, 2000) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_TOGRAVE)
  local sg = g:SelectWithSumGreater(tp, Card.GetAttack, 2000)
  Duel.SendtoGrave(sg, REASON_COST)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 2) end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 2)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 2, REASON_EFFECT)
end
