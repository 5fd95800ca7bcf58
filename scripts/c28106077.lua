-- Cestus of Dagla (ygo-harness's own script), Equip Spell:
-- equip only to a Fairy monster. It gains 500 ATK. If the equipped monster inflicts battle damage
-- to your opponent: gain that much LP (a mandatory EVENT_BATTLE_DAMAGE trigger of this card).
local s, id = GetID()

local function fairy(c)
  return c:IsFaceup() and c:IsRace(RACE_FAIRY)
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

  local heal = Effect.CreateEffect(c)
  heal:SetDescription(aux.Stringid(id, 0))
  heal:SetCategory(CATEGORY_RECOVER)
  heal:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  heal:SetCode(EVENT_BATTLE_DAMAGE)
  heal:SetRange(LOCATION_SZONE)
  heal:SetCondition(s.heal_condition)
  heal:SetTarget(s.heal_target)
  heal:SetOperation(s.heal_operation)
  c:RegisterEffect(heal)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(function(e, monster) return monster:IsRace(RACE_FAIRY) end)
  c:RegisterEffect(limit)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(500)
  c:RegisterEffect(boost)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and fairy(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(fairy, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, fairy, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if c:IsRelateToEffect(e) and monster:IsRelateToEffect(e) and monster:IsFaceup() then
    Duel.Equip(tp, c, monster)
  end
end

-- the battle damage was inflicted by the equipped monster (eg) to this card's controller's opponent
function s.heal_condition(e, tp, eg, ep, ev, re, r, rp)
  local monster = e:GetHandler():GetEquipTarget()
  return monster ~= nil and eg:IsContains(monster) and ep ~= tp
end

function s.heal_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(ev)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, ev)
end

function s.heal_operation(e, tp, eg, ep, ev, re, r, rp)
  local player, amount = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Recover(player, amount, REASON_EFFECT)
end
