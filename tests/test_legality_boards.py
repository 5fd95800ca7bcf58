"""The legality edge boards of `ygo-harness snapshot` (harness/probe/legality_boards.py), on the
project's own scripts (a copy in tmp_path): the board an effect was activated on, without what its
activation picked or with its controller's Monster Zones full, where the effect must be refused (a
check that lets it through there fails the file), its steps again with the fewest free zones they
go through with (a check asking for one more fails it), and with copies of each card it picked
(a selection asking for more cards, or taking them from another side or place, fails it)."""
import shutil

import pytest
import yaml

from harness.probe.legality_boards import _aliases, _read
from harness.probe.snapshot import snapshot_card
from harness.scenario.loader import load_scenario
from project_scripts import changed, copy_scripts, failed_files, run

AXE = 40619825          # Axe of Despair: targets a face-up monster
GEARFRIED = 22091647    # Immortal Phoenix Gearfried: banishes an Equip Spell, Special Summons itself from the hand
JUNK_SYNCHRON = 63977008    # Junk Synchron: when Normal Summoned, Special Summons a monster from the GY (a trigger)
JUPITER = 16255173      # The Grand Jupiter: discards 2 of the cards in the hand, then targets a face-up monster
CYLINDER = 62279055     # Magic Cylinder: negates an attack and inflicts its ATK to the attacker's controller
CYLINDER_DAMAGE = "Duel.Damage(1 - tp, attacker:GetAttack(), REASON_EFFECT)"
ICARUS = 53567095       # Icarus Attack: Tributes a Winged Beast, then targets 2 cards on the field
ICARUS_TARGETS = "Duel.IsExistingTarget(nil, tp, LOCATION_ONFIELD, LOCATION_ONFIELD, 2, c)"
AXE_CHECK = "Duel.IsExistingTarget(Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil)"
ZONE_CHECK = "Duel.GetLocationCount(tp, LOCATION_MZONE) > 0"
AXE_SELECTION = "Duel.SelectTarget(tp, Card.IsFaceup, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)"


@pytest.fixture(scope="module")
def scripts(tmp_path_factory):
    return copy_scripts(tmp_path_factory.mktemp("scripts"))


@pytest.fixture(scope="module")
def suite(scripts, tmp_path_factory):
    out = tmp_path_factory.mktemp("snapshots")
    results = {code: snapshot_card(code, scripts, out) for code in (AXE, GEARFRIED, JUNK_SYNCHRON, JUPITER, CYLINDER, ICARUS)}
    return out, results


def _in_place(edge, own):
    """The aliases of the edge board's cards where the file's own board has them (the edge boards
    are played from the other seats); the cards it moved to the other player's Deck are not."""
    where = {entry.alias: entry.location for entry in own.board}
    return {entry.alias for entry in edge.board if where.get(entry.alias) == entry.location}


def _in_the_other_deck(edge, card, alias):
    """Whether the edge board holds `alias` at the bottom of the Deck of the player other than `card`'s."""
    player = {entry.alias: entry.player for entry in edge.board}
    return any(entry.alias == alias and entry.location == "deck" and entry.player == 1 - player[card]
               for entry in edge.board)


def test_the_board_without_the_picked_target_refuses_the_effect(suite):
    out, results = suite
    assert "c40619825.effect1.nothing_to_pick.yaml" in results[AXE].files
    own = load_scenario(out / "c40619825.yaml")
    edge = load_scenario(out / "c40619825.effect1.nothing_to_pick.yaml")
    target = own.steps[0].data["targets"][0]
    # the target in the other player's Deck, where a check of the controller's own places must not look
    assert _in_place(edge, own) == {entry.alias for entry in own.board} - {target}
    assert _in_the_other_deck(edge, "axe_of_despair", target)
    # no step: the closing checks, effect 1 refused
    assert [(step.kind, step.data) for step in edge.steps] == [("expect_not_activatable", {"expect_not_activatable": {"axe_of_despair": 1}})]


def test_the_board_without_what_a_selection_offered_refuses_the_effect(suite):
    out, results = suite
    name = f"c{JUPITER}.effect1.nothing_offered_1.yaml"
    assert name in results[JUPITER].files
    own, edge = load_scenario(out / f"c{JUPITER}.yaml"), load_scenario(out / name)
    # the discard offered three cards of the hand and took two: all three go, the target stays
    offered = set(own.steps[0].data["offered"][0]["cards"])
    assert len(offered) == 3 and set(own.steps[0].data["cost"]) < offered
    assert _in_place(edge, own) == {entry.alias for entry in own.board} - offered
    assert all(_in_the_other_deck(edge, "the_grand_jupiter", alias) for alias in offered)
    assert [step.data for step in edge.steps] == [{"expect_not_activatable": {"the_grand_jupiter": 1}}]


def test_an_effect_no_edge_board_plays_from_the_other_seats_gets_its_file_played_there(suite):
    out, results = suite
    name = f"c{CYLINDER}.effect1.other_seats.yaml"
    assert name in results[CYLINDER].files
    own, edge = load_scenario(out / f"c{CYLINDER}.yaml"), load_scenario(out / name)
    seats = {entry.alias: entry.player for entry in own.board}
    assert {entry.alias: entry.player for entry in edge.board} == {alias: 1 - player for alias, player in seats.items()}
    assert [step.kind for step in edge.steps] == [step.kind for step in own.steps]
    # an effect that has such a board (the Axe's copies) gets none
    assert not any(name.endswith("other_seats.yaml") for name in results[AXE].files)


def test_the_board_with_the_monster_zones_full_refuses_a_summon(suite):
    out, results = suite
    edge = load_scenario(out / "c22091647.effect1.zones_full.yaml")
    own = next(entry for entry in edge.board if entry.code == GEARFRIED)
    monsters = [entry for entry in edge.board if entry.location == "mzone" and entry.player == own.player]
    assert sorted(entry.sequence for entry in monsters) == [0, 1, 2, 3, 4]
    assert edge.steps[-1].data == {"expect_not_activatable": {own.alias: 1}}


