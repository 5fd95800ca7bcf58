-- Creature Swap (ygo-harness's own script), Normal Spell: each player chooses 1 monster they
-- control and switches control of those monsters; they cannot change their battle positions
-- for the rest of this turn.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_CONTROL)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

-- a monster whose control can change, with a zone for the one it is swapped with
function s.swappable(c)
  local tp = c:GetControler()
  return c:IsAbleToChangeControler() and Duel.GetMZoneCount(tp, c, tp, LOCATION_REASON_CONTROL) > 0
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsExistingMatchingCard(s.swappable, tp, LOCATION_MZONE, 0, 1, nil)
      and Duel.IsExistingMatchingCard(s.swappable, tp, 0, LOCATION_MZONE, 1, nil)
  end
  Duel.SetOperationInfo(0, CATEGORY_CONTROL, nil, 0, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if not Duel.IsExistingMatchingCard(s.swappable, tp, LOCATION_MZONE, 0, 1, nil)
      or not Duel.IsExistingMatchingCard(s.swappable, tp, 0, LOCATION_MZONE, 1, nil) then
    return
  end
  local mine = Duel.SelectMatchingCard(tp, s.swappable, tp, LOCATION_MZONE, 0, 1, 1, nil):GetFirst()
  local theirs = Duel.SelectMatchingCard(1 - tp, s.swappable, 1 - tp, LOCATION_MZONE, 0, 1, 1, nil):GetFirst()
  if Duel.SwapControl(mine, theirs, 0, 0) then
    for _, monster in ipairs({mine, theirs}) do
      local locked = Effect.CreateEffect(e:GetHandler())
      locked:SetType(EFFECT_TYPE_SINGLE)
      locked:SetCode(EFFECT_CANNOT_CHANGE_POSITION)
      locked:SetReset(RESET_PHASE + PHASE_END)
      monster:RegisterEffect(locked)
    end
  end
end
