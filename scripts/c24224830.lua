-- Called by the Grave (ygo-harness's own script), Quick-Play Spell:
-- target 1 monster in your opponent's GY; banish it, and if you do, until the end of the next
-- turn, negate the effects of monsters with that original name, and the activated monster
-- effects of cards with that name.
local s, id = GetID()

local function banishable_monster(c)
  return c:IsType(TYPE_MONSTER) and c:IsAbleToRemove()
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_REMOVE)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsControler(1 - tp) and chkc:IsLocation(LOCATION_GRAVE) and banishable_monster(chkc) end
  if chk == 0 then return Duel.IsExistingTarget(banishable_monster, tp, 0, LOCATION_GRAVE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_REMOVE)
  local chosen = Duel.SelectTarget(tp, banishable_monster, tp, 0, LOCATION_GRAVE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_REMOVE, chosen, 1, 1 - tp, LOCATION_GRAVE)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local banished = Duel.GetFirstTarget()
  if not (banished:IsRelateToEffect(e) and Duel.Remove(banished, POS_FACEUP, REASON_EFFECT) ~= 0
      and banished:IsLocation(LOCATION_REMOVED)) then return end
  local name = banished:GetOriginalCodeRule()
  local c = e:GetHandler()
  -- monsters with that name on the field have their effects negated
  local silence = Effect.CreateEffect(c)
  silence:SetType(EFFECT_TYPE_FIELD)
  silence:SetCode(EFFECT_DISABLE)
  silence:SetTargetRange(LOCATION_MZONE, LOCATION_MZONE)
  silence:SetTarget(function(se, card)
    return card:GetOriginalCodeRule() == name and card:GetOriginalType() & TYPE_EFFECT ~= 0
  end)
  silence:SetReset(RESET_PHASE + PHASE_END, 2)
  Duel.RegisterEffect(silence, tp)
  -- activated effects of that name resolve without effect, if they are monster effects
  local negate = Effect.CreateEffect(c)
  negate:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  negate:SetCode(EVENT_CHAIN_SOLVING)
  negate:SetCondition(function(ne, ntp, neg, nep, nev, nre)
    return nre:IsActiveType(TYPE_MONSTER) and nre:GetHandler():GetOriginalCodeRule() == name
  end)
  negate:SetOperation(function(ne, ntp, neg, nep, nev) Duel.NegateEffect(nev) end)
  negate:SetReset(RESET_PHASE + PHASE_END, 2)
  Duel.RegisterEffect(negate, tp)
end