def test_the_board_with_fewest_zones_plays_the_summon_again(suite):
    out, results = suite
    assert "c22091647.effect1.fewest_zones.yaml" in results[GEARFRIED].files
    own_file = load_scenario(out / "c22091647.yaml")
    edge = load_scenario(out / "c22091647.effect1.fewest_zones.yaml")
    own = next(entry for entry in edge.board if entry.code == GEARFRIED)
    monsters = [entry for entry in edge.board if entry.location == "mzone" and entry.player == own.player]
    assert len(monsters) == 4 and "Main Monster Zones free" in edge.name and "cannot" not in edge.name
    # the file's own steps, with their expectations as the run on this board gave them
    assert [step.kind for step in edge.steps] == [step.kind for step in own_file.steps]
    assert edge.steps[0].data["activate"] == own.alias
    assert edge.steps[1].data["expect"][own.alias]["location"] == "mzone"


def test_the_fewest_zones_boards_leave_up_to_three_zones_free(suite, scripts):
    # a trigger that summons two monsters after the card's own summon needs three
    from harness.probe.legality_boards import fewest_zone_texts
    out, _ = suite
    text = (out / f"c{JUNK_SYNCHRON}.yaml").read_text(encoding="utf-8")
    script = (scripts / f"c{JUNK_SYNCHRON}.lua").read_text(encoding="utf-8")
    assert [left for left, _ in fewest_zone_texts(text, "junk_synchron", 1, script, False)] == [0, 1, 2, 3]


def test_a_trigger_gets_the_board_with_the_fewest_zones_its_summon_leaves_it(suite):
    out, results = suite
    assert f"c{JUNK_SYNCHRON}.effect1.fewest_zones.yaml" in results[JUNK_SYNCHRON].files
    edge = load_scenario(out / f"c{JUNK_SYNCHRON}.effect1.fewest_zones.yaml")
    fillers = [entry for entry in edge.board if entry.alias.startswith("made_up_filler")]
    # its own Normal Summon takes one of the two zones left free, the trigger's summon the other
    assert len(fillers) == 3 and edge.steps[0].kind == "summon"


def test_a_trigger_gets_the_board_with_one_zone_fewer_where_it_must_not_be_offered(suite):
    out, results = suite
    assert f"c{JUNK_SYNCHRON}.effect1.zones_full.yaml" in results[JUNK_SYNCHRON].files
    edge = load_scenario(out / f"c{JUNK_SYNCHRON}.effect1.zones_full.yaml")
    fillers = [entry for entry in edge.board if entry.alias.startswith("made_up_filler")]
    # its own Normal Summon takes the one zone left free: the trigger's summon has none
    assert len(fillers) == 4 and edge.steps[0].kind == "summon"
    first = edge.steps[0].data
    assert first["not_offered"] == ["junk_synchron"] and "targets" not in first and "triggers" not in first


def test_the_board_with_copies_of_the_target_pins_the_numbers_and_the_places_it_takes(suite):
    out, results = suite
    assert f"c{AXE}.effect1.copies.yaml" in results[AXE].files
    edge = load_scenario(out / f"c{AXE}.effect1.copies.yaml")
    target = edge.steps[0].data["targets"][0]
    original = next(entry for entry in edge.board if entry.alias == target)
    copies = {entry.alias: entry for entry in edge.board if entry.alias.startswith(f"{target}_")}
    same = {(c.code, c.player, c.location) for alias, c in copies.items() if "_variant_" not in alias}
    assert same == {(original.code, original.player, "mzone"), (original.code, 1 - original.player, "mzone"),
                    (original.code, 0, "deck"), (original.code, 1, "deck"), (original.code, original.player, "grave")}
    # a face-down copy beside it, and one in the next place a filter's location is widened to
    assert copies[f"{target}_face_down"].position == "facedown_defense" and copies[f"{target}_next_place"].location == "grave"
    # its variants (another Attribute, Race, ... made-up cards in `cards:`) where it is, one zone left free
    variants = [c for alias, c in copies.items() if "_variant_" in alias]
    assert variants and all(c.code in edge.cards for c in variants)
    assert len([e for e in edge.board if e.location == "mzone" and e.player == original.player]) < 5
    # a face-up monster on either field, one of them: the copies and the monster variants; not one in a Deck
    [offered] = edge.steps[0].data["offered"]
    assert offered["max"] == 1 and {target, f"{target}_beside", f"{target}_other_side"} <= set(offered["cards"])
    assert {f"{target}_deck_0", f"{target}_face_down", f"{target}_next_place"}.isdisjoint(offered["cards"])


REFUSED = "effect 1: expected not activatable, but it is activatable"
ALLOWED = "cannot activate that effect now: it has no legal target"
TRIGGER_UNUSED = "triggers: [junk_synchron])"     # answers no prompt asked for
TRIGGER_OFFERED = "optional trigger was offered, but the step's `not_offered:` says none of its triggers is"


@pytest.mark.parametrize("code, old, new, edge, failure", [
    (AXE, AXE_CHECK, "true", "effect1.nothing_to_pick", REFUSED),                                          # no target check
    (GEARFRIED, ZONE_CHECK, ZONE_CHECK.replace("> 0", ">= 0"), "effect1.zones_full", REFUSED),            # a free zone not needed
    (GEARFRIED, ZONE_CHECK, ZONE_CHECK.replace("LOCATION_MZONE", "LOCATION_SZONE"), "effect1.zones_full", REFUSED),
    (GEARFRIED, ZONE_CHECK, ZONE_CHECK.replace("> 0", "> 1"), "effect1.fewest_zones", ALLOWED),         # two zones asked for
    (JUNK_SYNCHRON, ZONE_CHECK, ZONE_CHECK.replace("> 0", "> 1"), "effect1.fewest_zones", TRIGGER_UNUSED),
    (JUNK_SYNCHRON, ZONE_CHECK, ZONE_CHECK.replace("> 0", ">= 0"), "effect1.zones_full", TRIGGER_OFFERED),  # no zone left
    # its targets were all the second selection offered: without them alone, the Tribute check passes
    (ICARUS, ICARUS_TARGETS, ICARUS_TARGETS.replace(", 2, c)", ", 1, c)"), "effect1.nothing_offered_2", REFUSED),
    (CYLINDER, CYLINDER_DAMAGE, CYLINDER_DAMAGE.replace("1 - tp", "1 + tp"), "effect1.other_seats", "must be a player"),  # tp 1: 2
    (AXE, AXE_SELECTION, AXE_SELECTION.replace("1, 1, nil", "1, 2, nil"), "effect1.copies", "min 1 max 2"),      # up to two
    (AXE, AXE_SELECTION, AXE_SELECTION.replace("LOCATION_MZONE, LOCATION_MZONE", "LOCATION_MZONE, 0"), "effect1.copies",
     "offered[1]"),                                                                                            # own side only
    (JUNK_SYNCHRON, "card:IsLevelBelow(2)", "card:IsLevelBelow(3)", "effect1.copies", "offered[1]"),          # one Level more
])
def test_a_check_that_is_off_by_one_fails_only_the_edge_file(suite, scripts, tmp_path, capsys, code, old, new, edge, failure):
    out, _ = suite
    mutated = changed(scripts, tmp_path / "scripts", code, old, new)
    status, text = run(capsys, out / f"c{code}.yaml", "--scripts", mutated)
    assert status == 0, text             # the board the search found cannot tell
    status, text = run(capsys, out / f"c{code}.{edge}.yaml", "--scripts", mutated)
    assert status == 1 and failure in text, text


