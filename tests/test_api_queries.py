"""The query API of card_queries, duel_queries and group_queries, through DuelSession and Lua.

Every value asserted here was also asserted on the native engine (ygopro-core, Master Rule 5)
with the same board, as `lua` steps of a scenario run by shared/tools/native-oracle.
"""
from pathlib import Path

import pytest

from harness.constants import EFFECT_DISABLE_CHAIN, LOCATION_DECK
from harness.engine import negation
from harness.engine.state.errors import ScriptError
from harness.session import DuelSession
from lua_board import EQ, board

SCRIPTS = Path(__file__).resolve().parent.parent / "scenarios" / "api" / "scripts"

DM, BEWD, GAIA, ELF, HARPIE = 46986414, 89631139, 6368038, 15025844, 76812113    # Levels 7, 8, 7, 4, 4
CED, PEARL, ABSOLUTE_ZERO, RELINQUISHED = 94192409, 71594310, 40854197, 64631466
SENTRY, APEX, PLAINS, TOKEN = 99400001, 99400002, 99400006, 99400009
QUICK_DRAWER, SEVERANCE = 99400012, 99400013

LINK = {"type": ["monster", "effect", "link"], "attribute": "light", "race": "cyberse", "atk": 1200}
CARDS = {
    SENTRY: dict(LINK, name="Arrowhead Sentry", link=3, link_marker=["left", "right", "top"]),
    APEX: dict(LINK, name="Apex Sentry", link=2, link_marker=["bottom", "bottom_left"]),
    99400003: dict(LINK, name="Column Breaker as a Link monster", link=1, link_marker=["bottom_left"]),
    PLAINS: {"name": "Verdant Plains", "type": ["spell", "field"]},
    TOKEN: {"name": "Permit Token", "type": ["monster", "normal", "token"], "attribute": "dark", "race": "fiend",
            "level": 1, "atk": 0, "def": 0},
    QUICK_DRAWER: {"name": "Quick Drawer", "type": ["monster", "effect"], "attribute": "light", "race": "warrior",
                   "level": 4, "atk": 1000, "def": 1000},
    SEVERANCE: {"name": "Chain Severance", "type": ["trap"]},
}

# Lua helpers for the snippets: eq(a, b, what) asserts; names(g) lists a group's aliases, sorted.
PRELUDE = EQ + """
local function names(g)
  local found = {}
  for c in aux.Next(g) do
    for alias, card in pairs(cards) do if card == c then found[#found + 1] = alias end end
  end
  table.sort(found)
  return table.concat(found, ",")
end
"""


@pytest.fixture
def duel():
    return DuelSession(cards=CARDS, scripts=[SCRIPTS])


def check(duel, code):
    """Run Lua assertions (eq / names available); a failed one fails the test with its message."""
    duel.lua(PRELUDE + code)


def value(duel, expression):
    duel.lua(f"RESULT = table.pack({expression})")
    packed = duel.host.runtime.globals.RESULT
    values = [packed[i] for i in range(1, packed.n + 1)]
    return values[0] if len(values) == 1 else values



# -- what is public ---------------------------------------------------------------------------------------
def test_is_public_and_is_faceup_ex_follow_the_position_and_the_location(duel):
    board(duel, ("hand", DM, 0, "hand"), ("grave", GAIA, 0, "grave"), ("deck", ELF, 0, "deck"),
          ("banished_down", HARPIE, 0, "removed", None, "facedown"), ("banished_up", HARPIE, 0, "removed"),
          ("extra", PEARL, 0, "extra"), ("set", BEWD, 1, "mzone", None, "facedown_defense"), ("up", DM, 1, "mzone"))
    check(duel, """
      eq(cards.hand:IsPublic(), false, "hand") eq(cards.hand:IsFaceupEx(), true, "hand, ex")
      eq(cards.grave:IsPublic(), true, "GY")
      eq(cards.deck:IsPublic(), false, "Deck") eq(cards.deck:IsFaceupEx(), true, "Deck, ex")
      eq(cards.banished_down:IsPublic(), false, "banished face-down")
      eq(cards.banished_down:IsFaceupEx(), false, "banished face-down, ex")
      eq(cards.banished_up:IsPublic(), true, "banished face-up")
      eq(cards.extra:IsFaceupEx(), false, "Extra Deck, ex")
      eq(cards.set:IsPublic(), false, "Set monster") eq(cards.set:IsFaceupEx(), false, "Set monster, ex")
      eq(cards.up:IsPublic(), true, "face-up monster")
    """)


