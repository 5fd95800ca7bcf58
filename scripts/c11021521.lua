-- Neko Mane King (ygo-harness's own script), Effect Monster:
-- when this card is sent to the GY by your opponent's card effect during your opponent's turn,
-- that turn ends.
local s, id = GetID()

function s.initial_effect(c)
  local finish = Effect.CreateEffect(c)
  finish:SetDescription(aux.Stringid(id, 0))
  finish:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  finish:SetCode(EVENT_TO_GRAVE)
  finish:SetCondition(s.condition)
  finish:SetOperation(s.operation)
  c:RegisterEffect(finish)
end

function s.condition(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  return Duel.GetTurnPlayer() == 1 - tp and c:IsPreviousControler(tp)
    and r & REASON_EFFECT ~= 0 and rp == 1 - tp
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  -- the rest of the opponent's turn is skipped, up to its End Phase
  local opponent = 1 - tp
  for _, phase in ipairs({PHASE_DRAW, PHASE_STANDBY, PHASE_MAIN1, PHASE_MAIN2}) do
    Duel.SkipPhase(opponent, phase, RESET_PHASE + PHASE_END, 1)
  end
  Duel.SkipPhase(opponent, PHASE_BATTLE, RESET_PHASE + PHASE_END, 1, 1)
  local no_battle = Effect.CreateEffect(e:GetHandler())
  no_battle:SetType(EFFECT_TYPE_FIELD)
  no_battle:SetCode(EFFECT_CANNOT_BP)
  no_battle:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  no_battle:SetTargetRange(0, 1)
  no_battle:SetReset(RESET_PHASE + PHASE_END)
  Duel.RegisterEffect(no_battle, tp)
end
