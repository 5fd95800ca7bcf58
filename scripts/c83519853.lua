-- Ignoble Knight of High Laundsallyn (ygo-harness's own script), Synchro Monster:
-- 1 Tuner + 1 or more non-Tuner "Noble Knight" monsters. It must be Synchro Summoned first.
-- You can only control 1 "Ignoble Knight of High Laundsallyn".
-- (1) When this card is Synchro Summoned: you can equip 1 "Noble Arms" Equip Spell from your
--     Deck to this card (chosen at resolution; nothing if you have no free Spell & Trap Zone or
--     this card is no longer a face-up monster).
-- (2) At the end of the Battle Phase, if this card destroyed a monster by battle this turn: you
--     can add 1 "Noble Knight" card or "Noble Arms" card from your Deck to your hand.
local s, id = GetID()

local NOBLE_KNIGHT = 0x107a
local NOBLE_ARMS = 0x207a

function s.initial_effect(c)
  c:SetUniqueOnField(1, 0, id)
  aux.AddSynchroProcedure(c, nil, aux.NonTuner(Card.IsSetCard, NOBLE_KNIGHT), 1)
  c:EnableReviveLimit()

  local arm = Effect.CreateEffect(c)
  arm:SetDescription(aux.Stringid(id, 0))
  arm:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  arm:SetCode(EVENT_SPSUMMON_SUCCESS)
  arm:SetCondition(function(e) return e:GetHandler():IsSummonType(SUMMON_TYPE_SYNCHRO) end)
  arm:SetTarget(s.arm_target)
  arm:SetOperation(s.arm_operation)
  c:RegisterEffect(arm)

  -- remember a monster destroyed by battle this turn
  local mark = Effect.CreateEffect(c)
  mark:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
  mark:SetCode(EVENT_BATTLE_DESTROYING)
  mark:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  mark:SetCondition(s.mark_condition)
  mark:SetOperation(function(e)
    e:GetHandler():RegisterFlagEffect(id, RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_END, 0, 1)
  end)
  c:RegisterEffect(mark)

  local search = Effect.CreateEffect(c)
  search:SetDescription(aux.Stringid(id, 1))
  search:SetCategory(CATEGORY_TOHAND + CATEGORY_SEARCH)
  search:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_O)
  search:SetCode(EVENT_PHASE + PHASE_BATTLE)
  search:SetRange(LOCATION_MZONE)
  search:SetCountLimit(1)
  search:SetCondition(function(e) return e:GetHandler():GetFlagEffect(id) > 0 end)
  search:SetTarget(s.search_target)
  search:SetOperation(s.search_operation)
  c:RegisterEffect(search)
end

local function noble_arms_for(c, holder)
  return c:IsSetCard(NOBLE_ARMS) and c:IsType(TYPE_EQUIP) and c:CheckEquipTarget(holder)
end

function s.arm_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingMatchingCard(noble_arms_for, tp, LOCATION_DECK, 0, 1, nil, e:GetHandler())
  end
end

function s.arm_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 then return end
  if not c:IsRelateToEffect(e) or c:IsFacedown() then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local arms = Duel.SelectMatchingCard(tp, noble_arms_for, tp, LOCATION_DECK, 0, 1, 1, nil, c):GetFirst()
  if arms then Duel.Equip(tp, arms, c) end
end

function s.mark_condition(e)
  local c = e:GetHandler()
  local foe = c:GetBattleTarget()
  return c:IsRelateToBattle() and foe and foe:IsLocation(LOCATION_GRAVE) and foe:IsType(TYPE_MONSTER)
end

local function searchable(c)
  return c:IsSetCard(NOBLE_KNIGHT, NOBLE_ARMS) and c:IsAbleToHand()
end

function s.search_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(searchable, tp, LOCATION_DECK, 0, 1, nil) end
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, nil, 1, tp, LOCATION_DECK)
end

function s.search_operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_ATOHAND)
  local g = Duel.SelectMatchingCard(tp, searchable, tp, LOCATION_DECK, 0, 1, 1, nil)
  if g:GetCount() > 0 then
    Duel.SendtoHand(g, nil, REASON_EFFECT)
    Duel.ConfirmCards(1 - tp, g)
  end
end
