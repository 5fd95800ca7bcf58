-- Zombyra the Dark (ygo-harness's own script), Effect Monster:
-- this card cannot attack directly. Each time this card destroys a monster by battle, it loses
-- 200 ATK.
local s, id = GetID()

function s.initial_effect(c)
  local no_direct = Effect.CreateEffect(c)
  no_direct:SetType(EFFECT_TYPE_SINGLE)
  no_direct:SetCode(EFFECT_CANNOT_DIRECT_ATTACK)
  c:RegisterEffect(no_direct)

  local weaken = Effect.CreateEffect(c)
  weaken:SetCategory(CATEGORY_ATKCHANGE)
  weaken:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  weaken:SetCode(EVENT_BATTLE_DESTROYING)
  weaken:SetOperation(s.operation)
  c:RegisterEffect(weaken)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not c:IsRelateToEffect(e) then return end
  local loss = Effect.CreateEffect(c)
  loss:SetType(EFFECT_TYPE_SINGLE)
  loss:SetCode(EFFECT_UPDATE_ATTACK)
  loss:SetValue(-200)
  loss:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_DISABLE)
  c:RegisterEffect(loss)
end
