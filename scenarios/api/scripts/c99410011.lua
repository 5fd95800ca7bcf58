-- Scale Return (a made-up Normal Spell for Duel.SendtoExtraP): put every monster you control
-- face-up in your Extra Deck; only Pendulum and Extra Deck monsters can go there.
local s, id = GetID()

function s.initial_effect(c)
  local back = Effect.CreateEffect(c)
  back:SetCategory(CATEGORY_TOEXTRA)
  back:SetType(EFFECT_TYPE_ACTIVATE)
  back:SetCode(EVENT_FREE_CHAIN)
  back:SetTarget(s.target)
  back:SetOperation(s.operation)
  c:RegisterEffect(back)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(Card.IsAbleToExtra, tp, LOCATION_MZONE, 0, 1, nil) end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.SendtoExtraP(Duel.GetFieldGroup(tp, LOCATION_MZONE, 0), nil, REASON_EFFECT)
end
