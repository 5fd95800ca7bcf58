-- Counter Drain (ygo-harness's own script), Spell: remove 3 Spell Counters from cards you
-- control: gain 300 LP for each.
local s, id = GetID()

local SPELL_COUNTER = 0x1

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
  if chk == 0 then return Duel.IsCanRemoveCounter(tp, 1, 0, SPELL_COUNTER, 3, REASON_EFFECT) end
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 900)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetCounter(tp, 1, 0, SPELL_COUNTER) < 3 then return end
  if Duel.RemoveCounter(tp, 1, 0, SPELL_COUNTER, 3, REASON_EFFECT) then
    Duel.Recover(tp, 900, REASON_EFFECT)
  end
end
