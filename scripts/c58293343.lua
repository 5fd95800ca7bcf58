-- Tyrant Burst Dragon (ygo-harness's own script), Fusion Monster: it cannot be Special Summoned
-- (but by the card that names it). It can attack all monsters your opponent controls once each.
-- You can target 1 other face-up monster you control; equip this card to it: that monster gains
-- 400 ATK/DEF and can make a second and third attack. If that monster is no longer a face-up
-- monster you control when this resolves, this card is sent to the GY.
local s, id = GetID()

function s.initial_effect(c)
  c:EnableReviveLimit()

  local only_by_effect = Effect.CreateEffect(c)
  only_by_effect:SetType(EFFECT_TYPE_SINGLE)
  only_by_effect:SetCode(EFFECT_SPSUMMON_CONDITION)
  only_by_effect:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  c:RegisterEffect(only_by_effect)

  local attack_all = Effect.CreateEffect(c)
  attack_all:SetType(EFFECT_TYPE_SINGLE)
  attack_all:SetCode(EFFECT_ATTACK_ALL)
  attack_all:SetValue(1)
  c:RegisterEffect(attack_all)

  local equip = Effect.CreateEffect(c)
  equip:SetCategory(CATEGORY_EQUIP)
  equip:SetType(EFFECT_TYPE_IGNITION)
  equip:SetProperty(EFFECT_FLAG_CARD_TARGET)
  equip:SetRange(LOCATION_MZONE)
  equip:SetTarget(s.target)
  equip:SetOperation(s.operation)
  c:RegisterEffect(equip)
end
s.material_trap = 57470761

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and chkc:IsFaceup() and chkc ~= c end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0 and Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, 0, 1, c)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, 0, 1, 1, c)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not c:IsRelateToEffect(e) or c:IsLocation(LOCATION_SZONE) or c:IsFacedown() then return end
  local monster = Duel.GetFirstTarget()
  -- "equip to that monster you control": not possible any more, so this card goes to the GY
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 or not monster:IsRelateToEffect(e) or monster:IsControler(1 - tp)
      or monster:IsFacedown() then
    Duel.SendtoGrave(c, REASON_EFFECT)
    return
  end
  Duel.Equip(tp, c, monster)
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetLabelObject(monster)
  limit:SetValue(function(le, candidate) return candidate == le:GetLabelObject() end)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  c:RegisterEffect(limit)
  for _, grant_of in ipairs({{EFFECT_UPDATE_ATTACK, 400}, {EFFECT_UPDATE_DEFENSE, 400}, {EFFECT_EXTRA_ATTACK, 2}}) do
    local code, value = grant_of[1], grant_of[2]
    local grant = Effect.CreateEffect(c)
    grant:SetType(EFFECT_TYPE_EQUIP)
    grant:SetCode(code)
    grant:SetValue(value)
    grant:SetReset(RESET_EVENT + RESETS_STANDARD)
    c:RegisterEffect(grant)
  end
end
