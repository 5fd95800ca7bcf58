-- Set Guide (a made-up Normal Spell for Card.IsMSetable): activate only if you could Set a
-- monster from your hand now (its Tributes included, your Normal Summon not counted); draw 1 card.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DRAW)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.settable(c)
  return c:IsMSetable(true, nil)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsPlayerCanDraw(tp, 1)
      and Duel.IsExistingMatchingCard(s.settable, tp, LOCATION_HAND, 0, 1, e:GetHandler())
  end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
