-- Scapegoat (ygo-harness's own script), Quick-Play Spell: Special Summon 4 "Sheep Tokens"
-- (Beast, EARTH, Level 1, ATK 0, DEF 0) in Defense Position. They cannot be Tributed for a
-- Tribute Summon. You cannot Summon other monsters the turn you activate this card (but you can
-- Normal Set), and it cannot be activated after you Summoned a monster this turn.
local s, id = GetID()
local SHEEP = 73915052          -- the four Sheep Tokens are 73915052-73915055 (same stats)

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_SPECIAL_SUMMON + CATEGORY_TOKEN)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetHintTiming(0, TIMING_END_PHASE)
  activate:SetCost(s.cost)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetActivityCount(tp, ACTIVITY_SUMMON) == 0 and Duel.GetActivityCount(tp, ACTIVITY_FLIPSUMMON) == 0
      and Duel.GetActivityCount(tp, ACTIVITY_SPSUMMON) == 0
  end
  -- for the rest of the turn: no Summon but this card's own Tokens
  local no_special = Effect.CreateEffect(e:GetHandler())
  no_special:SetType(EFFECT_TYPE_FIELD)
  no_special:SetProperty(EFFECT_FLAG_PLAYER_TARGET + EFFECT_FLAG_OATH)
  no_special:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
  no_special:SetTargetRange(1, 0)
  no_special:SetTarget(function(limit, card, sump, sumtype, sumpos, targetp, se) return se ~= e end)
  no_special:SetReset(RESET_PHASE + PHASE_END)
  Duel.RegisterEffect(no_special, tp)
  for _, code in ipairs({EFFECT_CANNOT_SUMMON, EFFECT_CANNOT_FLIP_SUMMON}) do
    local no_summon = Effect.CreateEffect(e:GetHandler())
    no_summon:SetType(EFFECT_TYPE_FIELD)
    no_summon:SetProperty(EFFECT_FLAG_PLAYER_TARGET + EFFECT_FLAG_OATH)
    no_summon:SetCode(code)
    no_summon:SetTargetRange(1, 0)
    no_summon:SetReset(RESET_PHASE + PHASE_END)
    Duel.RegisterEffect(no_summon, tp)
  end
end

function s.can_summon_sheep(tp)
  return not Duel.IsPlayerAffectedByEffect(tp, 59822133)      -- "only 1 monster at a time"
    and Duel.GetLocationCount(tp, LOCATION_MZONE) >= 4
    and Duel.IsPlayerCanSpecialSummonMonster(tp, SHEEP, 0, TYPES_TOKEN_MONSTER, 0, 0, 1, RACE_BEAST, ATTRIBUTE_EARTH,
      POS_FACEUP_DEFENSE)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return s.can_summon_sheep(tp) end
  Duel.SetOperationInfo(0, CATEGORY_TOKEN, nil, 4, 0, 0)
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 4, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if not s.can_summon_sheep(tp) then return end
  for i = 0, 3 do
    local sheep = Duel.CreateToken(tp, SHEEP + i)
    Duel.SpecialSummonStep(sheep, 0, tp, tp, false, false, POS_FACEUP_DEFENSE)
    local no_tribute = Effect.CreateEffect(e:GetHandler())
    no_tribute:SetType(EFFECT_TYPE_SINGLE)
    no_tribute:SetCode(EFFECT_UNRELEASABLE_SUM)
    no_tribute:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
    no_tribute:SetValue(1)
    no_tribute:SetReset(RESET_EVENT + RESETS_STANDARD)
    sheep:RegisterEffect(no_tribute, true)
  end
  Duel.SpecialSummonComplete()
end
