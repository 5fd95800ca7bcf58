-- Two Choices (ygo-harness's own script), Spell: choose whether you gain LP or your opponent takes
-- damage, then choose the amount: 500 or 1000.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER + CATEGORY_DAMAGE)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 0)
  Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, 1 - tp, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local what = Duel.SelectOption(tp, aux.Stringid(id, 0), aux.Stringid(id, 1))
  local amount = Duel.SelectOption(tp, aux.Stringid(id, 2), aux.Stringid(id, 3)) == 0 and 500 or 1000
  if what == 0 then
    Duel.Recover(tp, amount, REASON_EFFECT)
  else
    Duel.Damage(1 - tp, amount, REASON_EFFECT)
  end
end
