"""`ygo-harness mutate` (harness/mutate, docs/mutation.md): the Lua tokens, each mutation operator,
which scenarios can reach a mutant, the changed lines of a git diff, and whole runs: a bundled
card against bundled scenarios, a test card with a function no scenario runs, a support file,
the JSON report, --max/--seed, --min-score, and the user's files untouched even when the run is
killed."""
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from branching_spell import SCRIPT as BRANCH_SCRIPT
from git_repo import git
from harness import cli
from harness.bundled import API_STUBS, BUNDLED_SCENARIOS, BUNDLED_SCRIPTS
from harness.ci.lines import executable_lines
from harness.mutate import diff, operators, runner
from harness.mutate.lexer import LexError, tokenize
from harness.mutate.reach import Reach, enclosing_functions
from harness.scenario.runner import RunOptions

ROOT = Path(__file__).resolve().parent.parent
AXE = BUNDLED_SCRIPTS / "c40619825.lua"
# Axe of Despair's scenarios: the one that kills most of its mutants, and another
AXE_SCENARIOS = [BUNDLED_SCENARIOS / "triggers" / "equipped_monster_single_trigger_on_equip.yaml",
                 BUNDLED_SCENARIOS / "rulings" / "r52_effect_negated_equip_spell_is_still_equipped.yaml"]
# Duel.Hint only shows the player a message: removing it changes nothing a scenario can see
AXE_HINT_SURVIVOR = "c40619825.lua:34: 'Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)' -> removed"


def changes(text, operator=None):
    return [(m.line, m.change()) for m in operators.mutants(text) if operator in (None, m.operator)]


# --- tokens -------------------------------------------------------------------------------------

def test_tokens_keep_strings_and_long_brackets_whole_and_skip_comments():
    text = textwrap.dedent("""\
        local a = "x < y -- not a comment" .. 'it''s' -- a < b
        --[==[ long comment
        with ]] inside and true ]==] local b = [[ 1 + 2
        ]] .. [=[ ]] still ]=] .. "esc\\"aped" .. "line\\
        break"
        """)
    tokens = tokenize(text)
    assert [t.text for t in tokens if t.kind == "string"] == [
        '"x < y -- not a comment"', "'it'", "'s'", "[[ 1 + 2\n]]", "[=[ ]] still ]=]", '"esc\\"aped"',
        '"line\\\nbreak"']
    assert [t.text for t in tokens if t.kind == "name"] == ["a", "b"]
    b = next(t for t in tokens if t.text == "b")
    assert (b.line, b.column) == (3, 36)


def test_tokens_read_numbers_as_lua_does_and_operators_longest_first():
    tokens = tokenize("x = 0xFF + 1e10 - 0x1p4 * 3.14 // .5 ~= a.b..c ... >= <<")
    assert [t.text for t in tokens] == ["x", "=", "0xFF", "+", "1e10", "-", "0x1p4", "*", "3.14", "//", ".5",
                                        "~=", "a", ".", "b", "..", "c", "...", ">=", "<<"]
    assert [t.kind for t in tokens[:3]] == ["name", "op", "number"]


@pytest.mark.parametrize("text, line", [('x = "open\ny = 1', 1), ("x = 1\ny = [==[ never closed ]=]", 2),
                                        ("--[[ open comment", 1), ("x = 1\n$", 2)])
def test_text_lua_would_not_tokenize_is_one_error_naming_the_line(text, line):
    with pytest.raises(LexError, match=f"^line {line}: "):
        tokenize(text)


def test_line_breaks_count_as_lua_counts_them():
    tokens = tokenize("a\r\nb\n\rc\rd\ne")
    assert [t.line for t in tokens] == [1, 2, 3, 4, 5]


# --- operators ----------------------------------------------------------------------------------

def test_relational_operators_swap_with_their_neighbour():
    text = "return a < b, a <= b, a > b, a >= b, a == b, a ~= b\n"
    assert changes(text, "relational") == [(1, "'<' -> '<='"), (1, "'<=' -> '<'"), (1, "'>' -> '>='"),
                                           (1, "'>=' -> '>'"), (1, "'==' -> '~='"), (1, "'~=' -> '=='")]


