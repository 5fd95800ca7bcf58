"""The API of card_more, duel_more and effect_more, through DuelSession and Lua.

The core function each check follows is named in the engine module (capabilities, zones,
count_limits, trap_monsters, queries); the scenarios in scenarios/api/ were run on the native
engine too.
"""
from pathlib import Path

import pytest

from harness.session import DuelSession
from lua_board import EQ, board

SCRIPTS = Path(__file__).resolve().parent.parent / "scenarios" / "api" / "scripts"

DM, BEWD, GAIA, ELF, HARPIE = 46986414, 89631139, 6368038, 15025844, 76812113
PEARL = 71594310                      # Number 39-ish Xyz? (an Extra Deck monster of the bundled cards)
PENDULUM, XYZ, LINK2 = 99410001, 99410002, 99410003

CARDS = {
    PENDULUM: {"name": "Swing Scale", "type": ["monster", "normal", "pendulum"], "attribute": "light",
               "race": "spellcaster", "level": 4, "atk": 1200, "def": 1000, "lscale": 3, "rscale": 3},
    XYZ: {"name": "Rank Four Knight", "type": ["monster", "effect", "xyz"], "attribute": "earth",
          "race": "warrior", "rank": 4, "atk": 2000, "def": 1500},
    LINK2: {"name": "Two Arrows", "type": ["monster", "effect", "link"], "attribute": "dark", "race": "cyberse",
            "link": 2, "atk": 1500, "link_marker": ["bottom_left", "bottom_right"]},
}

PRELUDE = EQ


@pytest.fixture
def duel():
    return DuelSession(cards=CARDS, scripts=[SCRIPTS])


def check(duel, code):
    duel.lua(PRELUDE + code)



def test_extra_deck_monsters_are_fusion_synchro_xyz_and_link_monsters(duel):
    board(duel, ("xyz", XYZ, 0, "extra"), ("link", LINK2, 0, "extra"), ("pend", PENDULUM, 0, "hand"),
          ("dm", DM, 0, "hand"))
    check(duel, """
      eq(cards.xyz:IsExtraDeckMonster(), true, "Xyz") eq(cards.link:IsExtraDeckMonster(), true, "Link")
      eq(cards.pend:IsExtraDeckMonster(), false, "Pendulum") eq(cards.dm:IsExtraDeckMonster(), false, "Normal")
      eq(cards.pend:IsAbleToExtra(), true, "a Pendulum monster may go to the Extra Deck")
      eq(cards.dm:IsAbleToExtra(), false, "a Main Deck monster may not")
      eq(cards.xyz:IsAbleToExtraAsCost(), false, "already in the Extra Deck")
    """)


def test_rank_and_link_comparisons_are_false_without_a_rank_or_link(duel):
    board(duel, ("xyz", XYZ, 0, "mzone"), ("link", LINK2, 0, "mzone", 5), ("dm", DM, 0, "mzone"))
    check(duel, """
      eq(cards.xyz:IsRankAbove(4), true, "4 >= 4") eq(cards.xyz:IsRankAbove(5), false, "4 < 5")
      eq(cards.xyz:IsRankBelow(3), false, "4 > 3") eq(cards.dm:IsRankBelow(12), false, "no Rank")
      eq(cards.link:IsLinkAbove(2), true, "Link-2") eq(cards.link:IsLinkBelow(1), false, "2 > 1")
      eq(cards.dm:IsLinkAbove(0), false, "not a Link monster")
      eq(cards.dm:IsNonAttribute(ATTRIBUTE_DARK), false, "only DARK") eq(cards.dm:IsNonAttribute(ATTRIBUTE_LIGHT), true, "DARK is not LIGHT")
      local up = Effect.CreateEffect(cards.xyz)
      up:SetType(EFFECT_TYPE_SINGLE) up:SetCode(EFFECT_UPDATE_RANK) up:SetValue(2)
      cards.xyz:RegisterEffect(up)
      eq(cards.xyz:IsRankAbove(6), true, "EFFECT_UPDATE_RANK applies on the field")
    """)


