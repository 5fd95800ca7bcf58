-- Coin Barrage (ygo-harness's own script), Spell: activate 1 of these effects:
-- (0) toss 3 coins: your opponent takes 500 damage for each heads;
-- (1) toss coins until a tails: your opponent takes 300 damage for each heads.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_COIN + CATEGORY_DAMAGE)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local mode = Duel.SelectOption(tp, aux.Stringid(id, 0), aux.Stringid(id, 1))
  e:SetLabel(mode)
  Duel.SetOperationInfo(0, CATEGORY_COIN, nil, 0, tp, mode == 0 and 3 or 1)
  Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, 1 - tp, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local results, each
  if e:GetLabel() == 0 then
    results, each = { Duel.TossCoin(tp, 3) }, 500
  else
    results, each = { Duel.TossCoin(tp, -1) }, 300
  end
  local heads = 0
  for _, result in ipairs(results) do
    if result == 1 then heads = heads + 1 end
  end
  -- what Duel.GetCoinResult keeps must be the results just returned
  local kept = { Duel.GetCoinResult() }
  if #kept ~= #results then return end
  if heads > 0 then Duel.Damage(1 - tp, heads * each, REASON_EFFECT) end
end
