-- Relinquished (ygo-harness's own script), Ritual Effect Monster:
-- once per turn: target 1 monster your opponent controls; equip that target to this card
-- (it can hold only 1 monster equipped this way). This card's ATK/DEF become equal to that
-- monster's. (Its Ritual Summon, the battle substitute and the damage reflection are not scripted.)
local s, id = GetID()

-- the monster it holds by its own effect (marked with a flag when equipped)
local function held_monster(c)
  local equips = c:GetEquipGroup()
  local card = equips:GetFirst()
  while card do
    if card:GetFlagEffect(id) ~= 0 then return card end
    card = equips:GetNext()
  end
  return nil
end

function s.initial_effect(c)
  local take = Effect.CreateEffect(c)
  take:SetDescription(aux.Stringid(id, 0))
  take:SetCategory(CATEGORY_EQUIP)
  take:SetType(EFFECT_TYPE_IGNITION)
  take:SetProperty(EFFECT_FLAG_CARD_TARGET)
  take:SetRange(LOCATION_MZONE)
  take:SetCountLimit(1)
  take:SetCondition(function(e) return held_monster(e:GetHandler()) == nil end)
  take:SetTarget(s.target)
  take:SetOperation(s.operation)
  c:RegisterEffect(take)

  for _, code in ipairs({EFFECT_SET_ATTACK, EFFECT_SET_DEFENSE}) do
    local copy = Effect.CreateEffect(c)
    copy:SetType(EFFECT_TYPE_SINGLE)
    copy:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
    copy:SetRange(LOCATION_MZONE)
    copy:SetCode(code)
    copy:SetCondition(function(e) return held_monster(e:GetHandler()) ~= nil end)
    copy:SetValue(code == EFFECT_SET_ATTACK and s.attack_value or s.defense_value)
    c:RegisterEffect(copy)
  end
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1 - tp) and chkc:IsAbleToChangeControler() end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
      and Duel.IsExistingTarget(Card.IsAbleToChangeControler, tp, 0, LOCATION_MZONE, 1, nil)
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local chosen = Duel.SelectTarget(tp, Card.IsAbleToChangeControler, tp, 0, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, chosen, 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if not (monster:IsRelateToEffect(e) and monster:IsType(TYPE_MONSTER) and monster:IsControler(1 - tp)) then return end
  if c:IsLocation(LOCATION_MZONE) and c:IsFaceup() and held_monster(c) ~= nil then
    Duel.SendtoGrave(monster, REASON_RULE)       -- it already holds one: this one cannot be equipped
    return
  end
  -- a face-down monster stays face-down; if this card is not a face-up monster any more, the
  -- equip fails and the engine sends the target to the GY
  if not Duel.Equip(tp, monster, c, false) then return end
  monster:RegisterFlagEffect(id, RESET_EVENT + RESETS_STANDARD, 0, 0)
  -- only this card is a correct target, and only while this card's effects apply
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetProperty(EFFECT_FLAG_OWNER_RELATE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  limit:SetValue(function(le, candidate) return le:GetOwner() == candidate end)
  monster:RegisterEffect(limit)
end

-- a face-down equip, or a card that is not a Monster Card, gives 0
local function copied(c, stat)
  local monster = held_monster(c)
  if monster:IsFacedown() or monster:GetOriginalType() & TYPE_MONSTER == 0 then return 0 end
  local value = stat == "atk" and monster:GetTextAttack() or monster:GetTextDefense()
  return math.max(value, 0)
end

function s.attack_value(e, c) return copied(e:GetHandler(), "atk") end
function s.defense_value(e, c) return copied(e:GetHandler(), "def") end
