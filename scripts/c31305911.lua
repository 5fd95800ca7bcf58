-- Marshmallon (ygo-harness's own script), Effect Monster:
-- cannot be destroyed by battle. If this face-down card is attacked, inflict 1000 damage to the
-- attacking player after damage calculation.
local s, id = GetID()

function s.initial_effect(c)
  local burn = Effect.CreateEffect(c)
  burn:SetDescription(aux.Stringid(id, 0))
  burn:SetCategory(CATEGORY_DAMAGE)
  burn:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  burn:SetCode(EVENT_BATTLED)
  burn:SetCondition(s.condition)
  burn:SetTarget(s.target)
  burn:SetOperation(s.operation)
  c:RegisterEffect(burn)

  local sturdy = Effect.CreateEffect(c)
  sturdy:SetType(EFFECT_TYPE_SINGLE)
  sturdy:SetCode(EFFECT_INDESTRUCTABLE_BATTLE)
  sturdy:SetValue(1)
  c:RegisterEffect(sturdy)
end

-- it was the attack target, face-down when the battle started (it is face-up by now)
function s.condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c == Duel.GetAttackTarget() and c:GetBattlePosition() & POS_FACEDOWN ~= 0 and c:IsLocation(LOCATION_MZONE)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(1 - tp)
  Duel.SetTargetParam(1000)
  Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, 1 - tp, 1000)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local player, amount = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Damage(player, amount, REASON_EFFECT)
end