def test_can_be_disabled_by_effect_follows_negation_cannot_disable_and_immunity(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("gaia", GAIA, 1, "mzone"), ("elf", ELF, 1, "mzone"))
    check(duel, """
      local e = Effect.CreateEffect(cards.dm)
      eq(cards.gaia:IsCanBeDisabledByEffect(e), true, "a plain monster")
      local keep = Effect.CreateEffect(cards.gaia)
      keep:SetType(EFFECT_TYPE_SINGLE) keep:SetCode(EFFECT_CANNOT_DISABLE)
      cards.gaia:RegisterEffect(keep)
      eq(cards.gaia:IsCanBeDisabledByEffect(e), false, "EFFECT_CANNOT_DISABLE")
      local immune = Effect.CreateEffect(cards.elf)
      immune:SetType(EFFECT_TYPE_SINGLE) immune:SetCode(EFFECT_IMMUNE_EFFECT)
      immune:SetValue(function(se, te) return te:GetOwner() ~= se:GetOwner() end)
      cards.elf:RegisterEffect(immune)
      Duel.AdjustInstantly()     -- the immunity list is taken again in the adjust pass
      eq(cards.elf:IsCanBeDisabledByEffect(e), false, "immune to e")
      local negate = Effect.CreateEffect(cards.dm)
      negate:SetType(EFFECT_TYPE_SINGLE) negate:SetCode(EFFECT_DISABLE)
      cards.dm:RegisterEffect(negate)
      eq(cards.dm:IsCanBeDisabledByEffect(e), false, "already negated")
    """)


def test_summon_player_is_who_special_summoned_it(duel):
    board(duel, ("dm", DM, 0, "grave"))
    duel.special_summon(duel.card("dm"))
    check(duel, 'eq(cards.dm:IsSummonPlayer(0), true, "player 0") eq(cards.dm:IsSummonPlayer(1), false, "not 1")')


def test_use_count_limit_spends_a_use_and_the_oath_only_flag_skips_other_limits(duel):
    board(duel, ("dm", DM, 0, "mzone"))
    check(duel, """
      local plain = Effect.CreateEffect(cards.dm)
      plain:SetCountLimit(2)
      plain:UseCountLimit(0)
      eq(plain:CheckCountLimit(0), true, "one use left")
      plain:UseCountLimit(0, 1, true)                       -- not an oath limit: nothing
      eq(plain:CheckCountLimit(0), true, "still one use left")
      plain:UseCountLimit(0)
      eq(plain:CheckCountLimit(0), false, "used up")
    """)


def test_use_count_limit_with_a_code_counts_for_that_player(duel):
    board(duel, ("dm", DM, 0, "mzone"))
    check(duel, """
      local coded = Effect.CreateEffect(cards.dm)
      coded:SetCountLimit(1, 99410099 + EFFECT_COUNT_CODE_OATH)
      coded:UseCountLimit(1, 1, true)
      eq(coded:CheckCountLimit(1), false, "player 1 used it")
      eq(coded:CheckCountLimit(0), true, "player 0 did not")
    """)


def test_shuffle_check_and_additional_summon_flags(duel):
    board(duel, ("dm", DM, 0, "deck"), ("elf", ELF, 0, "deck"))
    check(duel, """
      Duel.DisableShuffleCheck()
      Duel.ConfirmDecktop(0, 1)
      Duel.ConfirmExtratop(0, 1)
      eq(Duel.IsPlayerCanAdditionalSummon(0), true, "no extra Normal Summon used")
      eq(Duel.IsPlayerCanAdditionalSummon(2), false, "no such player")
    """)
    assert duel.duel.shuffle_check_disabled
    check(duel, "Duel.DisableShuffleCheck(false)")
    assert not duel.duel.shuffle_check_disabled


def test_send_to_extra_p_puts_a_pendulum_monster_face_up_and_skips_the_others(duel):
    board(duel, ("pend", PENDULUM, 0, "mzone"), ("dm", DM, 0, "mzone"))
    check(duel, 'eq(Duel.SendtoExtraP(Group.FromCards(cards.pend, cards.dm), nil, REASON_EFFECT), 1, "one sent")')
    pend, dm = duel.card("pend"), duel.card("dm")
    assert pend.location == 0x40 and pend.is_faceup()            # LOCATION_EXTRA
    assert dm.location == 0x04                                   # stayed in the Monster Zone


