-- Bujintei Tsukuyomi (ygo-harness's own script), Xyz Monster: 2 Level 4 LIGHT monsters.
-- You can only control 1 face-up "Bujintei Tsukuyomi". Once per turn: you can detach 1 material
-- from this card; send your whole hand to the GY, then draw 2 cards. If this card leaves the
-- field by your opponent's card effect: you can target Level 4 "Bujin" Beast-Warrior monsters
-- in your GY, up to the number of materials this card had then; Special Summon them.
-- The number is read in the trigger's condition, which the engine checks as it processes the
-- leave-field event: before it records how many materials the card has just lost.
local s, id = GetID()

function s.initial_effect(c)
  aux.AddXyzProcedure(c, aux.FilterBoolFunction(Card.IsAttribute, ATTRIBUTE_LIGHT), 4, 2)
  c:EnableReviveLimit()
  c:SetUniqueOnField(1, 0, id)

  local refresh = Effect.CreateEffect(c)
  refresh:SetDescription(aux.Stringid(id, 0))
  refresh:SetCategory(CATEGORY_TOGRAVE + CATEGORY_DRAW)
  refresh:SetType(EFFECT_TYPE_IGNITION)
  refresh:SetRange(LOCATION_MZONE)
  refresh:SetCountLimit(1)
  refresh:SetCost(s.detach)
  refresh:SetTarget(s.refresh_target)
  refresh:SetOperation(s.refresh)
  c:RegisterEffect(refresh)

  local revive = Effect.CreateEffect(c)
  revive:SetDescription(aux.Stringid(id, 1))
  revive:SetCategory(CATEGORY_SPECIAL_SUMMON)
  revive:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  revive:SetCode(EVENT_LEAVE_FIELD)
  revive:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_DAMAGE_STEP)
  revive:SetCondition(s.revive_condition)
  revive:SetTarget(s.revive_target)
  revive:SetOperation(s.revive)
  c:RegisterEffect(revive)
end

function s.detach(e, tp, eg, ep, ev, re, r, rp, chk)
  local c = e:GetHandler()
  if chk == 0 then return c:CheckRemoveOverlayCard(tp, 1, REASON_COST) end
  c:RemoveOverlayCard(tp, 1, 1, REASON_COST)
end

function s.refresh_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsPlayerCanDraw(tp, 2) and Duel.GetFieldGroupCount(tp, LOCATION_HAND, 0) > 0 end
  Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 2)
end

function s.refresh(e, tp, eg, ep, ev, re, r, rp)
  local hand = Duel.GetFieldGroup(tp, LOCATION_HAND, 0)
  if #hand > 0 then
    Duel.SendtoGrave(hand, REASON_EFFECT)
    Duel.Draw(tp, 2, REASON_EFFECT)
  end
end

function s.revive_condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  local materials = c:GetPreviousOverlayCountOnField()
  e:SetLabel(materials)
  return rp == 1 - tp and r & REASON_EFFECT ~= 0 and materials > 0 and c:IsPreviousPosition(POS_FACEUP)
end

local function bujin_beast_warrior(c, e, tp)
  return c:IsLevel(4) and c:IsSetCard(0x88) and c:IsRace(RACE_BEASTWARRIOR) and c:IsCanBeSpecialSummoned(e, 0, tp, false, false)
end

function s.revive_target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and bujin_beast_warrior(chkc, e, tp) end
  local free = Duel.GetLocationCount(tp, LOCATION_MZONE)
  if chk == 0 then return free > 0 and Duel.IsExistingTarget(bujin_beast_warrior, tp, LOCATION_GRAVE, 0, 1, nil, e, tp) end
  local most = math.min(e:GetLabel(), free)
  if Duel.IsPlayerAffectedByEffect(tp, 59822133) then most = 1 end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local chosen = Duel.SelectTarget(tp, bujin_beast_warrior, tp, LOCATION_GRAVE, 0, 1, most, nil, e, tp)
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, chosen, #chosen, 0, 0)
end

function s.revive(e, tp, eg, ep, ev, re, r, rp)
  local free = Duel.GetLocationCount(tp, LOCATION_MZONE)
  local targets = Duel.GetTargetsRelateToChain():Filter(bujin_beast_warrior, nil, e, tp)
  if free <= 0 or #targets == 0 then return end
  if #targets > free or (#targets > 1 and Duel.IsPlayerAffectedByEffect(tp, 59822133)) then return end
  Duel.SpecialSummon(targets, 0, tp, tp, false, false, POS_FACEUP)
end
