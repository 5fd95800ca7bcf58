-- Polymerization (ygo-harness's own script), Normal Spell: Fusion Summon 1 Fusion Monster from
-- your Extra Deck, using monsters from your hand or your field as Fusion Material.
-- (Chain Material and other ways to use materials from elsewhere are not scripted here.)
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_SPECIAL_SUMMON + CATEGORY_FUSION_SUMMON)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
end

function s.fusion(card, e, tp, materials)
  return card:IsType(TYPE_FUSION) and card:IsCanBeSpecialSummoned(e, SUMMON_TYPE_FUSION, tp, false, false)
    and card:CheckFusionMaterial(materials, nil, tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return Duel.IsExistingMatchingCard(s.fusion, tp, LOCATION_EXTRA, 0, 1, nil, e, tp, Duel.GetFusionMaterial(tp))
  end
  Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 1, tp, LOCATION_EXTRA)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local materials = Duel.GetFusionMaterial(tp):Filter(function(card) return not card:IsImmuneToEffect(e) end, nil)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local monster = Duel.SelectMatchingCard(tp, s.fusion, tp, LOCATION_EXTRA, 0, 1, 1, nil, e, tp, materials):GetFirst()
  if not monster then return end
  local used = Duel.SelectFusionMaterial(tp, monster, materials, nil, tp)
  monster:SetMaterial(used)
  Duel.SendtoGrave(used, REASON_EFFECT + REASON_MATERIAL + REASON_FUSION)
  Duel.BreakEffect()
  Duel.SpecialSummon(monster, SUMMON_TYPE_FUSION, tp, tp, false, false, POS_FACEUP)
  monster:CompleteProcedure()
end