def test_update_leaves_a_legality_file_as_it_was(suite, scripts, capsys):
    out, _ = suite
    path = out / "c22091647.effect1.zones_full.yaml"
    before = path.read_bytes()
    status, text = run(capsys, path, "--scripts", scripts, "--update")
    assert status == 0 and path.read_bytes() == before, text


def test_the_fillers_codes_are_no_other_made_up_cards():
    # two made-up cards of one code with other data in one file would be one card on replay
    from harness.probe import agents, boards, decoys, legality_boards, tribute_plans
    ranges = {"made-up": (boards.MADE_UP, boards.MADE_UP + 100000), "fillers": (legality_boards.FILLER, legality_boards.FILLER + 5),
              "Level 7 copies": (tribute_plans.HIGH, tribute_plans.HIGH + 2 * tribute_plans.MONSTERS),
              "decoys": (decoys.DECOY, decoys.DECOY + decoys.KIND_RANGE * 3), "agents": (agents.AGENT, agents.AGENT + 1000),
              "listers": (boards.LISTING, boards.LISTING + 100000),
              "companions": (legality_boards.COMPANION, legality_boards.COMPANION + legality_boards.COMPANION_EVENTS)}
    spans = sorted(ranges.values())
    assert all(end <= start for (_, end), (start, _) in zip(spans, spans[1:])), ranges


@pytest.mark.parametrize("offered, beside_only, pins", [
    ("[{cards: [a, a_beside], min: 1, max: 1}]", True, True),           # one of two: the bound shows
    ("[{cards: [a, a_beside], min: 1, max: 2}]", True, False),          # both taken: a larger bound would be capped
    ("[[a, a_beside]]", True, False),                                   # a selection that states no bound
    ("[{cards: [a, a_beside, a_deck_1], min: 1, max: 3}]", False, True),   # the other side's copy left out
    ("[{cards: [a, a_beside, a_other_side, a_deck_1], min: 1, max: 4}]", False, False),  # every copy taken, no bound
    ("[{cards: [b], min: 1, max: 1}]", False, False),                   # the card itself not offered
])
def test_copies_are_kept_only_where_they_pin_something(offered, beside_only, pins):
    from harness.probe.legality_boards import BESIDE, DECK, OTHER_SIDE, copies_pin
    text = f"name: x\nsteps:\n  - activate: own\n    targets: [a]\n    offered: {offered}\n"
    copies = {"a_beside": ("a", BESIDE)}
    if not beside_only:
        copies.update({"a_other_side": ("a", OTHER_SIDE), "a_deck_1": ("a", f"{DECK} 1")})
    assert copies_pin(text, copies) is pins


def test_the_edge_boards_sit_the_players_the_other_way_round(suite):
    out, _ = suite
    own = load_scenario(out / f"c{AXE}.yaml")
    controller = next(entry.player for entry in own.board if entry.code == AXE)
    for name in (f"c{AXE}.effect1.copies.yaml", f"c{AXE}.effect1.nothing_to_pick.yaml"):
        edge = load_scenario(out / name)
        assert next(entry.player for entry in edge.board if entry.code == AXE) == 1 - controller
        assert edge.turn.player == 1 - own.turn.player
        assert "seats swapped" in (out / name).read_text(encoding="utf-8")


def _scripts_with(scripts, tmp_path, code, script, card_data):
    """A copy of the test scripts folder with one more card: its script, and its data (YAML text
    appended to cards.yaml)."""
    folder = tmp_path / "scripts"
    shutil.copytree(scripts, folder)
    (folder / f"c{code}.lua").write_text(script, encoding="utf-8")
    with open(folder / "cards.yaml", "a", encoding="utf-8") as cards:
        cards.write(card_data)
    return folder


def test_a_player_named_by_number_fails_only_the_board_from_the_other_seats(scripts, tmp_path, capsys):
    # the operation info naming player tp where the script meant 0: the same from player 0's seat
    mutant = changed(scripts, tmp_path / "mutant", AXE, "CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)",
                     "CATEGORY_EQUIP, e:GetHandler(), 1, tp, 0)")
    out = tmp_path / "out"
    snapshot_card(AXE, scripts, out)
    code, text = run(capsys, out / f"c{AXE}.yaml", out / f"c{AXE}.effect1.copies.yaml", "--scripts", mutant)
    failed = failed_files(text)
    assert code == 1 and failed == [str(out / f"c{AXE}.effect1.copies.yaml")]


def test_mirrored_swaps_each_player_number_of_the_turn_the_players_the_board_and_the_steps():
    from harness.probe.legality_boards import mirrored
    text = ("# The board: the one effect 1 was activated on.\nname: x\nturn: {player: 0, phase: main1, number: 1}\n"
            "players: {0: {lp: 9000}, 1: {lp: 8000}}\nboard:\n  - {as: a, code: 1, player: 0, location: hand, owner: 1}\n"
            "  - {as: b, code: 2, player: 1, location: mzone, sequence: 0}\n"
            "steps:\n  - activate: a\n    player: 0\n  - expect:\n      a: {location: grave}\n")
    assert mirrored(text) == (
        "# The board: the one effect 1 was activated on, with the players' seats swapped.\nname: x\n"
        "turn: {player: 1, phase: main1, number: 1}\nplayers: {0: {lp: 8000}, 1: {lp: 9000}}\nboard:\n"
        "  - {as: a, code: 1, player: 1, location: hand, owner: 0}\n  - {as: b, code: 2, player: 0, location: mzone, sequence: 0}\n"
        "steps:\n  - activate: a\n    player: 1\n  - expect:\n      a: {location: grave}\n")