def test_an_attribute_bracket_is_not_a_comparison():
    assert changes("local x <const> = 5\nlocal y <close> = nil\n", "relational") == []


def test_logical_boolean_and_not_operators():
    text = "if a and not b or c then return true, false end\n"
    assert changes(text) == [(1, "'and' -> 'or'"), (1, "'not' -> removed"), (1, "'or' -> 'and'"),
                             (1, "'true' -> 'false'"), (1, "'false' -> 'true'")]
    removed = next(m for m in operators.mutants(text) if m.operator == "not")
    assert removed.apply(text) == "if a and  b or c then return true, false end\n"


def test_integers_grow_by_one_and_one_becomes_zero_floats_stay():
    text = "f(0, 1, 41, 0x1F, 0xff, 2.5, 1e3)\n"
    assert changes(text, "integer") == [(1, "'0' -> '1'"), (1, "'1' -> '0'"), (1, "'1' -> '2'"), (1, "'41' -> '42'"),
                                        (1, "'0x1F' -> '0x20'"), (1, "'0xff' -> '0x100'")]


def test_a_count_limit_of_one_is_not_made_zero_which_the_engine_reads_as_one():
    text = "e1:SetCountLimit(1, id)\ne2:SetCountLimit(0)\nf(1)\n"
    assert changes(text, "integer") == [(1, "'1' -> '2'"), (3, "'1' -> '0'"), (3, "'1' -> '2'")]
    # only a whole argument: 1+x made 0+x is another count
    assert (1, "'1' -> '0'") in changes("e1:SetCountLimit(1+x)\n", "integer")


def test_a_group_count_of_one_is_not_made_zero_which_the_engine_reads_as_one():
    text = ("if g:IsExists(f,1,nil) and Group.IsExists(g,f,1,nil) then end\n"
            "Duel.IsExistingMatchingCard(f,tp,LOCATION_MZONE,0,1,nil)\n")     # there 0 is never reached
    assert changes(text, "integer") == [(1, "'1' -> '2'"), (1, "'1' -> '2'"), (2, "'0' -> '1'"),
                                        (2, "'1' -> '0'"), (2, "'1' -> '2'")]


def test_a_selection_minimum_is_not_raised_above_its_maximum_which_the_engine_lowers_to_it():
    text = ("Duel.SelectMatchingCard(tp,f,tp,LOCATION_DECK,0,1,1,nil)\n"
            "Duel.SelectTarget(tp,f,tp,0,LOCATION_MZONE,2,2,nil)\n"
            "g:Select(tp,1,2,nil)\n"            # 1 -> 2 is still at most the maximum: a mutant
            "g:FilterSelect(tp,f,1,n,nil)\n"    # a maximum the lexer cannot read: a mutant
            "Duel.SelectMatchingCard(tp,f,tp,LOCATION_DECK,0,1,1+x,nil)\n")
    made = changes(text, "integer")
    assert (1, "'1' -> '2'") in made and (2, "'2' -> '3'") in made      # the maximum is raised
    assert made.count((1, "'1' -> '2'")) == 1 and made.count((2, "'2' -> '3'")) == 1
    assert (1, "'1' -> '0'") in made and (2, "'0' -> '1'") not in made
    assert made.count((3, "'1' -> '2'")) == 1 and (3, "'2' -> '3'") in made
    assert (4, "'1' -> '2'") in made
    assert made.count((5, "'1' -> '2'")) == 2
    # a literal in hex or with leading zeros is read as Lua reads it
    assert changes("g:Select(tp,0x1,0x1,nil)\nDuel.SelectTarget(tp,f,tp,00,0,01,01,nil)\n", "integer") == \
        [(1, "'0x1' -> '0x0'"), (1, "'0x1' -> '0x0'"), (1, "'0x1' -> '0x2'"),
         (2, "'01' -> '0'"), (2, "'01' -> '0'"), (2, "'01' -> '2'")]


def test_no_location_of_a_target_becomes_the_deck_where_nothing_can_be_targeted():
    text = ("Duel.SelectTarget(tp,f,tp,0,LOCATION_MZONE,1,1,nil)\n"
            "Duel.IsExistingTarget(f,tp,LOCATION_MZONE,0,1,nil)\n"
            "Duel.IsExistingMatchingCard(f,tp,LOCATION_MZONE,0,1,nil)\n")    # a Deck card matches
    made = changes(text, "integer")
    assert (1, "'0' -> '1'") not in made and (2, "'0' -> '1'") not in made
    assert (3, "'0' -> '1'") in made
    assert (2, "'1' -> '2'") in made and (2, "'1' -> '0'") in made       # the count is another argument


