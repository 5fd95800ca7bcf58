"""The scenario schema and loader: the contract's example loads, every mistake points at its line."""

import textwrap
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from harness.scenario.loader import (
    BoardEntry,
    Scenario,
    ScenarioError,
    Step,
    Turn,
    load_scenario,
    load_schema,
    step_kinds,
)
from harness import yaml_positions
from harness.yaml_positions import YamlError, load_yaml

# The complete example of docs/scenario-format.md, verbatim.
EXAMPLE = """\
name: Equip Spell is destroyed by rule when the equipped monster leaves the field
ruling: "seed 004: 装备卡装备中，装备怪兽不在怪兽区域表侧表示存在的场合，装备魔法被破坏"
scripts: [../scripts]            # optional; relative to this file; searched before the defaults
cards:                           # optional inline card data; overrides any database
  89631139: {name: Blue-Eyes White Dragon, type: [monster, normal], attribute: light, race: dragon, level: 8, atk: 3000, def: 2500}
  1435851:  {name: Dragon Treasure, type: [spell, equip]}
  12580477: {name: Raigeki, type: [spell]}
turn: {player: 0, phase: main1}  # default: player 0, main1, turn 1
players:
  0: {lp: 8000}
  1: {lp: 8000}
board:
  - {as: bewd,     code: 89631139, player: 1, location: mzone, position: faceup_attack}
  - {as: treasure, code: 1435851,  player: 0, location: hand}
  - {as: raigeki,  code: 12580477, player: 0, location: hand}
steps:
  - activate: treasure
    targets: [bewd]
  - expect:
      treasure: {location: szone, position: faceup, equip_target: bewd}
      bewd: {atk: 3300, def: 2800, equipped: [treasure]}
  - activate: raigeki
  - expect:
      bewd: {location: grave, reason: [destroy, effect]}
      treasure: {location: grave, reason: [destroy, rule, lost_target], previous_equip_target: bewd}
"""

# Every step kind, option and expectation key of the contract, in one valid file.
EVERYTHING = """\
name: everything
description: every key of the format
strict: false
seed: 7
cards:
  100: {name: Mon, type: [monster, effect, pendulum], attribute: dark, race: [spellcaster], level: 4,
        atk: "?", def: 1000, lscale: 1, rscale: 1, setcode: [0x1, 0x2], alias: 101, strings: [a, b]}
  102: {type: [monster, link], link: 2, link_marker: [bottom_left, bottom_right], setcode: 0x3}
  103: {type: [monster, xyz], rank: 4}
turn: {player: 1, phase: battle, number: 3, attack_first_turn: false}
players:
  1: {lp: 4000}
board:
  - {as: mon, code: 100, player: 0, location: mzone, sequence: 2, position: faceup_defense, owner: 1, counters: {0x1: 2}}
  - {as: eq, code: 100, location: szone, position: faceup, equip_to: mon}
  - {as: xyz, code: 103, location: mzone}
  - {as: mat, code: 100, location: overlay, overlay_of: xyz}
  - {as: other, code: 102, location: extra}
steps:
  - activate: eq
    effect: 2
    targets: [[mon], [xyz]]
    choose: [mat]
    yes: false
    option: 1
    position: faceup_attack
    zone: 3
    cost: [other]
    player: 1
    triggers: {mon: true, xyz: false}
    chain:
      - {activate: mon, targets: [eq], chain: [{activate: xyz}]}
  - {summon: mon, position: faceup_attack, zone: 1, tribute: [xyz]}
  - {set: eq, position: facedown_defense, zone: 0, tribute: []}
  - {special_summon: other, position: faceup_defense, zone: 5, tribute: [mat]}
  - {destroy: [mon, eq], reason: [effect, REASON_RULE], player: 1}
  - {send_to_grave: [mon], reason: [effect]}
  - {banish: [mon], player: 0}
  - {to_hand: [mon]}
  - {to_deck: [mon]}
  - change_position: {card: mon, position: facedown_defense}
  - change_control: {card: mon, to: 1}
  - negate: mon
  - restore: mon
  - equip: {card: eq, to: mon, player: 0}
  - phase: end
  - lua: Debug.Message(cards.mon:GetCode())
  - expect_error: attempt to call
  - expect_activatable: [mon, eq]
  - expect_activatable: {mon: {effect: 1}, eq: 2}
  - expect_not_activatable: [xyz]
  - attack: mon
    target: xyz
    stop_at: battle_step
    replay: direct
    chain:
      - {activate: eq, player: 1}
  - continue_battle: end
    replay: stop
  - expect_attackable: {mon: [direct]}
  - expect_not_attackable: {mon: [xyz]}
  - flip_summon: mon
  - change_battle_position: mon
  - synchro_summon: mon
    materials: [eq, xyz]
  - xyz_summon: xyz
  - link_summon: mon
  - pendulum_summon: [mon, xyz]
  - expect:
      winner: null
      mon:
        location: mzone
        position: faceup
        sequence: 0
        controller: 1
        owner: 0
        equip_target: null
        equipped: [eq]
        previous_equip_target: xyz
        card_target: null
        atk: 3300
        def: 0
        level: 4
        rank: 0
        attribute: dark
        race: spellcaster
        type: [monster, effect]
        type_has: [monster]
        type_lacks: [spell]
        base_atk: 3000
        base_def: 2500
        reason: [destroy, rule, lost_target]
        reason_has: [lost_target]
        reason_lacks: [battle]
        reason_player: 1
        reason_effect: eq
        reason_card: xyz
        disabled: true
        counters: {0x1: 2}
        attacks_announced: 1
        summon_type: synchro
      players:
        0: {lp: 7200, hand: 2, deck: 0, grave: 1, removed: 0, extra: 1}
      chain: 0
      events:
        - {event: destroyed, cards: [eq], reason: [rule]}
        - {event: battle_damage, event_player: 1, value: 500}
"""