def test_mirrored_gives_turn_1_the_battle_phase_the_native_engine_gives_that_player():
    # the native engine's turn 1 is always player 0's: player 1's turn 1 is its turn 2, which has a
    # Battle Phase (field::is_able_to_enter_bp), so that file keeps the contract's default
    from harness.probe.legality_boards import mirrored
    steps = "steps:\n  - activate: a\n    player: 0\n"
    board = "board:\n  - {as: a, code: 1, player: 0, location: hand}\n"
    without = "name: x\nturn: {player: 0, phase: main1, number: 1, attack_first_turn: false}\n" + board + steps
    assert "\nturn: {player: 1, phase: main1, number: 1}\n" in mirrored(without)
    assert "\nturn: {player: 0, phase: main1, number: 1, attack_first_turn: false}\n" in mirrored(mirrored(without))
    needed = without.replace("attack_first_turn: false", "attack_first_turn: true")     # a plan that needs one
    assert "\nturn: {player: 1, phase: main1, number: 1}\n" in mirrored(needed)
    later = "name: x\nturn: {player: 0, phase: main2, number: 1}\n" + board + steps
    assert "\nturn: {player: 0, phase: main2, number: 1}\n" in mirrored(mirrored(later))


COPIES_SOURCE = """\
# A snapshot of X (1): an effect of it resolves.
name: x
cards:
  2: {name: A monster, type: [monster, effect], attribute: dark, race: dragon, level: 4, atk: 1000, def: 1000}
board:
  - {as: own, code: 1, player: 0, location: mzone, sequence: 0, position: faceup_attack}    # the card
  - {as: dead, code: 2, player: 0, location: grave}
  - {as: foe, code: 2, player: 1, location: mzone, sequence: 0, position: faceup_attack}
steps:
  - activate: own
    targets: [dead]
  - expect:
      dead: {location: mzone, reason: [spsummon]}
      foe: {location: grave, reason: [effect, destroy]}
"""


def test_the_copies_board_copies_what_the_steps_changed_and_summon_decoys_of_a_summoned_card():
    from harness.probe import decoys
    from harness.probe.legality_boards import CHANGED, copies_pin, copies_text
    script = "Duel.SpecialSummon(tc,0,tp,tp,false,false,POS_FACEUP) c:IsCanBeSpecialSummoned(e,0,tp,false,false)"
    text, copies, scripts = copies_text(COPIES_SOURCE, "own", 1, script)
    board = {line.split("as: ")[1].split(",")[0]: line for line in text.split("\nsteps:")[0].splitlines()
             if line.startswith("  - {as: ")}
    # the picked card: beside it, the other side, each Deck, the next place (banished), its variants,
    # and the two copies only a summon ignoring its conditions or its revive limit takes
    assert "location: removed" in board["dead_next_place"]
    summon_copies = [alias for alias in board if alias.startswith("dead_summon_decoy")]
    assert len(summon_copies) == 2 and sum("properly_summoned: false" in board[alias] for alias in summon_copies) == 1
    assert {decoys.REVIVE_LIMIT, decoys.NO_SPECIAL_SUMMON} <= set(scripts.values())      # their scripts
    assert not any(alias.startswith("foe_") for alias in board)      # what it changed besides: no copies
    # an effect that picks nothing: the cards its steps changed get copies, and they are always kept
    text, copies, _ = copies_text(COPIES_SOURCE.replace("    targets: [dead]\n", ""), "own", 1, script)
    assert copies["foe_beside"] == ("foe", CHANGED) and copies_pin(text, copies)
    assert "foe_face_down: " not in text and "as: foe_face_down, " in text and "facedown_defense" in text


def test_the_copies_board_copies_a_trigger_s_picks_when_an_agent_picked_the_card_itself():
    # a made-up agent destroys the card (its pick), the card's trigger then searches `dead`: the
    # search is what gets copies, not the agent the steps changed
    from harness.probe.legality_boards import BESIDE, copies_text
    source = COPIES_SOURCE.replace("  - activate: own\n    targets: [dead]\n",
                                   "  - activate: agent\n    choose: [[own], [dead]]\n    triggers: {own: true}\n")
    source = source.replace("board:\n", "board:\n  - {as: agent, code: 990900000, player: 0, location: szone, sequence: 0, position: facedown}\n")
    text, copies, _ = copies_text(source, "own", 2, "")
    assert copies["dead_beside"] == ("dead", BESIDE)
    assert not any(alias.startswith(("own_", "agent_", "foe_")) for alias in copies)


def test_the_copies_board_copies_a_picked_monster_with_an_equip_but_never_a_made_up_agent():
    from harness.probe.legality_boards import BESIDE, copies_text
    # the picked monster has an Equip Spell: its copies (with none) are made all the same
    equipped = COPIES_SOURCE.replace(
        "  - {as: foe, ", "  - {as: axe, code: 3, player: 0, location: szone, sequence: 0, position: faceup, "
        "equip_to: dead}\n  - {as: foe, ").replace("location: grave}", "location: mzone, sequence: 1, "
                                                       "position: faceup_attack}", 1)
    text, copies, _ = copies_text(equipped, "own", 1, "")
    assert copies["dead_beside"] == ("dead", BESIDE) and not any(alias.startswith("axe_") for alias in copies)
    # a trigger raised by a made-up agent's pick of the card, picking nothing itself: the agent's
    # move is all the steps changed, and copies of the agent test nothing of the card's script
    source = COPIES_SOURCE.replace("  - activate: own\n    targets: [dead]\n",
                                   "  - activate: agent\n    choose: [own]\n")
    source = source.replace("board:\n", "board:\n  - {as: agent, code: 990900000, player: 0, location: szone, "
                            "sequence: 1, position: facedown}\n")
    source = source.replace("      dead: {location: mzone, reason: [spsummon]}\n      foe: {location: grave, "
                            "reason: [effect, destroy]}\n", "      agent: {location: grave, reason: [rule]}\n")
    assert copies_text(source, "own", 1, "") is None


DRAGON_CALL = 99990001      # a test card: "if you control a face-up Dragon monster: draw 1 card"
DRAGON_CALL_SCRIPT = """\
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DRAW)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetCondition(s.condition)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.cfilter(c)
	return c:IsFaceup() and c:IsRace(RACE_DRAGON)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	return Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,1,nil)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end
	Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,tp,1)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	Duel.Draw(tp,1,REASON_EFFECT)
end
"""


