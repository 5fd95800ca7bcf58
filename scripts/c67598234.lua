-- Gaia Saber, the Lightning Shadow (ygo-harness's own script), Link Monster with no effect:
-- 2 or more monsters (Link-3: a Link-2 material may count as 2). It must be Link Summoned first.
local s, id = GetID()

function s.initial_effect(c)
  aux.AddLinkProcedure(c, nil, 2)
  c:EnableReviveLimit()
end
