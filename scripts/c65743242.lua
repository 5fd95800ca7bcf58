-- Earthbound Spirit's Invitation (ygo-harness's own script), Normal Trap:
-- when an opponent's monster declares an attack: you choose the attack target for it (another
-- monster it could attack, or a direct attack when it could attack directly). Not a target.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_ATTACK_ANNOUNCE)
  activate:SetCondition(s.condition)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetTurnPlayer() ~= tp
end

-- legal when there is something else to redirect to: another monster the attacker may attack,
-- or a direct attack instead of an attack on a monster
function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    local monsters, direct = eg:GetFirst():GetAttackableTarget()
    local current = Duel.GetAttackTarget()
    return monsters:IsExists(aux.TRUE, 1, current) or (current ~= nil and direct)
  end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monsters, direct = eg:GetFirst():GetAttackableTarget()
  local current = Duel.GetAttackTarget()
  if direct and current ~= nil then
    -- option 0: attack directly; option 1 (only with another monster to pick): a monster
    local choice
    Duel.Hint(HINT_SELECTMSG, tp, 31)
    if monsters:IsExists(aux.TRUE, 1, current) then
      choice = Duel.SelectOption(tp, 1213, 1214)
    else
      choice = Duel.SelectOption(tp, 1213)
    end
    if choice == 0 then
      Duel.ChangeAttackTarget(nil)
      return
    end
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_ATTACKTARGET)
  local new_target = monsters:Select(tp, 1, 1, current):GetFirst()
  if new_target then
    Duel.ChangeAttackTarget(new_target)
  end
end
