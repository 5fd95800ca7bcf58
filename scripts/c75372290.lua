-- Total Defense Shogun (ygo-harness's own script), Effect Monster:
-- when this card is Normal or Flip Summoned: change it to Defense Position. This card can attack
-- while in face-up Defense Position. (As the real script, EFFECT_DEFENSE_ATTACK has no value: the
-- engine then uses its ATK in damage calculation, see
-- scenarios/battle/total_defense_shogun_attacks_from_defense_position_with_its_atk.yaml.)
local s, id = GetID()

function s.initial_effect(c)
  local to_defense = Effect.CreateEffect(c)
  to_defense:SetDescription(aux.Stringid(id, 0))
  to_defense:SetCategory(CATEGORY_POSITION)
  to_defense:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  to_defense:SetCode(EVENT_SUMMON_SUCCESS)
  to_defense:SetTarget(s.target)
  to_defense:SetOperation(s.operation)
  c:RegisterEffect(to_defense)
  local on_flip_summon = to_defense:Clone()
  on_flip_summon:SetCode(EVENT_FLIP_SUMMON_SUCCESS)
  c:RegisterEffect(on_flip_summon)

  local defense_attack = Effect.CreateEffect(c)
  defense_attack:SetType(EFFECT_TYPE_SINGLE)
  defense_attack:SetCode(EFFECT_DEFENSE_ATTACK)
  c:RegisterEffect(defense_attack)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return e:GetHandler():IsAttackPos() end
  Duel.SetOperationInfo(0, CATEGORY_POSITION, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if c:IsRelateToEffect(e) and c:IsFaceup() and c:IsAttackPos() then
    Duel.ChangePosition(c, POS_FACEUP_DEFENSE)
  end
end
