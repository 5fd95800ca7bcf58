-- Tailor of the Fickle (ygo-harness's own script), Quick-Play Spell:
-- target 1 Equip Spell equipped to a monster on the field, and 1 other monster that is a
-- correct target for it; equip that Equip Spell to that monster.
local s, id = GetID()

local function new_home(monster, equip)
  return monster:IsFaceup() and equip:CheckEquipTarget(monster)
end

local function movable_equip(c)
  return c:IsType(TYPE_EQUIP) and c:GetEquipTarget() ~= nil
    and Duel.IsExistingTarget(new_home, 0, LOCATION_MZONE, LOCATION_MZONE, 1, c:GetEquipTarget(), c)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetHintTiming(0, TIMING_EQUIP)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return false end        -- two targets of different kinds: never re-targeted
  if chk == 0 then return Duel.IsExistingTarget(movable_equip, tp, LOCATION_SZONE, LOCATION_SZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local equip = Duel.SelectTarget(tp, movable_equip, tp, LOCATION_SZONE, LOCATION_SZONE, 1, 1, nil):GetFirst()
  e:SetLabelObject(equip)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FACEUP)
  Duel.SelectTarget(tp, new_home, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, equip:GetEquipTarget(), equip)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, equip, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local equip = e:GetLabelObject()
  local monster = nil
  local targets = Duel.GetChainInfo(0, CHAININFO_TARGET_CARDS)
  local card = targets:GetFirst()
  while card do
    if card ~= equip then monster = card end
    card = targets:GetNext()
  end
  if equip:IsFaceup() and equip:IsRelateToEffect(e) and monster and monster:IsRelateToEffect(e) then
    Duel.Equip(tp, equip, monster)
  end
end
