-- Fortune Lady Earth (ygo-harness's own script): its ATK and DEF are its Level x 400; once per
-- turn, during your Standby Phase, its Level rises by 1 (up to 12); when its Level is raised by
-- a card effect, it inflicts 400 damage to the opponent.
local s, id = GetID()

function s.initial_effect(c)
  local atk = Effect.CreateEffect(c)
  atk:SetType(EFFECT_TYPE_SINGLE)
  atk:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  atk:SetRange(LOCATION_MZONE)
  atk:SetCode(EFFECT_SET_ATTACK)
  atk:SetValue(s.stat)
  c:RegisterEffect(atk)
  local def = atk:Clone()
  def:SetCode(EFFECT_SET_DEFENSE)
  c:RegisterEffect(def)

  local rise = Effect.CreateEffect(c)
  rise:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  rise:SetRange(LOCATION_MZONE)
  rise:SetCode(EVENT_PHASE + PHASE_STANDBY)
  rise:SetCountLimit(1)
  rise:SetCondition(function(e, tp) return Duel.GetTurnPlayer() == tp end)
  rise:SetOperation(s.rise)
  c:RegisterEffect(rise)

  local burn = Effect.CreateEffect(c)
  burn:SetCategory(CATEGORY_DAMAGE)
  burn:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  burn:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  burn:SetCode(EVENT_LEVEL_UP)
  burn:SetTarget(s.burn_target)
  burn:SetOperation(s.burn)
  c:RegisterEffect(burn)
end

function s.stat(e, c)
  return c:GetLevel() * 400
end

function s.rise(e, tp)
  local c = e:GetHandler()
  if c:IsFacedown() or not c:IsRelateToEffect(e) or c:IsLevelAbove(12) then return end
  local up = Effect.CreateEffect(c)
  up:SetType(EFFECT_TYPE_SINGLE)
  up:SetCode(EFFECT_UPDATE_LEVEL)
  up:SetValue(1)
  up:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_DISABLE)
  c:RegisterEffect(up)      -- raises EVENT_LEVEL_UP (card::add_effect)
end

function s.burn_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(1 - tp)
  Duel.SetTargetParam(400)
  Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, 1 - tp, 400)
end

function s.burn(e)
  local p, d = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Damage(p, d, REASON_EFFECT)
end
