"""The Branching Spell, a test card with two branches, shared by the CI and mutation tests: at
8000 LP or more its player gains 500 LP (RECOVER_LINE), else the opponent takes 500 damage
(DAMAGE_LINE), so one scenario runs one branch and leaves the other unrun."""

SCRIPT = """\
-- Branching Spell (a test card): gain 500 LP at 8000 or more, else 500 damage to the opponent
local s, id = GetID()

function s.initial_effect(c)
  local e1 = Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetOperation(s.activate)
  c:RegisterEffect(e1)
end

function s.activate(e, tp, eg, ep, ev, re, r, rp)
  if Duel.GetLP(tp) >= 8000 then
    Duel.Recover(tp, 500, REASON_EFFECT)
  else
    Duel.Damage(1 - tp, 500, REASON_EFFECT)
  end
end
"""
RECOVER_LINE, DAMAGE_LINE = 14, 16
