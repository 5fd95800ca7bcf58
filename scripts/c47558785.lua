-- Mild Turkey (ygo-harness's own script), Normal Pendulum Monster with a Pendulum Effect
-- (Pendulum Scale 7): once per turn, you can roll a six-sided die; reduce this card's Pendulum
-- Scale by the result (to 1 at least) until the end of this turn.
local s, id = GetID()

function s.initial_effect(c)
  aux.EnablePendulumAttribute(c)

  local lower = Effect.CreateEffect(c)
  lower:SetDescription(aux.Stringid(id, 0))
  lower:SetCategory(CATEGORY_DICE)
  lower:SetType(EFFECT_TYPE_IGNITION)
  lower:SetRange(LOCATION_PZONE)
  lower:SetCountLimit(1)
  lower:SetTarget(s.target)
  lower:SetOperation(s.operation)
  c:RegisterEffect(lower)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return e:GetHandler():GetLeftScale() > 1 end
  Duel.SetOperationInfo(0, CATEGORY_DICE, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not c:IsRelateToEffect(e) or c:GetLeftScale() <= 1 then return end
  local reduction = math.min(c:GetLeftScale() - 1, Duel.TossDice(tp, 1))
  for _, code in ipairs({EFFECT_UPDATE_LSCALE, EFFECT_UPDATE_RSCALE}) do
    local scale = Effect.CreateEffect(c)
    scale:SetType(EFFECT_TYPE_SINGLE)
    scale:SetCode(code)
    scale:SetValue(-reduction)
    scale:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_DISABLE + RESET_PHASE + PHASE_END)
    c:RegisterEffect(scale)
  end
end
