-- Inzektor Dragonfly (ygo-harness's own script), Effect Monster ("Inzektor", Insect):
-- once per turn: you can equip 1 "Inzektor" monster from your hand or GY to this card (the
-- card is chosen at resolution: the effect does not target). While this card is an Equip
-- Card, the equipped monster's Level is increased by 3. (Not scripted: its Special Summon
-- from the Deck when a card equipped to it is sent to the GY.)
local s, id = GetID()

local INZEKTOR = 0x56

local function inzektor_monster(c)
  return c:IsSetCard(INZEKTOR) and c:IsType(TYPE_MONSTER) and not c:IsForbidden()
end

function s.initial_effect(c)
  local take = Effect.CreateEffect(c)
  take:SetDescription(aux.Stringid(id, 0))
  take:SetCategory(CATEGORY_EQUIP)
  take:SetType(EFFECT_TYPE_IGNITION)
  take:SetRange(LOCATION_MZONE)
  take:SetCountLimit(1)
  take:SetTarget(s.target)
  take:SetOperation(s.operation)
  c:RegisterEffect(take)

  local level = Effect.CreateEffect(c)
  level:SetType(EFFECT_TYPE_EQUIP)
  level:SetCode(EFFECT_UPDATE_LEVEL)
  level:SetValue(3)
  c:RegisterEffect(level)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingMatchingCard(inzektor_monster, tp, LOCATION_HAND + LOCATION_GRAVE, 0, 1, nil)
  end
  Duel.SetOperationInfo(0, CATEGORY_LEAVE_GRAVE, nil, 1, tp, LOCATION_HAND + LOCATION_GRAVE)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  -- no zone, or this card is no longer a face-up monster: nothing is chosen
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 then return end
  if c:IsFacedown() or not c:IsRelateToEffect(e) then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local chosen = Duel.SelectMatchingCard(tp, inzektor_monster, tp, LOCATION_HAND + LOCATION_GRAVE, 0, 1, 1, nil):GetFirst()
  if not chosen or not Duel.Equip(tp, chosen, c) then return end
  -- only this card is a correct target, and only while this card's effects apply
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetProperty(EFFECT_FLAG_OWNER_RELATE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetValue(function(le, candidate) return le:GetOwner() == candidate end)
  chosen:RegisterEffect(limit)
end
