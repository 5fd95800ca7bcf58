-- Moon Mirror Shield (ygo-harness's own script), Equip Spell:
-- if the equipped monster battles an opponent's monster, its ATK and DEF become the higher of that
-- monster's ATK or DEF +100, during damage calculation only. "Opponent" is read from this card's
-- controller (seed 004 R5). When this face-up card on the field is sent to the GY (mandatory):
-- pay 500 LP; place it on the top or bottom of its owner's Deck.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)

  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
  limit:SetValue(1)
  c:RegisterEffect(limit)

  local mirror = Effect.CreateEffect(c)
  mirror:SetCategory(CATEGORY_ATKCHANGE + CATEGORY_DEFCHANGE)
  mirror:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  mirror:SetCode(EVENT_PRE_DAMAGE_CALCULATE)
  mirror:SetRange(LOCATION_SZONE)
  mirror:SetCondition(s.mirror_condition)
  mirror:SetOperation(s.mirror)
  c:RegisterEffect(mirror)

  local recycle = Effect.CreateEffect(c)
  recycle:SetCategory(CATEGORY_TODECK)
  recycle:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  recycle:SetCode(EVENT_TO_GRAVE)
  recycle:SetCondition(s.recycle_condition)
  recycle:SetCost(s.recycle_cost)
  recycle:SetTarget(s.recycle_target)
  recycle:SetOperation(s.recycle)
  c:RegisterEffect(recycle)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end
  if chk == 0 then return Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)
  Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local monster = Duel.GetFirstTarget()
  if c:IsRelateToEffect(e) and monster:IsRelateToEffect(e) and monster:IsFaceup() then
    Duel.Equip(tp, c, monster)
  end
end

-- tp is this card's controller: the battling monster must be controlled by its opponent
function s.mirror_condition(e, tp, eg, ep, ev, re, r, rp)
  local equipped = e:GetHandler():GetEquipTarget()
  local other = equipped and equipped:GetBattleTarget()
  return equipped and other and other:IsFaceup() and other:IsControler(1 - tp)
end

function s.mirror(e, tp, eg, ep, ev, re, r, rp)
  local equipped = e:GetHandler():GetEquipTarget()
  local other = equipped and equipped:GetBattleTarget()
  if not (equipped and other and equipped:IsFaceup() and other:IsFaceup()) then return end
  local value = math.max(other:GetAttack(), other:GetDefense()) + 100
  for _, code in ipairs({EFFECT_SET_ATTACK_FINAL, EFFECT_SET_DEFENSE_FINAL}) do
    local set = Effect.CreateEffect(e:GetHandler())
    set:SetType(EFFECT_TYPE_SINGLE)
    set:SetCode(code)
    set:SetValue(value)
    set:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_DAMAGE_CAL)
    equipped:RegisterEffect(set)
  end
end

function s.recycle_condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return c:IsPreviousPosition(POS_FACEUP) and c:IsPreviousLocation(LOCATION_ONFIELD)
end

function s.recycle_cost(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.CheckLPCost(tp, 500) end
  Duel.PayLPCost(tp, 500)
end

function s.recycle_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_TODECK, e:GetHandler(), 1, 0, 0)
end

-- option 0: the top of the Deck (SEQ_DECKTOP), 1: the bottom (SEQ_DECKBOTTOM)
function s.recycle(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) then
    local where = Duel.SelectOption(tp, aux.Stringid(id, 0), aux.Stringid(id, 1))
    Duel.SendtoDeck(c, nil, where, REASON_EFFECT)
  end
end
