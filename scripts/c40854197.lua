-- Elemental HERO Absolute Zero (ygo-harness's own script), Fusion Effect Monster:
-- must be Fusion Summoned. Gains 500 ATK for each other face-up WATER monster on the field.
-- If this card leaves the field: destroy all monsters your opponent controls.
-- (The Fusion Materials are not scripted: the harness has no Fusion Summon yet.)
local s, id = GetID()

local function other_water(c)
  return c:IsFaceup() and c:IsAttribute(ATTRIBUTE_WATER) and not c:IsCode(id)
end

function s.initial_effect(c)
  local only_fusion = Effect.CreateEffect(c)
  only_fusion:SetType(EFFECT_TYPE_SINGLE)
  only_fusion:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  only_fusion:SetCode(EFFECT_SPSUMMON_CONDITION)
  only_fusion:SetValue(function(e, se, sp, st) return st & SUMMON_TYPE_FUSION == SUMMON_TYPE_FUSION end)
  c:RegisterEffect(only_fusion)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_SINGLE)
  boost:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  boost:SetRange(LOCATION_MZONE)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(function() return Duel.GetMatchingGroupCount(other_water, 0, LOCATION_MZONE, LOCATION_MZONE, nil) * 500 end)
  c:RegisterEffect(boost)

  -- it left the field face-up (as a monster or as an Equip Card)
  local wipe = Effect.CreateEffect(c)
  wipe:SetDescription(aux.Stringid(id, 0))
  wipe:SetCategory(CATEGORY_DESTROY)
  wipe:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  wipe:SetCode(EVENT_LEAVE_FIELD)
  wipe:SetCondition(function(e)
    local c = e:GetHandler()
    return c:IsPreviousPosition(POS_FACEUP) and c:IsPreviousLocation(LOCATION_ONFIELD)
  end)
  wipe:SetTarget(s.wipe_target)
  wipe:SetOperation(s.wipe_operation)
  c:RegisterEffect(wipe)
end

function s.wipe_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local monsters = Duel.GetMatchingGroup(nil, tp, 0, LOCATION_MZONE, nil)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, monsters, #monsters, 0, 0)
end

function s.wipe_operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Destroy(Duel.GetMatchingGroup(nil, tp, 0, LOCATION_MZONE, nil), REASON_EFFECT)
end
