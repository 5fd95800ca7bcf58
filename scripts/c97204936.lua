-- Gaia Knight, the Force of Earth (ygo-harness's own script), Synchro Monster with no effect:
-- 1 Tuner + 1 or more non-Tuner monsters. It must be Synchro Summoned first (revive limit).
local s, id = GetID()

function s.initial_effect(c)
  aux.AddSynchroProcedure(c, nil, aux.NonTuner(nil), 1)
  c:EnableReviveLimit()
end
