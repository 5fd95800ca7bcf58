-- Cyber Dragon (ygo-harness's own script), Effect Monster:
-- if only your opponent controls a monster, you can Special Summon this card from your hand.
-- (Its summon procedure: `special_summon: ALIAS` with `procedure: true`.)
local s, id = GetID()

function s.initial_effect(c)
  local procedure = Effect.CreateEffect(c)
  procedure:SetType(EFFECT_TYPE_FIELD)
  procedure:SetCode(EFFECT_SPSUMMON_PROC)
  procedure:SetProperty(EFFECT_FLAG_UNCOPYABLE)
  procedure:SetRange(LOCATION_HAND)
  procedure:SetCondition(function(e, c)
    if c == nil then return true end
    local tp = c:GetControler()
    return Duel.GetFieldGroupCount(tp, LOCATION_MZONE, 0) == 0 and Duel.GetFieldGroupCount(tp, 0, LOCATION_MZONE) > 0
      and Duel.GetLocationCount(tp, LOCATION_MZONE) > 0
  end)
  c:RegisterEffect(procedure)
end
