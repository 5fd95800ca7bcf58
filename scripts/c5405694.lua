-- Black Luster Soldier (ygo-harness's own script), Ritual Monster with no effect: Ritual Summoned
-- with "Black Luster Ritual" (55761792); it must be Ritual Summoned first (revive limit).
local s, id = GetID()

function s.initial_effect(c)
  c:EnableReviveLimit()
end
