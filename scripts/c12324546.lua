-- Legendary Ebon Steed (ygo-harness's own script), Equip Spell:
-- equip only to a "Six Samurai" monster (set 0x103d). It gains 200 ATK and DEF. If the equipped
-- monster would be destroyed (by battle or by a card effect), destroy this card instead
-- (EFFECT_DESTROY_SUBSTITUTE, value 1: any destruction).
local s, id = GetID()

local SIX_SAMURAI = 0x103d

local function six_samurai(c)
  return c:IsFaceup() and c:IsSetCard(SIX_SAMURAI)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)

  local atk = Effect.CreateEffect(c)
  atk:SetType(EFFECT_TYPE_EQUIP)
  atk:SetCode(EFFECT_UPDATE_ATTACK)
  atk:SetValue(200)
  c:RegisterEffect(atk)
  local def = Effect.CreateEffect(c)
  def:SetType(EFFECT_TYPE_EQUIP)
  def:SetCode(EFFECT_UPDATE_DEFENSE)
  def:SetValue(200)
  c:RegisterEffect(def)

  local substitute = Effect.CreateEffect(c)
  substitute:SetType(EFFECT_TYPE_EQUIP)
  substitute:SetProperty(EFFECT_FLAG_IGNORE_IMMUNE)
  substitute:SetCode(EFFECT_DESTROY_SUBSTITUTE)
  substitute:SetValue(1)
  c:RegisterEffect(substitute)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(function(e, monster) return monster:IsSetCard(SIX_SAMURAI) end)
  c:RegisterEffect(limit)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and six_samurai(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(six_samurai, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, six_samurai, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if e:GetHandler():IsRelateToEffect(e) and monster:IsRelateToEffect(e) and monster:IsFaceup() then
    Duel.Equip(tp, e:GetHandler(), monster)
  end
end
