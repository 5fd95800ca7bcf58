-- Possessed Dark Soul (ygo-harness's own script), Level 3 DARK Fiend:
-- Tribute this card: take control of every face-up Level 3 or lower monster your opponent
-- controls (only when you have a free zone for each of them).
local s, id = GetID()

function s.initial_effect(c)
  local take = Effect.CreateEffect(c)
  take:SetDescription(aux.Stringid(id, 0))
  take:SetCategory(CATEGORY_CONTROL)
  take:SetType(EFFECT_TYPE_IGNITION)
  take:SetRange(LOCATION_MZONE)
  take:SetCost(s.tribute_self)
  take:SetTarget(s.target)
  take:SetOperation(s.operation)
  c:RegisterEffect(take)
end

function s.takeable(c)
  return c:IsFaceup() and c:IsLevelBelow(3) and c:IsControlerCanBeChanged(true)
end

function s.tribute_self(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then return c:IsReleasable() end
  Duel.Release(c, REASON_COST)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  local monsters = Duel.GetMatchingGroup(s.takeable, tp, 0, LOCATION_MZONE, nil)
  if chk == 0 then
    return #monsters > 0 and Duel.GetMZoneCount(tp, e:GetHandler()) >= #monsters
  end
  Duel.SetOperationInfo(0, CATEGORY_CONTROL, monsters, #monsters, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.GetControl(Duel.GetMatchingGroup(s.takeable, tp, 0, LOCATION_MZONE, nil), tp)
end
