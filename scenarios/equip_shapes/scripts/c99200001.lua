-- Armory Call (a made-up card for the "equip several cards at once" shape):
-- target 1 face-up monster you control; equip up to 2 Equip Spells from your GY to it.
local s, id = GetID()

local function equip_spell_for(target)
  return function(c) return c:IsType(TYPE_EQUIP) and c:CheckEquipTarget(target) end
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP + CATEGORY_LEAVE_GRAVE)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

local function holder(c, tp)
  return c:IsFaceup() and Duel.IsExistingMatchingCard(equip_spell_for(c), tp, LOCATION_GRAVE, 0, 1, nil)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and holder(chkc, tp) end
  -- this card itself takes a zone until it resolves: one more must be free
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(holder, tp, LOCATION_MZONE, 0, 1, nil, tp)
  end
  Duel.SelectTarget(tp, holder, tp, LOCATION_MZONE, 0, 1, 1, nil, tp)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, nil, 1, tp, LOCATION_GRAVE)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  local zones = Duel.GetLocationCount(tp, LOCATION_SZONE)
  if not (monster:IsRelateToEffect(e) and monster:IsFaceup()) or zones <= 0 then return end
  local chosen = Duel.SelectMatchingCard(tp, equip_spell_for(monster), tp, LOCATION_GRAVE, 0, 1,
                                         math.min(2, zones), nil)
  for card in aux.Next(chosen) do
    Duel.Equip(tp, card, monster, true, true)
  end
  Duel.EquipComplete()
end
