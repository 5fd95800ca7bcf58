-- Super Anti-Kaiju War Machine Mecha-Dogoran (ygo-harness's own script; its summon rules only, not
-- its equip effect or ATK gain). You can only control 1 "Kaiju" monster. It cannot be Normal
-- Summoned or Set; from your hand it can be Special Summoned while your opponent controls a
-- face-up "Kaiju" monster.
local s, id = GetID()
local KAIJU = 0xd3

function s.initial_effect(c)
  c:EnableReviveLimit()
  c:SetUniqueOnField(1, 0, s.is_kaiju, LOCATION_MZONE)
  local procedure = Effect.CreateEffect(c)
  procedure:SetType(EFFECT_TYPE_FIELD)
  procedure:SetCode(EFFECT_SPSUMMON_PROC)
  procedure:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  procedure:SetRange(LOCATION_HAND)
  procedure:SetCondition(s.opponent_has_a_kaiju)
  c:RegisterEffect(procedure)
end

function s.is_kaiju(c)
  return c:IsSetCard(KAIJU)
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
