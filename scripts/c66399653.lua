-- Union Hangar (ygo-harness's own script), Field Spell:
-- (1) when this card is activated: you can add 1 LIGHT Machine Union monster from your Deck to
-- your hand (once per turn per name).
-- (2) once per turn, if a LIGHT Machine Union monster is Normal or Special Summoned to your
-- field: you can target it; equip 1 LIGHT Machine Union monster with a different name from your
-- Deck to it, as if by that Union's own effect. It cannot be Special Summoned this turn.
local s, id = GetID()

local function light_machine_union(c)
  return c:IsRace(RACE_MACHINE) and c:IsAttribute(ATTRIBUTE_LIGHT) and c:IsType(TYPE_UNION)
end

local function fits(union, holder)
  return light_machine_union(union) and not union:IsCode(holder:GetCode()) and not union:IsForbidden()
    and union:CheckUnionTarget(holder)
end

local function summoned_union(c, e, tp)
  return light_machine_union(c) and c:IsFaceup() and c:IsLocation(LOCATION_MZONE) and c:IsControler(tp)
    and c:IsCanBeEffectTarget(e)
end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_TOHAND + CATEGORY_SEARCH)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetCountLimit(1, id + EFFECT_COUNT_CODE_OATH)
  activate:SetOperation(s.search)
  c:RegisterEffect(activate)

  for _, code in ipairs({EVENT_SUMMON_SUCCESS, EVENT_SPSUMMON_SUCCESS}) do
    local hangar = Effect.CreateEffect(c)
    hangar:SetDescription(aux.Stringid(id, 1))
    hangar:SetCategory(CATEGORY_EQUIP)
    hangar:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_O)
    hangar:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DELAY)
    hangar:SetCode(code)
    hangar:SetRange(LOCATION_FZONE)
    hangar:SetCountLimit(1, id + 1)     -- one use per turn, whichever of the two events
    hangar:SetTarget(s.equip_target)
    hangar:SetOperation(s.equip_operation)
    c:RegisterEffect(hangar)
  end
end

function s.search(e, tp)
  local found = Duel.GetMatchingGroup(function(x) return light_machine_union(x) and x:IsAbleToHand() end,
    tp, LOCATION_DECK, 0, nil)
  if #found > 0 and Duel.SelectYesNo(tp, aux.Stringid(id, 0)) then
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_ATOHAND)
    local chosen = found:Select(tp, 1, 1, nil)
    Duel.SendtoHand(chosen, nil, REASON_EFFECT)
    Duel.ConfirmCards(1 - tp, chosen)
  end
end

function s.equip_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  local function usable(x)
    return summoned_union(x, e, tp)
      and Duel.IsExistingMatchingCard(fits, tp, LOCATION_DECK, 0, 1, nil, x)
  end
  if chkc then return eg:IsContains(chkc) and summoned_union(chkc, e, tp) end
  if chk == 0 then
    return Duel.GetLocationCount(tp, LOCATION_SZONE) > 0 and eg:IsExists(usable, 1, nil)
  end
  local candidates = eg:Filter(usable, nil)
  if #candidates > 1 then
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
    candidates = candidates:Select(tp, 1, 1, nil)
  end
  Duel.SetTargetCard(candidates)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, nil, 1, tp, LOCATION_DECK)
end

function s.equip_operation(e, tp, eg, ep, ev, re, r, rp)
  local holder = Duel.GetFirstTarget()
  -- "the effect does not apply" when the target is no longer a face-up monster you control
  if not holder:IsRelateToEffect(e) or holder:IsFacedown() or not holder:IsControler(tp) then return end
  if Duel.GetLocationCount(tp, LOCATION_SZONE) <= 0 then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  local union = Duel.SelectMatchingCard(tp, fits, tp, LOCATION_DECK, 0, 1, 1, nil, holder):GetFirst()
  if not union or not Duel.Equip(tp, union, holder) then return end
  aux.SetUnionState(union)
  local no_summon = Effect.CreateEffect(e:GetHandler())
  no_summon:SetType(EFFECT_TYPE_SINGLE)
  no_summon:SetProperty(EFFECT_FLAG_SINGLE_RANGE + EFFECT_FLAG_CANNOT_DISABLE)
  no_summon:SetRange(LOCATION_SZONE)
  no_summon:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
  no_summon:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_END)
  union:RegisterEffect(no_summon)
end
