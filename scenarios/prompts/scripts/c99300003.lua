-- Type Guess (ygo-harness's own script), Spell: declare a card type (Monster, Spell or Trap):
-- destroy every face-up card of that type your opponent controls.
local s, id = GetID()

local TYPES = { TYPE_MONSTER, TYPE_SPELL, TYPE_TRAP }

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DESTROY)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end

local function faceup(c) return c:IsFaceup() end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(faceup, tp, 0, LOCATION_ONFIELD, 1, nil) end
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, nil, 1, 1 - tp, LOCATION_ONFIELD)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local kind = TYPES[Duel.AnnounceType(tp) + 1]
  local g = Duel.GetMatchingGroup(function(c) return c:IsFaceup() and c:IsType(kind) end, tp, 0, LOCATION_ONFIELD, nil)
  Duel.Destroy(g, REASON_EFFECT)
end
