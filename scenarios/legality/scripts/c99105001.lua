-- Lone Rite (Normal Spell): Draw 1 card. You can only activate 1 "Lone Rite" per turn. You cannot
-- Normal or Special Summon monsters the turn you activate this card, except ... (nothing here).
-- Red-Eyes Fusion's cost shape (seed 002, Costs Can Apply Restrictions): the chk==0 branch asks
-- the activity counts, the real branch registers oath restrictions.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCountLimit(1, id + EFFECT_COUNT_CODE_OATH)
  e1:SetCost(s.cost)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.GetActivityCount(tp, ACTIVITY_SUMMON) == 0 and Duel.GetActivityCount(tp, ACTIVITY_SPSUMMON) == 0
  end
  local e1 = Effect.CreateEffect(e:GetHandler())
  e1:SetType(EFFECT_TYPE_FIELD)
  e1:SetCode(EFFECT_CANNOT_SUMMON)
  e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET + EFFECT_FLAG_OATH)
  e1:SetTargetRange(1, 0)
  e1:SetReset(RESET_PHASE + PHASE_END)
  Duel.RegisterEffect(e1, tp)
  local e2 = e1:Clone()
  e2:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
  Duel.RegisterEffect(e2, tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 1) end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