def test_only_binary_minus_swaps_with_plus():
    assert changes("x = a + b - -c\ny = -d\n", "arithmetic") == [(1, "'+' -> '-'"), (1, "'-' -> '+'")]


def test_constants_swap_with_the_next_of_their_family():
    text = ("Duel.SendtoGrave(g, REASON_EFFECT)\nc:IsLocation(LOCATION_MZONE)\nc:IsPosition(POS_FACEUP)\n"
            "Duel.GetCurrentPhase() == PHASE_END\nc:IsHasCategory(CATEGORY_DESTROY)\nx = e.LOCATION_MZONE\n"
            "LOCATION_HAND = 2\n")
    assert changes(text, "constant") == [(1, "'REASON_EFFECT' -> 'REASON_COST'"),
                                         (2, "'LOCATION_MZONE' -> 'LOCATION_SZONE'"),
                                         (3, "'POS_FACEUP' -> 'POS_FACEDOWN'"),
                                         (4, "'PHASE_END' -> 'PHASE_DRAW'"),
                                         (5, "'CATEGORY_DESTROY' -> 'CATEGORY_RELEASE'")]


def test_call_statements_are_removed_and_nothing_else():
    text = textwrap.dedent("""\
        local g = Duel.GetMatchingGroup(f, tp)
        Duel.ConfirmCards(1 - tp, g)
        e1:SetCountLimit(1)
        c:RegisterEffect(e1)
        if x then aux.Stub "text" end
        t.a.b:c{1}:d()
        t[1] = f()
        return f(x)
        """)
    assert changes(text, "call") == [(2, "'Duel.ConfirmCards(1 - tp, g)' -> removed"),
                                     (3, "'e1:SetCountLimit(1)' -> removed"), (4, "'c:RegisterEffect(e1)' -> removed"),
                                     (5, "'aux.Stub \"text\"' -> removed"), (6, "'t.a.b:c{1}:d()' -> removed")]
    removed = next(m for m in operators.mutants(text) if m.line == 3 and m.operator == "call")
    assert removed.apply(text).splitlines()[2] == ""


def test_a_call_followed_by_a_parenthesis_is_one_statement_as_lua_reads_it():
    text = "f()\n(g or h)()\n"
    assert changes(text, "call") == [(1, "'f() (g or h)()' -> removed")]


def test_nothing_inside_strings_or_comments_is_mutated():
    text = textwrap.dedent("""\
        -- if a < b and true then Duel.Hint(1) end
        --[[ LOCATION_MZONE + 1 ]]
        local s = "a < b and not true or 1 - 2" .. [==[ Duel.Hint(0) ]==]
        """)
    assert operators.mutants(text) == []


def test_mutants_come_in_line_column_operator_order():
    text = "if a == 1 and b then\n  f(LOCATION_HAND)\nend\n"
    found = operators.mutants(text)
    assert [m.sort_key() for m in found] == sorted(m.sort_key() for m in found)
    assert [(m.line, m.column, m.operator) for m in found] == [
        (1, 6, "relational"), (1, 9, "integer"), (1, 9, "integer"), (1, 11, "logical"), (2, 3, "call"),
        (2, 5, "constant")]


def test_mutants_that_do_not_compile_are_skipped(tmp_path):
    script = tmp_path / "c99980001.lua"
    script.write_text("local s, id = GetID()\nfunction s.f(a, b)\n  return math.max(a+-b, 2)\nend\n")
    run = runner.prepare(script, 99980001)
    by_change = {o.mutant.change(): o.status for o in run.outcomes}
    assert by_change["'+' -> '-'"] == "skipped"           # a--b: the rest of the line becomes a comment
    assert by_change["'2' -> '3'"] == "survived"          # not run yet: compiles, so it is kept
    assert sum(o.status == "skipped" for o in run.outcomes) == 1


