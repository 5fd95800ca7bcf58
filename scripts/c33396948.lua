-- Exodia the Forbidden One (ygo-harness's own script), Effect Monster:
-- if you have "Right Leg of the Forbidden One", "Left Leg of the Forbidden One", "Right Arm of
-- the Forbidden One" and "Left Arm of the Forbidden One" in addition to this card in your hand,
-- you win the Duel.
-- The hands are checked whenever a card is added to a hand while this card is in one: a
-- continuous effect on EVENT_TO_HAND with EFFECT_FLAG_DELAY (a draw during a chain link is
-- checked once that link has resolved). Duel.Win takes effect at the next win check.
local s, id = GetID()

local PIECES = {id, 70903634, 7902349, 8124921, 44519536}
local WIN_REASON_EXODIA = 0x10

function s.initial_effect(c)
  local win = Effect.CreateEffect(c)
  win:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  win:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE + EFFECT_FLAG_DELAY)
  win:SetCode(EVENT_TO_HAND)
  win:SetRange(LOCATION_HAND)
  win:SetOperation(s.check_hands)
  c:RegisterEffect(win)
end

local function assembled(player)
  local hand = Duel.GetFieldGroup(player, LOCATION_HAND, 0)
  for _, code in ipairs(PIECES) do
    if not hand:IsExists(Card.IsCode, 1, nil, code) then return false end
  end
  return true
end

function s.check_hands(e, tp)
  local mine, theirs = assembled(tp), assembled(1 - tp)
  if mine and theirs then
    Duel.Win(PLAYER_NONE, WIN_REASON_EXODIA)
  elseif mine then
    Duel.Win(tp, WIN_REASON_EXODIA)
  elseif theirs then
    Duel.Win(1 - tp, WIN_REASON_EXODIA)
  end
end
