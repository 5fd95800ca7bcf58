-- Name Ban (ygo-harness's own script), Spell: declare a Monster Card name: destroy every face-up
-- monster with that name.
local s, id = GetID()

s.announce_filter = { TYPE_MONSTER, OPCODE_ISTYPE }

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DESTROY)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_CODE)
  local code = Duel.AnnounceCard(tp, table.unpack(s.announce_filter))
  Duel.SetTargetParam(code)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, nil, 0, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local code = Duel.GetChainInfo(0, CHAININFO_TARGET_PARAM)
  local g = Duel.GetMatchingGroup(function(c) return c:IsFaceup() and c:IsCode(code) end,
    tp, LOCATION_MZONE, LOCATION_MZONE, nil)
  Duel.Destroy(g, REASON_EFFECT)
end
