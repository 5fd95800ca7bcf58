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
