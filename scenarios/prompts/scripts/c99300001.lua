-- Counting Oracle (ygo-harness's own script), Spell: declare 1, 2 or 3, then declare a Level
-- from 1 to 8 other than 4; gain 100 LP times the number plus 1000 LP times the Level.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local number, index = Duel.AnnounceNumber(tp, 1, 2, 3)
  local level = Duel.AnnounceLevel(tp, 1, 8, 4)
  -- the index of the declared number among the numbers offered comes back too
  if index ~= number - 1 then return end
  Duel.Recover(tp, number * 100 + level * 1000, REASON_EFFECT)
end
