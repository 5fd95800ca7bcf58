-- Level Offering (ygo-harness's own script), Spell: send monsters from your hand whose Levels
-- add up to exactly 6 to the GY (1 to 3 of them); then draw 1 card.
local s, id = GetID()

local function monster(c) return c:IsType(TYPE_MONSTER) and c:IsAbleToGrave() end

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_TOGRAVE + CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local g = Duel.GetMatchingGroup(monster, tp, LOCATION_HAND, 0, e:GetHandler())
  if chk == 0 then return g:CheckWithSumEqual(Card.GetLevel, 6, 1, 3) and Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetOperationInfo(0, CATEGORY_TOGRAVE, nil, 1, tp, LOCATION_HAND)
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local g = Duel.GetMatchingGroup(monster, tp, LOCATION_HAND, 0, nil)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_TOGRAVE)
  local sg = g:SelectWithSumEqual(tp, Card.GetLevel, 6, 1, 3)
  if #sg > 0 and Duel.SendtoGrave(sg, REASON_EFFECT) > 0 then
    Duel.Draw(tp, 1, REASON_EFFECT)
  end
end
