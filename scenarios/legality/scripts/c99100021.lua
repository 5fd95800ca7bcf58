-- Passing Glance (Normal Spell): "Target 1 monster in your hand that would be Level 5 with 1 more
-- Level; draw 1 card." Its chk==0 branch registers a Level gain on each monster of the hand for a
-- moment, asks, and resets it before it returns (as official scripts register an extra Tribute
-- to ask IsSummonable): the duel is as it was, so it only checks.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.raised(c, ec)
  local e1 = Effect.CreateEffect(ec)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_UPDATE_LEVEL)
  e1:SetValue(1)
  c:RegisterEffect(e1)
  local res = c:IsLevel(5)
  e1:Reset()
  return res
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsExistingMatchingCard(s.raised, tp, LOCATION_HAND, 0, 1, e:GetHandler(), e:GetHandler())
      and Duel.IsPlayerCanDraw(tp, 1)
  end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
