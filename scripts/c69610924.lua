-- Number 17: Leviathan Dragon (ygo-harness's own script), Xyz Monster: 2 Level 3 monsters.
-- Once per turn: you can detach 1 material from this card; it gains 500 ATK. While it has no
-- material, it cannot attack directly.
local s, id = GetID()

function s.initial_effect(c)
  aux.AddXyzProcedure(c, nil, 3, 2)
  c:EnableReviveLimit()

  local gain = Effect.CreateEffect(c)
  gain:SetDescription(aux.Stringid(id, 0))
  gain:SetCategory(CATEGORY_ATKCHANGE)
  gain:SetType(EFFECT_TYPE_IGNITION)
  gain:SetRange(LOCATION_MZONE)
  gain:SetCountLimit(1)
  gain:SetCost(s.cost)
  gain:SetOperation(s.operation)
  c:RegisterEffect(gain)

  local no_direct = Effect.CreateEffect(c)
  no_direct:SetType(EFFECT_TYPE_SINGLE)
  no_direct:SetCode(EFFECT_CANNOT_DIRECT_ATTACK)
  no_direct:SetCondition(function(e) return e:GetHandler():GetOverlayCount() == 0 end)
  c:RegisterEffect(no_direct)
end

function s.cost(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then return c:CheckRemoveOverlayCard(tp, 1, REASON_COST) end
  c:RemoveOverlayCard(tp, 1, 1, REASON_COST)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not (c:IsRelateToEffect(e) and c:IsFaceup()) then return end
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_SINGLE)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(500)
  boost:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_DISABLE)
  c:RegisterEffect(boost)
end
