-- Twin Swords of Flashing Light - Tryce (ygo-harness's own script), Equip Spell:
-- discard 1 card to activate this card, targeting a face-up monster. The equipped monster loses
-- 500 ATK, and can make a second attack during each Battle Phase.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  activate:SetCost(s.cost)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)

  local weaken = Effect.CreateEffect(c)
  weaken:SetType(EFFECT_TYPE_EQUIP)
  weaken:SetCode(EFFECT_UPDATE_ATTACK)
  weaken:SetValue(-500)
  c:RegisterEffect(weaken)

  local twice = Effect.CreateEffect(c)
  twice:SetType(EFFECT_TYPE_EQUIP)
  twice:SetCode(EFFECT_EXTRA_ATTACK)
  twice:SetValue(1)
  c:RegisterEffect(twice)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(1)
  c:RegisterEffect(limit)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsExistingMatchingCard(Card.IsAbleToGraveAsCost, tp, LOCATION_HAND, 0, 1, e:GetHandler())
  end
  Duel.DiscardHand(tp, Card.IsAbleToGraveAsCost, 1, 1, REASON_COST)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end
  if chk == 0 then return Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if c:IsRelateToEffect(e) and monster:IsRelateToEffect(e) and monster:IsFaceup() then
    Duel.Equip(tp, c, monster)
  end
end
