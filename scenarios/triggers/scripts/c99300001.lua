-- Summon Sparkler (made up): when this card is Normal Summoned, inflict 500 damage to your
-- opponent, if this card is still face-up on the field.
local s, id = GetID()

function s.initial_effect(c)
  local burn = Effect.CreateEffect(c)
  burn:SetCategory(CATEGORY_DAMAGE)
  burn:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  burn:SetCode(EVENT_SUMMON_SUCCESS)
  burn:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
    if chk == 0 then return true end
    Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, 1 - tp, 500)
  end)
  burn:SetOperation(function(e, tp)
    local c = e:GetHandler()
    if c:IsRelateToEffect(e) and c:IsFaceup() then
      Duel.Damage(1 - tp, 500, REASON_EFFECT)
    end
  end)
  c:RegisterEffect(burn)
end
