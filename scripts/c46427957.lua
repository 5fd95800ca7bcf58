-- Ruin, Queen of Oblivion (ygo-harness's own script), Ritual Effect Monster:
-- you can Ritual Summon this card with "End of the World". If this card destroys an opponent's
-- monster by battle: it can make a second attack in a row.
-- (The Ritual Summon is the Ritual Spell's; only the revive limit is this card's.)
local s, id = GetID()

local END_OF_THE_WORLD = 8198712

-- the card names "End of the World" in its text (what aux.AddCodeList records)
s.card_code_list = {[END_OF_THE_WORLD] = true}

function s.initial_effect(c)
  c:EnableReviveLimit()

  local again = Effect.CreateEffect(c)
  again:SetDescription(aux.Stringid(id, 0))
  again:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  again:SetCode(EVENT_BATTLE_DESTROYING)
  again:SetCondition(s.condition)
  again:SetOperation(s.operation)
  c:RegisterEffect(again)
end

-- it is still related to the battle, which was against an opponent's monster, and it could
-- attack again now
function s.condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:IsRelateToBattle() and c:IsStatus(STATUS_OPPO_BATTLE) and c:IsChainAttackable()
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.ChainAttack()
end