def test_a_script_that_does_not_compile_is_not_mutated(tmp_path):
    script = tmp_path / "c99980002.lua"
    script.write_text("function s.f(\n")
    run = runner.prepare(script, 99980002)
    assert run.problem.startswith("it does not compile") and run.outcomes == []


# --- reach --------------------------------------------------------------------------------------

def test_functions_and_the_lines_that_show_they_ran():
    text = textwrap.dedent("""\
        local s = {}
        function s.op(e, tp)
          local x = 1
          e:SetValue(function(c)
            return c:IsFaceup() end)
        end
        e:SetCondition(function(e) return x == 1
        end)
        """)
    around = enclosing_functions(tokenize(text), executable_lines(text))

    def function_at(snippet):
        return around[text.index(snippet)]
    op, value, condition = function_at("local x"), function_at("IsFaceup"), function_at("x == 1")
    # s.op: its body's lines without its `end` line, which the enclosing code runs too; the
    # function on line 4 has code on its `end` line only; the one on line 7 starts on its own line
    assert [(f.first_line, f.last_line) for f in (op, value, condition)] == [(3, 5), (5, 5), (7, 8)]
    assert function_at("SetValue") is op and function_at("local s") is None
    assert not Reach(True, (1, 2, 6, 7)).can_kill(op)              # only the lines that define s.op ran
    assert Reach(True, (4,)).can_kill(op)
    assert Reach(True, ()).can_kill(None)                          # top-level code runs when the script loads
    assert not Reach(False, (4,)).can_kill(op)


# --- changed lines ------------------------------------------------------------------------------

def test_changed_lines_are_the_new_side_of_each_hunk(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)             # the run's root: git is asked about its work tree alone
    git(tmp_path, "init", "-q", "-b", "master")
    script = tmp_path / "c99980003.lua"
    script.write_text("a = 1\nb = 2\nc = 3\nd = 4\n")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "one")
    script.write_text("a = 1\nb = 20\nc = 3\nd = 4\ne = 5\nf = 6\n")
    assert diff.changed_lines(script, "HEAD") == {2, 5, 6}
    script.write_text("a = 1\nc = 3\nd = 4\n")                  # a pure deletion changes no line left
    assert diff.changed_lines(script, "HEAD") == set()
    new = tmp_path / "c99980004.lua"
    new.write_text("x = 1\n")
    assert diff.changed_lines(new, "HEAD") is None              # untracked: every line is new


# --- whole runs ---------------------------------------------------------------------------------

def mutate(capsys, *argv):
    code = cli.main(["mutate", *map(str, argv)])
    return code, capsys.readouterr().out


def digests(paths):
    return {str(p): hashlib.sha256(Path(p).read_bytes()).hexdigest() for p in paths}


def test_a_bundled_card_against_bundled_scenarios(tmp_path, capsys):
    before = digests([AXE, *AXE_SCENARIOS])
    out_json = tmp_path / "report.json"
    code, out = mutate(capsys, AXE, *AXE_SCENARIOS, "--jobs", "2", "--json", out_json)
    assert code == 0
    assert AXE_HINT_SURVIVOR in out
    assert f"{AXE}:43: 'Duel.Equip(tp, c, monster)' -> removed" not in out       # killed: nothing equips
    report = json.loads(out_json.read_text())
    assert digests([AXE, *AXE_SCENARIOS]) == before
    script = report["scripts"][0]
    statuses = {(m["line"], m["change"]): m["status"] for m in script["mutants"]}
    assert statuses[(43, "'Duel.Equip(tp, c, monster)' -> removed")] == "killed"
    assert statuses[(18, "'1000' -> '1001'")] == "killed"
    assert statuses[(34, "'Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_EQUIP)' -> removed")] == "survived"
    killed = [m for m in script["mutants"] if m["status"] == "killed"]
    assert killed and all(m["scenario"] in map(str, AXE_SCENARIOS) and m["how"] for m in killed)
    assert report["killed"] == len(killed)
    assert report["killed"] + report["survived"] + report["skipped"] == len(script["mutants"])
    assert report["score"] == round(100 * report["killed"] / (report["killed"] + report["survived"]), 1)
    assert set(report) == {"score", "killed", "survived", "skipped", "no_scenario", "seconds", "seed", "max",
                           "scripts"}
    assert set(script) == {"path", "code", "problem", "scenarios", "excluded", "mutants"}
    assert set(script["mutants"][0]) == {"line", "column", "operator", "change", "status", "scenario", "how", "ran"}
    assert script["code"] == 40619825 and sorted(script["scenarios"]) == sorted(map(str, AXE_SCENARIOS))
    assert f"score {report['score']:g}%: {report['killed']} killed, {report['survived']} survived" in out


