-- Mandragon (ygo-harness's own script), Normal Pendulum Monster (Pendulum Scale 2, no Pendulum
-- Effect): it can be activated as a Pendulum Scale and Pendulum Summons with the other Scale.
local s, id = GetID()

function s.initial_effect(c)
  aux.EnablePendulumAttribute(c)
end
