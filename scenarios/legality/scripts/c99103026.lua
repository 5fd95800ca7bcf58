-- Echo Rite (Normal Spell): Gain 500 LP. You can only activate 1 "Echo Rite" per turn
-- (SetCountLimit(1,id+EFFECT_COUNT_CODE_OATH)). You can banish this card from your GY; gain 300
-- LP. You can only use this effect of "Echo Rite" once per turn (SetCountLimit(1,id)).
-- The two limits have different codes (id+OATH and id): the core counts them apart.
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCountLimit(1, id + EFFECT_COUNT_CODE_OATH)
  e1:SetOperation(function(e, tp) Duel.Recover(tp, 500, REASON_EFFECT) end)
  c:RegisterEffect(e1)
  local e2 = Effect.CreateEffect(c)
  e2:SetCategory(CATEGORY_RECOVER)
  e2:SetType(EFFECT_TYPE_IGNITION)
  e2:SetRange(LOCATION_GRAVE)
  e2:SetCountLimit(1, id)
  e2:SetCost(aux.bfgcost)
  e2:SetOperation(function(e, tp) Duel.Recover(tp, 300, REASON_EFFECT) end)
  c:RegisterEffect(e2)
end