@pytest.mark.parametrize("old, new", [
    ("c:IsFaceup() and c:IsRace(RACE_DRAGON)", "c:IsFaceup() or c:IsRace(RACE_DRAGON)"),   # any face-up monster
    ("tp,LOCATION_MZONE,0,1,nil", "tp,LOCATION_MZONE,LOCATION_MZONE,1,nil"),           # the opponent's too
])
def test_a_condition_that_reads_an_unpicked_made_up_card_fails_its_bare_board(scripts, tmp_path, capsys, old, new):
    # the condition reads the made-up Dragon in one's Monster Zone, which no answer picks: without it
    # (the other player's made-up Dragon and one's face-up Warrior stay) the effect is refused
    folder = _scripts_with(scripts, tmp_path, DRAGON_CALL, DRAGON_CALL_SCRIPT,
                           f"{DRAGON_CALL}:\n  name: Dragon Call\n  type: [spell]\n")
    out = tmp_path / "out"
    bare = f"c{DRAGON_CALL}.effect1.bare_own_mzone.yaml"
    assert bare in snapshot_card(DRAGON_CALL, folder, out).files
    own, edge = load_scenario(out / f"c{DRAGON_CALL}.yaml"), load_scenario(out / bare)
    gone = {entry.alias for entry in own.board} - {entry.alias for entry in edge.board}
    assert len(gone) == 1 and next(e for e in own.board if e.alias in gone).location == "mzone"
    assert [step.kind for step in edge.steps] == ["expect_not_activatable"]
    mutant = changed(folder, tmp_path / "mutant", DRAGON_CALL, old, new)
    code, text = run(capsys, out / f"c{DRAGON_CALL}.yaml", out / bare, "--scripts", mutant)
    failed = failed_files(text)
    assert code == 1 and failed == [str(out / bare)]


DISCARD_DRAW = 99990003     # a test card: "discard 1 card: draw 1 card"
DISCARD_DRAW_SCRIPT = """\
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DRAW)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetCost(s.cost)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsExistingMatchingCard(Card.IsDiscardable,tp,LOCATION_HAND,0,1,e:GetHandler()) end
	Duel.DiscardHand(tp,Card.IsDiscardable,1,1,REASON_COST+REASON_DISCARD,e:GetHandler())
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end
	Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,tp,1)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	Duel.Draw(tp,1,REASON_EFFECT)
end
"""


def test_a_check_that_asks_for_one_card_more_fails_the_board_with_the_fewest_candidates(scripts, tmp_path, capsys):
    # the cost offers every other card of the hand and discards one: without the others, the effect
    # can still be activated; a check asking for 2 cards refuses it there (and nowhere else)
    folder = _scripts_with(scripts, tmp_path, DISCARD_DRAW, DISCARD_DRAW_SCRIPT,
                           f"{DISCARD_DRAW}:\n  name: Discard Draw\n  type: [spell]\n")
    out = tmp_path / "out"
    edge_name = f"c{DISCARD_DRAW}.effect1.fewest_candidates.yaml"
    result = snapshot_card(DISCARD_DRAW, folder, out)
    assert edge_name in result.files
    own, edge = load_scenario(out / f"c{DISCARD_DRAW}.yaml"), load_scenario(out / edge_name)
    hand = lambda scenario: [entry.alias for entry in scenario.board if entry.location == "hand"
                             and entry.player == scenario.board[0].player]       # the card's controller's
    discarded = own.steps[0].data["cost"]
    assert len(hand(own)) > 2 and sorted(hand(edge)) == sorted([own.board[0].alias] + _aliases(discarded))
    assert [(step.kind, step.data[step.kind]) for step in edge.steps] == [("expect_activatable", {own.board[0].alias: 1})]
    mutant = changed(folder, tmp_path / "mutant", DISCARD_DRAW, "LOCATION_HAND,0,1,e:GetHandler())",
                     "LOCATION_HAND,0,2,e:GetHandler())")
    code, text = run(capsys, *(out / name for name in result.files), "--scripts", mutant)
    failed = failed_files(text)
    assert code == 1 and failed == [str(out / edge_name)]


def test_the_fewest_candidates_board_keeps_one_of_the_cards_an_effect_on_all_of_them_changed():
    from harness.probe.legality_boards import fewest_candidates_text
    source = COPIES_SOURCE.replace("    targets: [dead]\n", "")
    text = fewest_candidates_text(source, "own", 1)
    changed = [alias for alias in _read(source, "steps")[1]["expect"] if alias != "own"]
    kept = {entry["as"] for entry in _read(text, "board")}
    assert len(changed) > 1 and [alias for alias in changed if alias in kept] == changed[:1]
    assert fewest_candidates_text(source, "own", 2) is None          # another effect's file
    assert _read(text, "steps") is None or _read(text, "steps") == []


SUMMON_DISCARD = 99990004   # a test monster: "when Normal Summoned: send 1 card from your hand to the GY"
SUMMON_DISCARD_SCRIPT = """\
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_TOGRAVE)
	e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
	e1:SetCode(EVENT_SUMMON_SUCCESS)
	e1:SetTarget(s.target)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsExistingMatchingCard(Card.IsAbleToGrave,tp,LOCATION_HAND,0,1,nil) end
	Duel.SetOperationInfo(0,CATEGORY_TOGRAVE,nil,1,tp,LOCATION_HAND)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local g=Duel.SelectMatchingCard(tp,Card.IsAbleToGrave,tp,LOCATION_HAND,0,1,1,nil)
	Duel.SendtoGrave(g,REASON_EFFECT)
end
"""


def test_a_trigger_s_check_that_asks_for_one_card_more_fails_its_fewest_candidates_board(scripts, tmp_path, capsys):
    # the trigger offers every card of the hand and sends one: its steps again without the others
    # still go through; a check asking for 2 cards stops the trigger there (and nowhere else)
    folder = _scripts_with(scripts, tmp_path, SUMMON_DISCARD, SUMMON_DISCARD_SCRIPT,
                           f"{SUMMON_DISCARD}: {{name: Summon Discard, type: [monster, effect], attribute: dark, "
                           "race: fiend, level: 4, atk: 1000, def: 1000}\n")
    out = tmp_path / "out"
    edge_name = f"c{SUMMON_DISCARD}.effect1.fewest_candidates.yaml"
    result = snapshot_card(SUMMON_DISCARD, folder, out)
    assert edge_name in result.files
    own, edge = load_scenario(out / f"c{SUMMON_DISCARD}.yaml"), load_scenario(out / edge_name)
    assert len(own.steps[0].data["offered"][0]["cards"]) > 1
    assert edge.steps[0].data["offered"][0]["cards"] == own.steps[0].data["choose"]
    mutant = changed(folder, tmp_path / "mutant", SUMMON_DISCARD, "LOCATION_HAND,0,1,nil) end",
                     "LOCATION_HAND,0,2,nil) end")
    code, text = run(capsys, *(out / name for name in result.files), "--scripts", mutant)
    failed = failed_files(text)
    assert code == 1 and failed == [str(out / edge_name)]


