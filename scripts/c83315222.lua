-- Battlin' Boxer Promoter (ygo-harness's own script)
-- If your opponent controls a monster: you can Special Summon this card from your hand. You
-- cannot Special Summon monsters the turn you activate this, except "Battlin' Boxer" monsters.
-- (Not scripted: its Monster Zone and GY effects.)
local s, id = GetID()

local function battlin_boxer(c)
  return c:IsSetCard(0x1084) and c:IsFaceup()
end

function s.initial_effect(c)
  local summon = Effect.CreateEffect(c)
  summon:SetDescription(aux.Stringid(id, 0))
  summon:SetCategory(CATEGORY_SPECIAL_SUMMON)
  summon:SetType(EFFECT_TYPE_IGNITION)
  summon:SetRange(LOCATION_HAND)
  summon:SetCountLimit(1, id)
  summon:SetCondition(function(e, tp) return Duel.GetFieldGroupCount(tp, 0, LOCATION_MZONE) > 0 end)
  summon:SetCost(s.cost)
  summon:SetTarget(s.target)
  summon:SetOperation(s.operation)
  c:RegisterEffect(summon)
  Duel.AddCustomActivityCounter(id, ACTIVITY_SPSUMMON, battlin_boxer)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.GetCustomActivityCount(id, tp, ACTIVITY_SPSUMMON) == 0 end
  local lock = Effect.CreateEffect(e:GetHandler())
  lock:SetType(EFFECT_TYPE_FIELD)
  lock:SetProperty(EFFECT_FLAG_PLAYER_TARGET + EFFECT_FLAG_OATH)
  lock:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
  lock:SetReset(RESET_PHASE + PHASE_END)
  lock:SetTargetRange(1, 0)
  lock:SetTarget(function(le, c) return not c:IsSetCard(0x1084) end)
  Duel.RegisterEffect(lock, tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, c, 1, 0, 0)
end

function s.operation(e, tp)
  local c = e:GetHandler()
  if c:IsRelateToChain() then
    Duel.SpecialSummon(c, 0, tp, tp, false, false, POS_FACEUP)
  end
end
