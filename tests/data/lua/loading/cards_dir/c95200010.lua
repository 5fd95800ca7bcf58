-- Test fixture: records what GetID gave and what the loader set while the file ran.
local s, id, offset = GetID()

LOAD_COUNT_95200010 = (LOAD_COUNT_95200010 or 0) + 1
s.id_seen = id
s.offset_seen = offset
s.is_global_table = rawequal(s, c95200010)
s.self_table_while_loading = rawequal(self_table, s)
s.self_code_while_loading = self_code
s.some_value = 5
s.init_count = 0

function s.initial_effect(c)
  s.init_count = s.init_count + 1
  s.first_card = s.first_card or c
  s.last_card = c
  for _, code in ipairs({EFFECT_UPDATE_ATTACK, EFFECT_UPDATE_DEFENSE}) do
    local e = Effect.CreateEffect(c)
    e:SetType(EFFECT_TYPE_SINGLE)
    e:SetCode(code)
    e:SetValue(100)
    c:RegisterEffect(e)
  end
end

function s.describe(c)
  return c.some_value, c:IsFaceup(), Card.IsFaceup(c), c:GetCode()
end