TEST_CARD, OTHER_CARD = 99980010, 99980011
TEST_SCRIPT = BRANCH_SCRIPT.replace("Branching Spell", "Split Spell") + """
function s.unused(e, tp)
  return Duel.GetLP(tp) > 100
end
"""
TEST_SCENARIO = f"""\
name: the Split Spell at 8000 LP gains 500
cards:
  {TEST_CARD}: {{name: Split Spell, type: [spell]}}
board:
  - {{as: spell, code: {TEST_CARD}, player: 0, location: hand}}
steps:
  - activate: spell
  - expect:
      players: {{0: {{lp: 8500}}, 1: {{lp: 8000}}}}
"""


@pytest.fixture
def project(tmp_path):
    """scripts/ with the test card and a card no scenario names, scenarios/ with one scenario."""
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / f"c{TEST_CARD}.lua").write_text(TEST_SCRIPT)
    (tmp_path / "scripts" / f"c{OTHER_CARD}.lua").write_text(TEST_SCRIPT.replace("500 LP", "600 LP"))
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "scenarios" / "split.yaml").write_text(TEST_SCENARIO)
    return tmp_path


def test_a_function_no_scenario_runs_is_not_reached_and_a_card_no_scenario_names_survives(project, capsys):
    script, other = project / "scripts" / f"c{TEST_CARD}.lua", project / "scripts" / f"c{OTHER_CARD}.lua"
    out_json = project / "report.json"
    code, out = mutate(capsys, script, other, project / "scenarios", "--scripts", project / "scripts",
                       "--json", out_json)
    assert code == 0
    mutants = {(m["line"], m["change"]): m for m in json.loads(out_json.read_text())["scripts"][0]["mutants"]}
    assert mutants[(13, "'>=' -> '>'")]["status"] == "killed"               # 8000 takes the other branch
    assert mutants[(14, "'500' -> '501'")]["status"] == "killed"
    assert mutants[(16, "'-' -> '+'")] | {"scenario": None} == {             # the branch runs no scenario's way
        "line": 16, "column": 19, "operator": "arithmetic", "change": "'-' -> '+'", "status": "survived",
        "scenario": None, "how": "", "ran": 1}
    unused = mutants[(21, "'>' -> '>='")]
    assert (unused["status"], unused["ran"], unused["how"]) == ("survived", 0, "not reached: no scenario runs this code")
    assert f"{script}:21: '>' -> '>='  (not reached: no scenario runs this code)" in out
    assert f"{other}:13: '>=' -> '>'  (no scenario names this card)" in out
    report = json.loads(out_json.read_text())
    other_mutants = report["scripts"][1]["mutants"]
    assert report["no_scenario"] == len(other_mutants) and all(m["status"] == "survived" for m in other_mutants)
    assert report["survived"] >= report["no_scenario"] + 1


def test_a_scenario_failing_on_the_original_is_left_out(project, capsys):
    (project / "scenarios" / "wrong.yaml").write_text(TEST_SCENARIO.replace("lp: 8500", "lp: 9000"))
    code, out = mutate(capsys, project / "scripts" / f"c{TEST_CARD}.lua", project / "scenarios",
                       "--scripts", project / "scripts", "--max", "2")
    assert code == 0
    assert f"left out {project / 'scenarios' / 'wrong.yaml'}: fails on the original script: " in out


def test_min_score_sets_the_exit_status(project, capsys):
    args = [project / "scripts" / f"c{TEST_CARD}.lua", project / "scenarios", "--scripts", project / "scripts",
            "--json", project / "r.json"]
    code, out = mutate(capsys, *args, "--min-score", "100")
    score = json.loads((project / "r.json").read_text())["score"]
    assert 0 < score < 100
    assert code == 1 and f"the score {score:g}% is below --min-score 100" in out
    assert mutate(capsys, *args, "--min-score", str(score))[0] == 0


