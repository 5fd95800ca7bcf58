-- Two-Way Lamp (Effect Monster): You can only use 1 of this card's effects per turn, and only
-- once that turn. (Both effects: SetCountLimit(1, EFFECT_COUNT_CODE_SINGLE).)
-- (1) You can gain 500 LP.  (2) You can gain 300 LP.
local s, id = GetID()

function s.initial_effect(c)
  for _, amount in ipairs({500, 300}) do
    local e = Effect.CreateEffect(c)
    e:SetCategory(CATEGORY_RECOVER)
    e:SetType(EFFECT_TYPE_IGNITION)
    e:SetRange(LOCATION_MZONE)
    e:SetCountLimit(1, EFFECT_COUNT_CODE_SINGLE)
    e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
      if chk == 0 then return true end
      Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, amount)
    end)
    e:SetOperation(function(e, tp) Duel.Recover(tp, amount, REASON_EFFECT) end)
    c:RegisterEffect(e)
  end
end
