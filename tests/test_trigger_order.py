"""The order simultaneous triggers go on the chain (SEGOC), as processor.cpp process_point_event
builds it: the forced ones (the turn player's, then the other player's), then the optional ones
(likewise); one player's entries in the order select_chain lists them (chain::chain_operation_sort:
two effects of one card by description, else by effect id, that is registration order)."""
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


def resolution_order(duel, registrations, triggers=None):
    if triggers:
        duel.answers.load(triggers={duel.card(alias): True for alias in triggers})
    duel.lua(TRIGGER + registrations + "\nDuel.RaiseEvent(cards.elf, EVENT_CUSTOM + 1, nil, 0, 0, 0, 0)")
    duel.lua("order = table.concat(resolved, ' ')")
    return duel.host.runtime.lua.globals().order.split()


def test_forced_triggers_of_both_players_come_before_the_optional_ones():
    duel = DuelSession()
    board(duel, ("elf", ELF, 0, "mzone"), ("harpie", HARPIE, 0, "mzone"), ("guardian", GUARDIAN, 1, "mzone"))
    order = resolution_order(duel, """
      trigger(cards.elf, EFFECT_TYPE_TRIGGER_O, "optional_turn_player")
      trigger(cards.harpie, EFFECT_TYPE_TRIGGER_F, "forced_turn_player")
      trigger(cards.guardian, EFFECT_TYPE_TRIGGER_F, "forced_other_player")
    """, triggers=["elf"])
    # chain links 1-3: forced (turn player's, then the other's), then optional; resolved backwards
    assert order == ["optional_turn_player", "forced_other_player", "forced_turn_player"]


def test_one_players_forced_triggers_go_on_in_registration_order():
    duel = DuelSession()
    board(duel, ("elf", ELF, 0, "mzone"), ("harpie", HARPIE, 0, "mzone"), ("dm", DM, 0, "mzone"))
    order = resolution_order(duel, """
      trigger(cards.dm, EFFECT_TYPE_TRIGGER_F, "first")
      trigger(cards.elf, EFFECT_TYPE_TRIGGER_F, "second")
      trigger(cards.harpie, EFFECT_TYPE_TRIGGER_F, "third")
    """)
    assert order == ["third", "second", "first"]


def test_two_triggers_of_one_card_go_on_by_their_descriptions():
    duel = DuelSession()
    board(duel, ("elf", ELF, 0, "mzone"))
    order = resolution_order(duel, """
      trigger(cards.elf, EFFECT_TYPE_TRIGGER_F, "described_2", 2)
      trigger(cards.elf, EFFECT_TYPE_TRIGGER_F, "described_1", 1)
    """)
    assert order == ["described_2", "described_1"]
