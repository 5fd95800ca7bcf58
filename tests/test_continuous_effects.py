"""Continuous effects on an event (EFFECT_TYPE_CONTINUOUS), as process_instant_event and
field::solve_continuous: the effect runs only when effect::is_activateable allows it (its
condition, then its target with chk 0), and it resolves as target with chk 1, then operation,
both seeing the effect's own link as chain 0."""
import pytest

from harness.session import DuelSession
from lua_board import EQ, board

ELF, HARPIE, DM = 15025844, 76812113, 46986414

# A continuous effect of the Elf's on every Normal Summon: its target's chk values are logged,
# its chk 0 answers `ready`; at chk 1 it announces a draw, which the operation reads back.
WATCHER = EQ + """
  calls, ran, seen = {}, 0, nil
  local watch = Effect.CreateEffect(cards.elf)
  watch:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  watch:SetCode(EVENT_SUMMON_SUCCESS)
  watch:SetRange(LOCATION_MZONE)
  watch:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
    calls[#calls + 1] = chk
    if chk == 0 then return ready end
    Duel.SetOperationInfo(0, CATEGORY_DRAW, nil, 0, tp, 1)
  end)
  watch:SetOperation(function(e, tp)
    ran = ran + 1
    local announced, _, _, _, count = Duel.GetOperationInfo(0, CATEGORY_DRAW)
    seen = announced and count
  end)
  cards.elf:RegisterEffect(watch)
"""


@pytest.fixture
def duel():
    session = DuelSession()
    board(session, ("elf", ELF, 0, "mzone"), ("harpie", HARPIE, 0, "hand"), ("dm", DM, 0, "hand"))
    return session


def test_a_continuous_effect_whose_target_refuses_does_not_run(duel):
    duel.lua(WATCHER + """
      ready = false
      Duel.Summon(0, cards.harpie, true, nil)
      eq(cards.harpie:IsLocation(LOCATION_MZONE), true, "summoned")
      eq(ran, 0, "the operation did not run")
      eq(#calls, 1, "the target was asked once")
      eq(calls[1], 0, "with chk 0")
    """)


def test_a_continuous_effect_runs_its_target_with_chk_1_then_its_operation_on_its_own_link(duel):
    duel.lua(WATCHER + """
      ready = true
      Duel.Summon(0, cards.harpie, true, nil)
      eq(ran, 1, "the operation ran once")
      eq(table.concat(calls, ","), "0,1", "chk 0 to list it, chk 1 when it resolves")
      eq(seen, 1, "the operation reads the draw its target announced on chain 0")
    """)