def test_a_trigger_gets_the_board_without_what_it_picked_where_it_must_not_be_offered(suite):
    out, results = suite
    name = f"c{JUNK_SYNCHRON}.effect1.nothing_to_pick.yaml"
    assert name in results[JUNK_SYNCHRON].files
    own, edge = load_scenario(out / f"c{JUNK_SYNCHRON}.yaml"), load_scenario(out / name)
    target = own.steps[0].data["targets"][0]
    assert target not in _in_place(edge, own) and _in_the_other_deck(edge, "junk_synchron", target)
    # its own Normal Summon again, without the target and the offer's answer: the trigger is not offered
    first = edge.steps[0].data
    assert edge.steps[0].kind == "summon" and first["not_offered"] == ["junk_synchron"]
    assert "targets" not in first and "triggers" not in first


def test_a_trigger_raised_by_an_agent_s_pick_keeps_that_pick_on_its_boards_where_it_must_not_be_offered():
    # a made-up agent destroys the card (its first answer), the card's trigger then picks `dead`: the
    # boards without `dead` (or with the zones full) keep the agent's answer, which raises the event
    from harness.probe.legality_boards import _read, trigger_nothing_to_pick_texts, trigger_zones_full_text
    source = COPIES_SOURCE.replace("  - activate: own\n    targets: [dead]\n",
                                   "  - activate: agent\n    choose: [[own], [dead]]\n    triggers: {own: true}\n")
    source = source.replace("board:\n", "board:\n  - {as: agent, code: 990900000, player: 1, location: szone, sequence: 0, position: facedown}\n")
    moved, dropped = trigger_nothing_to_pick_texts(source, "own", 2)
    # first tried with `dead` at the bottom of the other player's Deck, then without it
    assert {"as": "dead", "code": 2, "player": 1, "location": "deck"} in _read(moved, "board")
    assert "dead" not in {entry["as"] for entry in _read(dropped, "board")}
    for text in (moved, dropped,
                 trigger_zones_full_text(source, "own", 2, "Duel.GetLocationCount(tp,LOCATION_MZONE)", 0)):
        first = _read(text, "steps")[0]
        assert first == {"activate": "agent", "choose": [["own"]], "not_offered": ["own"]}


TRIGGER_SOURCE = """\
# A snapshot of X (1): an effect of it resolves.
name: x
cards:
  990000000: {name: made-up monster, type: [monster, effect], attribute: dark, race: dragon, level: 4, atk: 1000, def: 1000}
turn: {player: 0, phase: main1, number: 1}
board:
  - {as: own, code: 1, player: 0, location: mzone, sequence: 0, position: faceup_attack}    # the card
  - {as: agent, code: 990900000, player: 1, location: szone, sequence: 0, position: facedown}
  - {as: dead, code: 990000000, player: 0, location: grave}
steps:
  - activate: agent
    player: 1
    choose: [[own], [dead]]
    triggers: {own: true}
  - expect:
      dead: {location: mzone, reason: [spsummon]}
"""


def test_a_trigger_s_played_edge_board_chains_it_after_a_companion_s_mandatory_trigger(suite, scripts, tmp_path, capsys):
    # Junk Synchron's trigger on its Normal Summon: its copies board (or its file from the other
    # seats) holds the turn player's made-up Continuous Spell whose mandatory trigger on the same
    # event goes first on the chain, so announcing on chain link 1 instead of the current one fails it
    out, results = suite
    name = next(name for name in results[JUNK_SYNCHRON].files if name.endswith((".copies.yaml", ".other_seats.yaml")))
    edge = load_scenario(out / name)
    companion = next(entry for entry in edge.board if entry.alias == "made_up_companion")
    assert companion.player == edge.turn.player and companion.location == "szone"
    mutant = changed(scripts, tmp_path / "mutant", JUNK_SYNCHRON, "Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON",
                     "Duel.SetOperationInfo(1, CATEGORY_SPECIAL_SUMMON")
    code, text = run(capsys, out / f"c{JUNK_SYNCHRON}.yaml", out / name, "--scripts", mutant)
    failed = failed_files(text)
    assert code == 1 and failed == [str(out / name)]


BOOK_OF_MOON = 14087893     # a Quick-Play Spell that targets a face-up monster


def test_an_effect_that_can_respond_is_chained_to_an_opener_on_its_played_edge_board(scripts, tmp_path, capsys):
    # its copies board (or its file from the other seats) activates a made-up Quick-Play Spell that
    # does nothing first, the card's activation chained to it: announcing on chain link 1 fails it
    out = tmp_path / "out"
    result = snapshot_card(BOOK_OF_MOON, scripts, out)
    name = next(name for name in result.files if name.endswith((".copies.yaml", ".other_seats.yaml")))
    edge = load_scenario(out / name)
    first = edge.steps[0].data
    assert first["activate"] == "made_up_opener" and first["chain"][0]["activate"] == "book_of_moon"
    mutant = changed(scripts, tmp_path / "mutant", BOOK_OF_MOON, "Duel.SetOperationInfo(0, CATEGORY_POSITION",
                     "Duel.SetOperationInfo(1, CATEGORY_POSITION")
    code, text = run(capsys, out / f"c{BOOK_OF_MOON}.yaml", out / name, "--scripts", mutant)
    failed = failed_files(text)
    assert code == 1 and failed == [str(out / name)]


REVIVAL_TRAP = 99990005     # a test Trap: "Special Summon 1 monster from your GY"
REVIVAL_TRAP_SCRIPT = """\
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.filter(c,e,tp)
	return c:IsCanBeSpecialSummoned(e,0,tp,false,false)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.GetLocationCount(tp,LOCATION_MZONE)>0
		and Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_GRAVE,0,1,nil,e,tp) end
	Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_GRAVE)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	if Duel.GetLocationCount(tp,LOCATION_MZONE)<=0 then return end
	local g=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_GRAVE,0,1,1,nil,e,tp)
	Duel.SpecialSummon(g,0,tp,tp,false,false,POS_FACEUP)
end
"""


