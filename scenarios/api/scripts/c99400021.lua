-- Target Alarm (a made-up Trap for EVENT_BECOME_TARGET): when the opponent targets a card you
-- control: draw 1 card.
local s, id = GetID()

function s.initial_effect(c)
  local alarm = Effect.CreateEffect(c)
  alarm:SetCategory(CATEGORY_DRAW)
  alarm:SetType(EFFECT_TYPE_ACTIVATE)
  alarm:SetCode(EVENT_BECOME_TARGET)
  alarm:SetCondition(s.condition)
  alarm:SetTarget(s.target)
  alarm:SetOperation(s.operation)
  c:RegisterEffect(alarm)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return rp == 1 - tp and eg:IsExists(Card.IsControler, 1, nil, tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
