-- Re-qliate (ygo-harness's own script), Continuous Trap:
-- if no other face-up "Qli" card is on the field, send this card to the GY.
-- (Not scripted: its negation of summoned monsters' effects.)
local s, id = GetID()

local function other_qli(c)
  return c:IsFaceup() and c:IsSetCard(0xaa) and not c:IsCode(id)
end

function s.initial_effect(c)
  Duel.EnableGlobalFlag(GLOBALFLAG_SELF_TOGRAVE)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)
  -- checked by the adjust pass whenever a player would get control back
  local to_grave = Effect.CreateEffect(c)
  to_grave:SetType(EFFECT_TYPE_SINGLE)
  to_grave:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  to_grave:SetRange(LOCATION_SZONE)
  to_grave:SetCode(EFFECT_SELF_TOGRAVE)
  to_grave:SetCondition(function(e)
    return not Duel.IsExistingMatchingCard(other_qli, e:GetHandlerPlayer(), LOCATION_ONFIELD, LOCATION_ONFIELD, 1, nil)
  end)
  c:RegisterEffect(to_grave)
end
