-- Collected Power (ygo-harness's own script), Normal Spell:
-- target 1 face-up monster on the field; equip all Equip Cards on the field to it; destroy the
-- ones it is not a correct target for.
local s, id = GetID()

local function faceup_equip(c)
  return c:IsFaceup() and c:IsType(TYPE_EQUIP)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP + CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end
  if chk == 0 then
    return Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil)
      and Duel.IsExistingMatchingCard(faceup_equip, tp, LOCATION_SZONE, LOCATION_SZONE, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  local wrong = Group.CreateGroup()
  local equips = Duel.GetMatchingGroup(faceup_equip, tp, LOCATION_SZONE, LOCATION_SZONE, nil)
  local equip = equips:GetFirst()
  while equip do
    if monster:IsFaceup() and monster:IsRelateToEffect(e) and equip:CheckEquipTarget(monster) then
      Duel.Equip(tp, equip, monster, false, true)
    else
      wrong:AddCard(equip)
    end
    equip = equips:GetNext()
  end
  Duel.EquipComplete()
  Duel.Destroy(wrong, REASON_EFFECT)
end
