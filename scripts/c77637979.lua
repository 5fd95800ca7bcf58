-- LAN Phorhynchus (ygo-harness's own script), Link Monster with no effect: 2 monsters (Link-2).
-- It must be Link Summoned first (revive limit).
local s, id = GetID()

function s.initial_effect(c)
  c:EnableReviveLimit()
  aux.AddLinkProcedure(c, nil, 2, 2)
end