def test_max_and_seed_sample_the_same_mutants_every_time(project):
    script = project / "scripts" / f"c{TEST_CARD}.lua"
    every = runner.prepare(script, TEST_CARD)

    def sample(seed):
        run = runner.prepare(script, TEST_CARD, settings=runner.Settings(max_per_script=5, seed=seed))
        return [o.mutant for o in run.outcomes]
    assert sample(1) == sample(1) and len(sample(1)) == 5
    assert sample(1) == sorted(sample(1), key=operators.Mutant.sort_key)
    assert {tuple(sample(seed)) for seed in range(5)} != {tuple(sample(1))}   # the seed changes the sample
    assert set(sample(3)) <= {o.mutant for o in every.outcomes}


def test_lines_changed_mutates_only_the_changed_lines(project, capsys, monkeypatch):
    monkeypatch.chdir(project)              # a CI job runs in the checkout
    git(project, "init", "-q", "-b", "master")
    git(project, "add", "-A")
    git(project, "commit", "-q", "-m", "one")
    script = project / "scripts" / f"c{TEST_CARD}.lua"
    script.write_text(TEST_SCRIPT.replace("Duel.Recover(tp, 500,", "Duel.Recover(tp, 400 + 100,"))
    out_json = project / "r.json"
    code, out = mutate(capsys, project / "scenarios", "--scripts", project / "scripts", "--changed-since", "HEAD",
                       "--lines", "changed", "--json", out_json)
    assert code == 0
    report = json.loads(out_json.read_text())
    assert [s["path"] for s in report["scripts"]] == [str(script)]
    assert {(m["line"], m["change"], m["status"]) for m in report["scripts"][0]["mutants"]} == {
        (14, "'Duel.Recover(tp, 400 + 100, REASON_EFFECT)' -> removed", "killed"),
        (14, "'400' -> '401'", "killed"), (14, "'+' -> '-'", "killed"), (14, "'100' -> '101'", "killed"),
        (14, "'REASON_EFFECT' -> 'REASON_COST'", "survived")}


def test_a_named_support_file_concerns_every_scenario(project):
    utility = project / "scripts" / "utility.lua"
    utility.write_text((API_STUBS / "utility.lua").read_text(encoding="utf-8")
                       + "\nfunction aux.SplitGain()\n  return 500\nend\n")
    (project / "scripts" / f"c{TEST_CARD}.lua").write_text(TEST_SCRIPT.replace("Recover(tp, 500", "Recover(tp, aux.SplitGain()"))
    (project / "scenarios" / "other.yaml").write_text(TEST_SCENARIO.replace(str(TEST_CARD), str(OTHER_CARD)))
    run = runner.prepare(utility, None)
    last = len(utility.read_text().splitlines())
    run.outcomes = [o for o in run.outcomes if o.mutant.line == last - 1]       # `return 500`
    files = sorted((project / "scenarios").glob("*.yaml"))
    options = RunOptions(scripts=[str(project / "scripts")], board_before=False)
    runner.mutate([run], files, options)
    assert run.scenarios == files
    assert [(o.mutant.change(), o.status) for o in run.outcomes] == [("'500' -> '501'", "killed")]
    assert run.outcomes[0].scenario == str(project / "scenarios" / "split.yaml")


def test_bad_arguments_exit_with_2(project, capsys):
    for argv in (["mutate", str(project / "missing.lua")], ["mutate", str(project / "scenarios" / "split.yaml")],
                 ["mutate", str(project / "scripts" / f"c{TEST_CARD}.lua"), "--lines", "changed"],
                 ["mutate", "--changed-since", "--output=x"]):
        with pytest.raises(SystemExit) as stop:
            cli.main(argv)
        assert stop.value.code == 2
    capsys.readouterr()