def write(tmp_path: Path, text: str, name: str = "scenario.yaml") -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def error_of(tmp_path: Path, text: str) -> str:
    """The ScenarioError of a file, as "line:column: message" (the path checked once here)."""
    path = write(tmp_path, text)
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    error = caught.value
    assert error.path == path
    assert str(error) == f"{path}:{error.line}:{error.column}: {error.message}"
    return f"{error.line}:{error.column}: {error.message}"


def at(text: str, needle: str) -> str:
    """ "line:column" of the first occurrence of `needle` in `text` (1-based, as errors give it)."""
    before = text[: text.index(needle)]
    return f"{before.count(chr(10)) + 1}:{len(before) - before.rfind(chr(10))}"


# A small valid board for the error cases, so their line numbers are easy to read.
BOARD = """\
name: t
board:
  - {as: bewd, code: 89631139, player: 1, location: mzone}
  - {as: treasure, code: 1435851}
"""


# --- a valid file loads into the model ---


def test_the_contract_example_loads_into_the_model(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)           # the run's root: ../scripts lies inside it
    (tmp_path / "scripts").mkdir()
    path = write(tmp_path, EXAMPLE, "scenarios/equip.yaml")

    scenario = load_scenario(path)

    assert isinstance(scenario, Scenario)
    assert scenario.path == path
    assert scenario.name.startswith("Equip Spell is destroyed")
    assert scenario.ruling.startswith("seed 004: 装备卡装备中")
    assert scenario.description is None
    assert scenario.scripts == [(tmp_path / "scripts").resolve()]
    assert scenario.cards[1435851] == {"name": "Dragon Treasure", "type": ["spell", "equip"]}
    assert scenario.cards[89631139]["atk"] == 3000
    assert scenario.cards_where == {
        89631139: f"{path}:5", 1435851: f"{path}:6", 12580477: f"{path}:7"
    }
    assert scenario.turn == Turn(player=0, phase="main1", number=1)
    assert scenario.players == {0: {"lp": 8000}, 1: {"lp": 8000}}
    assert scenario.board == [
        BoardEntry("bewd", 89631139, player=1, location="mzone", position="faceup_attack", where=f"{path}:13"),
        BoardEntry("treasure", 1435851, player=0, location="hand", where=f"{path}:14"),
        BoardEntry("raigeki", 12580477, player=0, location="hand", where=f"{path}:15"),
    ]
    assert scenario.steps[0] == Step(1, "activate", {"activate": "treasure", "targets": ["bewd"]}, f"{path}:17")
    assert [(step.index, step.kind, step.where) for step in scenario.steps] == [
        (1, "activate", f"{path}:17"),
        (2, "expect", f"{path}:19"),
        (3, "activate", f"{path}:22"),
        (4, "expect", f"{path}:23"),
    ]
    assert scenario.steps[3].data["expect"]["treasure"] == {
        "location": "grave",
        "reason": ["destroy", "rule", "lost_target"],
        "previous_equip_target": "bewd",
    }
    assert (scenario.strict, scenario.seed) == (True, 0)


