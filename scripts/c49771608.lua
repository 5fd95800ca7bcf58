-- Absorbing Kid from the Sky (ygo-harness's own script), Effect Monster:
-- when this card destroys a monster by battle and sends it to the GY: gain LP equal to the Level
-- of that monster x 300 (a mandatory EVENT_BATTLE_DESTROYING trigger).
local s, id = GetID()

function s.initial_effect(c)
  local absorb = Effect.CreateEffect(c)
  absorb:SetDescription(aux.Stringid(id, 0))
  absorb:SetCategory(CATEGORY_RECOVER)
  absorb:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  absorb:SetCode(EVENT_BATTLE_DESTROYING)
  absorb:SetCondition(s.condition)
  absorb:SetTarget(s.target)
  absorb:SetOperation(s.operation)
  c:RegisterEffect(absorb)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local victim = c:GetBattleTarget()
  return c:IsRelateToBattle() and victim:IsLocation(LOCATION_GRAVE) and victim:IsType(TYPE_MONSTER)
end

-- the amount is fixed when the effect is activated
function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local amount = e:GetHandler():GetBattleTarget():GetLevel() * 300
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(amount)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, amount)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local player, amount = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Recover(player, amount, REASON_EFFECT)
end
