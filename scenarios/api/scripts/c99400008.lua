-- Token Permit (a made-up Normal Spell for Duel.IsPlayerCanSpecialSummonMonster): activate only
-- if you could Special Summon a "Permit Token" (Fiend/DARK/Level 1/ATK 0/DEF 0); draw 1 card.
-- (It only asks: the harness does not create Tokens yet.)
local s, id = GetID()
local TOKEN = 99400009

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DRAW)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsPlayerCanDraw(tp, 1)
      and Duel.IsPlayerCanSpecialSummonMonster(tp, TOKEN, 0, TYPES_TOKEN_MONSTER, 0, 0, 1, RACE_FIEND, ATTRIBUTE_DARK)
  end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Draw(tp, 1, REASON_EFFECT)
end
