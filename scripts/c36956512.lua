-- Gadarla, the Mystery Dust Kaiju (ygo-harness's own script; only its uniqueness, not its summon
-- procedures or its counter effect): you can only control 1 "Kaiju" monster.
local s, id = GetID()

function s.initial_effect(c)
  c:SetUniqueOnField(1, 0, s.is_kaiju, LOCATION_MZONE)
end

function s.is_kaiju(c)
  return c:IsSetCard(0xd3)
end