def test_a_hand_card_under_effect_public_is_public_once_the_duel_adjusts(duel):
    board(duel, ("shown", DM, 0, "hand"), ("hidden", BEWD, 0, "hand"))
    check(duel, """
      local reveal = Effect.CreateEffect(cards.shown)
      reveal:SetType(EFFECT_TYPE_SINGLE)
      reveal:SetCode(EFFECT_PUBLIC)
      reveal:SetReset(RESET_EVENT + RESETS_STANDARD)
      cards.shown:RegisterEffect(reveal)
    """)
    check(duel, 'eq(cards.shown:IsPublic(), true, "revealed") eq(cards.hidden:IsPublic(), false, "other card")')


# -- player flag effects --------------------------------------------------------------------------------------
def test_player_flag_effects_count_label_and_reset_per_player(duel):
    board(duel, ("grave", GAIA, 0, "grave"))
    check(duel, """
      eq(Duel.GetFlagEffect(0, 77), 0, "none yet") eq(Duel.GetFlagEffectLabel(0, 77), nil, "no label")
      eq(getmetatable(Duel.RegisterFlagEffect(0, 77, 0, 0, 1, 5)), Effect, "returns the effect")
      Duel.RegisterFlagEffect(0, 77, 0, 0, 0, 6)                 -- a count of 0 counts as 1
      eq(Duel.GetFlagEffect(0, 77), 2, "two flags") eq(Duel.GetFlagEffect(1, 77), 0, "not the opponent's")
      eq(select("#", Duel.GetFlagEffectLabel(0, 77)), 2, "one label each")
      local first, second = Duel.GetFlagEffectLabel(0, 77)
      eq(first, 5, "first label") eq(second, 6, "second label")
      eq(Duel.SetFlagEffectLabel(0, 77, 9), true, "relabelled")
      eq((Duel.GetFlagEffectLabel(0, 77)), 9, "the oldest one")
      eq(Duel.SetFlagEffectLabel(1, 77, 9), false, "the opponent has none")
      Duel.ResetFlagEffect(0, 77)
      eq(Duel.GetFlagEffect(0, 77), 0, "reset")
      eq(Duel.GetFlagEffect(2, 77), nil, "no such player")
      cards.grave:RegisterFlagEffect(88, 0, 0, 1, 3)
      eq(cards.grave:SetFlagEffectLabel(88, 4), true, "card flag relabelled")
      eq(cards.grave:GetFlagEffectLabel(88), 4, "card label")
      eq(cards.grave:SetFlagEffectLabel(89, 1), false, "card has no such flag")
    """)


def test_player_flag_effects_count_down_in_each_end_phase(duel):
    board(duel, ("grave", GAIA, 0, "grave"))
    check(duel, """
      Duel.RegisterFlagEffect(0, 78, RESET_PHASE + PHASE_END, 0, 2)                    -- two End Phases
      Duel.RegisterFlagEffect(1, 79, RESET_PHASE + PHASE_END + RESET_SELF_TURN, 0, 1)  -- its own End Phase
    """)
    duel.phase("main1")                                     # player 1's turn
    check(duel, 'eq(Duel.GetFlagEffect(0, 78), 1, "after one") eq(Duel.GetFlagEffect(1, 79), 1, "not its turn")')
    duel.phase("main1")                                     # player 0's turn again
    check(duel, 'eq(Duel.GetFlagEffect(0, 78), 0, "after two") eq(Duel.GetFlagEffect(1, 79), 0, "after its turn")')


