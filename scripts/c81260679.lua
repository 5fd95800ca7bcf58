-- Ohime the Manifested Mikanko (ygo-harness's own script), Ritual Monster: it cannot be
-- destroyed by battle and battle damage from its battles is inflicted on the opponent instead.
-- Once per turn (hard, Quick Effect): you can target 1 Equip Spell in your GY; equip it to a
-- face-up monster on the field it can be equipped to. (Its hand effect, which adds a "Mikanko"
-- card from the Deck, is not scripted here.)
local s, id = GetID()

function s.initial_effect(c)
  c:EnableReviveLimit()

  local unbreakable = Effect.CreateEffect(c)
  unbreakable:SetType(EFFECT_TYPE_SINGLE)
  unbreakable:SetCode(EFFECT_INDESTRUCTABLE_BATTLE)
  unbreakable:SetValue(1)
  c:RegisterEffect(unbreakable)

  local reflect = Effect.CreateEffect(c)
  reflect:SetType(EFFECT_TYPE_SINGLE)
  reflect:SetCode(EFFECT_REFLECT_BATTLE_DAMAGE)
  reflect:SetValue(1)
  c:RegisterEffect(reflect)

  local equip = Effect.CreateEffect(c)
  equip:SetDescription(aux.Stringid(id, 1))
  equip:SetType(EFFECT_TYPE_QUICK_O)
  equip:SetCode(EVENT_FREE_CHAIN)
  equip:SetProperty(EFFECT_FLAG_CARD_TARGET)
  equip:SetRange(LOCATION_MZONE)
  equip:SetHintTiming(0, TIMINGS_CHECK_MONSTER + TIMING_END_PHASE)
  equip:SetCountLimit(1, id + 1)
  equip:SetTarget(s.target)
  equip:SetOperation(s.operation)
  c:RegisterEffect(equip)
end

function s.receiver(card, equip)
  return card:IsFaceup() and equip:CheckEquipTarget(card)
end

function s.equip_spell(card, tp)
  return card:IsType(TYPE_EQUIP) and card:CheckUniqueOnField(tp) and not card:IsForbidden()
    and Duel.IsExistingMatchingCard(s.receiver, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil, card)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and s.equip_spell(chkc, tp) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0 and Duel.IsExistingTarget(s.equip_spell, tp, LOCATION_GRAVE, 0, 1, nil, tp)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local g = Duel.SelectTarget(tp, s.equip_spell, tp, LOCATION_GRAVE, 0, 1, 1, nil, tp)
  Duel.SetOperationInfo(0, CATEGORY_LEAVE_GRAVE, g, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local equip = Duel.GetFirstTarget()
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 or not equip:IsRelateToEffect(e) then return end
  local receivers = Duel.GetMatchingGroup(s.receiver, tp, LOCATION_MZONE, LOCATION_MZONE, nil, equip)
  if #receivers == 0 then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  Duel.Equip(tp, equip, receivers:Select(tp, 1, 1, nil):GetFirst())
end
