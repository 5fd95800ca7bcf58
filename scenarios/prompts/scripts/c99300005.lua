-- Call the Toss (ygo-harness's own script), Spell: call heads or tails and toss a coin. Called
-- right: gain 1000 LP. Called wrong: take 1000 damage.
-- (AnnounceCoin answers 0 for heads, 1 for tails; TossCoin gives 1 for heads, 0 for tails.)
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_COIN + CATEGORY_RECOVER + CATEGORY_DAMAGE)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_COIN, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_COIN)
  local call = Duel.AnnounceCoin(tp)
  local result = Duel.TossCoin(tp, 1)
  local called_heads, came_heads = call == 0, result == 1
  if called_heads == came_heads then
    Duel.Recover(tp, 1000, REASON_EFFECT)
  else
    Duel.Damage(tp, 1000, REASON_EFFECT)
  end
end