# -- group values --------------------------------------------------------------------------------------------
def test_group_values_are_integers_of_f_as_the_core_reads_them(duel):
    board(duel, ("dm", DM, 0, "hand"), ("bewd", BEWD, 0, "hand"), ("gaia", GAIA, 0, "grave"), ("elf", ELF, 0, "deck"))
    check(duel, """
      local g = Group.FromCards(cards.dm, cards.bewd, cards.gaia, cards.elf)
      eq(g:GetSum(Card.GetLevel), 26, "sum")
      eq(g:GetSum(function(c, x) return c:GetLevel() * x end, 10), 260, "extra arguments")
      eq(g:GetSum(function() return true end), 0, "a boolean is 0")
      eq(g:GetSum(function() return 2.7 end), 8, "a float is truncated")
      eq(g:GetSum(function() return "3" end), 12, "a numeric string is a number")
      eq(g:GetClassCount(Card.GetLevel), 3, "classes")
      eq(g:GetBinClassCount(Card.GetAttribute), 3, "attribute bits")
      local most, level = g:GetMaxGroup(Card.GetLevel)
      eq(level, 8, "max") eq(names(most), "bewd", "max group")
      local least, atk = g:GetMinGroup(Card.GetAttack)
      eq(atk, 800, "min ATK") eq(names(least), "elf", "min group")
      local tied = Group.FromCards(cards.dm, cards.gaia, cards.elf):GetMaxGroup(Card.GetLevel)
      eq(names(tied), "dm,gaia", "ties are kept")
      eq(Group.CreateGroup():GetMaxGroup(Card.GetLevel), nil, "empty group")
      eq(Group.CreateGroup():GetSum(Card.GetLevel), 0, "empty sum")
    """)


def test_a_group_value_needs_a_function(duel):
    board(duel, ("dm", DM, 0, "hand"))
    with pytest.raises(ScriptError, match=r"Group.GetSum: argument #2 must be a function"):
        duel.lua("Group.FromCards(cards.dm):GetSum(nil)")


def test_decktop_group_is_the_top_of_the_deck(duel):
    board(duel, ("bottom", BEWD, 0, "deck"), ("middle", DM, 0, "deck"), ("top", ELF, 0, "deck"))  # added on top
    check(duel, """
      eq(names(Duel.GetDecktopGroup(0, 1)), "top", "top card")
      eq(names(Duel.GetDecktopGroup(0, 2)), "middle,top", "top two")
      eq(Duel.GetDecktopGroup(0, 5):GetCount(), 3, "more than the Deck has")
      eq(Duel.GetDecktopGroup(0, 0):GetCount(), 0, "none")
      eq(Duel.GetDecktopGroup(1, 1):GetCount(), 0, "an empty Deck")
    """)
    assert [c.label for c in duel.duel.zone_list(0, LOCATION_DECK)] == ["bottom", "middle", "top"]   # untouched


# -- the Field Spell in play, banishing ------------------------------------------------------------------------
def test_is_environment_by_player_and_location(duel):
    board(duel, ("plains", PLAINS, 0, "fzone", None, "faceup"), ("up", DM, 1, "mzone"),
          ("down", BEWD, 1, "mzone", None, "facedown_defense"), ("grave", GAIA, 0, "grave"))
    check(duel, """
      eq(Duel.IsEnvironment(99400006), true, "either player") eq(Duel.IsEnvironment(99400006, 0), true, "its player")
      eq(Duel.IsEnvironment(99400006, 1), false, "the other player")
      eq(Duel.IsEnvironment(99400006, PLAYER_ALL, LOCATION_MZONE), false, "not in the Monster Zones")
      eq(Duel.IsEnvironment(46986414), true, "a face-up monster") eq(Duel.IsEnvironment(46986414, 0), false, "not yours")
      eq(Duel.IsEnvironment(89631139), false, "a face-down monster")
      eq(Duel.IsEnvironment(6368038), false, "the GY is not looked at by default")
      eq(Duel.IsEnvironment(6368038, PLAYER_ALL, LOCATION_GRAVE), true, "the GY")
      eq(Duel.IsEnvironment(6368038, 1, LOCATION_GRAVE), false, "the other player's GY")
      eq(Duel.IsEnvironment(99400006, 5), nil, "no such player")
    """)


def test_change_environment_counts_only_without_a_face_up_field_spell(duel):
    board(duel, ("up", DM, 0, "mzone"), ("plains", PLAINS, 1, "hand"))
    check(duel, """
      local e = Effect.CreateEffect(cards.up)
      e:SetType(EFFECT_TYPE_FIELD)
      e:SetCode(EFFECT_CHANGE_ENVIRONMENT)
      e:SetRange(LOCATION_MZONE)
      e:SetValue(12345)
      cards.up:RegisterEffect(e)
      eq(Duel.IsEnvironment(12345), true, "as a Field Spell") eq(Duel.IsEnvironment(12345, 0), true, "its controller's")
      eq(Duel.IsEnvironment(12345, 1), false, "not the opponent's")
    """)
    duel.add_card(PLAINS, 1, "fzone", "field", position="faceup")
    check(duel, 'eq(Duel.IsEnvironment(12345), false, "a face-up Field Spell wins")')


