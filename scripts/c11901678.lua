-- Black Skull Dragon (ygo-harness's own script), Fusion Monster with no effect:
-- "Summoned Skull" + "Red-Eyes Black Dragon" (a Fusion Substitute may replace one of them).
-- It must be Fusion Summoned first (revive limit).
local s, id = GetID()

function s.initial_effect(c)
  c:EnableReviveLimit()
  aux.AddFusionProcCode2(c, 70781052, 74677422, true, true)
end
