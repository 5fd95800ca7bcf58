-- Extra Gauge (a made-up Normal Spell for the zone counts): gain LP for the zones free for a
-- Link monster from the Extra Deck (x1000), for an Xyz monster (x100) and the free Spell & Trap
-- Zones (x10).
local s, id = GetID()

function s.initial_effect(c)
  local gauge = Effect.CreateEffect(c)
  gauge:SetCategory(CATEGORY_RECOVER)
  gauge:SetType(EFFECT_TYPE_ACTIVATE)
  gauge:SetCode(EVENT_FREE_CHAIN)
  gauge:SetOperation(s.operation)
  c:RegisterEffect(gauge)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local link = Duel.GetLocationCountFromEx(tp, tp, nil, TYPE_LINK)
  local xyz = Duel.GetLocationCountFromEx(tp, tp, nil, TYPE_XYZ)
  local spells = Duel.GetSZoneCount(tp)
  Duel.Recover(tp, link * 1000 + xyz * 100 + spells * 10, REASON_EFFECT)
end
