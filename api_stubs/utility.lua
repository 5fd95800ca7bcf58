-- ygo-harness's own utility helpers (aux.*), loaded when no script folder supplies utility.lua.
-- Written for the harness; the behaviour follows what card scripts expect of the aux helpers
-- they call (names and arguments are the public script API).

Auxiliary = {}
aux = Auxiliary

-- British spellings some scripts use.
POS_FACEUP_DEFENCE = POS_FACEUP_DEFENSE
POS_FACEDOWN_DEFENCE = POS_FACEDOWN_DEFENSE

-- The script table and code of the card whose script is loading (set by the loader).
function GetID()
  local offset = self_code < 100000000 and 1 or 100
  return self_table, self_code, offset
end

-- The id of the n-th string of a card (its description lines).
function Auxiliary.Stringid(code, n)
  return code * 16 + n
end

function Auxiliary.TRUE() return true end
function Auxiliary.FALSE() return false end

-- A filter that calls f(card, ...) with the given extra arguments.
function Auxiliary.FilterBoolFunction(f, ...)
  local extra = table.pack(...)
  return function(card) return f(card, table.unpack(extra, 1, extra.n)) end
end

function Auxiliary.NOT(f)
  return function(...) return not f(...) end
end

-- The usual Equip Spell: an activation that targets a face-up monster and equips this card to
-- it, plus an EFFECT_EQUIP_LIMIT. `filter` chooses the target, `eqlimit` (a function, or nil
-- for "any monster") decides which monster it may stay equipped to; it is checked again at
-- resolution, before Duel.Equip.
function Auxiliary.AddEquipSpellEffect(c, is_self, is_opponent, filter, eqlimit, pause, skip_target)
  local own_zone = is_self and LOCATION_MZONE or 0
  local their_zone = is_opponent and LOCATION_MZONE or 0
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  if not skip_target then
    activate:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
      if chkc then
        return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() and (not eqlimit or eqlimit(e, chkc))
      end
      if chk == 0 then return Duel.IsExistingTarget(filter, tp, own_zone, their_zone, 1, nil) end
      Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
      Duel.SelectTarget(tp, filter, tp, own_zone, their_zone, 1, 1, nil)
      Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
    end)
  end
  activate:SetOperation(function(e, tp, eg, ep, ev, re, r, rp)
    local card = e:GetHandler()
    local target = Duel.GetFirstTarget()
    if card:IsRelateToEffect(e) and target:IsRelateToEffect(e) and target:IsFaceup()
        and (not eqlimit or eqlimit(e, target)) then
      Duel.Equip(tp, card, target)
    end
  end)
  if not pause then c:RegisterEffect(activate) end
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(type(eqlimit) == "function" and eqlimit or 1)
  c:RegisterEffect(limit)
  return activate
end

-- Condition for effects that may be activated in the Damage Step, but not after damage
-- calculation (used with EFFECT_FLAG_DAMAGE_STEP).
function Auxiliary.dscon(e, tp, eg, ep, ev, re, r, rp)
  return Duel.GetCurrentPhase() ~= PHASE_DAMAGE or not Duel.IsDamageCalculated()
end

-- Cost: banish this card from the GY.
function Auxiliary.bfgcost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return e:GetHandler():IsAbleToRemoveAsCost() end
  Duel.Remove(e:GetHandler(), POS_FACEUP, REASON_COST)
end