def test_is_player_can_remove_with_and_without_a_card(duel):
    board(duel, ("locker", DM, 1, "mzone"), ("grave", GAIA, 0, "grave"), ("hand", ELF, 0, "hand"))
    check(duel, """
      eq(Duel.IsPlayerCanRemove(0), true, "nothing forbids it") eq(Duel.IsPlayerCanRemove(2), false, "no such player")
      local lock = Effect.CreateEffect(cards.locker)
      lock:SetType(EFFECT_TYPE_FIELD)
      lock:SetCode(EFFECT_CANNOT_REMOVE)
      lock:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      lock:SetRange(LOCATION_MZONE)
      lock:SetTargetRange(0, 1)
      lock:SetTarget(function(e, c, tp, r, re) return c:IsLocation(LOCATION_GRAVE) and r == REASON_EFFECT end)
      cards.locker:RegisterEffect(lock)
      eq(Duel.IsPlayerCanRemove(0), true, "a lock with a target forbids only some cards")
      eq(Duel.IsPlayerCanRemove(0, cards.grave), false, "a card it forbids")
      eq(Duel.IsPlayerCanRemove(0, cards.grave, REASON_COST), true, "another reason")
      eq(Duel.IsPlayerCanRemove(0, cards.hand), true, "a card it allows")
      eq(Duel.IsPlayerCanRemove(1, cards.grave), true, "the lock's own player")
      local full = Effect.CreateEffect(cards.locker)
      full:SetType(EFFECT_TYPE_FIELD)
      full:SetCode(EFFECT_CANNOT_REMOVE)
      full:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      full:SetRange(LOCATION_MZONE)
      full:SetTargetRange(1, 0)
      cards.locker:RegisterEffect(full)
      eq(Duel.IsPlayerCanRemove(1), false, "a lock without a target")
      eq(Duel.IsPlayerCanRemove(1, cards.hand), false, "a lock without a target, any card")
    """)


# -- link arrows and columns ---------------------------------------------------------------------------------
def test_link_zones_groups_and_states(duel):
    # sentry (left, right, top) in zone 1; apex (bottom, bottom-left) in the left Extra Monster Zone
    board(duel, ("sentry", SENTRY, 0, "mzone", 1), ("apex", APEX, 0, "mzone", 5), ("m0", DM, 0, "mzone", 0),
          ("o3", ELF, 1, "mzone", 3), ("s4", CED, 0, "szone", 4))
    check(duel, """
      eq(cards.sentry:GetLinkedZone(), 4194341, "zones 0, 2, the left EMZ (also the opponent's 6)")
      eq(cards.sentry:GetLinkedZone(1), 2424896, "seen by the opponent") eq(cards.sentry:GetLinkedZone(0), 4194341, "by 0")
      eq(names(cards.sentry:GetLinkedGroup()), "apex,m0", "sentry's group") eq(cards.sentry:GetLinkedGroupCount(), 2, "count")
      eq(cards.apex:GetLinkedZone(), 3, "apex points to zones 0 and 1") eq(names(cards.apex:GetLinkedGroup()), "m0,sentry", "apex")
      eq(names(cards.sentry:GetMutualLinkedGroup()), "apex", "mutual") eq(cards.apex:GetMutualLinkedGroupCount(), 1, "mutual")
      eq(cards.sentry:GetMutualLinkedZone(), 32, "mutual zone: only occupied zones count")
      eq(cards.m0:GetLinkedZone(), 0, "not a Link monster")
      eq(cards.m0:IsLinkState(), true, "pointed to") eq(cards.o3:IsLinkState(), false, "not linked")
      eq(cards.sentry:IsLinkState(), true, "points") eq(cards.sentry:IsExtraLinkState(), false, "one EMZ only")
      eq(cards.sentry:IsLinkMarker(LINK_MARKER_TOP), true, "top") eq(cards.sentry:IsLinkMarker(LINK_MARKER_BOTTOM), false, "bottom")
      eq(cards.m0:IsLinkMarker(LINK_MARKER_TOP), false, "no arrows")
      eq(Duel.GetLinkedZone(0), 39, "player 0's linked zones") eq(Duel.GetLinkedZone(1), 64, "player 1's")
      eq(Duel.GetLinkedGroupCount(0, 1, 0), 3, "linked monsters of player 0")
      eq(Duel.GetLinkedGroupCount(0, 0, 1), 0, "of player 1") eq(Duel.GetLinkedGroupCount(1, 0, 1), 3, "from player 1")
      eq(names(Duel.GetLinkedGroup(0, 1, 1)), "apex,m0,sentry", "both sides")
    """)


