-- Deck Scale (a made-up Normal Spell for the Deck-top and group-value queries): gain 100 LP for
-- each Level among the top 3 cards of your Deck, then send the highest-Level ones among them to
-- the GY. Then, if those 3 had 3 different Levels, draw 1 card.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_RECOVER + CATEGORY_DECKDES + CATEGORY_DRAW)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.GetFieldGroupCount(tp, LOCATION_DECK, 0) >= 3 end
  Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 0)
  Duel.SetOperationInfo(0, CATEGORY_DECKDES, nil, 0, tp, 1)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local top = Duel.GetDecktopGroup(tp, 3)
  if top:GetCount() < 3 then return end
  local different = top:GetClassCount(Card.GetLevel) == top:GetCount()
  Duel.Recover(tp, top:GetSum(Card.GetLevel) * 100, REASON_EFFECT)
  local highest = top:GetMaxGroup(Card.GetLevel)
  Duel.BreakEffect()
  if Duel.SendtoGrave(highest, REASON_EFFECT) > 0 and different and Duel.IsPlayerCanDraw(tp, 1) then
    Duel.Draw(tp, 1, REASON_EFFECT)
  end
end
