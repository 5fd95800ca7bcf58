-- Parasite Paranoid (ygo-harness's own script), Effect Monster:
-- (1) (Quick Effect, once per turn) target 1 face-up monster on the field; equip this card from
-- your hand to it as an Equip Card: that monster becomes an Insect.
-- (2) if this card, used as an Equip Card, is sent to the GY: Special Summon 1 Level 7 or higher
-- Insect monster from your hand, ignoring its Summoning conditions.
-- (Not scripted: the attack restriction and the negation of effects that target Insects.)
local s, id = GetID()

local function big_insect(c, e, tp)
  return c:IsRace(RACE_INSECT) and c:GetLevel() >= 7 and c:IsType(TYPE_MONSTER)
    and c:IsCanBeSpecialSummoned(e, 0, tp, true, false)
end

function s.initial_effect(c)
  local equip = Effect.CreateEffect(c)
  equip:SetDescription(aux.Stringid(id, 0))
  equip:SetCategory(CATEGORY_EQUIP)
  equip:SetType(EFFECT_TYPE_QUICK_O)
  equip:SetCode(EVENT_FREE_CHAIN)
  equip:SetProperty(EFFECT_FLAG_CARD_TARGET)
  equip:SetRange(LOCATION_HAND)
  equip:SetCountLimit(1, id)
  equip:SetTarget(s.equip_target)
  equip:SetOperation(s.equip_operation)
  c:RegisterEffect(equip)

  -- "used as an Equip Card": it left the Spell & Trap Zone having been equipped, for any reason
  local summon = Effect.CreateEffect(c)
  summon:SetDescription(aux.Stringid(id, 1))
  summon:SetCategory(CATEGORY_SPECIAL_SUMMON)
  summon:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  summon:SetProperty(EFFECT_FLAG_DELAY)
  summon:SetCode(EVENT_TO_GRAVE)
  summon:SetCondition(function(e)
    local c = e:GetHandler()
    return c:IsPreviousLocation(LOCATION_SZONE) and c:GetPreviousEquipTarget() ~= nil
  end)
  summon:SetTarget(s.summon_target)
  summon:SetOperation(s.summon_operation)
  c:RegisterEffect(summon)
end

function s.equip_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.equip_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not c:IsRelateToEffect(e) then return end
  local monster = Duel.GetFirstTarget()
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 or monster:IsFacedown() or not monster:IsRelateToEffect(e) then
    Duel.SendtoGrave(c, REASON_RULE)
    return
  end
  Duel.Equip(tp, c, monster)
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetLabelObject(monster)
  limit:SetValue(function(le, candidate) return candidate == le:GetLabelObject() end)
  c:RegisterEffect(limit)
  local insect = Effect.CreateEffect(c)
  insect:SetType(EFFECT_TYPE_EQUIP)
  insect:SetCode(EFFECT_CHANGE_RACE)
  insect:SetValue(RACE_INSECT)
  insect:SetReset(RESET_EVENT + RESETS_STANDARD)
  c:RegisterEffect(insect)
end

function s.summon_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingMatchingCard(big_insect, tp, LOCATION_HAND, 0, 1, nil, e, tp)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 1, tp, LOCATION_HAND)
end

function s.summon_operation(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetLocationCount(tp, LOCATION_MZONE) <= 0 then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local chosen = Duel.SelectMatchingCard(tp, big_insect, tp, LOCATION_HAND, 0, 1, 1, nil, e, tp)
  if #chosen > 0 then
    Duel.SpecialSummon(chosen, 0, tp, tp, true, false, POS_FACEUP)
  end
end