def test_column_zones_and_groups(duel):
    board(duel, ("sentry", SENTRY, 0, "mzone", 1), ("apex", APEX, 0, "mzone", 5), ("m0", DM, 0, "mzone", 0),
          ("o3", ELF, 1, "mzone", 3), ("s4", CED, 0, "szone", 4))
    check(duel, """
      eq(cards.m0:GetColumnZone(LOCATION_MZONE), 1048576, "the opponent's zone 4")
      eq(cards.m0:GetColumnZone(LOCATION_MZONE, 1), 16, "seen by the opponent")
      eq(cards.apex:GetColumnZone(LOCATION_ONFIELD), 134742530, "an EMZ: the column of zone 1")
      eq(names(cards.apex:GetColumnGroup()), "o3,sentry", "the EMZ's column")
      eq(names(cards.o3:GetColumnGroup()), "apex,sentry", "the opponent's zone 3 faces zone 1 and the EMZ")
      eq(cards.s4:GetColumnGroupCount(), 0, "an empty column") eq(cards.s4:GetColumnZone(LOCATION_ONFIELD), 16842768, "zones")
      eq(cards.sentry:IsAllColumn(), false, "2 of 4")
    """)


def test_extra_link_state_and_full_columns():
    # centre (top-left, top-right) in zone 2 points into both Extra Monster Zones, which point back
    duel = DuelSession(scripts=[SCRIPTS], cards={
        SENTRY: dict(LINK, name="Centre", link=2, link_marker=["top_left", "top_right"]),
        APEX: dict(LINK, name="Left wing", link=1, link_marker=["bottom_right"]),
        99400003: dict(LINK, name="Right wing", link=1, link_marker=["bottom_left"])})
    board(duel, ("centre", SENTRY, 0, "mzone", 2), ("left", APEX, 0, "mzone", 5), ("right", 99400003, 0, "mzone", 6),
          ("m4", DM, 0, "mzone", 4), ("s4", CED, 0, "szone", 4), ("o0", ELF, 1, "mzone", 0), ("os0", CED, 1, "szone", 0))
    check(duel, """
      eq(names(cards.centre:GetMutualLinkedGroup()), "left,right", "mutual with both")
      eq(cards.centre:IsExtraLinkState(), true, "centre") eq(cards.left:IsExtraLinkState(), true, "left")
      eq(cards.right:IsExtraLinkState(), true, "right") eq(cards.m4:IsExtraLinkState(), false, "not linked")
      eq(cards.m4:IsLinkState(), false, "nothing points to zone 4")
      eq(cards.m4:IsAllColumn(), true, "3 of 3") eq(cards.s4:IsAllColumn(), true, "3 of 3")
      eq(cards.centre:IsAllColumn(), false, "its column is empty")
      eq(names(cards.o0:GetColumnGroup()), "m4,os0,s4", "the opponent's zone 0 faces zone 4")
      eq(Duel.GetLinkedZone(0), 4 + 32 + 64, "zone 2 and both EMZs")
      eq(Duel.GetLinkedZone(1), 96, "the top arrows also name the EMZs as the opponent's 5 and 6")
    """)


