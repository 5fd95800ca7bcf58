-- Wicked-Breaking Flamberge - Baou (ygo-harness's own script), Equip Spell:
-- discard 1 card to activate this card, targeting a face-up monster. The equipped monster gains
-- 500 ATK. Negate the effects of an opponent's Effect Monster destroyed by battle with the equipped
-- monster.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  activate:SetCost(s.cost)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(500)
  c:RegisterEffect(boost)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(1)
  c:RegisterEffect(limit)

  -- after damage calculation, the battle-destroyed opponent's monster is negated (before its
  -- battle-destroyed effects could activate)
  local negate = Effect.CreateEffect(c)
  negate:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  negate:SetCode(EVENT_BATTLED)
  negate:SetRange(LOCATION_SZONE)
  negate:SetOperation(s.negate)
  c:RegisterEffect(negate)
end

-- the discard is a cost with REASON_COST only, as in the real script
function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsExistingMatchingCard(Card.IsAbleToGraveAsCost, tp, LOCATION_HAND, 0, 1, e:GetHandler())
  end
  Duel.DiscardHand(tp, Card.IsAbleToGraveAsCost, 1, 1, REASON_COST)
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

function s.negate(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local equipped = c:GetEquipTarget()
  if not equipped:IsRelateToBattle() then return end
  local loser = equipped:GetBattleTarget()
  if loser and loser:IsControler(1 - tp) and loser:IsType(TYPE_EFFECT) and loser:IsStatus(STATUS_BATTLE_DESTROYED) then
    -- lasts while it is sent to the GY; lifted if it goes anywhere else
    local reset = RESET_EVENT + RESET_TOFIELD + RESET_TODECK + RESET_TOHAND + RESET_TEMP_REMOVE + RESET_REMOVE + RESET_TURN_SET
    for _, code in ipairs({EFFECT_DISABLE, EFFECT_DISABLE_EFFECT}) do
      local negation = Effect.CreateEffect(c)
      negation:SetType(EFFECT_TYPE_SINGLE)
      negation:SetCode(code)
      negation:SetReset(reset)
      loser:RegisterEffect(negation)
    end
  end
end
