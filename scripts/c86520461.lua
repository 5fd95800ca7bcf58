-- Fossil Warrior Skull Bone (ygo-harness's own script), Fusion Effect Monster:
-- 1 Rock monster + 1 Level 4 or lower monster. Must first be Special Summoned with "Fossil
-- Fusion" (while it is in the Extra Deck). This card can attack monsters twice during each Battle
-- Phase. You can banish this card from your GY; add 1 "Time Stream" from your Deck to your hand
-- (once per turn by name).
-- (The Fusion Materials are not scripted: the harness has no Fusion Summon yet.)
local s, id = GetID()

local FOSSIL_FUSION = 59419719
local TIME_STREAM = 85808813

-- the card names "Fossil Fusion" in its text (what aux.AddCodeList records)
s.card_code_list = {[FOSSIL_FUSION] = true}

function s.initial_effect(c)
  c:EnableReviveLimit()

  local fossil_only = Effect.CreateEffect(c)
  fossil_only:SetType(EFFECT_TYPE_SINGLE)
  fossil_only:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  fossil_only:SetCode(EFFECT_SPSUMMON_CONDITION)
  fossil_only:SetValue(s.summon_condition)
  c:RegisterEffect(fossil_only)

  -- a second attack, on a monster only (the core's get_attack_target: extra_count_m)
  local twice = Effect.CreateEffect(c)
  twice:SetType(EFFECT_TYPE_SINGLE)
  twice:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  twice:SetRange(LOCATION_MZONE)
  twice:SetCode(EFFECT_EXTRA_ATTACK_MONSTER)
  twice:SetValue(1)
  c:RegisterEffect(twice)

  local search = Effect.CreateEffect(c)
  search:SetDescription(aux.Stringid(id, 0))
  search:SetCategory(CATEGORY_TOHAND + CATEGORY_SEARCH)
  search:SetType(EFFECT_TYPE_IGNITION)
  search:SetRange(LOCATION_GRAVE)
  search:SetCountLimit(1, id)
  search:SetCost(s.banish_self_cost)
  search:SetTarget(s.search_target)
  search:SetOperation(s.search_operation)
  c:RegisterEffect(search)
end

-- from the Extra Deck only by "Fossil Fusion"; once summoned properly, anything may revive it
function s.summon_condition(e, se, sp, st)
  if not e:GetHandler():IsLocation(LOCATION_EXTRA) then return true end
  return st == SUMMON_VALUE_FOSSIL_FUSION or (se ~= nil and se:GetHandler():IsCode(FOSSIL_FUSION))
end

function s.banish_self_cost(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then return c:IsAbleToRemoveAsCost() end
  Duel.Remove(c, POS_FACEUP, REASON_COST)
end

local function time_stream(c)
  return c:IsCode(TIME_STREAM) and c:IsAbleToHand()
end

function s.search_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(time_stream, tp, LOCATION_DECK, 0, 1, nil) end
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, nil, 1, tp, LOCATION_DECK)
end

function s.search_operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_ATOHAND)
  local found = Duel.SelectMatchingCard(tp, time_stream, tp, LOCATION_DECK, 0, 1, 1, nil)
  if #found > 0 then
    Duel.SendtoHand(found, nil, REASON_EFFECT)
    Duel.ConfirmCards(1 - tp, found)
  end
end
