-- Link Spider (ygo-harness's own script), Link-1 (bottom arrow): 1 Normal Monster. Once per
-- turn: you can Special Summon 1 Level 4 or lower Normal Monster from your hand to your zone this
-- card points to.
local s, id = GetID()

function s.initial_effect(c)
  aux.AddLinkProcedure(c, function(card) return card:IsLinkType(TYPE_NORMAL) end, 1, 1)
  c:EnableReviveLimit()

  local summon = Effect.CreateEffect(c)
  summon:SetDescription(aux.Stringid(id, 0))
  summon:SetCategory(CATEGORY_SPECIAL_SUMMON)
  summon:SetType(EFFECT_TYPE_IGNITION)
  summon:SetRange(LOCATION_MZONE)
  summon:SetCountLimit(1)
  summon:SetTarget(s.target)
  summon:SetOperation(s.operation)
  c:RegisterEffect(summon)
end

function s.summonable(card, e, tp, zone)
  return card:IsType(TYPE_NORMAL) and card:IsLevelBelow(4)
    and card:IsCanBeSpecialSummoned(e, 0, tp, false, false, POS_FACEUP, tp, zone)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    local zone = e:GetHandler():GetLinkedZone(tp)
    return zone ~= 0 and Duel.IsExistingMatchingCard(s.summonable, tp, LOCATION_HAND, 0, 1, nil, e, tp, zone)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 1, tp, LOCATION_HAND)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local zone = e:GetHandler():GetLinkedZone(tp)
  if zone == 0 then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectMatchingCard(tp, s.summonable, tp, LOCATION_HAND, 0, 1, 1, nil, e, tp, zone)
  if #g > 0 then Duel.SpecialSummon(g, 0, tp, tp, false, false, POS_FACEUP, zone) end
end
