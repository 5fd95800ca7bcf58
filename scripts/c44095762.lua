-- Mirror Force (ygo-harness's own script), Normal Trap:
-- when an opponent's monster declares an attack: destroy all your opponent's Attack Position
-- monsters.
local s, id = GetID()

local function in_attack_position(c)
  return c:IsAttackPos()
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_DESTROY)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_ATTACK_ANNOUNCE)
  activate:SetCondition(s.condition)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

-- "an opponent's monster declares an attack": the attacking player is the turn player
function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetTurnPlayer() ~= tp
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(in_attack_position, tp, 0, LOCATION_MZONE, 1, nil) end
  local victims = Duel.GetMatchingGroup(in_attack_position, tp, 0, LOCATION_MZONE, nil)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, victims, victims:GetCount(), 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local victims = Duel.GetMatchingGroup(in_attack_position, tp, 0, LOCATION_MZONE, nil)
  if victims:GetCount() > 0 then
    Duel.Destroy(victims, REASON_EFFECT)
  end
end