def test_check_location_zones(duel):
    board(duel, ("apex", APEX, 0, "mzone", 5), ("s4", CED, 0, "szone", 4), ("m2", DM, 0, "mzone", 2))
    check(duel, """
      eq(Duel.CheckLocation(0, LOCATION_MZONE, 2), false, "occupied") eq(Duel.CheckLocation(0, LOCATION_MZONE, 1), true, "free")
      eq(Duel.CheckLocation(0, LOCATION_MZONE, 6), true, "the right EMZ")
      eq(Duel.CheckLocation(1, LOCATION_MZONE, 6), false, "player 0's left EMZ is player 1's 6")
      eq(Duel.CheckLocation(1, LOCATION_MZONE, 5), true, "player 1's 5")
      eq(Duel.CheckLocation(0, LOCATION_MZONE, 7), false, "no zone 7") eq(Duel.CheckLocation(0, LOCATION_MZONE, -1), false, "no zone -1")
      eq(Duel.CheckLocation(0, LOCATION_PZONE, 0), true, "left Pendulum Zone (Spell & Trap Zone 0)")
      eq(Duel.CheckLocation(0, LOCATION_PZONE, 1), false, "right Pendulum Zone (Spell & Trap Zone 4)")
      eq(Duel.CheckLocation(0, LOCATION_SZONE, 5), true, "the Field Zone") eq(Duel.CheckLocation(0, LOCATION_SZONE, 6), false, "none")
      eq(Duel.CheckLocation(0, LOCATION_FZONE, 0), true, "Field Zone") eq(Duel.CheckLocation(0, LOCATION_FZONE, 1), false, "one only")
      eq(Duel.CheckLocation(0, LOCATION_GRAVE, 99), true, "other locations") eq(Duel.CheckLocation(2, LOCATION_MZONE, 0), nil, "player 2")
    """)


def test_check_location_a_pendulum_zone_is_a_spell_and_trap_zone(duel):
    # Master Rule 5: the Pendulum Zones are Spell & Trap Zones 0 and 4 (the harness keeps the
    # card placed there in a slot of its own): either occupant takes the zone
    board(duel, ("scale", DM, 0, "pzone"), ("trap", CED, 0, "szone", 4))
    check(duel, """
      eq(cards.scale:IsLocation(LOCATION_PZONE), true, "in a Pendulum Zone")
      eq(Duel.CheckLocation(0, LOCATION_PZONE, 0), false, "the left Pendulum Zone")
      eq(Duel.CheckLocation(0, LOCATION_SZONE, 0), false, "so Spell & Trap Zone 0")
      eq(Duel.CheckLocation(0, LOCATION_PZONE, 1), false, "a Trap in Spell & Trap Zone 4")
      eq(Duel.CheckLocation(0, LOCATION_SZONE, 1), true, "zone 1")
    """)


# -- Setting and Special Summoning ---------------------------------------------------------------------------
def test_is_msetable_counts_tributes_and_the_normal_summon(duel):
    board(duel, ("l4", ELF, 0, "hand"), ("l7", DM, 0, "hand"), ("l8", BEWD, 0, "hand"), ("fusion", ABSOLUTE_ZERO, 0, "extra"),
          ("ritual", RELINQUISHED, 0, "hand"), ("gy", HARPIE, 0, "grave"), ("mine", GAIA, 0, "mzone"))
    check(duel, """
      eq(cards.l4:IsMSetable(false, nil), true, "Level 4") eq(cards.l4:IsMSetable(true, nil, 1), false, "Level 4, minimum 1")
      eq(cards.l7:IsMSetable(true, nil), false, "Level 7, one monster") eq(cards.l8:IsMSetable(true, nil), false, "Level 8")
      eq(cards.fusion:IsMSetable(true, nil), false, "Extra Deck") eq(cards.ritual:IsMSetable(true, nil), false, "Ritual")
      eq(cards.gy:IsMSetable(true, nil), false, "not in the hand")
    """)
    duel.special_summon(duel.card("gy"))
    check(duel, 'eq(cards.l7:IsMSetable(true, nil), true, "two monsters") eq(cards.l8:IsMSetable(false, nil), true, "Level 8")')
    duel.summon(duel.card("l4"), tribute=[])
    check(duel, """
      eq(cards.l7:IsMSetable(false, nil), false, "Normal Summon used") eq(cards.l7:IsMSetable(true, nil), true, "count ignored")
      local more = Effect.CreateEffect(cards.l4)
      more:SetType(EFFECT_TYPE_FIELD)
      more:SetCode(EFFECT_SET_SUMMON_COUNT_LIMIT)
      more:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      more:SetRange(LOCATION_MZONE)
      more:SetTargetRange(1, 0)
      more:SetValue(2)
      cards.l4:RegisterEffect(more)
      eq(cards.l7:IsMSetable(false, nil), true, "a second Normal Summon")
    """)


