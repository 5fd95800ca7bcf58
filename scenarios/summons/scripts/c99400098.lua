-- Bound Pendulum (ygo-harness test card): a Pendulum Monster that must first be properly summoned
-- (a revive limit).
local s, id = GetID()

function s.initial_effect(c)
  c:EnableReviveLimit()
end
