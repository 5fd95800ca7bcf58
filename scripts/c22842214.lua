-- Sea Lancer (ygo-harness's own script), Effect Monster:
-- once while face-up on the field: target any number of your banished Fish, Sea Serpent and Aqua
-- monsters; equip them to this card. While it holds a monster equipped this way, it gains 1000
-- ATK. Targets that cannot be equipped (not enough free zones, or this card is no longer a
-- face-up monster) are sent to the GY. (Not scripted: its destroy substitute.)
local s, id = GetID()

local function sea_monster(c)
  return c:IsFaceup() and c:IsRace(RACE_FISH + RACE_AQUA + RACE_SEASERPENT) and not c:IsForbidden()
end

local function holds_own_equip(c)
  return c:GetEquipGroup():IsExists(function(x) return x:GetFlagEffect(id) ~= 0 end, 1, nil)
end

function s.initial_effect(c)
  local take = Effect.CreateEffect(c)
  take:SetDescription(aux.Stringid(id, 0))
  take:SetCategory(CATEGORY_EQUIP)
  take:SetType(EFFECT_TYPE_IGNITION)
  take:SetProperty(EFFECT_FLAG_NO_TURN_RESET + EFFECT_FLAG_CARD_TARGET)
  take:SetRange(LOCATION_MZONE)
  take:SetCountLimit(1)
  take:SetTarget(s.target)
  take:SetOperation(s.operation)
  c:RegisterEffect(take)

  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_SINGLE)
  boost:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  boost:SetRange(LOCATION_MZONE)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetCondition(function(e) return holds_own_equip(e:GetHandler()) end)
  boost:SetValue(1000)
  c:RegisterEffect(boost)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_REMOVED) and chkc:IsControler(tp) and sea_monster(chkc) end
  local free = Duel.GetLocationCount(tp, LOCATION_SZONE)
  if chk == 0 then return free > 0 and Duel.IsExistingTarget(sea_monster, tp, LOCATION_REMOVED, 0, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local chosen = Duel.SelectTarget(tp, sea_monster, tp, LOCATION_REMOVED, 0, 1, free, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, chosen, #chosen, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local targets = Duel.GetTargetsRelateToChain():Filter(sea_monster, nil)
  local free = Duel.GetLocationCount(tp, LOCATION_SZONE)
  local to_equip = Group.CreateGroup()
  if c:IsRelateToEffect(e) and c:IsFaceup() then
    if free >= #targets then
      to_equip:Merge(targets)
    elseif free > 0 then
      Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
      to_equip:Merge(targets:Select(tp, free, free, nil))
    end
  end
  targets:Sub(to_equip)
  local card = to_equip:GetFirst()
  while card do
    Duel.Equip(tp, card, c, false, true)
    card:RegisterFlagEffect(id, RESET_EVENT + RESETS_STANDARD, 0, 0)
    local limit = Effect.CreateEffect(c)
    limit:SetType(EFFECT_TYPE_SINGLE)
    limit:SetCode(EFFECT_EQUIP_LIMIT)
    limit:SetProperty(EFFECT_FLAG_OWNER_RELATE)
    limit:SetReset(RESET_EVENT + RESETS_STANDARD)
    limit:SetValue(function(le, holder) return le:GetOwner() == holder end)
    card:RegisterEffect(limit)
    card = to_equip:GetNext()
  end
  Duel.EquipComplete()
  if #targets > 0 then
    Duel.SendtoGrave(targets, REASON_RULE)
  end
end
