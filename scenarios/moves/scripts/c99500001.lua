-- Field Summons (a made-up card): place the top card of your Deck face-up in your Field Zone.
-- Only a Field Spell can go there: anything else has no zone to go to.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.GetFieldGroupCount(tp, LOCATION_DECK, 0) > 0 end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local top = Duel.GetDecktopGroup(tp, 1):GetFirst()
  if top and not Duel.MoveToField(top, tp, tp, LOCATION_FZONE, POS_FACEUP, true) then
    Duel.Damage(tp, 100, REASON_EFFECT)     -- tells the scenario that MoveToField returned false
  end
end