def test_release_groups_take_the_hand_only_when_asked(duel):
    board(duel, ("dm", DM, 0, "mzone"), ("elf", ELF, 0, "hand"), ("gaia", GAIA, 1, "mzone"))
    check(duel, """
      eq(Duel.GetReleaseGroup(0):GetCount(), 1, "the monster")
      eq(Duel.GetReleaseGroup(0, true):GetCount(), 2, "and the hand")
      eq(Duel.GetReleaseGroupCount(0, true), 2, "count")
      eq(Duel.CheckReleaseGroupEx(0, nil, 2, REASON_COST, true, nil), true, "two with the hand")
      eq(Duel.CheckReleaseGroupEx(0, nil, 2, REASON_COST, false, nil), false, "one without")
      eq(Duel.CheckReleaseGroupEx(0, Card.IsCode, 1, REASON_COST, true, nil, 15025844), true, "filtered")
      eq(cards.dm:IsReleasableByEffect(), true, "by an effect")
      local lock = Effect.CreateEffect(cards.dm)
      lock:SetType(EFFECT_TYPE_SINGLE) lock:SetCode(EFFECT_UNRELEASABLE_NONSUM) lock:SetValue(1)
      cards.dm:RegisterEffect(lock)
      eq(cards.dm:IsReleasableByEffect(), false, "EFFECT_UNRELEASABLE_NONSUM")
      eq(Duel.GetReleaseGroup(0):GetCount(), 0, "no monster left to Tribute")
    """)


def test_location_count_from_extra_under_master_rule_2020(duel):
    board(duel, ("link", LINK2, 0, "mzone", 5), ("xyz", XYZ, 0, "extra"), ("other", LINK2, 0, "extra"),
          ("a", DM, 0, "mzone", 0), ("b", ELF, 0, "mzone", 3))
    check(duel, """
      -- Two Arrows in Extra Monster Zone 5 points to zones 0 (taken) and 1: a Link monster may
      -- use zone 1 only (the other Extra Monster Zone is not free for a second one without links)
      eq(Duel.GetLocationCountFromEx(0, 0, nil, cards.other), 1, "a Link monster: the pointed zone")
      -- an Xyz monster may use any free Main Monster Zone (1, 2, 4)
      eq(Duel.GetLocationCountFromEx(0, 0, nil, cards.xyz), 3, "an Xyz monster")
      eq(Duel.GetLocationCountFromEx(0, 0, nil, TYPE_XYZ), 3, "a card of that type")
      eq(Duel.GetLocationCountFromEx(0, 0, cards.a, cards.other), 2, "zone 0 counted as free")
      eq(Duel.GetLocationCountFromEx(0), 1, "no card: as a Link monster")
      eq(Duel.GetSZoneCount(0), 5, "every Spell & Trap Zone")
    """)


def test_trap_monster_attributes_change_its_type_and_stats(duel):
    board(duel, ("dm", DM, 0, "mzone"))
    check(duel, """
      cards.dm:AddMonsterAttribute(TYPE_NORMAL, ATTRIBUTE_WIND, RACE_WARRIOR, 3, 100, 200)
      eq(cards.dm:GetAttribute(), ATTRIBUTE_WIND, "attribute") eq(cards.dm:GetRace(), RACE_WARRIOR, "race")
      eq(cards.dm:GetLevel(), 3, "level") eq(cards.dm:GetBaseAttack(), 100, "base ATK")
    """)


def test_a_trap_monster_summoned_by_special_summon_step_stays_a_monster(duel):
    # move_to_field turns EFFECT_PRE_MONSTER into EFFECT_CHANGE_TYPE for every summon, stepped ones too
    board(duel, ("trap", 44095762, 0, "szone", None, "facedown"))        # Mirror Force: a bundled Trap
    check(duel, """
      local t = cards.trap
      t:AddMonsterAttribute(TYPE_EFFECT + TYPE_TRAP, ATTRIBUTE_DARK, RACE_SPELLCASTER, 4, 1000, 1000)
      eq(Duel.SpecialSummonStep(t, 0, 0, 0, true, false, POS_FACEUP_ATTACK), true, "summoned")
      Duel.SpecialSummonComplete()
      eq(t:IsType(TYPE_MONSTER) and t:IsType(TYPE_TRAP), true, "a Trap Monster")
      eq(t:GetAttack(), 1000, "with its ATK") eq(t:GetLevel(), 4, "and Level")
    """)


