-- Morale Boost (ygo-harness's own script), Continuous Spell:
-- each time an Equip Card is equipped to a monster, the controller of that Equip Card gains
-- 1000 LP; each time an equipped Equip Card is removed from the field, its controller takes
-- 1000 damage. As the real script, "its controller" is read once the card has left the field,
-- i.e. the player whose GY (or hand, ...) it is in now: its owner.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)

  local gain = Effect.CreateEffect(c)
  gain:SetCategory(CATEGORY_RECOVER)
  gain:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  gain:SetCode(EVENT_EQUIP)
  gain:SetRange(LOCATION_SZONE)
  gain:SetTarget(s.gain_target)
  gain:SetOperation(s.gain_operation)
  c:RegisterEffect(gain)

  local lose = Effect.CreateEffect(c)
  lose:SetCategory(CATEGORY_DAMAGE)
  lose:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  lose:SetCode(EVENT_LEAVE_FIELD)
  lose:SetRange(LOCATION_SZONE)
  lose:SetCondition(s.lose_condition)
  lose:SetTarget(s.lose_target)
  lose:SetOperation(s.lose_operation)
  c:RegisterEffect(lose)
end

function s.gain_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local player = eg:GetFirst():GetControler()
  e:SetLabel(player)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, player, 1000)
end

function s.gain_operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Recover(e:GetLabel(), 1000, REASON_EFFECT)
end

-- an Equip Card leaving while equipped (or destroyed because its monster left)
local function was_equipped(c)
  return c:GetEquipTarget() ~= nil or c:IsReason(REASON_LOST_TARGET)
end

function s.lose_condition(e, tp, eg, ep, ev, re, r, rp)
  return eg:IsExists(was_equipped, 1, nil)
end

function s.lose_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local left = eg:Filter(was_equipped, nil)
  local hit0 = left:IsExists(Card.IsControler, 1, nil, 0)
  local hit1 = left:IsExists(Card.IsControler, 1, nil, 1)
  local player = (hit0 and hit1) and PLAYER_ALL or (hit0 and 0 or 1)
  e:SetLabel(player)
  Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, player, 1000)
end

function s.lose_operation(e, tp, eg, ep, ev, re, r, rp)
  for _, player in ipairs({0, 1}) do
    if e:GetLabel() == player or e:GetLabel() == PLAYER_ALL then
      Duel.Damage(player, 1000, REASON_EFFECT)
    end
  end
end
