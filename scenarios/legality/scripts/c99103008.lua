-- Vow Lamp (Normal Spell): Gain 500 LP. You can only use this effect of "Vow Lamp" once per turn. (SetCountLimit(1,id), no oath.)
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCountLimit(1, id)
  e1:SetTarget(s.rectg)
  e1:SetOperation(s.recop)
  c:RegisterEffect(e1)
end

function s.rectg(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetTargetPlayer(tp)
  Duel.SetTargetParam(500)
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 500)
end

function s.recop(e, tp, eg, ep, ev, re, r, rp)
  local p, d = Duel.GetChainInfo(0, CHAININFO_TARGET_PLAYER, CHAININFO_TARGET_PARAM)
  Duel.Recover(p, d, REASON_EFFECT)
end
