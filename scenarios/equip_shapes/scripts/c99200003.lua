-- Arsenal Search (a made-up card for the "equip a card chosen from the Deck" shape): choose 1
-- Equip Spell in your Deck; equip it to a face-up monster you control it can equip to, or send
-- it to the GY. The choice between equipping and sending is offered only when equipping is legal
-- (a free zone, CheckEquipTarget, CheckUniqueOnField, not forbidden).
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP + CATEGORY_TOGRAVE + CATEGORY_DECKDES)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

local function equip_spell(c) return c:IsType(TYPE_EQUIP) and c:IsAbleToGrave() end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(equip_spell, tp, LOCATION_DECK, 0, 1, nil) end
  Duel.SetOperationInfo(0, CATEGORY_TOGRAVE, nil, 1, tp, LOCATION_DECK)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local card = Duel.SelectMatchingCard(tp, equip_spell, tp, LOCATION_DECK, 0, 1, 1, nil):GetFirst()
  if not card then return end
  local function holder(m) return m:IsFaceup() and card:CheckEquipTarget(m) end
  local can_equip = Duel.GetLocationCount(tp, LOCATION_SZONE) > 0 and card:CheckUniqueOnField(tp)
    and not card:IsForbidden() and Duel.IsExistingMatchingCard(holder, tp, LOCATION_MZONE, 0, 1, nil)
  local choice = can_equip and Duel.SelectOption(tp, aux.Stringid(id, 0), aux.Stringid(id, 1)) or 1
  if choice == 0 then
    local monster = Duel.SelectMatchingCard(tp, holder, tp, LOCATION_MZONE, 0, 1, 1, nil):GetFirst()
    Duel.Equip(tp, card, monster)
  else
    Duel.SendtoGrave(card, REASON_EFFECT)
  end
end