def test_every_key_of_the_contract_is_accepted(tmp_path):
    scenario = load_scenario(write(tmp_path, EVERYTHING))

    assert [step.kind for step in scenario.steps] == [
        "activate", "summon", "set", "special_summon", "destroy", "send_to_grave", "banish",
        "to_hand", "to_deck", "change_position", "change_control", "negate", "restore", "equip",
        "phase", "lua", "expect_error", "expect_activatable", "expect_activatable",
        "expect_not_activatable", "attack", "continue_battle", "expect_attackable", "expect_not_attackable",
        "flip_summon", "change_battle_position", "synchro_summon", "xyz_summon", "link_summon",
        "pendulum_summon", "expect",
    ]
    assert set(step.kind for step in scenario.steps) == set(step_kinds())
    assert scenario.turn == Turn(player=1, phase="battle", number=3, attack_first_turn=False)
    assert scenario.players == {0: {"lp": 8000}, 1: {"lp": 4000}}
    assert (scenario.strict, scenario.seed) == (False, 7)
    assert scenario.cards[100]["setcode"] == [1, 2]
    assert scenario.board[0].counters == {1: 2}
    assert scenario.board[1].equip_to == "mon" and scenario.board[3].overlay_of == "xyz"
    assert scenario.steps[0].data["yes"] is False
    assert scenario.steps[-1].data["expect"]["players"][0]["lp"] == 7200


def test_yaml_1_2_scalars_yes_is_a_key_and_leading_zeros_are_decimal(tmp_path):
    scenario = load_scenario(write(tmp_path, BOARD.replace("1435851", "01435851") + """\
steps:
  - {activate: treasure, yes: true}
"""))
    assert scenario.board[1].code == 1435851
    assert scenario.steps[0].data == {"activate": "treasure", "yes": True}


def test_where_falls_back_to_the_nearest_parent_with_a_position(tmp_path):
    path = write(tmp_path, BOARD + "steps:\n  - activate: treasure\n    targets:\n      - bewd\n")
    scenario = load_scenario(path)
    assert scenario.where(("steps", 0, "targets", 0)) == f"{path}:8"
    assert scenario.where(("steps", 0, "no", "such", "node")) == f"{path}:6"
    assert scenario.where(("board", 1, "code")) == f"{path}:4"
    assert scenario.where() == f"{path}:1"


# --- YAML errors ---


def test_yaml_syntax_error_points_at_the_yaml_line(tmp_path):
    assert error_of(tmp_path, BOARD + "steps:\n  - activate: treasure\n    targets: [bewd\n  - expect: {}\n") == (
        "8:11: invalid YAML: expected ',' or ']', but got ':' (while parsing a flow sequence at line 7)"
    )


def test_duplicate_key_names_both_lines(tmp_path):
    assert error_of(tmp_path, BOARD + "steps: []\nname: again\n") == (
        "6:1: duplicate key 'name' (first at line 1)"
    )


def test_yaml_that_json_cannot_describe_is_refused():
    with pytest.raises(YamlError, match="unsupported tag '!!set'"):
        load_yaml("a: !!set {x}\n")
    with pytest.raises(YamlError, match="an alias refers to a node that contains it"):
        load_yaml("a: &a [*a]\n")



@pytest.mark.parametrize("text", [
    "a: 1\nb: [x, 2.5, null, true, {c: 0x10, d: 010}]\ne: {f: [], g: {}}\n",    # libyaml's tree, built by the walk
    "base: {x: 1, y: 2}\nitem: {<<: {x: 3, z: 4}, y: 5}\n",                  # a merge key: the constructor's
    "base: &b {x: 1}\nitems: [*b, {<<: *b, y: 2}]\n",                          # aliases: the Python composer's
    "a: 1\nb: '1'\nc: 1\nd: \"1\"\ne: yes\nf: 'null'\ng: null\n",             # tags remembered by text, quoted or not
])
def test_yaml_values_are_those_of_the_safe_constructor(text):
    data, _ = load_yaml(text)
    reference = yaml_positions._PythonLoader(text).get_single_data()
    assert data == reference and repr(data) == repr(reference)      # the same values, keys in the same order


# --- schema errors ---


def test_missing_name(tmp_path):
    assert error_of(tmp_path, "board: []\n") == "1:1: missing required key 'name' in scenario"


