"""The order simultaneous triggers go on the chain (SEGOC), as processor.cpp process_point_event
builds it: the forced ones (the turn player's, then the other player's), then the optional ones
(likewise); one player's entries in the order select_chain lists them (chain::chain_operation_sort:
two effects of one card by description, else by effect id, that is registration order)."""
import pytest

from harness.session import DuelSession
from lua_board import EQ, board

ELF, HARPIE, GUARDIAN, DM = 15025844, 76812113, 91152256, 46986414

# Lua: a trigger of `card` on EVENT_CUSTOM+1 that notes its card's name in `resolved` when it resolves
TRIGGER = EQ + """
resolved = {}
local function trigger(card, kind, name, description)
  local e = Effect.CreateEffect(card)
  e:SetType(EFFECT_TYPE_FIELD + kind) e:SetCode(EVENT_CUSTOM + 1) e:SetRange(LOCATION_MZONE)
  e:SetProperty(EFFECT_FLAG_DELAY)
  if description then e:SetDescription(description) end
  e:SetOperation(function() resolved[#resolved + 1] = name end)
  card:RegisterEffect(e)
end
"""


CASES = {
    # chain links 1-3: forced (turn player's, then the other's), then optional; resolved backwards
    "forced triggers of both players before the optional ones": (
        [("elf", ELF, 0), ("harpie", HARPIE, 0), ("guardian", GUARDIAN, 1)], """
          trigger(cards.elf, EFFECT_TYPE_TRIGGER_O, "optional_turn_player")
          trigger(cards.harpie, EFFECT_TYPE_TRIGGER_F, "forced_turn_player")
          trigger(cards.guardian, EFFECT_TYPE_TRIGGER_F, "forced_other_player")
        """, ["elf"], ["optional_turn_player", "forced_other_player", "forced_turn_player"]),
    "one player's forced triggers in registration order": (
        [("elf", ELF, 0), ("harpie", HARPIE, 0), ("dm", DM, 0)], """
          trigger(cards.dm, EFFECT_TYPE_TRIGGER_F, "first")
          trigger(cards.elf, EFFECT_TYPE_TRIGGER_F, "second")
          trigger(cards.harpie, EFFECT_TYPE_TRIGGER_F, "third")
        """, [], ["third", "second", "first"]),
    "two triggers of one card by their descriptions": (
        [("elf", ELF, 0)], """
          trigger(cards.elf, EFFECT_TYPE_TRIGGER_F, "described_2", 2)
          trigger(cards.elf, EFFECT_TYPE_TRIGGER_F, "described_1", 1)
        """, [], ["described_2", "described_1"]),
}


@pytest.mark.parametrize("case", CASES)
def test_simultaneous_triggers_resolve_in_the_engines_order(case):
    monsters, registrations, accepted, expected = CASES[case]
    duel = DuelSession()
    board(duel, *[(alias, code, player, "mzone") for alias, code, player in monsters])
    if accepted:
        duel.answers.load(triggers={duel.card(alias): True for alias in accepted})
    duel.lua(TRIGGER + registrations + "\nDuel.RaiseEvent(cards.elf, EVENT_CUSTOM + 1, nil, 0, 0, 0, 0)")
    duel.lua("order = table.concat(resolved, ' ')")
    assert duel.host.runtime.lua.globals().order.split() == expected
