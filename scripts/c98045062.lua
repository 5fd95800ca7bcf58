-- Enemy Controller (ygo-harness's own script), Quick-Play Spell: activate 1 of these effects:
-- (0) target 1 face-up monster your opponent controls; change its battle position;
-- (1) Tribute 1 monster, then target 1 face-up monster your opponent controls; take control of
--     it until the End Phase.
local s, id = GetID()

local PAYING = 100      -- label: the activation is being checked with its cost

local function faceup(c) return c:IsFaceup() end

local function stealable(c) return c:IsFaceup() and c:IsControlerCanBeChanged(true) end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET)
  activate:SetHintTiming(TIMING_BATTLE_PHASE + TIMING_STANDBY_PHASE, TIMING_BATTLE_PHASE)
  activate:SetCost(function(e) e:SetLabel(PAYING) return true end)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then
    local fits = e:GetLabel() == 1 and stealable or faceup
    return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1 - tp) and fits(chkc)
  end
  local can_flip = Duel.IsExistingTarget(faceup, tp, 0, LOCATION_MZONE, 1, nil)
  local can_steal = e:GetLabel() == PAYING and Duel.CheckReleaseGroup(tp, nil, 1, nil)
    and Duel.IsExistingTarget(stealable, tp, 0, LOCATION_MZONE, 1, nil)
  if chk == 0 then
    e:SetLabel(0)
    return can_flip or can_steal
  end
  local choice
  if can_flip and can_steal then
    choice = Duel.SelectOption(tp, aux.Stringid(id, 0), aux.Stringid(id, 1))
  elseif can_flip then
    choice = Duel.SelectOption(tp, aux.Stringid(id, 0))
  else
    choice = Duel.SelectOption(tp, aux.Stringid(id, 1)) + 1
  end
  e:SetLabel(choice)
  if choice == 0 then
    e:SetCategory(CATEGORY_POSITION)
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_POSCHANGE)
    local chosen = Duel.SelectTarget(tp, faceup, tp, 0, LOCATION_MZONE, 1, 1, nil)
    Duel.SetOperationInfo(0, CATEGORY_POSITION, chosen, 1, 0, 0)
  else
    e:SetCategory(CATEGORY_CONTROL)
    Duel.Release(Duel.SelectReleaseGroup(tp, nil, 1, 1, nil), REASON_COST)
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_CONTROL)
    local chosen = Duel.SelectTarget(tp, stealable, tp, 0, LOCATION_MZONE, 1, 1, nil)
    Duel.SetOperationInfo(0, CATEGORY_CONTROL, chosen, 1, 0, 0)
  end
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local monster = Duel.GetFirstTarget()
  if not (monster and monster:IsRelateToEffect(e)) then return end
  if e:GetLabel() == 0 then
    Duel.ChangePosition(monster, POS_FACEUP_DEFENSE, POS_FACEUP_DEFENSE, POS_FACEUP_ATTACK, POS_FACEUP_ATTACK)
  else
    Duel.GetControl(monster, tp, PHASE_END, 1)
  end
end
