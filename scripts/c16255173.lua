-- The Grand Jupiter (ygo-harness's own script), Effect Monster:
-- (1) Once per turn: you can discard 2 cards, then target 1 face-up monster your opponent
--     controls; equip that monster to this card. This card gains ATK equal to its original ATK.
-- (2) Once per turn, during the End Phase: you can target 1 monster equipped to this card by its
--     own effect; Special Summon it to your field.
local s, id = GetID()

function s.initial_effect(c)
  local take = Effect.CreateEffect(c)
  take:SetDescription(aux.Stringid(id, 0))
  take:SetType(EFFECT_TYPE_IGNITION)
  take:SetProperty(EFFECT_FLAG_CARD_TARGET)
  take:SetRange(LOCATION_MZONE)
  take:SetCountLimit(1)
  take:SetCost(s.take_cost)
  take:SetTarget(s.take_target)
  take:SetOperation(s.take_operation)
  c:RegisterEffect(take)

  local release = Effect.CreateEffect(c)
  release:SetDescription(aux.Stringid(id, 1))
  release:SetCategory(CATEGORY_SPECIAL_SUMMON)
  release:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_O)
  release:SetCode(EVENT_PHASE + PHASE_END)
  release:SetProperty(EFFECT_FLAG_CARD_TARGET)
  release:SetRange(LOCATION_MZONE)
  release:SetCountLimit(1)
  release:SetTarget(s.release_target)
  release:SetOperation(s.release_operation)
  c:RegisterEffect(release)
end

function s.take_cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(Card.IsDiscardable, tp, LOCATION_HAND, 0, 2, nil) end
  Duel.DiscardHand(tp, Card.IsDiscardable, 2, 2, REASON_COST + REASON_DISCARD)
end

function s.takeable(card)
  return card:IsFaceup() and card:IsAbleToChangeControler()
end

function s.take_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1 - tp) and s.takeable(chkc) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0 and Duel.IsExistingTarget(s.takeable, tp, 0, LOCATION_MZONE, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, s.takeable, tp, 0, LOCATION_MZONE, 1, 1, nil)
end

function s.take_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if not (monster:IsRelateToEffect(e) and monster:IsFaceup() and monster:IsType(TYPE_MONSTER)) then return end
  local gain = math.max(monster:GetTextAttack(), 0)
  if not Duel.Equip(tp, monster, c) then return end
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetProperty(EFFECT_FLAG_IGNORE_IMMUNE + EFFECT_FLAG_OWNER_RELATE)
  boost:SetValue(gain)
  boost:SetReset(RESET_EVENT + RESETS_STANDARD)
  monster:RegisterEffect(boost)
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(function(le, candidate) return le:GetOwner() == candidate end)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  monster:RegisterEffect(limit)
  monster:RegisterFlagEffect(id, RESET_EVENT + RESETS_STANDARD, 0, 1)     -- equipped by this effect
end

function s.released(card, e, tp, holder)
  return card:GetFlagEffect(id) ~= 0 and card:GetEquipTarget() == holder and card:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.release_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then return chkc:IsLocation(LOCATION_SZONE) and chkc:IsControler(tp) and s.released(chkc, e, tp, c) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 and Duel.IsExistingTarget(s.released, tp, LOCATION_SZONE, 0, 1, nil, e, tp, c)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectTarget(tp, s.released, tp, LOCATION_SZONE, 0, 1, 1, nil, e, tp, c)
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, g, 1, 0, 0)
end

function s.release_operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if monster:IsRelateToEffect(e) then Duel.SpecialSummon(monster, 0, tp, tp, false, false, POS_FACEUP) end
end
