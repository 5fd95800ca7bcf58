-- Ignoble Knight of Black Laundsallyn (ygo-harness's own script), Effect Monster ("Noble Knight"):
-- You can only control 1 "Ignoble Knight of Black Laundsallyn".
-- (1) You can send 1 face-up LIGHT Normal Monster you control to the GY; Special Summon this
--     card from your hand or GY.
-- (2) Once per turn: you can Tribute 1 "Noble Knight" monster; add 1 "Noble Arms" card from your
--     Deck to your hand.
local s, id = GetID()

local NOBLE_KNIGHT = 0x107a
local NOBLE_ARMS = 0x207a

function s.initial_effect(c)
  c:SetUniqueOnField(1, 0, id)

  local rise = Effect.CreateEffect(c)
  rise:SetDescription(aux.Stringid(id, 0))
  rise:SetCategory(CATEGORY_SPECIAL_SUMMON)
  rise:SetType(EFFECT_TYPE_IGNITION)
  rise:SetRange(LOCATION_HAND + LOCATION_GRAVE)
  rise:SetCost(s.rise_cost)
  rise:SetTarget(s.rise_target)
  rise:SetOperation(s.rise_operation)
  c:RegisterEffect(rise)

  local search = Effect.CreateEffect(c)
  search:SetDescription(aux.Stringid(id, 1))
  search:SetCategory(CATEGORY_TOHAND + CATEGORY_SEARCH)
  search:SetType(EFFECT_TYPE_IGNITION)
  search:SetRange(LOCATION_MZONE)
  search:SetCountLimit(1, id)
  search:SetCost(s.search_cost)
  search:SetTarget(s.search_target)
  search:SetOperation(s.search_operation)
  c:RegisterEffect(search)
end

-- the sent monster frees its zone, unless it is in an Extra Monster Zone
local function light_normal(c, free)
  return c:IsFaceup() and c:IsAttribute(ATTRIBUTE_LIGHT) and c:IsType(TYPE_NORMAL) and c:IsAbleToGraveAsCost()
    and (free > 0 or c:GetSequence() < 5)
end

function s.rise_cost(e, tp, eg, ep, ev, re, r, rp, chk)
  local free = Duel.GetLocationCount(tp, LOCATION_MZONE)
  if chk == 0 then return free > -1 and Duel.IsExistingMatchingCard(light_normal, tp, LOCATION_MZONE, 0, 1, nil, free) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_TOGRAVE)
  Duel.SendtoGrave(Duel.SelectMatchingCard(tp, light_normal, tp, LOCATION_MZONE, 0, 1, 1, nil, free), REASON_COST)
end

function s.rise_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return e:GetHandler():IsCanBeSpecialSummoned(e, 0, tp, false, false) end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, e:GetHandler(), 1, 0, 0)
end

function s.rise_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) then Duel.SpecialSummon(c, 0, tp, tp, false, false, POS_FACEUP) end
end

function s.search_cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.CheckReleaseGroup(tp, Card.IsSetCard, 1, nil, NOBLE_KNIGHT) end
  Duel.Release(Duel.SelectReleaseGroup(tp, Card.IsSetCard, 1, 1, nil, NOBLE_KNIGHT), REASON_COST)
end

local function noble_arms(c)
  return c:IsSetCard(NOBLE_ARMS) and c:IsAbleToHand()
end

function s.search_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(noble_arms, tp, LOCATION_DECK, 0, 1, nil) end
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, nil, 1, tp, LOCATION_DECK)
end

function s.search_operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_ATOHAND)
  local g = Duel.SelectMatchingCard(tp, noble_arms, tp, LOCATION_DECK, 0, 1, 1, nil)
  if g:GetCount() > 0 then
    Duel.SendtoHand(g, nil, REASON_EFFECT)
    Duel.ConfirmCards(1 - tp, g)
  end
end
