-- Fused Chimera (Fusion Monster): must first be Fusion Summoned (c:EnableReviveLimit()).
local s, id = GetID()

function s.initial_effect(c)
  c:EnableReviveLimit()
end
