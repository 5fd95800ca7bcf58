-- Crowded Call (ygo-harness test card): a Normal Spell that Special Summons a Dark Magician from its
-- player's hand without asking whether a Monster Zone is free.
local s, id = GetID()

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e:SetType(EFFECT_TYPE_ACTIVATE)
  e:SetCode(EVENT_FREE_CHAIN)
  e:SetOperation(s.operation)
  c:RegisterEffect(e)
end

function s.operation(e, tp)
  local magician = Duel.GetFirstMatchingCard(Card.IsCode, tp, LOCATION_HAND, 0, nil, 46986414)
  if magician then Duel.SpecialSummon(magician, 0, tp, tp, false, false, POS_FACEUP) end
end