def test_is_msetable_with_set_procedures_and_locks(duel):
    board(duel, ("l8", BEWD, 0, "hand"), ("l7", DM, 0, "hand"), ("gaia", GAIA, 0, "hand"), ("l4", HARPIE, 0, "hand"),
          ("l4b", ELF, 0, "hand"), ("locker", DM, 1, "mzone"))
    check(duel, """
      local proc = Effect.CreateEffect(cards.l8)
      proc:SetType(EFFECT_TYPE_SINGLE)
      proc:SetCode(EFFECT_SET_PROC)
      proc:SetCondition(function(e, c, minc)
        if c == nil then return true end
        return minc == 0 and Duel.GetLocationCount(c:GetControler(), LOCATION_MZONE) > 0
      end)
      cards.l8:RegisterEffect(proc)
      eq(cards.l8:IsMSetable(true, nil), true, "by its procedure") eq(cards.l8:IsMSetable(true, proc), true, "that one")
      eq(cards.l8:IsMSetable(true, nil, 1), false, "the procedure refuses a minimum")
      local only = Effect.CreateEffect(cards.l7)
      only:SetType(EFFECT_TYPE_SINGLE)
      only:SetCode(EFFECT_LIMIT_SET_PROC)
      only:SetCondition(function(e, c) return c == nil end)
      cards.l7:RegisterEffect(only)
      eq(cards.l7:IsMSetable(true, nil), false, "only by a procedure that fails")
      local fewer = Effect.CreateEffect(cards.gaia)
      fewer:SetType(EFFECT_TYPE_SINGLE)
      fewer:SetCode(EFFECT_DECREASE_TRIBUTE_SET)
      fewer:SetValue(0x20002)
      cards.gaia:RegisterEffect(fewer)
      eq(cards.gaia:IsMSetable(true, nil), true, "no Tributes needed")
      local ban = Effect.CreateEffect(cards.l4)
      ban:SetType(EFFECT_TYPE_SINGLE)
      ban:SetCode(EFFECT_CANNOT_MSET)
      cards.l4:RegisterEffect(ban)
      eq(cards.l4:IsMSetable(true, nil), false, "it cannot be Set")
      local lock = Effect.CreateEffect(cards.locker)
      lock:SetType(EFFECT_TYPE_FIELD)
      lock:SetCode(EFFECT_CANNOT_MSET)
      lock:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      lock:SetRange(LOCATION_MZONE)
      lock:SetTargetRange(0, 1)
      lock:SetTarget(function(e, c, tp, sumtype, pos, toplayer)
        return c:IsLevelBelow(4) and pos == POS_FACEDOWN and sumtype == SUMMON_TYPE_NORMAL
      end)
      cards.locker:RegisterEffect(lock)
      eq(cards.l4b:IsMSetable(true, nil), false, "a player lock")
    """)


TOKEN_CHECK = "Duel.IsPlayerCanSpecialSummonMonster(0, 99400009, 0, TYPES_TOKEN_MONSTER, {atk}, 0, 1, RACE_FIEND, ATTRIBUTE_DARK, {pos}, {to})"


def test_is_player_can_special_summon_monster_asks_the_locks_about_the_data(duel):
    board(duel, ("locker", HARPIE, 1, "mzone"))

    def token(atk=0, pos="POS_FACEUP", to=0):
        return TOKEN_CHECK.format(atk=atk, pos=pos, to=to)
    check(duel, f"""
      eq({token()}, true, "a Token") eq({token(pos="POS_FACEDOWN_DEFENSE")}, false, "a Token is never face-down")
      eq({token(to=1)}, true, "for the opponent") eq({token(pos=0)}, false, "no position")
      eq(Duel.IsPlayerCanSpecialSummonMonster(2, 99400009), false, "no such player")
      eq(Duel.IsPlayerCanSpecialSummonMonster(0, 99400009), true, "the database's data")
      eq(Duel.IsPlayerCanSpecialSummonMonster(0, 99400009, nil, TYPE_MONSTER + TYPE_LINK, 0, 0, 1, RACE_FIEND,
                                              ATTRIBUTE_DARK, POS_FACEDOWN_DEFENSE), false, "a Link monster face-down")
      local lock = Effect.CreateEffect(cards.locker)
      lock:SetType(EFFECT_TYPE_FIELD)
      lock:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
      lock:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      lock:SetRange(LOCATION_MZONE)
      lock:SetTargetRange(0, 1)
      lock:SetTarget(function(e, c, sump, sumtype, sumpos, targetp, se)
        return c:IsCode(99400009) and c:IsAttackBelow(100) and c:IsType(TYPE_TOKEN) and not c:IsLocation(LOCATION_ONFIELD)
          and sump == 0 and sumtype == SUMMON_TYPE_SPECIAL and sumpos == POS_FACEUP
      end)
      cards.locker:RegisterEffect(lock)
      eq({token()}, false, "locked") eq({token(atk=2000)}, true, "another ATK") eq({token(pos="POS_FACEUP_ATTACK")}, true, "position")
      local positions = Effect.CreateEffect(cards.locker)
      positions:SetType(EFFECT_TYPE_FIELD)
      positions:SetCode(EFFECT_LIMIT_SPECIAL_SUMMON_POSITION)
      positions:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
      positions:SetRange(LOCATION_MZONE)
      positions:SetTargetRange(0, 1)
      positions:SetTarget(function(e, c, sump, sumtype, sumpos) return sumpos & POS_ATTACK > 0 end)
      cards.locker:RegisterEffect(positions)
      eq({token(atk=2000, pos="POS_FACEUP_ATTACK")}, false, "Attack Position forbidden")
      eq({token(atk=2000)}, true, "Defense Position still possible")
    """)


