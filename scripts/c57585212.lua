-- Self-Destruct Button (ygo-harness's own script), Normal Trap:
-- activate only if your opponent has at least 7000 more LP than you: both players' LP become 0
-- (both lose at once: the Duel is a draw).
local s, id = GetID()

function s.initial_effect(c)
  local both = Effect.CreateEffect(c)
  both:SetType(EFFECT_TYPE_ACTIVATE)
  both:SetCode(EVENT_FREE_CHAIN)
  both:SetCondition(function(e, tp) return Duel.GetLP(1 - tp) - Duel.GetLP(tp) >= 7000 end)
  both:SetOperation(function()
    Duel.SetLP(0, 0)
    Duel.SetLP(1, 0)
  end)
  c:RegisterEffect(both)
end
