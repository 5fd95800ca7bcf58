-- Kiseitai (ygo-harness's own script), Effect Monster:
-- when this face-down Defense Position card is attacked, equip it to the attacking monster
-- (before damage calculation; destroy it instead if that monster is face-down or there is no
-- free Spell & Trap Zone). While equipped by this effect: during each of your opponent's Standby
-- Phases, you gain LP equal to half the equipped monster's ATK.
-- The Standby Phase effect is given only by this card's own equip: equipped any other way
-- (Relinquished, say) it has none (seed 004 R72).
local s, id = GetID()

function s.initial_effect(c)
  local attach = Effect.CreateEffect(c)
  attach:SetDescription(aux.Stringid(id, 0))
  attach:SetCategory(CATEGORY_EQUIP)
  attach:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  attach:SetCode(EVENT_BATTLE_CONFIRM)
  attach:SetCondition(s.attach_condition)
  attach:SetOperation(s.attach_operation)
  c:RegisterEffect(attach)
end

-- it is the attack target and was face-down in Defense Position when the battle started
function s.attach_condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return Duel.GetAttackTarget() == c and c:GetBattlePosition() == POS_FACEDOWN_DEFENSE
end

function s.attach_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local attacker = Duel.GetAttacker()
  if not (attacker:IsRelateToBattle() and c:IsRelateToBattle()) then return end
  if attacker:IsFacedown() or Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 then
    Duel.Destroy(c, REASON_EFFECT)
    return
  end
  Duel.Equip(tp, c, attacker)

  -- it may be equipped only to that monster
  local limit = Effect.CreateEffect(attacker)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetValue(function(le, monster) return monster == le:GetOwner() end)
  c:RegisterEffect(limit)

  -- the LP gain exists only from this equip on, until the card leaves its place
  local drain = Effect.CreateEffect(c)
  drain:SetDescription(aux.Stringid(id, 1))
  drain:SetCategory(CATEGORY_RECOVER)
  drain:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  drain:SetCode(EVENT_PHASE + PHASE_STANDBY)
  drain:SetRange(LOCATION_SZONE)
  drain:SetCountLimit(1)
  drain:SetReset(RESET_EVENT + RESETS_STANDARD)
  drain:SetCondition(function(de, dtp) return Duel.GetTurnPlayer() ~= dtp end)
  drain:SetTarget(s.drain_target)
  drain:SetOperation(s.drain_operation)
  c:RegisterEffect(drain)
end

local function half_atk(monster)
  return math.ceil(monster:GetAttack() / 2)
end

function s.drain_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local monster = e:GetHandler():GetEquipTarget()
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, half_atk(monster))
end

-- the amount is the equipped monster's ATK when it resolves
function s.drain_operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not c:IsRelateToEffect(e) then return end
  local monster = c:GetEquipTarget()
  if monster then
    Duel.Recover(tp, half_atk(monster), REASON_EFFECT)
  end
end
