-- Summon Call (ygo-harness test card): a Normal Trap that Normal Summons a monster from its
-- controller's hand (Duel.Summon, as a resolving effect).
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_SUMMON)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetTarget(s.target)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.filter(c)
  return c:IsSummonable(true, nil)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(s.filter, tp, LOCATION_HAND, 0, 1, nil) end
  Duel.SetOperationInfo(0, CATEGORY_SUMMON, nil, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local tc = Duel.SelectMatchingCard(tp, s.filter, tp, LOCATION_HAND, 0, 1, 1, nil):GetFirst()
  if tc then Duel.Summon(tp, tc, true, nil) end
end