def test_unknown_top_level_key_suggests_the_close_one(tmp_path):
    assert error_of(tmp_path, BOARD + "stpes: []\n") == (
        "5:1: unknown key 'stpes' in scenario; did you mean 'steps'?"
    )


def test_unknown_step_kind(tmp_path):
    assert error_of(tmp_path, BOARD + "steps:\n  - activte: treasure\n") == (
        "6:5: unknown step kind 'activte'; did you mean 'activate'?"
    )


def test_a_step_with_two_kinds(tmp_path):
    assert error_of(tmp_path, BOARD + "steps:\n  - activate: treasure\n    negate: bewd\n") == (
        "7:5: a step has exactly one kind, this one has 'activate' and 'negate'"
    )


def test_unknown_step_option_suggests_the_close_one(tmp_path):
    assert error_of(tmp_path, BOARD + "steps:\n  - activate: treasure\n    tagets: [bewd]\n") == (
        "7:5: unknown key 'tagets' in activate step; did you mean 'targets'?"
    )


def test_an_option_of_another_step_kind_lists_the_allowed_keys(tmp_path):
    text = BOARD + "steps:\n  - {negate: bewd, effect: 1}\n"
    assert error_of(tmp_path, text) == (
        f"{at(text, 'effect')}: unknown key 'effect' in negate step; allowed keys: negate, targets, choose, cost, "
        "yes, option, position, zone, triggers, not_offered, chain, replay, materials, created, offered, asked"
    )


def test_wrong_location_lists_the_allowed_values(tmp_path):
    text = BOARD.replace("location: mzone", "location: monster_zone")
    assert error_of(tmp_path, text) == (
        f"{at(text, 'monster_zone')}: invalid value 'monster_zone' for 'location' (allowed values: hand, deck, grave, "
        "removed, extra, mzone, szone, fzone, pzone, overlay)"
    )


def test_wrong_position_lists_the_allowed_values(tmp_path):
    text = BOARD.replace("location: mzone", "position: attack")
    assert error_of(tmp_path, text) == (
        f"{at(text, 'attack')}: invalid value 'attack' for 'position' (allowed values: faceup_attack, "
        "faceup_defense, facedown_defense, faceup, facedown); did you mean 'faceup_attack'?"
    )


def test_wrong_type_names_what_was_expected(tmp_path):
    text = BOARD + "steps:\n  - {activate: treasure, yes: yes}\n"
    assert error_of(tmp_path, text) == (
        f"{at(text, 'yes}')}: invalid value for 'yes': expected true or false, or a list of them (several yes/no "
        f"prompts in order: SelectYesNo, SelectEffectYesNo)"
    )


def test_non_integer_card_code(tmp_path):
    assert error_of(tmp_path, BOARD + "cards:\n  treasure: {name: Dragon Treasure}\n") == (
        "6:3: invalid key 'treasure': expected a card code (an integer)"
    )


def test_quoted_card_code(tmp_path):
    assert error_of(tmp_path, BOARD + "cards:\n  '1435851': {name: Dragon Treasure}\n") == (
        "6:3: key '1435851' must be an integer, not a string"
    )


# --- checks beyond the schema ---


def test_duplicate_alias(tmp_path):
    text = BOARD + "  - {as: bewd, code: 12580477}\n"
    assert error_of(tmp_path, text) == (
        f"{at(text, 'bewd, code: 125')}: duplicate alias 'bewd' (first defined at line 3)"
    )


def test_unknown_alias_in_targets(tmp_path):
    assert error_of(tmp_path, BOARD + "steps:\n  - activate: treasure\n    targets: [bwed]\n") == (
        "7:15: unknown alias 'bwed'; defined aliases: bewd, treasure; did you mean 'bewd'?"
    )


def test_unknown_alias_as_an_expect_key(tmp_path):
    assert error_of(tmp_path, BOARD + "steps:\n  - expect:\n      bewd: {atk: 3000}\n      tresure: {location: grave}\n") == (
        "8:7: unknown alias 'tresure'; defined aliases: bewd, treasure; did you mean 'treasure'?"
    )


def test_unknown_alias_in_equip_to(tmp_path):
    text = BOARD.replace("code: 1435851}", "code: 1435851, equip_to: dragon}")
    assert error_of(tmp_path, text) == (
        f"{at(text, 'dragon')}: unknown alias 'dragon'; defined aliases: bewd, treasure"
    )