# -- adjust, attacks ------------------------------------------------------------------------------------------
def test_adjust_all_runs_the_adjust_pass_at_once(duel):
    board(duel, ("bewd", BEWD, 0, "mzone"), ("treasure", 1435851, 0, "szone", None, "faceup"))   # Dragon Treasure
    duel.pre_equip(duel.card("treasure"), duel.card("bewd"))
    duel.start()
    check(duel, """
      local warrior = Effect.CreateEffect(cards.bewd)
      warrior:SetType(EFFECT_TYPE_SINGLE)
      warrior:SetCode(EFFECT_CHANGE_RACE)
      warrior:SetValue(RACE_WARRIOR)
      cards.bewd:RegisterEffect(warrior)
      eq(cards.treasure:IsLocation(LOCATION_SZONE), true, "no adjust yet")
      Duel.AdjustAll()
      eq(cards.treasure:IsLocation(LOCATION_GRAVE), true, "the equip check ran: a Warrior is no Dragon")
    """)


def test_attack_announced_count_is_zero_while_no_battle_is_run(duel):
    board(duel, ("bewd", BEWD, 0, "mzone"))
    assert value(duel, "cards.bewd:GetAttackAnnouncedCount()") == 0


# -- negating a card's chain links ------------------------------------------------------------------------------
def _severance_board(duel):
    board(duel, ("drawer", QUICK_DRAWER, 0, "mzone"), ("sever", SEVERANCE, 1, "szone", None, "facedown"),
          ("top", DM, 0, "deck"))


def test_negate_related_chain_marks_the_cards_links_with_their_chain_id(duel):
    _severance_board(duel)
    drawer, sever = duel.card("drawer"), duel.card("sever")
    seen = []
    original = negation.link_disabled_by_card_effect

    def spy(link):      # read the negations while the drawer's link resolves
        seen.extend((e.value, e.owner) for e in link.effect.handler.effects if e.code == EFFECT_DISABLE_CHAIN)
        return original(link)
    negation.link_disabled_by_card_effect = spy
    try:
        duel.activate(drawer, chain_responses=[{"card": sever, "player": 1}])
    finally:
        negation.link_disabled_by_card_effect = original
    assert (1, sever) in seen                            # the chain id of the drawer's link
    # RESET_CHAIN: gone once the chain has resolved (field::reset_chain), as on the native engine
    assert not [e for e in drawer.effects if e.code == EFFECT_DISABLE_CHAIN]


def test_negate_related_chain_needs_two_links(duel):
    _severance_board(duel)
    check(duel, 'Duel.NegateRelatedChain(cards.drawer, RESET_TURN_SET) eq(cards.drawer:IsHasEffect(EFFECT_DISABLE_CHAIN), nil, "no chain")')


def test_negate_related_chain_negates_the_link_when_it_resolves(duel):
    _severance_board(duel)
    duel.activate(duel.card("drawer"), chain_responses=[{"card": duel.card("sever"), "player": 1}])
    assert duel.card("top").location == LOCATION_DECK
