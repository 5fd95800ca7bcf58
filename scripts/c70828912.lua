-- Premature Burial (ygo-harness's own script), Equip Spell:
-- pay 800 LP, target 1 monster in your GY; Special Summon it in Attack Position and equip it
-- with this card. When this card is destroyed, destroy the equipped monster.
local s, id = GetID()

local function revivable(c, e, tp)
  return c:IsCanBeSpecialSummoned(e, 0, tp, false, false, POS_FACEUP_ATTACK)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_SPECIAL_SUMMON + CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)     -- it targets a card in the GY: no continuous target
  activate:SetCost(s.cost)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)

  -- leaving the field: if it was destroyed, destroy the monster it still targets
  local leave = Effect.CreateEffect(c)
  leave:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
  leave:SetCode(EVENT_LEAVE_FIELD)
  leave:SetOperation(s.leave_operation)
  c:RegisterEffect(leave)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.CheckLPCost(tp, 800) end
  Duel.PayLPCost(tp, 800)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and revivable(chkc, e, tp) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
      and Duel.IsExistingTarget(revivable, tp, LOCATION_GRAVE, 0, 1, nil, e, tp)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local chosen = Duel.SelectTarget(tp, revivable, tp, LOCATION_GRAVE, 0, 1, 1, nil, e, tp)
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, chosen, 1, 0, 0)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if not (c:IsRelateToEffect(e) and monster:IsRelateToEffect(e)) then return end
  if Duel.SpecialSummon(monster, 0, tp, tp, false, false, POS_FACEUP_ATTACK) == 0 then return end
  Duel.Equip(tp, c, monster)
  -- its only correct target is the monster it summoned
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetLabelObject(monster)
  limit:SetValue(function(le, candidate) return le:GetLabelObject() == candidate end)
  c:RegisterEffect(limit)
end

function s.leave_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = c:GetFirstCardTarget()
  if c:IsReason(REASON_DESTROY) and monster and monster:IsLocation(LOCATION_MZONE) then
    Duel.Destroy(monster, REASON_EFFECT)
  end
end