def test_the_fewest_zones_board_chains_an_effect_that_can_respond_to_an_opener(scripts, tmp_path, capsys):
    # the Trap's steps with one free Monster Zone are played chained to the made-up opener too, so
    # announcing on chain link 1 fails that file as well
    folder = _scripts_with(scripts, tmp_path, REVIVAL_TRAP, REVIVAL_TRAP_SCRIPT,
                           f"{REVIVAL_TRAP}:\n  name: Revival Trap\n  type: [trap]\n")
    out = tmp_path / "out"
    fewest = f"c{REVIVAL_TRAP}.effect1.fewest_zones.yaml"
    result = snapshot_card(REVIVAL_TRAP, folder, out, [str(folder / "cards.yaml")])
    assert fewest in result.files
    first = load_scenario(out / fewest).steps[0].data
    assert first["activate"] == "made_up_opener" and first["chain"][0]["activate"] == "revival_trap"
    mutant = changed(folder, tmp_path / "mutant", REVIVAL_TRAP, "Duel.SetOperationInfo(0,", "Duel.SetOperationInfo(1,")
    code, text = run(capsys, *(out / name for name in result.files), "--scripts", mutant)
    failed = failed_files(text)
    assert code == 1 and str(out / fewest) in failed and str(out / f"c{REVIVAL_TRAP}.yaml") not in failed


def test_chained_to_an_opener_moves_the_first_activation_with_its_answers_into_a_chain_entry():
    from harness.probe.legality_boards import _read, chained_to_an_opener
    text, code, script = chained_to_an_opener(COPIES_SOURCE, "own", 1)
    steps = _read(text, "steps")
    assert steps[0] == {"activate": "made_up_opener", "chain": [{"activate": "own", "targets": ["dead"]}]}
    assert steps[1] == {"expect": {}}           # the run writes it again
    opener = next(entry for entry in _read(text, "board") if entry["as"] == "made_up_opener")
    assert (opener["player"], opener["location"], opener["position"]) == (0, "szone", "facedown")
    assert _read(text, "cards")[code]["type"] == ["spell", "quickplay"] and "EVENT_FREE_CHAIN" in script
    assert chained_to_an_opener(COPIES_SOURCE, "own", 2) is None         # another effect's file


def test_no_companion_for_a_file_that_raised_no_trigger():
    from harness.probe.legality_boards import _read, with_companion
    text, code, script = with_companion(TRIGGER_SOURCE, "own", 1, 1014, False)
    companion = next(entry for entry in _read(text, "board") if entry["as"] == "made_up_companion")
    assert companion == {"as": "made_up_companion", "code": code, "player": 0, "location": "szone", "sequence": 0,
                         "position": "faceup"}
    assert code in _read(text, "cards") and "SetCode(1014)" in script and "TRIGGER_F" in script
    assert "\nscripts: [scripts]\n" in text and _read(text, "turn")["player"] == 0
    assert with_companion(COPIES_SOURCE, "own", 1, 1014, False) is None       # an activation, no trigger


# a mandatory trigger of the turn player's, raised by the agent's pick: no offer to answer
MANDATORY_SOURCE = TRIGGER_SOURCE.replace("    triggers: {own: true}\n", "").replace(
    "      dead: {location: mzone, reason: [spsummon]}\n",
    "      dead: {location: mzone, reason: [spsummon]}\n      events:\n        - {event: chaining, cards: [own]}\n")


def test_a_mandatory_trigger_of_the_turn_player_gets_its_companion_in_the_other_player_s_turn():
    # the turn player orders its own mandatory triggers (a prompt): the board is played in the
    # other player's turn, whose companion's mandatory trigger then goes first on the chain
    from harness.probe.legality_boards import _read, raised_trigger, with_companion
    assert raised_trigger(MANDATORY_SOURCE, "own", 1) is None           # no offer answered
    assert raised_trigger(MANDATORY_SOURCE, "own", 1, mandatory=True) == _read(MANDATORY_SOURCE, "steps")[0]
    for source in (TRIGGER_SOURCE, MANDATORY_SOURCE):
        text, code, _ = with_companion(source, "own", 1, 1014, True)
        companion = next(entry for entry in _read(text, "board") if entry["as"] == "made_up_companion")
        assert _read(text, "turn")["player"] == 1 and companion["player"] == 1
        assert _read(text, "steps") == _read(source, "steps")
    # a step only the turn player may take (a Normal Summon) cannot be played in the other's turn
    summoned = MANDATORY_SOURCE.replace("  - activate: agent\n    player: 1\n", "  - summon: own\n")
    assert with_companion(summoned, "own", 1, 1014, True) is None
    # nor is a step that did not chain the card a mandatory trigger's
    assert with_companion(MANDATORY_SOURCE.replace("cards: [own]", "cards: [agent]"), "own", 1, 1014, True) is None


SENT_DRAW = 99990002        # a test monster: "if this card is sent to the GY: draw 1 card" (mandatory)
SENT_DRAW_SCRIPT = """\
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DRAW)
	e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
	e1:SetCode(EVENT_TO_GRAVE)
	e1:SetTarget(s.target)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,tp,1)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	Duel.Draw(tp,1,REASON_EFFECT)
end
"""


def test_a_mandatory_trigger_of_the_turn_player_is_a_later_chain_link_on_its_played_edge_board(scripts, tmp_path,
                                                                                               capsys):
    # its file's step raises it with no offer to answer; the board that plays its steps again does
    # so in the other player's turn, after that player's companion: announcing on link 1 fails it
    folder = _scripts_with(scripts, tmp_path, SENT_DRAW, SENT_DRAW_SCRIPT,
                           f"{SENT_DRAW}: {{name: Sent Draw, type: [monster, effect], attribute: dark, race: fiend, "
                           "level: 4, atk: 1000, def: 1000}\n")
    out = tmp_path / "out"
    result = snapshot_card(SENT_DRAW, folder, out)
    own = load_scenario(out / f"c{SENT_DRAW}.yaml")
    assert "triggers" not in own.steps[0].data
    name = next(name for name in result.files if name.endswith((".copies.yaml", ".other_seats.yaml")))
    edge = load_scenario(out / name)
    companion = next(entry for entry in edge.board if entry.alias == "made_up_companion")
    card = next(entry for entry in edge.board if entry.alias == own.board[0].alias)
    assert companion.player == edge.turn.player != card.player
    mutant = changed(folder, tmp_path / "mutant", SENT_DRAW, "Duel.SetOperationInfo(0,", "Duel.SetOperationInfo(1,")
    code, text = run(capsys, out / f"c{SENT_DRAW}.yaml", out / name, "--scripts", mutant)
    failed = failed_files(text)
    assert code == 1 and failed == [str(out / name)]


