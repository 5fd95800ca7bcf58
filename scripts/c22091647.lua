-- Immortal Phoenix Gearfried (ygo-harness's own script), Effect Monster:
-- only its (1) is scripted: you can banish 1 Equip Spell from your Spell & Trap Zone or GY
-- (a face-down card counts only if it is equipped to a monster); Special Summon this card
-- from your hand (once per turn). (Its battle equip and its negation are not scripted.)
local s, id = GetID()

-- a Set card in the Spell & Trap Zone is hidden: it is an Equip Spell only if it is equipped
local function banishable_equip_spell(c)
  return (c:IsLocation(LOCATION_GRAVE) or c:IsFaceup() or c:GetEquipTarget() ~= nil)
    and c:IsType(TYPE_EQUIP) and c:IsType(TYPE_SPELL) and c:IsAbleToRemove()
end

function s.initial_effect(c)
  local summon = Effect.CreateEffect(c)
  summon:SetDescription(aux.Stringid(id, 0))
  summon:SetCategory(CATEGORY_SPECIAL_SUMMON)
  summon:SetType(EFFECT_TYPE_IGNITION)
  summon:SetRange(LOCATION_HAND)
  summon:SetCountLimit(1, id)
  summon:SetCost(s.cost)
  summon:SetTarget(s.target)
  summon:SetOperation(s.operation)
  c:RegisterEffect(summon)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsExistingMatchingCard(banishable_equip_spell, tp, LOCATION_SZONE + LOCATION_GRAVE, 0, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_REMOVE)
  local chosen = Duel.SelectMatchingCard(tp, banishable_equip_spell, tp, LOCATION_SZONE + LOCATION_GRAVE, 0, 1, 1, nil)
  Duel.Remove(chosen, POS_FACEUP, REASON_COST)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, c, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) then
    Duel.SpecialSummon(c, 0, tp, tp, false, false, POS_FACEUP)
  end
end
