-- Release Restraint Wave (ygo-harness's own script), Normal Spell:
-- target 1 face-up Equip Spell you control; destroy it, and if you do, destroy all Spells and
-- Traps your opponent controls that are Set (face-down).
local s, id = GetID()

-- a face-up Equip Spell (an Equip Trap only if it was a monster that became an equip)
local function faceup_equip_spell(c)
  return c:IsFaceup() and c:IsType(TYPE_EQUIP)
    and (not c:IsType(TYPE_TRAP) or c:IsPreviousLocation(LOCATION_MZONE))
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_SZONE) and chkc:IsControler(tp) and faceup_equip_spell(chkc) end
  if chk == 0 then
    return Duel.IsExistingTarget(faceup_equip_spell, tp, LOCATION_SZONE, 0, 1, nil)
      and Duel.IsExistingMatchingCard(Card.IsFacedown, tp, 0, LOCATION_SZONE, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local chosen = Duel.SelectTarget(tp, faceup_equip_spell, tp, LOCATION_SZONE, 0, 1, 1, nil)
  local all = Duel.GetMatchingGroup(Card.IsFacedown, tp, 0, LOCATION_SZONE, nil)
  all:Merge(chosen)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, all, #all, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local equip = Duel.GetFirstTarget()
  if equip and equip:IsRelateToEffect(e) then
    local all = Duel.GetMatchingGroup(Card.IsFacedown, tp, 0, LOCATION_SZONE, nil)
    all:AddCard(equip)
    Duel.Destroy(all, REASON_EFFECT)
  end
end
