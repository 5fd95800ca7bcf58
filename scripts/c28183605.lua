-- Dragunity Dux (ygo-harness's own script), Effect Monster ("Dragunity", Winged Beast):
-- (1) when this card is Normal Summoned: you can target 1 Level 3 or lower Dragon "Dragunity"
-- monster in your GY; equip it to this card.
-- (2) this card gains 200 ATK for each face-up "Dragunity" card you control.
local s, id = GetID()

local function small_dragunity(c)
  return c:IsSetCard(0x29) and c:IsRace(RACE_DRAGON) and c:IsLevelBelow(3) and not c:IsForbidden()
end

function s.initial_effect(c)
  local take = Effect.CreateEffect(c)
  take:SetDescription(aux.Stringid(id, 0))
  take:SetCategory(CATEGORY_EQUIP + CATEGORY_LEAVE_GRAVE)
  take:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  take:SetProperty(EFFECT_FLAG_CARD_TARGET)
  take:SetCode(EVENT_SUMMON_SUCCESS)
  take:SetTarget(s.target)
  take:SetOperation(s.operation)
  c:RegisterEffect(take)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_SINGLE)
  boost:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  boost:SetRange(LOCATION_MZONE)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(function(e, holder)
    local count = Duel.GetMatchingGroupCount(function(x) return x:IsFaceup() and x:IsSetCard(0x29) end,
      holder:GetControler(), LOCATION_ONFIELD, 0, nil)
    return count * 200
  end)
  c:RegisterEffect(boost)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and small_dragunity(chkc) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(small_dragunity, tp, LOCATION_GRAVE, 0, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local chosen = Duel.SelectTarget(tp, small_dragunity, tp, LOCATION_GRAVE, 0, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, chosen, 1, 0, 0)
  Duel.SetOperationInfo(0, CATEGORY_LEAVE_GRAVE, chosen, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local dragon = Duel.GetFirstTarget()
  if not dragon:IsRelateToEffect(e) or not dragon:IsRace(RACE_DRAGON) then return end
  if not Duel.Equip(tp, dragon, c) then return end
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_OWNER_RELATE)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetValue(function(le, candidate) return candidate == le:GetOwner() end)
  dragon:RegisterEffect(limit)
end
