-- Icarus Attack (ygo-harness's own script), Normal Trap:
-- Tribute 1 Winged Beast monster, then target 2 cards on the field; destroy them.
-- (Simplified: the cost does not check that 2 targets remain once the Tribute is chosen.)
local s, id = GetID()

local function winged_beast(c)
  return c:IsRace(RACE_WINDBEAST)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetHintTiming(0, TIMINGS_CHECK_MONSTER + TIMING_END_PHASE)
  activate:SetCost(s.cost)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.CheckReleaseGroup(tp, winged_beast, 1, nil) end
  Duel.Release(Duel.SelectReleaseGroup(tp, winged_beast, 1, 1, nil), REASON_COST)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local c = e:GetHandler()
  if chkc then return chkc:IsOnField() and chkc ~= c end
  if chk == 0 then return Duel.IsExistingTarget(nil, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 2, c) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_DESTROY)
  local chosen = Duel.SelectTarget(tp, nil, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 2, 2, c)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, chosen, 2, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local targets = Duel.GetTargetsRelateToChain()
  if #targets > 0 then
    Duel.Destroy(targets, REASON_EFFECT)
  end
end
