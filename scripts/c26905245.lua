-- Metal Reflect Slime (ygo-harness's own script), Continuous Trap: Special Summon this card in
-- Defense Position as an Effect Monster (Aqua, WATER, Level 10, ATK 0, DEF 3000), also still a
-- Trap. It cannot attack (while it is summoned this way).
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_SPECIAL_SUMMON)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetHintTiming(0, TIMING_END_PHASE)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)

  local no_attack = Effect.CreateEffect(c)
  no_attack:SetType(EFFECT_TYPE_SINGLE)
  no_attack:SetCode(EFFECT_CANNOT_ATTACK)
  no_attack:SetCondition(function(e) return e:GetHandler():GetSummonType() == SUMMON_TYPE_SPECIAL + SUMMON_VALUE_SELF end)
  c:RegisterEffect(no_attack)
end

function s.can_become_monster(tp)
  return Duel.IsPlayerCanSpecialSummonMonster(tp, id, 0, TYPES_EFFECT_TRAP_MONSTER, 0, 3000, 10, RACE_AQUA, ATTRIBUTE_WATER)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return e:IsCostChecked() and Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 and s.can_become_monster(tp)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not (c:IsRelateToEffect(e) and s.can_become_monster(tp)) then return end
  c:AddMonsterAttribute(TYPE_EFFECT + TYPE_TRAP)
  Duel.SpecialSummon(c, SUMMON_VALUE_SELF, tp, tp, true, false, POS_FACEUP_DEFENSE)
end