-- Union monsters (ygo-harness's own helper). `filter(c)` says which monsters the Union may be
-- equipped to. Registers, on the Union monster c:
--  * EFFECT_UNION_LIMIT: while equipped, it may stay equipped to the monster it holds, or to any
--    monster its controller controls that `filter` accepts (a Union's "correct targets");
--  * once per turn (shared by both): target 1 face-up monster you control that `filter` accepts;
--    equip this card to it; or, while equipped, Special Summon this card;
--  * while equipped: if the equipped monster would be destroyed, this card is destroyed instead.
-- At resolution, a target that is no longer a face-up monster of yours that fits sends the Union
-- to the GY (by rule).
function Auxiliary.EnableUnionAttribute(c, filter)
  local function correct_target(e, monster)
    return (monster:IsControler(e:GetHandlerPlayer()) and filter(monster)) or e:GetHandler():GetEquipTarget() == monster
  end
  local function may_receive(monster, tp)
    return monster:IsFaceup() and monster:IsControler(tp) and filter(monster)
  end
  local function used_this_turn(card)
    return card:GetFlagEffect(FLAG_ID_UNION) ~= 0
  end
  local function mark_used(card)
    card:RegisterFlagEffect(FLAG_ID_UNION, RESET_EVENT + 0x7e0000 + RESET_PHASE + PHASE_END, 0, 1)
  end

  local substitute = Effect.CreateEffect(c)
  substitute:SetType(EFFECT_TYPE_EQUIP)
  substitute:SetProperty(EFFECT_FLAG_IGNORE_IMMUNE)
  substitute:SetCode(EFFECT_DESTROY_SUBSTITUTE)
  substitute:SetValue(function(e, re, r, rp) return r & (REASON_BATTLE + REASON_EFFECT) ~= 0 end)
  c:RegisterEffect(substitute)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_UNION_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(correct_target)
  c:RegisterEffect(limit)

  local equip = Effect.CreateEffect(c)
  equip:SetDescription(1068)
  equip:SetCategory(CATEGORY_EQUIP)
  equip:SetType(EFFECT_TYPE_IGNITION)
  equip:SetProperty(EFFECT_FLAG_CARD_TARGET)
  equip:SetRange(LOCATION_MZONE)
  equip:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
    local card = e:GetHandler()
    if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc ~= card and may_receive(chkc, tp) end
    if chk == 0 then
      return not used_this_turn(card) and Duel.GetLocationCount(tp, LOCATION_SZONE) > 0
        and Duel.IsExistingTarget(may_receive, tp, LOCATION_MZONE, 0, 1, card, tp)
    end
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
    Duel.SelectTarget(tp, may_receive, tp, LOCATION_MZONE, 0, 1, 1, card, tp)
    Duel.SetOperationInfo(0, CATEGORY_EQUIP, card, 1, 0, 0)
    mark_used(card)
  end)
  equip:SetOperation(function(e, tp, eg, ep, ev, re, r, rp)
    local card = e:GetHandler()
    local monster = Duel.GetFirstTarget()
    if not card:IsRelateToEffect(e) or card:IsFacedown() then return end
    if not monster:IsRelateToEffect(e) or not may_receive(monster, tp) then
      Duel.SendtoGrave(card, REASON_RULE)    -- e.g. the opponent took control of the target
      return
    end
    if Duel.Equip(tp, card, monster, false) then
      Auxiliary.SetUnionState(card)
    end
  end)
  c:RegisterEffect(equip)

  local unequip = Effect.CreateEffect(c)
  unequip:SetDescription(1152)
  unequip:SetCategory(CATEGORY_SPECIAL_SUMMON)
  unequip:SetType(EFFECT_TYPE_IGNITION)
  unequip:SetRange(LOCATION_SZONE)
  unequip:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
    local card = e:GetHandler()
    if chk == 0 then
      return not used_this_turn(card) and card:GetEquipTarget() ~= nil
        and Duel.GetLocationCount(tp, LOCATION_MZONE) > 0 and card:IsCanBeSpecialSummoned(e, 0, tp, true, false)
    end
    Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, card, 1, 0, 0)
    mark_used(card)
  end)
  unequip:SetOperation(function(e, tp)
    local card = e:GetHandler()
    if card:IsRelateToEffect(e) then
      Duel.SpecialSummon(card, 0, tp, tp, true, false, POS_FACEUP)
    end
  end)
  c:RegisterEffect(unequip)
end

-- A Union equipped by its own effect: its equip limit is its union limit, and it has union status.
function Auxiliary.SetUnionState(c)
  local union_limits = {c:IsHasEffect(EFFECT_UNION_LIMIT)}
  if #union_limits == 0 then return end
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(union_limits[1]:GetValue())
  limit:SetReset(RESET_EVENT + RESETS_STANDARD)
  c:RegisterEffect(limit)
  local status = Effect.CreateEffect(c)
  status:SetType(EFFECT_TYPE_SINGLE)
  status:SetCode(EFFECT_UNION_STATUS)
  status:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  status:SetReset(RESET_EVENT + RESETS_STANDARD)
  c:RegisterEffect(status)
end

-- An iterator over a group's cards, for `for card in aux.Next(g) do ... end`.
function Auxiliary.Next(g)
  local started = false
  return function()
    if started then return g:GetNext() end
    started = true
    return g:GetFirst()
  end
end