def test_stat_comparisons_are_false_for_a_card_without_the_stat(duel):
    board(duel, ("spell", 12580477, 0, "hand"), ("link", LINK2, 0, "mzone", 5), ("dm", DM, 0, "mzone", 0))
    check(duel, """
      eq(cards.spell:IsLevelBelow(7), false, "a Spell has no Level") eq(cards.spell:IsLevelAbove(0), false, "nor above")
      eq(cards.spell:IsAttackBelow(3000), false, "nor ATK") eq(cards.spell:IsDefenseAbove(0), false, "nor DEF")
      eq(cards.link:IsDefenseAbove(0), false, "a Link monster has no DEF") eq(cards.link:IsAttackBelow(1500), true, "but ATK")
      eq(cards.dm:IsLevelBelow(7), true, "Level 7") eq(cards.dm:IsAttackAbove(2500), true, "2500 ATK")
    """)


def test_target_effects_apply_to_the_cards_their_handler_targets(duel):
    # EFFECT_TYPE_TARGET (card::filter_effect's effect_target_owner): applies to SetCardTarget's cards
    board(duel, ("dm", DM, 0, "mzone", 0), ("elf", ELF, 0, "mzone", 1), ("gaia", GAIA, 1, "mzone"))
    check(duel, """
      local e = Effect.CreateEffect(cards.dm)
      e:SetType(EFFECT_TYPE_TARGET) e:SetCode(EFFECT_UPDATE_ATTACK) e:SetRange(LOCATION_MZONE) e:SetValue(500)
      cards.dm:RegisterEffect(e)
      local elf, gaia = cards.elf:GetAttack(), cards.gaia:GetAttack()
      cards.dm:SetCardTarget(cards.elf)
      eq(cards.elf:GetAttack(), elf + 500, "targeted") eq(cards.gaia:GetAttack(), gaia, "not the others")
      eq(cards.dm:GetAttack(), 2500, "nor its handler")
      cards.dm:CancelCardTarget(cards.elf)
      eq(cards.elf:GetAttack(), elf, "no longer targeted")
    """)


def test_clear_target_card_and_clear_operation_info_are_safe_without_a_chain(duel):
    board(duel, ("dm", DM, 0, "mzone"))
    check(duel, "Duel.ClearTargetCard() Duel.ClearOperationInfo(0)")
    check(duel, 'eq(Duel.GetTargetCount(nil, 0, LOCATION_MZONE, 0, nil), 1, "one monster")')


def test_an_effect_registered_to_a_player_is_handled_by_its_owner(duel):
    # field::add_effect: an effect Duel.RegisterEffect registers gets its owner as handler, so a
    # restriction's target function that compares e:GetHandler() with the summoning effect's works
    board(duel, ("dm", DM, 0, "mzone"))
    check(duel, """
local e=Effect.CreateEffect(cards.dm)
eq(e:GetHandler(), nil, "not registered yet")
e:SetType(EFFECT_TYPE_FIELD)
e:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
e:SetTargetRange(1,0)
Duel.RegisterEffect(e,0)
eq(e:GetHandler(), cards.dm, "registered to player 0")
""")


def test_a_field_spell_moved_to_an_occupied_field_zone_sends_the_old_one_to_the_gy(duel):
    # field::move_to_field step 0: under master rule 3 and later the Field Spell already there is
    # sent to the GY by rule (REASON_RULE), and the new one takes the zone
    board(duel, ("hangar", 66399653, 1, "fzone", None, "faceup"), ("temple", 92481084, 0, "hand"))
    check(duel, """
eq(Duel.MoveToField(cards.temple,0,1,LOCATION_FZONE,POS_FACEUP,true), true, "moved")
eq(Duel.GetFieldCard(1,LOCATION_FZONE,0), cards.temple, "the new Field Spell")
eq(cards.hangar:GetLocation(), LOCATION_GRAVE, "the old one")
eq(cards.hangar:GetReason(), REASON_RULE, "by rule")
""")
