-- Dragunity Aklys (ygo-harness's own script), Tuner Effect Monster ("Dragunity", Dragon):
-- (2) if this card is sent to the GY while equipped to a monster (not because that monster
-- left the field): target 1 card on the field; destroy it.
-- (Not scripted: (1) "when Normal Summoned: Special Summon 1 Dragunity from the hand and equip
-- this card to it" - the harness's summon step cannot answer its prompts yet.)
local s, id = GetID()

function s.initial_effect(c)
  local destroy = Effect.CreateEffect(c)
  destroy:SetDescription(aux.Stringid(id, 1))
  destroy:SetCategory(CATEGORY_DESTROY)
  destroy:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  destroy:SetProperty(EFFECT_FLAG_CARD_TARGET)
  destroy:SetCode(EVENT_TO_GRAVE)
  destroy:SetCondition(function(e)
    local c = e:GetHandler()
    return c:IsPreviousLocation(LOCATION_SZONE) and c:GetPreviousEquipTarget() ~= nil
      and not c:IsReason(REASON_LOST_TARGET)
  end)
  destroy:SetTarget(s.target)
  destroy:SetOperation(s.operation)
  c:RegisterEffect(destroy)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsOnField() end
  if chk == 0 then return true end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local chosen = Duel.SelectTarget(tp, nil, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, chosen, #chosen, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local target = Duel.GetFirstTarget()
  if target and target:IsRelateToEffect(e) then
    Duel.Destroy(target, REASON_EFFECT)
  end
end
