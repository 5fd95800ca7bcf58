-- Rod of Silence - Kay'est (ygo-harness's own script), Equip Spell: the equipped monster gains
-- 500 DEF. Spell Cards that target the equipped monster have their effects negated and are
-- destroyed (a Spell on the field that targets it is negated and destroyed; the effect of a
-- Spell activation that targets it is negated when it resolves, and the Spell destroyed).
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

  local defense = Effect.CreateEffect(c)
  defense:SetType(EFFECT_TYPE_EQUIP)
  defense:SetCode(EFFECT_UPDATE_DEFENSE)
  defense:SetValue(500)
  c:RegisterEffect(defense)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(1)
  c:RegisterEffect(limit)

  for _, code in ipairs({EFFECT_DISABLE, EFFECT_SELF_DESTROY}) do
    local silence = Effect.CreateEffect(c)
    silence:SetType(EFFECT_TYPE_FIELD)
    silence:SetCode(code)
    silence:SetRange(LOCATION_SZONE)
    silence:SetTargetRange(LOCATION_SZONE, LOCATION_SZONE)
    silence:SetTarget(s.targets_the_equipped)
    c:RegisterEffect(silence)
  end

  local negate = Effect.CreateEffect(c)
  negate:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  negate:SetCode(EVENT_CHAIN_SOLVING)
  negate:SetRange(LOCATION_SZONE)
  negate:SetOperation(s.negate)
  c:RegisterEffect(negate)
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

-- A Spell Card (not this one) on the field whose card targets include the equipped monster.
function s.targets_the_equipped(e, card)
  local rod = e:GetHandler()
  local equipped = rod:GetEquipTarget()
  return card ~= rod and equipped ~= nil and card:IsType(TYPE_SPELL) and card:GetCardTargetCount() > 0
    and card:GetCardTarget():IsContains(equipped)
end

function s.negate(e, tp, eg, ep, ev, re, r, rp)
  local equipped = e:GetHandler():GetEquipTarget()
  if not equipped or not re:IsActiveType(TYPE_SPELL) or not re:IsHasProperty(EFFECT_FLAG_CARD_TARGET) then return end
  local targets = Duel.GetChainInfo(ev, CHAININFO_TARGET_CARDS)
  if not targets or not targets:IsContains(equipped) then return end
  if Duel.NegateEffect(ev, true) and re:GetHandler():IsRelateToEffect(re) then
    Duel.Destroy(re:GetHandler(), REASON_EFFECT)
  end
end