def test_a_changed_script_that_links_out_of_the_repository_is_not_read(tmp_path, monkeypatch, capsys):
    repo, secret = tmp_path / "repo", tmp_path / "outside" / "c99980012.lua"
    secret.parent.mkdir()
    (repo / "scenarios").mkdir(parents=True)
    (repo / "scenarios" / "split.yaml").write_text(TEST_SCENARIO)
    (repo / f"c{TEST_CARD}.lua").write_text(TEST_SCRIPT)
    git(repo, "init", "-q", "-b", "master")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    secret.write_text("TOKEN = 271828\n")                        # valid Lua: its mutant would print the number
    (repo / "c99980012.lua").symlink_to(secret)
    monkeypatch.chdir(repo)
    code = cli.main(["mutate", "--changed-since", "HEAD", "--scripts", ".", "scenarios"])
    out, err = capsys.readouterr()
    assert code == 0 and "271828" not in out + err
    assert "c99980012.lua: not mutated: it resolves to" in err


# --- the user's files when the run is killed -----------------------------------------------------

@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL])
def test_a_killed_run_leaves_the_script_untouched(project, how):
    script = project / "scripts" / f"c{TEST_CARD}.lua"
    # a scenario that takes a while, so that the run is killed while mutants are running
    (project / "scenarios" / "split.yaml").write_text(TEST_SCENARIO + "  - lua: |\n      local n = 0\n"
                                                      "      for i = 1, 3000000 do n = n + i end\n")
    before = script.read_bytes()
    temp = project / "tmp"
    temp.mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": str(temp)}
    process = subprocess.Popen([sys.executable, "-m", "harness", "mutate", str(script), str(project / "scenarios"),
                                "--scripts", str(project / "scripts")], cwd=project, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert process.stdout.readline().startswith("mutating 1 script(s)")
    # the mutants' folder lives from the first mutant to the end of the run (each mutant's own
    # folder in it only while that mutant runs: one killed at once can come and go between polls);
    # a generous deadline, for a loaded machine (the original run goes first, with coverage)
    deadline = time.monotonic() + 120
    while not any(temp.glob("ygo-harness-mutate-*")) and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.02)
    if not any(temp.glob("ygo-harness-mutate-*")):      # say what the run did instead
        process.kill()
        pytest.fail(f"the mutants never ran (exit {process.poll()}): {process.communicate(timeout=30)[0][-2000:]}")
    time.sleep(0.2)             # a mutant under way
    process.send_signal(how)
    rest, _ = process.communicate(timeout=30)
    assert script.read_bytes() == before
    if how == signal.SIGTERM:
        assert process.returncode == 130 and "interrupted" in rest
        assert list(temp.iterdir()) == []               # the temporary folder is gone
    else:
        shutil.rmtree(temp)


# --- docs/ci.md -----------------------------------------------------------------------------------

def _ci_step():
    text = (ROOT / "docs" / "ci.md").read_text(encoding="utf-8")
    section = text.split("### Mutation testing", 1)[1].split("\n## ", 1)[0]
    import yaml
    step, = yaml.safe_load(textwrap.dedent(section.split("```yaml\n", 1)[1].split("```", 1)[0]))
    return step["run"]


@pytest.mark.parametrize("line, status", [(14, 0), (21, 1)])
def test_the_ci_step_of_docs_ci_on_a_pull_request(tmp_path, monkeypatch, line, status):
    """docs/ci.md's step on a scripts repository whose pull request changed one line of a card:
    a line a scenario checks passes --min-score 60; a line of a function no scenario runs fails it."""
    script = tmp_path / f"c{TEST_CARD}.lua"
    script.write_text(TEST_SCRIPT)
    (tmp_path / "snapshots").mkdir()
    (tmp_path / "snapshots" / "split.yaml").write_text(TEST_SCENARIO)
    git(tmp_path, "init", "-q", "-b", "master")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "base")
    lines = TEST_SCRIPT.splitlines(keepends=True)
    lines[line - 1] = lines[line - 1].replace("500", "400 + 100").replace("100\n", "99 + 1\n")
    script.write_text("".join(lines))
    git(tmp_path, "commit", "-q", "-am", "the pull request")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "BASE": "HEAD~1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(["bash", "-e", "-c", _ci_step()], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == status, done.stdout + done.stderr
    report = json.loads((tmp_path / "reports" / "mutation.json").read_text())
    assert {m["line"] for m in report["scripts"][0]["mutants"]} == {line}
    if status:
        assert f"c{TEST_CARD}.lua:{line}: '>' -> '>='  (not reached: no scenario runs this code)" in done.stdout
        assert "is below --min-score 60" in done.stdout
