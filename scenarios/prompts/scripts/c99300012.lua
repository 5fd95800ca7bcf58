-- Grave Picker (ygo-harness's own script), Spell: banish 1 or 2 monsters from your GY, picked
-- one at a time (the way the aux selection helpers do it); gain 500 LP for each.
local s, id = GetID()

local function monster(c) return c:IsType(TYPE_MONSTER) and c:IsAbleToRemove() end

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_REMOVE + CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(monster, tp, LOCATION_GRAVE, 0, 1, nil) end
  Duel.SetOperationInfo(0, CATEGORY_REMOVE, nil, 1, tp, LOCATION_GRAVE)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 500)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local g = Duel.GetMatchingGroup(monster, tp, LOCATION_GRAVE, 0, nil)
  local picked = Group.CreateGroup()
  while #picked < 2 do
    local finish = #picked >= 1
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_REMOVE)
    local tc = (g - picked):SelectUnselect(picked, tp, finish, false, 1, 2)
    if not tc then break end
    if picked:IsContains(tc) then
      picked:RemoveCard(tc)
    else
      picked:AddCard(tc)
    end
  end
  if #picked > 0 then
    local n = Duel.Remove(picked, POS_FACEUP, REASON_EFFECT)
    Duel.Recover(tp, n * 500, REASON_EFFECT)
  end
end