def test_a_trigger_offered_with_nothing_to_pick_fails_that_board(scripts, tmp_path, capsys):
    # its target check looking in the Deck too: offered there (a made-up monster waits in the Deck)
    out = tmp_path / "out"
    snapshot_card(JUNK_SYNCHRON, scripts, out)
    mutant = changed(scripts, tmp_path / "mutant", JUNK_SYNCHRON,
                     "Duel.IsExistingTarget(s.revivable, tp, LOCATION_GRAVE, 0, 1, nil, e, tp)",
                     "Duel.IsExistingMatchingCard(s.revivable, tp, LOCATION_GRAVE + LOCATION_HAND, 0, 1, nil, e, tp)")
    code, text = run(capsys, out / f"c{JUNK_SYNCHRON}.effect1.nothing_to_pick.yaml", "--scripts", mutant)
    assert code == 1 and "optional trigger was offered, but the step's `not_offered:` says none of its triggers is" in text


NOT_OFFERED = """\
name: not_offered
board:
  - {as: junk, code: 63977008, player: 0, location: hand}
  - {as: dead, code: 14457896, player: 0, location: LOCATION}    # Parasite Paranoid: Level 2
steps:
  - summon: junk
    not_offered: [junk]
"""


def test_not_offered_fails_a_step_that_offers_the_cards_trigger(tmp_path):
    from harness.scenario.runner import ScenarioFailed, run_scenario
    empty = tmp_path / "empty.yaml"
    empty.write_text(NOT_OFFERED.replace("LOCATION", "deck"), encoding="utf-8")
    run_scenario(load_scenario(empty))                      # nothing in the GY to revive: not offered
    offered = tmp_path / "offered.yaml"
    offered.write_text(NOT_OFFERED.replace("LOCATION", "grave"), encoding="utf-8")
    with pytest.raises(ScenarioFailed, match="optional trigger was offered"):
        run_scenario(load_scenario(offered))


def test_an_edge_board_over_its_instruction_budget_is_left_out(scripts, tmp_path, monkeypatch):
    # counted in Lua instructions, so the same boards are left out on every machine
    from harness.probe import snapshot
    full = snapshot_card(AXE, scripts, tmp_path / "full").files
    monkeypatch.setattr(snapshot, "EDGE_BOARD_INSTRUCTIONS", 2_000)
    bounded = snapshot_card(AXE, scripts, tmp_path / "bounded").files
    assert f"c{AXE}.effect1.copies.yaml" in full and f"c{AXE}.effect1.copies.yaml" not in bounded
    assert f"c{AXE}.yaml" in bounded                 # the card's own files keep the whole budget


def test_duel_budget_bounds_the_duels_made_in_its_block():
    from harness.engine.state.errors import ScriptError
    from harness.lua.runtime import LuaRuntime, duel_budget
    spin = "local n = 0 for i = 1, 1000000 do n = n + i end return n"
    with duel_budget(50_000):
        bounded = LuaRuntime()
    with pytest.raises(ScriptError, match="budget"):
        bounded.run_chunk(spin, "=spin")
    unbounded = LuaRuntime()
    unbounded.run_chunk(spin, "=spin")
    assert unbounded.duel_instructions() >= 1_000_000


def test_a_key_of_the_written_file_reads_as_the_whole_file_does(suite):
    """The edge boards read a key of the written file from its own lines alone (the `cards:` of a
    large board cost more to read than the rest): the same value as the whole file gives."""
    out, _ = suite
    for path in sorted(out.glob("c*.yaml")):
        text = path.read_text(encoding="utf-8")
        whole = yaml.safe_load(text)
        for key in [*whole, "not_a_key"]:
            assert _read(text, key) == whole.get(key), (path.name, key)


def test_the_copies_at_the_bottom_of_a_deck_are_listed_last_in_their_deck_and_tie_with_nothing():
    # a Deck is built in listed order (the first on top); a `sequence: 0` of its own put each copy
    # at the bottom whatever its place in the list, an order that list did not tell
    from harness.probe.legality_boards import copies_text
    source = COPIES_SOURCE.replace("    targets: [dead]\n", "    targets: [dead, top]\n").replace(
        "board:\n", "board:\n  - {as: top, code: 2, player: 0, location: deck}\n")
    text, copies, _ = copies_text(source, "own", 1, "")
    board = [line for line in text.split("\nsteps:")[0].splitlines() if line.startswith("  - {as: ")]
    pile = [line.split("as: ")[1].split(",")[0] for line in board if "player: 0, location: deck" in line]
    # the Deck card picked, its copy beside it and its variants, then the copies at the bottom
    assert pile[:2] == ["top", "top_beside"] and any(alias.startswith("top_variant") for alias in pile)
    assert pile[-2:] == ["dead_deck_0", "top_deck_0"]
    assert "sequence" not in "".join(line for line in board if "location: deck" in line)


def test_the_boards_without_the_picked_cards_first_hold_them_in_the_other_player_s_deck():
    # a check that also looks in the other player's places (its location 0 written 1, LOCATION_DECK)
    # finds them there: the board is tried that way first, then with the cards left out
    from harness.probe.legality_boards import NOTHING_TO_PICK, _read, edge_texts
    moved, dropped = edge_texts(COPIES_SOURCE, "own", 1, "")[NOTHING_TO_PICK]
    assert {"as": "dead", "code": 2, "player": 1, "location": "deck"} in _read(moved, "board")
    assert "at the bottom of the other player's Deck instead" in moved.splitlines()[0]
    assert "dead" not in {entry["as"] for entry in _read(dropped, "board")}
    # an Extra Deck monster has no place in a Deck: the board without it alone
    fusion = COPIES_SOURCE.replace("type: [monster, effect]", "type: [monster, fusion]")
    [only] = edge_texts(fusion, "own", 1, "")[NOTHING_TO_PICK]
    assert "dead" not in {entry["as"] for entry in _read(only, "board")}
