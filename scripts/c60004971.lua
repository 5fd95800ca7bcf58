-- Dragunity Divine Lance (ygo-harness's own script), Equip Spell:
-- equip only to a "Dragunity" monster. It gains 100 ATK for each of its Levels and is
-- unaffected by Trap effects. (2) once per turn: you can equip 1 Dragon "Dragunity" Tuner from
-- your Deck to the equipped monster (chosen at resolution; nothing is targeted).
local s, id = GetID()

local DRAGUNITY = 0x29

local function is_dragunity(e, c)
  return c:IsSetCard(DRAGUNITY)
end

local function faceup_dragunity(c)
  return c:IsFaceup() and c:IsSetCard(DRAGUNITY)
end

local function dragunity_dragon_tuner(c)
  return c:IsSetCard(DRAGUNITY) and c:IsRace(RACE_DRAGON) and c:IsType(TYPE_TUNER) and not c:IsForbidden()
end

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, faceup_dragunity, is_dragunity)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(function(e, monster) return monster:GetLevel() * 100 end)
  c:RegisterEffect(boost)

  local immune = Effect.CreateEffect(c)
  immune:SetType(EFFECT_TYPE_EQUIP)
  immune:SetCode(EFFECT_IMMUNE_EFFECT)
  immune:SetValue(function(e, re) return re:IsActiveType(TYPE_TRAP) end)
  c:RegisterEffect(immune)

  local tuner = Effect.CreateEffect(c)
  tuner:SetCategory(CATEGORY_EQUIP)
  tuner:SetType(EFFECT_TYPE_IGNITION)
  tuner:SetRange(LOCATION_SZONE)
  tuner:SetCountLimit(1, id)
  tuner:SetTarget(s.tuner_target)
  tuner:SetOperation(s.tuner_operation)
  c:RegisterEffect(tuner)
end

function s.tuner_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingMatchingCard(dragunity_dragon_tuner, tp, LOCATION_DECK, 0, 1, nil)
  end
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, nil, 1, tp, LOCATION_DECK)
end

function s.tuner_operation(e, tp, eg, ep, ev, re, r, rp)
  -- no free zone at resolution: the effect does not apply, nothing is taken from the Deck
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 then return end
  local c = e:GetHandler()
  local holder = c:GetEquipTarget()
  if not (c:IsRelateToEffect(e) and holder and holder:IsFaceup()) then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local chosen = Duel.SelectMatchingCard(tp, dragunity_dragon_tuner, tp, LOCATION_DECK, 0, 1, 1, nil):GetFirst()
  if not chosen or not Duel.Equip(tp, chosen, holder) then return end
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetLabelObject(holder)
  limit:SetValue(function(le, candidate) return candidate == le:GetLabelObject() end)
  chosen:RegisterEffect(limit)
end