def test_the_first_unknown_alias_in_the_file_is_reported(tmp_path):
    text = BOARD + "steps:\n  - expect: {bewd: {equipped: [tresure]}}\n  - {destroy: [bwed]}\n"
    assert error_of(tmp_path, text).startswith(f"{at(text, 'tresure')}: unknown alias 'tresure'")


def test_missing_scripts_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path.parent)    # the run's root: ../scripts lies inside it
    assert error_of(tmp_path, "name: t\nscripts:\n  - ../scripts\n") == (
        f"3:5: scripts folder '../scripts' not found (looked for {(tmp_path.parent / 'scripts').resolve()})"
    )


# --- the schema itself ---


def test_the_schema_is_a_valid_draft_2020_12_schema():
    Draft202012Validator.check_schema(load_schema())
    assert load_schema() is load_schema()


def _subschemas(schema):
    if isinstance(schema, dict):
        yield schema
        for value in schema.values():
            yield from _subschemas(value)
    elif isinstance(schema, list):
        for value in schema:
            yield from _subschemas(value)


def test_every_property_definition_and_key_rule_has_a_description():
    # Editors show the descriptions; error messages quote those of definitions and key rules.
    schema = load_schema()
    missing = [name for name, definition in schema["$defs"].items() if "description" not in definition]
    for subschema in _subschemas(schema):
        properties = subschema.get("properties", {})
        missing += [name for name, prop in properties.items() if "description" not in prop]
        key_rule = subschema.get("propertyNames", {})
        if key_rule and not {"description", "$ref"} & set(key_rule):  # a $ref's $defs has one
            missing.append(f"propertyNames of {subschema.get('title')}")
    assert missing == []


def test_link_marker_as_the_cores_bit_value_loads(tmp_path):
    # Card data copied from a cards.cdb gives the arrows as the LINK_MARKER_ bit value (its def column).
    path = write(tmp_path, textwrap.dedent("""
        name: link markers as a number
        cards:
          99160007: {name: Arrow Test, type: [monster, link], attribute: dark, race: cyberse, link: 2, atk: 1000, link_marker: 160}
        steps:
          - lua: assert(true)
        """))
    from harness.scenario.runner import RunOptions, build_session
    session = build_session(load_scenario(path), RunOptions())
    assert session.carddb.get(99160007).link_marker == 160


def test_link_marker_bits_outside_the_arrows_are_a_clear_error():
    from harness.carddb import CardDataError, parse_card_spec
    with pytest.raises(CardDataError, match=r"card 99160008: key 'link_marker': 0x1869f is not a set of arrows"):
        parse_card_spec(99160008, {"type": ["monster", "link"], "link": 2, "link_marker": 99999}, "s")


def test_every_schema_mistake_of_a_file_is_reported_in_file_order(tmp_path):
    path = write(tmp_path, textwrap.dedent("""\
        name: two mistakes
        board:
          - {as: bewd, code: 89631139, location: mzoen}
        steps:
          - activat: bewd
          - expect:
              bewd: {atk: "x"}
        """))
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    error = caught.value
    assert (error.line, error.column) == (3, 42) and "'mzoen'" in error.message
    lines = str(error).splitlines()
    assert lines[1] == f"{path}:5:5: unknown step kind 'activat'; did you mean 'activate'?"
    assert lines[2] == f"{path}:7:19: invalid value for 'atk': expected an integer, got the string 'x'"
    assert lines[3] == "(3 mistakes in this file)"


def test_a_run_of_many_files_imports_jsonschema_only_to_explain_a_broken_one(tmp_path):
    # jsonschema is imported only to explain a file the compiled check refused (importing it was
    # about a quarter of every command's start); a broken file still gets the schema's message
    import subprocess
    import sys
    bundled = sorted(Path(__file__).resolve().parents[1].glob("scenarios/equip_spell/*.yaml"))[0]
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: x\nboard: []\nsteps: []\nexpect: {players: {0: {lp: many}}}\n")
    code = ("import sys\nfrom harness.scenario.loader import load_scenario, warm_up\n"
            "warm_up(100)\n"
            f"load_scenario({str(bundled)!r})\nprint('jsonschema' in sys.modules)\n"
            "try:\n    load_scenario(sys.argv[1])\nexcept Exception as error:\n    print(type(error).__name__, error)\n"
            "print('jsonschema' in sys.modules)\n")
    lines = subprocess.run([sys.executable, "-c", code, str(broken)], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    assert lines[0] == "False"
    assert lines[1].startswith("ScenarioError") and "broken.yaml:4:1: unknown key 'expect'" in lines[1]
    assert lines[2] == "True"
