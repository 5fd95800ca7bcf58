-- Sword Hunter (ygo-harness's own script), Effect Monster:
-- at the end of the Battle Phase: equip the monsters this card destroyed by battle this turn to it
-- (from the GYs) as Equip Cards; it gains 200 ATK for each. When there are more of them than free
-- Spell & Trap Zones, none is equipped (seed 004 R50).
local s, id = GetID()

function s.initial_effect(c)
  local collect = Effect.CreateEffect(c)
  collect:SetDescription(aux.Stringid(id, 0))
  collect:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  collect:SetCode(EVENT_PHASE + PHASE_BATTLE)
  collect:SetRange(LOCATION_MZONE)
  collect:SetCountLimit(1)
  collect:SetTarget(s.target)
  collect:SetOperation(s.operation)
  c:RegisterEffect(collect)
end

-- destroyed by battle by this card, this turn, and allowed to be placed on the field
local function trophy(c, hunter, turn)
  return c:IsReason(REASON_BATTLE) and c:GetReasonCard() == hunter and c:GetTurnID() == turn and not c:IsForbidden()
end

local function trophies(e, tp)
  return Duel.GetMatchingGroup(trophy, tp, LOCATION_GRAVE, LOCATION_GRAVE, nil, e:GetHandler(), Duel.GetTurnCount())
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local cards = trophies(e, tp)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, cards, cards:GetCount(), 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local free = Duel.GetLocationCount(tp, LOCATION_SZONE)
  if free <= 0 then return end
  local c = e:GetHandler()
  if not c:IsRelateToEffect(e) or c:IsFacedown() then return end
  local cards = trophies(e, tp)
  if cards:GetCount() == 0 or cards:GetCount() > free then return end
  for trophy_card in aux.Next(cards) do
    Duel.Equip(tp, trophy_card, c, false, true)
    local limit = Effect.CreateEffect(c)
    limit:SetType(EFFECT_TYPE_SINGLE)
    limit:SetProperty(EFFECT_FLAG_OWNER_RELATE)
    limit:SetCode(EFFECT_EQUIP_LIMIT)
    limit:SetReset(RESET_EVENT + RESETS_STANDARD)
    limit:SetValue(function(le, monster) return le:GetOwner() == monster end)
    trophy_card:RegisterEffect(limit)
    local gain = Effect.CreateEffect(trophy_card)
    gain:SetType(EFFECT_TYPE_EQUIP)
    gain:SetCode(EFFECT_UPDATE_ATTACK)
    gain:SetReset(RESET_EVENT + RESETS_STANDARD)
    gain:SetValue(200)
    trophy_card:RegisterEffect(gain)
  end
  Duel.EquipComplete()
end
