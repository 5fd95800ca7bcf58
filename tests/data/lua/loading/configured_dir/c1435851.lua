-- Test fixture: replaces the bundled script of card 1435851 from a configured folder.
local s, id = GetID()
s.origin = "configured_dir"

function s.initial_effect(c)
  for _ = 1, 2 do
    local e = Effect.CreateEffect(c)
    e:SetType(EFFECT_TYPE_SINGLE)
    c:RegisterEffect(e)
  end
end
