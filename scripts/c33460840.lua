-- Guardian of Felgrand (ygo-harness's own script), Effect Monster:
-- (1) when this card is Normal or Special Summoned: you can choose 1 Level 7 or 8 Dragon monster
-- in your hand or GY and equip it to this card. This card gains ATK and DEF equal to half the
-- equipped monster's original ATK and DEF. With no free Spell & Trap Zone, or if this card is
-- no longer a face-up monster, when it resolves, nothing is chosen.
-- (Not scripted: (2), Tribute this card and 1 monster to Special Summon a Level 7/8 Dragon.)
local s, id = GetID()

local function big_dragon(c)
  return c:IsRace(RACE_DRAGON) and (c:IsLevel(7) or c:IsLevel(8)) and c:IsType(TYPE_MONSTER) and not c:IsForbidden()
end

function s.initial_effect(c)
  for _, code in ipairs({EVENT_SUMMON_SUCCESS, EVENT_SPSUMMON_SUCCESS}) do
    local take = Effect.CreateEffect(c)
    take:SetDescription(aux.Stringid(id, 0))
    take:SetCategory(CATEGORY_EQUIP)
    take:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
    take:SetProperty(EFFECT_FLAG_DELAY + EFFECT_FLAG_DAMAGE_STEP)
    take:SetCode(code)
    take:SetTarget(s.target)
    take:SetOperation(s.operation)
    c:RegisterEffect(take)
  end
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingMatchingCard(big_dragon, tp, LOCATION_HAND + LOCATION_GRAVE, 0, 1, nil)
  end
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, nil, 1, tp, LOCATION_HAND + LOCATION_GRAVE)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  -- "the effect does not apply": no zone, or this card is not a face-up monster any more
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 or not c:IsRelateToEffect(e) or c:IsFacedown() then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local chosen = Duel.SelectMatchingCard(tp, big_dragon, tp, LOCATION_HAND + LOCATION_GRAVE, 0, 1, 1, nil):GetFirst()
  if not chosen or not Duel.Equip(tp, chosen, c) then return end
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_OWNER_RELATE)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetValue(function(le, candidate) return candidate == le:GetOwner() end)
  chosen:RegisterEffect(limit)
  local half_atk = math.max(0, math.ceil(chosen:GetTextAttack() / 2))
  local half_def = math.max(0, math.ceil(chosen:GetTextDefense() / 2))
  for code, value in pairs({[EFFECT_UPDATE_ATTACK] = half_atk, [EFFECT_UPDATE_DEFENSE] = half_def}) do
    if value > 0 then
      local boost = Effect.CreateEffect(c)
      boost:SetType(EFFECT_TYPE_EQUIP)
      boost:SetProperty(EFFECT_FLAG_OWNER_RELATE)
      boost:SetCode(code)
      boost:SetValue(value)
      boost:SetReset(RESET_EVENT + RESETS_STANDARD)
      chosen:RegisterEffect(boost)
    end
  end
end
