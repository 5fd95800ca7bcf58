-- Caius the Mega Monarch (ygo-harness's own script), Effect Monster:
-- (1) if this card is Tribute Summoned: target 1 card on the field; banish it, and if you do,
-- inflict 1000 damage to your opponent. Then, if the banished card is a DARK monster card,
-- banish all cards with its name from its controller's hand, Deck, Extra Deck and GY.
-- (Not scripted: its Tribute Summon by Tributing 1 Tribute Summoned monster, and the second
-- target it may take when a DARK monster was Tributed for it.)
local s, id = GetID()

function s.initial_effect(c)
  local banish = Effect.CreateEffect(c)
  banish:SetDescription(aux.Stringid(id, 1))
  banish:SetCategory(CATEGORY_REMOVE + CATEGORY_DAMAGE)
  banish:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  banish:SetProperty(EFFECT_FLAG_CARD_TARGET)
  banish:SetCode(EVENT_SUMMON_SUCCESS)
  banish:SetCondition(function(e) return e:GetHandler():IsSummonType(SUMMON_TYPE_ADVANCE) end)
  banish:SetTarget(s.target)
  banish:SetOperation(s.operation)
  c:RegisterEffect(banish)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsOnField() and chkc:IsAbleToRemove() end
  if chk == 0 then return true end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_REMOVE)
  local chosen = Duel.SelectTarget(tp, Card.IsAbleToRemove, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 1, 1, nil)
  if #chosen > 0 then
    Duel.SetOperationInfo(0, CATEGORY_REMOVE, chosen, #chosen, 0, 0)
    Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, 1 - tp, 1000)
  end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local target = Duel.GetFirstTarget()
  if not target or not target:IsRelateToEffect(e) then return end
  if Duel.Remove(target, POS_FACEUP, REASON_EFFECT) == 0 then return end
  Duel.Damage(1 - tp, 1000, REASON_EFFECT)
  -- read once banished: a Monster Card that was an Equip Card is a monster with its attribute again
  if target:IsLocation(LOCATION_REMOVED) and target:IsType(TYPE_MONSTER) and target:IsAttribute(ATTRIBUTE_DARK) then
    local same = Duel.GetMatchingGroup(Card.IsCode, target:GetControler(),
      LOCATION_HAND + LOCATION_DECK + LOCATION_EXTRA + LOCATION_GRAVE, 0, nil, target:GetCode())
    if #same > 0 then
      Duel.BreakEffect()
      Duel.Remove(same, POS_FACEUP, REASON_EFFECT)
    end
  end
end
