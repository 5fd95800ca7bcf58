-- Gameciel, the Sea Turtle Kaiju (ygo-harness's own script; its summon rules only, not its
-- negation effect). You can only control 1 "Kaiju" monster. From your hand it can be Special
-- Summoned to your opponent's field in Attack Position by Tributing 1 monster they control, or,
-- if they control a "Kaiju" monster, to your own field in Attack Position.
local s, id = GetID()
local KAIJU = 0xd3

function s.initial_effect(c)
  c:SetUniqueOnField(1, 0, s.is_kaiju, LOCATION_MZONE)
  local to_opponent = Effect.CreateEffect(c)
  to_opponent:SetType(EFFECT_TYPE_FIELD)
  to_opponent:SetCode(EFFECT_SPSUMMON_PROC)
  to_opponent:SetRange(LOCATION_HAND)
  to_opponent:SetProperty(EFFECT_FLAG_UNCOPYABLE + EFFECT_FLAG_SPSUM_PARAM)
  to_opponent:SetTargetRange(POS_FACEUP_ATTACK, 1)
  to_opponent:SetCondition(s.opponent_has_a_tribute)
  to_opponent:SetTarget(s.pick_tribute)
  to_opponent:SetOperation(s.tribute)
  c:RegisterEffect(to_opponent)
  local to_self = Effect.CreateEffect(c)
  to_self:SetType(EFFECT_TYPE_FIELD)
  to_self:SetCode(EFFECT_SPSUMMON_PROC)
  to_self:SetRange(LOCATION_HAND)
  to_self:SetProperty(EFFECT_FLAG_UNCOPYABLE + EFFECT_FLAG_SPSUM_PARAM)
  to_self:SetTargetRange(POS_FACEUP_ATTACK, 0)
  to_self:SetCondition(s.opponent_has_a_kaiju)
  c:RegisterEffect(to_self)
end

function s.is_kaiju(c)
  return c:IsSetCard(KAIJU)
end

-- a monster of the opponent that can be Tributed and leaves them a zone for this card
function s.tribute_candidate(c, tp)
  return c:IsReleasable(REASON_SPSUMMON) and Duel.GetMZoneCount(1 - tp, c, tp) > 0
end

function s.opponent_has_a_tribute(e, c)
  if c == nil then return true end
  local tp = c:GetControler()
  return Duel.IsExistingMatchingCard(s.tribute_candidate, tp, 0, LOCATION_MZONE, 1, nil, tp)
end

function s.pick_tribute(e, tp, eg, ep, ev, re, r, rp, chk, c)
  local candidates = Duel.GetMatchingGroup(s.tribute_candidate, tp, 0, LOCATION_MZONE, nil, tp)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_RELEASE)
  local picked = candidates:SelectUnselect(nil, tp, false, true, 1, 1)
  if not picked then return false end
  e:SetLabelObject(picked)
  return true
end

function s.tribute(e, tp, eg, ep, ev, re, r, rp, c)
  Duel.Release(e:GetLabelObject(), REASON_SPSUMMON)
end

function s.face_up_kaiju(c)
  return c:IsFaceup() and c:IsSetCard(KAIJU)
end

function s.opponent_has_a_kaiju(e, c)
  if c == nil then return true end
  local tp = c:GetControler()
  return Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
    and Duel.IsExistingMatchingCard(s.face_up_kaiju, tp, 0, LOCATION_MZONE, 1, nil)
end
