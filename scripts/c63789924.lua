-- Smoke Grenade of the Thief (ygo-harness's own script), Equip Spell: equip to a face-up monster.
-- When this card, while equipped to a monster, is destroyed by a card effect and leaves the field:
-- look at your opponent's hand and discard 1 card from it.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(1)
  c:RegisterEffect(limit)

  local peek = Effect.CreateEffect(c)
  peek:SetDescription(aux.Stringid(id, 0))
  peek:SetCategory(CATEGORY_HANDES_OPPO)
  peek:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  peek:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  peek:SetCode(EVENT_LEAVE_FIELD)
  peek:SetCondition(function(e, tp, eg, ep, ev, re, r)
    return r & (REASON_DESTROY + REASON_EFFECT) == REASON_DESTROY + REASON_EFFECT and e:GetHandler():GetEquipTarget() ~= nil
  end)
  peek:SetTarget(s.peek_target)
  peek:SetOperation(s.peek_operation)
  c:RegisterEffect(peek)
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

function s.peek_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(tp)
  Duel.SetOperationInfo(0, CATEGORY_HANDES_OPPO, nil, 0, 1 - tp, 1)
end

function s.peek_operation(e, tp, eg, ep, ev, re, r, rp)
  local p = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER)
  local hand = Duel.GetFieldGroup(p, 0, LOCATION_HAND)
  if #hand == 0 then return end
  Duel.ConfirmCards(p, hand)
  Duel.Hint(HINT_SELECTMSG, p, HINTMSG_DISCARD)
  Duel.SendtoGrave(hand:Select(p, 1, 1, nil), REASON_EFFECT + REASON_DISCARD)
  Duel.ShuffleHand(1 - p)
end
