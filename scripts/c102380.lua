-- Lava Golem (ygo-harness's own script), Effect Monster (Special Summon only):
-- cannot be Normal Summoned/Set; must first be Special Summoned (from your hand) to your
-- opponent's field by Tributing 2 monsters they control. You cannot Normal Summon/Set the turn
-- you Special Summon this card. Once per turn, during your Standby Phase: take 1000 damage.
local s, id = GetID()

local function releasable_by_rule(c)
  return c:IsReleasable(REASON_SPSUMMON)
end

local function leaves_a_zone(g, tp)
  return Duel.GetMZoneCount(1 - tp, g, tp) > 0
end

function s.initial_effect(c)
  c:EnableReviveLimit()

  local procedure = Effect.CreateEffect(c)
  procedure:SetType(EFFECT_TYPE_FIELD)
  procedure:SetCode(EFFECT_SPSUMMON_PROC)
  procedure:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE + EFFECT_FLAG_SPSUM_PARAM)
  procedure:SetRange(LOCATION_HAND)
  procedure:SetTargetRange(POS_FACEUP, 1)          -- to the opponent's field
  procedure:SetCondition(s.procedure_condition)
  procedure:SetTarget(s.procedure_target)
  procedure:SetOperation(s.procedure_operation)
  c:RegisterEffect(procedure)

  local burn = Effect.CreateEffect(c)
  burn:SetCategory(CATEGORY_DAMAGE)
  burn:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  burn:SetCode(EVENT_PHASE + PHASE_STANDBY)
  burn:SetRange(LOCATION_MZONE)
  burn:SetCountLimit(1)
  burn:SetCondition(function(e, tp) return Duel.GetTurnPlayer() == tp end)
  burn:SetTarget(s.burn_target)
  burn:SetOperation(s.burn_operation)
  c:RegisterEffect(burn)

  -- the summon's condition and what it costs: no Normal Summon/Set this turn, before or after
  local cost = Effect.CreateEffect(c)
  cost:SetType(EFFECT_TYPE_SINGLE)
  cost:SetCode(EFFECT_SPSUMMON_COST)
  cost:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  cost:SetCost(s.summon_cost_condition)
  cost:SetOperation(s.summon_cost)
  c:RegisterEffect(cost)
end

function s.procedure_condition(e, c)
  if c == nil then return true end
  local tp = c:GetControler()
  local tributes = Duel.GetMatchingGroup(releasable_by_rule, tp, 0, LOCATION_MZONE, nil)
  return tributes:CheckSubGroup(leaves_a_zone, 2, 2, tp)
end

function s.procedure_target(e, tp, eg, ep, ev, re, r, rp, chk, c)
  local tributes = Duel.GetMatchingGroup(releasable_by_rule, tp, 0, LOCATION_MZONE, nil)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_RELEASE)
  local chosen = tributes:SelectSubGroup(tp, leaves_a_zone, true, 2, 2, tp)
  if not chosen then return false end
  chosen:KeepAlive()
  e:SetLabelObject(chosen)
  return true
end

function s.procedure_operation(e, tp, eg, ep, ev, re, r, rp, c)
  local chosen = e:GetLabelObject()
  Duel.Release(chosen, REASON_SPSUMMON)
  chosen:DeleteGroup()
end

function s.burn_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(1000)
  Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, tp, 1000)
end

function s.burn_operation(e, tp)
  local player, amount = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Damage(player, amount, REASON_EFFECT)
end

function s.summon_cost_condition(e, c, tp)
  return Duel.GetActivityCount(tp, ACTIVITY_NORMALSUMMON) == 0
end

function s.summon_cost(e, tp)
  local no_summon = Effect.CreateEffect(e:GetHandler())
  no_summon:SetType(EFFECT_TYPE_FIELD)
  no_summon:SetCode(EFFECT_CANNOT_SUMMON)
  no_summon:SetProperty(EFFECT_FLAG_PLAYER_TARGET + EFFECT_FLAG_OATH)
  no_summon:SetTargetRange(1, 0)
  no_summon:SetReset(RESET_PHASE + PHASE_END)
  Duel.RegisterEffect(no_summon, tp)
  local no_set = no_summon:Clone()
  no_set:SetCode(EFFECT_CANNOT_MSET)
  Duel.RegisterEffect(no_set, tp)
end
