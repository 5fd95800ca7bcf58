-- Union Carrier (ygo-harness's own script), Link-2 Link Monster: 2 monsters with the same
-- original Type or Attribute. It cannot be used as Link Material the turn it is Link Summoned.
-- Once per turn (hard): target 1 face-up monster you control; equip to it 1 monster from your hand
-- or Deck with its original Type or Attribute, as an Equip Spell that gives it 1000 ATK. If equipped
-- from the Deck, you cannot Special Summon monsters with that name for the rest of the turn.
local s, id = GetID()

function s.initial_effect(c)
  c:EnableReviveLimit()
  aux.AddLinkProcedure(c, nil, 2, 2, s.alike)

  local not_material = Effect.CreateEffect(c)
  not_material:SetType(EFFECT_TYPE_SINGLE)
  not_material:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  not_material:SetCode(EFFECT_CANNOT_BE_LINK_MATERIAL)
  not_material:SetValue(function(e)
    local card = e:GetHandler()
    return card:IsStatus(STATUS_SPSUMMON_TURN) and card:IsSummonType(SUMMON_TYPE_LINK)
  end)
  c:RegisterEffect(not_material)

  local carry = Effect.CreateEffect(c)
  carry:SetDescription(aux.Stringid(id, 0))
  carry:SetType(EFFECT_TYPE_IGNITION)
  carry:SetProperty(EFFECT_FLAG_CARD_TARGET)
  carry:SetRange(LOCATION_MZONE)
  carry:SetCountLimit(1, id)
  carry:SetTarget(s.target)
  carry:SetOperation(s.operation)
  c:RegisterEffect(carry)
end

-- The two materials share a Type or an Attribute (as Link Materials).
function s.alike(g, lc)
  if #g ~= 2 then return false end
  local first, second = g:GetFirst(), g:GetNext()
  return first:GetLinkAttribute() & second:GetLinkAttribute() ~= 0 or first:GetLinkRace() & second:GetLinkRace() ~= 0
end

function s.cargo(card, attribute, race, tp)
  return card:IsType(TYPE_MONSTER) and (card:GetOriginalAttribute() == attribute or card:GetOriginalRace() == race)
    and card:CheckUniqueOnField(tp) and not card:IsForbidden()
end

function s.carrier(card, tp)
  return card:IsFaceup() and Duel.IsExistingMatchingCard(s.cargo, tp, LOCATION_HAND + LOCATION_DECK, 0, 1, nil,
    card:GetOriginalAttribute(), card:GetOriginalRace(), tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and s.carrier(chkc, tp) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0 and Duel.IsExistingTarget(s.carrier, tp, LOCATION_MZONE, 0, 1, nil, tp)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  Duel.SelectTarget(tp, s.carrier, tp, LOCATION_MZONE, 0, 1, 1, nil, tp)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 or not (monster:IsRelateToEffect(e) and monster:IsFaceup()) then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local cargo = Duel.SelectMatchingCard(tp, s.cargo, tp, LOCATION_HAND + LOCATION_DECK, 0, 1, 1, nil,
    monster:GetOriginalAttribute(), monster:GetOriginalRace(), tp):GetFirst()
  if not cargo then return end
  local from_deck = cargo:IsLocation(LOCATION_DECK)
  if not Duel.Equip(tp, cargo, monster) then return end
  -- the equip limit is Union Carrier's, on the equip card: it cannot be negated
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetLabelObject(monster)
  limit:SetValue(function(le, candidate) return candidate == le:GetLabelObject() end)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  cargo:RegisterEffect(limit)
  -- the ATK gain is the equip card's own
  local boost = Effect.CreateEffect(cargo)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(1000)
  boost:SetReset(RESET_EVENT + RESETS_STANDARD)
  cargo:RegisterEffect(boost)
  if from_deck then
    local name = cargo:GetCode()
    local lock = Effect.CreateEffect(c)
    lock:SetType(EFFECT_TYPE_FIELD)
    lock:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
    lock:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
    lock:SetTargetRange(1, 0)
    lock:SetTarget(function(le, card) return card:IsCode(name) end)
    lock:SetReset(RESET_PHASE + PHASE_END)
    Duel.RegisterEffect(lock, tp)
  end
end
