-- Fake Explosion Penta (ygo-harness's own script), Normal Trap. When an opponent's monster
-- declares an attack: neither battling monster is destroyed by that battle; after damage
-- calculation, Special Summon 1 "Summon Reactor・AI" from your hand or GY, ignoring its
-- Summoning conditions. (The after-battle summon is a mandatory trigger registered to the player:
-- it resolves with this card already in the GY.)
local s, id = GetID()
local REACTOR_AI = 89493368

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_SPECIAL_SUMMON)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_ATTACK_ANNOUNCE)
  activate:SetCondition(s.opponent_attacks)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.opponent_attacks(e, tp, eg, ep, ev, re, r, rp)
  return eg:GetFirst():IsControler(1 - tp)
end

local function survives_the_battle(c, monster)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetCode(EFFECT_INDESTRUCTABLE_BATTLE)
  e:SetValue(1)
  e:SetReset(RESET_PHASE + PHASE_DAMAGE)
  monster:RegisterEffect(e)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  for _, monster in ipairs({Duel.GetAttacker(), Duel.GetAttackTarget()}) do
    survives_the_battle(c, monster)
  end
  local after_battle = Effect.CreateEffect(c)
  after_battle:SetDescription(aux.Stringid(id, 0))
  after_battle:SetCategory(CATEGORY_SPECIAL_SUMMON)
  after_battle:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
  after_battle:SetCode(EVENT_BATTLED)
  after_battle:SetOperation(s.summon_reactor)
  after_battle:SetReset(RESET_PHASE + PHASE_DAMAGE)
  Duel.RegisterEffect(after_battle, tp)
end

function s.reactor(c, e, tp)
  return c:IsCode(REACTOR_AI) and c:IsCanBeSpecialSummoned(e, 0, tp, true, true)
end

function s.summon_reactor(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetLocationCount(tp, LOCATION_MZONE) < 1 then return end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = Duel.SelectMatchingCard(tp, s.reactor, tp, LOCATION_HAND + LOCATION_GRAVE, 0, 1, 1, nil, e, tp)
  if #g > 0 then
    Duel.SpecialSummon(g, 0, tp, tp, true, true, POS_FACEUP)
  end
end
