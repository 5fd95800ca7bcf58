"""`offered:` (contract Version 5): what each card selection of a step offered, checked as sets,
in prompt order, with their number; the loader's checks; the failure report and the HTML table."""
import textwrap
from pathlib import Path

import pytest

from harness.scenario.html_report import render_html
from harness.scenario.loader import ScenarioError, load_scenario
from harness.scenario.record import record_run
from harness.scenario.runner import ScenarioFailed, run_scenario
from harness.session import DuelSession

BUNDLED = Path(__file__).parent.parent / "scenarios" / "offered"

# Dragon Treasure targets only a Dragon: bewd and luster are, dm and celtic are not.
TREASURE = """\
name: Dragon Treasure's target selection
board:
  - {as: bewd,     code: 89631139, player: 1, location: mzone}
  - {as: dm,       code: 46986414, player: 1, location: mzone}
  - {as: luster,   code: 11091375, player: 0, location: mzone}
  - {as: celtic,   code: 91152256, player: 0, location: mzone}
  - {as: treasure, code: 1435851,  player: 0, location: hand}
steps:
  - activate: treasure
    targets: [bewd]
    offered: OFFERED
  - expect:
      bewd: {atk: 3300}
"""

# Mystical Space Typhoon chained to Dragon Treasure: its target selection comes second.
CHAINED = """\
name: a chain response's selection
board:
  - {as: bewd,     code: 89631139, player: 1, location: mzone}
  - {as: treasure, code: 1435851,  player: 0, location: hand}
  - {as: force,    code: 44095762, player: 0, location: szone}
  - {as: mst,      code: 5318639,  player: 1, location: szone}
steps:
  - activate: treasure
    targets: [bewd]
    chain:
      - {activate: mst, targets: [treasure]}
    offered: OFFERED
"""

TRIBUTE = """\
name: a Tribute Summon's Tribute selection
board:
  - {as: skull,  code: 70781052, player: 0, location: hand}
  - {as: celtic, code: 91152256, player: 0, location: mzone}
  - {as: elf,    code: 15025844, player: 0, location: mzone}
  - {as: bewd,   code: 89631139, player: 1, location: mzone}
steps:
  - summon: skull
    tribute: [celtic]
    offered: OFFERED
"""


def scenario(tmp_path, template, offered, name="offered.yaml"):
    path = tmp_path / name
    path.write_text(template.replace("OFFERED", offered), encoding="utf-8")
    return path


def failure_of(path):
    with pytest.raises(ScenarioFailed) as caught:
        run_scenario(load_scenario(path))
    return str(caught.value)


def load_error(tmp_path, text):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    return str(caught.value).replace(f"{path}:", "")


@pytest.mark.parametrize("path", sorted(BUNDLED.glob("*.yaml")), ids=lambda p: p.stem)
def test_the_bundled_offered_scenarios_pass(path):
    scenario_ = load_scenario(path)
    assert any("offered" in step.data for step in scenario_.steps)
    run_scenario(scenario_)


def test_the_right_offered_passes_in_any_order(tmp_path):
    run_scenario(load_scenario(scenario(tmp_path, TREASURE, "[[luster, bewd]]")))


@pytest.mark.parametrize("offered, mismatch", [
    ("[[bewd, luster, dm]]", "offered[1]: expected [bewd, dm, luster], found [bewd, luster]"),       # too many
    ("[[bewd]]", "offered[1]: expected [bewd], found [bewd, luster]"),                               # too few
    ("[[bewd, dm]]", "offered[1]: expected [bewd, dm], found [bewd, luster]"),                       # a card missing
    ("[[bewd, luster], [dm]]", "offered: expected 2 selections, found 1 selection: [bewd, luster]"),  # one too many
    ("[]", "offered: expected 0 selections, found 1 selection: [bewd, luster]"),                     # none expected
])
def test_a_wrong_offered_fails_the_step_with_the_difference(tmp_path, offered, mismatch):
    path = scenario(tmp_path, TREASURE, offered)
    report = failure_of(path)
    headline, details = report.splitlines()[:2]
    assert headline == f"{path}:9: step 1 (activate) failed: the card selections did not offer what `offered:` says"
    assert details == f"  {mismatch}"
    assert "Board before the step:" in report and "Events of the step:" in report


def test_a_chain_responses_selection_counts_in_the_steps_order(tmp_path):
    run_scenario(load_scenario(scenario(tmp_path, CHAINED, "[[bewd], [treasure, force]]")))
    report = failure_of(scenario(tmp_path, CHAINED, "[[bewd]]"))
    assert "  offered: expected 1 selection, found 2 selections: [bewd], [force, treasure]" in report
    report = failure_of(scenario(tmp_path, CHAINED, "[[force, treasure], [bewd]]"))
    assert "  offered[1]: expected [force, treasure], found [bewd]" in report
    assert "  offered[2]: expected [bewd], found [force, treasure]" in report


def test_a_tribute_summons_tributes_are_a_selection(tmp_path):
    run_scenario(load_scenario(scenario(tmp_path, TRIBUTE, "[[celtic, elf]]")))
    report = failure_of(scenario(tmp_path, TRIBUTE, "[]"))
    assert "  offered: expected 0 selections, found 1 selection: [celtic, elf]" in report


@pytest.mark.parametrize("offered, mismatch", [
    ("[{cards: [bewd, luster], min: 1, max: 2}]", "offered[1]: expected [bewd, luster] min 1 max 2, found [bewd, luster] min 1 max 1"),
    ("[{cards: [bewd, luster], min: 0}]", "offered[1]: expected [bewd, luster] min 0, found [bewd, luster] min 1"),
    ("[{cards: [bewd], min: 1, max: 1}]", "offered[1]: expected [bewd] min 1 max 1, found [bewd, luster] min 1 max 1"),
])
def test_an_item_may_pin_the_numbers_of_cards_a_selection_asked_for(tmp_path, offered, mismatch):
    # Dragon Treasure targets exactly one monster: a script asking for 0-1 or 1-2 would fail these files
    run_scenario(load_scenario(scenario(tmp_path, TREASURE, "[{cards: [luster, bewd], min: 1, max: 1}]", "right.yaml")))
    run_scenario(load_scenario(scenario(tmp_path, TREASURE, "[{cards: [luster, bewd]}]", "cards_only.yaml")))
    report = failure_of(scenario(tmp_path, TREASURE, offered))
    assert f"  {mismatch}" in report.splitlines()


def test_the_bounds_are_the_engines_prompt_a_maximum_cut_to_the_cards_offered(tmp_path):
    # field::select_card: max is cut to the cards offered, then min to max (4-4 among 2 asks for 2-2)
    text = TREASURE.replace("  - activate: treasure\n    targets: [bewd]\n",
                            "  - lua: Duel.SelectMatchingCard(0, nil, 0, 0, LOCATION_MZONE, 4, 4, nil)\n"
                            "    choose: [bewd, dm]\n").split("  - expect:")[0]
    run_scenario(load_scenario(scenario(tmp_path, text, "[{cards: [bewd, dm], min: 2, max: 2}]")))


def test_a_selection_that_states_no_bounds_says_so(tmp_path):
    # a Tribute Summon's Tribute selection is logged without the numbers its prompt states
    report = failure_of(scenario(tmp_path, TRIBUTE, "[{cards: [celtic, elf], min: 1}]"))
    assert "  offered[1]: expected [celtic, elf] min 1, found [celtic, elf] min (none stated)" in report.splitlines()


def test_the_loader_checks_a_selections_keys(tmp_path):
    error = load_error(tmp_path, TREASURE.replace("OFFERED", "[{cards: [bewd], mni: 1}]"))
    assert error == "11:31: unknown key 'mni'; did you mean 'min'?"


ONE_AT_A_TIME_AND_SUM = """\
name: one-at-a-time and sum selections
board:
  - {as: luster, code: 11091375, player: 0, location: mzone}
  - {as: celtic, code: 91152256, player: 0, location: mzone}
  - {as: bewd,   code: 89631139, player: 0, location: mzone}
  - {as: elf,    code: 15025844, player: 0, location: mzone}
steps:
  - lua: |
      local g = Duel.GetFieldGroup(0, LOCATION_MZONE, 0)
      local picked = Group.CreateGroup()
      while #picked < 2 do
        local c = g:SelectUnselect(picked, 0, #picked >= 1, false, 1, 2)
        if not c then break end
        picked:AddCard(c)
        g:RemoveCard(c)
      end
    choose: [luster, celtic]
    offered: [[bewd, celtic, elf, luster], [bewd, celtic, elf]]
  - lua: |
      Duel.SetSelectedCard(cards.celtic)
      Duel.GetFieldGroup(0, LOCATION_MZONE, 0):SelectWithSumEqual(0, Card.GetLevel, 8, 1, 2)
    sum: [luster]
    offered: [[bewd, celtic, elf, luster]]
"""


def test_each_pick_of_a_one_at_a_time_selection_is_an_item_and_a_sum_lists_the_cards_it_must_take(tmp_path):
    # the second pick offers what is still selectable; the sum offers celtic (already selected) and the rest
    path = tmp_path / "picks.yaml"
    path.write_text(ONE_AT_A_TIME_AND_SUM, encoding="utf-8")
    run_scenario(load_scenario(path))
    bounded = (ONE_AT_A_TIME_AND_SUM.replace("offered: [[bewd, celtic, elf]]", "offered: [{cards: [bewd, celtic, elf], min: 1, max: 2}]")
               .replace("[bewd, celtic, elf, luster], [bewd", "{cards: [bewd, celtic, elf, luster], min: 1, max: 2}, [bewd"))
    path.write_text(bounded, encoding="utf-8")
    run_scenario(load_scenario(path))
    path.write_text(bounded.replace("min: 1, max: 2}, [bewd", "min: 1, max: 1}, [bewd"), encoding="utf-8")
    assert "  offered[1]: expected [bewd, celtic, elf, luster] min 1 max 1, found [bewd, celtic, elf, luster] min 1 max 2" \
        in failure_of(path).splitlines()
    path.write_text(ONE_AT_A_TIME_AND_SUM.replace("offered: [[bewd, celtic, elf]]", "offered: [[bewd, elf]]")
                    .replace("offered: [[bewd, celtic, elf, luster], [bewd", "offered: [[bewd"), encoding="utf-8")
    report = failure_of(path)
    assert "  offered: expected 1 selection, found 2 selections: [bewd, celtic, elf, luster], [bewd, celtic, elf]" \
        in report


SHEEP = """\
name: a selection offering a Token
board:
  - {as: scapegoat, code: 73915051, player: 0, location: hand}
steps:
  - activate: scapegoatCREATED
  - lua: Duel.SelectMatchingCard(0, nil, 0, LOCATION_MZONE, 0, 4, 4, nil)
    offered: OFFERED
"""


def test_a_card_with_no_alias_cannot_be_named_and_the_failure_says_to_name_it_with_created(tmp_path):
    path = scenario(tmp_path, SHEEP.replace("CREATED", ""), "[[scapegoat]]")
    report = failure_of(path)
    tokens = [f"Sheep Token (code {code}" for code in range(73915052, 73915056)]
    assert ("step 2 (lua) failed: the card selections did not offer what `offered:` says; a selection offered "
            + ", ".join(f"{token})" for token in tokens) + ", which have no alias, so `offered:` cannot name them: name "
            "the cards a step creates with `created:` on that step") in report
    assert ("  offered[1]: expected [scapegoat], found [" + ", ".join(f"{token}, no alias)" for token in tokens)
            + "]") in report
    named = scenario(tmp_path, SHEEP.replace("CREATED", "\n    created: [s1, s2, s3, s4]"), "[[s4, s3, s2, s1]]",
                     "named.yaml")
    run_scenario(load_scenario(named))


def test_the_loader_rejects_an_unknown_alias_with_the_defined_ones(tmp_path):
    text = TREASURE.replace("OFFERED", "[[bewd, lustr]]")
    assert load_error(tmp_path, text) == (
        "11:22: unknown alias 'lustr'; defined aliases: bewd, dm, luster, celtic, treasure; did you mean 'luster'?")


def test_the_loader_asks_for_a_list_per_selection(tmp_path):
    assert load_error(tmp_path, TREASURE.replace("OFFERED", "[bewd]")) == (
        "11:15: item 1 of 'offered' is 'bewd', but each item of 'offered' is one card selection: the list of the "
        "cards it offered (`offered: [[bewd]]`: one selection offering it)")


def test_offered_goes_on_the_step_not_on_a_chain_entry(tmp_path):
    text = CHAINED.replace("{activate: mst, targets: [treasure]}", "{activate: mst, targets: [treasure], offered: [[force]]}")
    assert load_error(tmp_path, text.replace("OFFERED", "[[bewd]]")) == (
        "11:46: `offered:` goes on the step, not on a `chain:` entry: it lists every card selection of the step, its "
        "responses' included, in the order they came")


def test_an_expect_step_takes_no_offered(tmp_path):
    text = TREASURE.replace("OFFERED", "[[bewd, luster]]") + "    offered: [[bewd]]\n"
    assert load_error(tmp_path, text).startswith("14:5: unknown key 'offered' in expect step")


def test_the_html_view_has_a_row_per_selection(tmp_path):
    record = record_run(load_scenario(scenario(tmp_path, CHAINED, "[[bewd], [force]]")))
    checks = [(c.subject, c.expected, c.found, c.passed) for c in record.steps[0].checks]
    assert checks == [("offered", "2 selection(s)", "2 selection(s)", True),
                      ("offered[1]", "[bewd]", "[bewd]", True),
                      ("offered[2]", "[force]", "[force, treasure]", False)]
    page = render_html(record)
    assert '<tr class="bad"><td class="mark">&#10007;</td><td>offered[2]</td><td>[force]</td>' \
           "<td>[force, treasure]</td></tr>" in page
    passing = record_run(load_scenario(BUNDLED / "dragon_treasure_offers_only_dragons.yaml"))
    assert [(c.subject, c.passed) for c in passing.steps[0].checks] == [("offered", True), ("offered[1]", True)]


def test_duel_session_offered_lists_each_selections_cards():
    duel = DuelSession()
    bewd = duel.add_card(89631139, player=1, location="mzone", alias="bewd")
    duel.add_card(46986414, player=1, location="mzone", alias="dm")
    treasure = duel.add_card(1435851, location="hand", alias="treasure")
    duel.offered.clear()
    duel.activate(treasure, targets=[bewd])
    assert duel.offered == [[bewd]]


def test_a_step_without_offered_checks_nothing_of_it(tmp_path):
    text = textwrap.dedent(TREASURE).replace("    offered: OFFERED\n", "")
    path = tmp_path / "plain.yaml"
    path.write_text(text, encoding="utf-8")
    run_scenario(load_scenario(path))


def test_a_name_a_later_step_creates_names_no_card_yet(tmp_path):
    text = SHEEP.replace("CREATED", "").replace("    offered: OFFERED\n", "    offered: [[s1, s2, s3, s4]]\n") + \
        "  - lua: Duel.Draw(0, 0, REASON_EFFECT)\n    created: [s1, s2, s3, s4]\n"
    path = tmp_path / "later.yaml"
    path.write_text(text, encoding="utf-8")
    assert "  offered[1]: expected [s1, s2, s3, s4], found [Sheep Token (code 73915052, no alias)" in failure_of(path)


HINTED = TREASURE.replace("  - activate: treasure\n    targets: [bewd]\n",
                          "  - lua: |\n"
                          "      HINT\n"
                          "      Duel.SelectMatchingCard(0, nil, 0, 0, LOCATION_MZONE, 1, 1, nil)\n"
                          "    choose: [bewd]\n").split("  - expect:")[0]


@pytest.mark.parametrize("hint, offered, mismatch", [
    ("Duel.Hint(HINT_SELECTMSG, 0, HINTMSG_DESTROY)", "[{cards: [bewd, dm], hint: HINTMSG_TOGRAVE}]",
     "offered[1]: expected [bewd, dm] hint HINTMSG_TOGRAVE, found [bewd, dm] hint HINTMSG_DESTROY"),
    ("", "[{cards: [bewd, dm], hint: HINTMSG_DESTROY}]",
     "offered[1]: expected [bewd, dm] hint HINTMSG_DESTROY, found [bewd, dm] hint (none given)"),
    ("Duel.Hint(HINT_SELECTMSG, 0, aux.Stringid(1435851, 1))", "[{cards: [bewd, dm], hint: 22973616}]",
     "offered[1]: expected [bewd, dm] hint 22973616, found [bewd, dm] hint 22973617"),
])
def test_an_item_may_pin_the_select_message_the_script_gave(tmp_path, hint, offered, mismatch):
    # the message the prompt shows: a removed or wrong Duel.Hint(HINT_SELECTMSG, ...) fails the file
    right = "[{cards: [bewd, dm], hint: HINTMSG_DESTROY}]" if "HINTMSG_" in hint else "[{cards: [bewd, dm]}]"
    if "Stringid" in hint:
        right = "[{cards: [bewd, dm], hint: 22973617}]"        # 1435851 * 16 + 1, as a number
    run_scenario(load_scenario(scenario(tmp_path, HINTED.replace("HINT", hint), right, "right.yaml")))
    report = failure_of(scenario(tmp_path, HINTED.replace("HINT", hint), offered))
    assert f"  {mismatch}" in report.splitlines()


def test_a_select_message_given_to_no_player_labels_no_selection(tmp_path):
    # `1+tp` written for `1-tp` (player 2 when tp is 1): the prompt shows no message
    hinted = HINTED.replace("HINT", "Duel.Hint(HINT_SELECTMSG, 2, HINTMSG_DESTROY)")
    run_scenario(load_scenario(scenario(tmp_path, hinted, "[{cards: [bewd, dm]}]", "right.yaml")))
    report = failure_of(scenario(tmp_path, hinted, "[{cards: [bewd, dm], hint: HINTMSG_DESTROY}]"))
    assert "  offered[1]: expected [bewd, dm] hint HINTMSG_DESTROY, found [bewd, dm] hint (none given)" in report.splitlines()


def test_the_writer_pins_the_select_message_of_a_selection():
    from harness.engine.state.decisions import Offered
    from harness.probe.expectation_lines import written_offered

    class Named:
        def __init__(self, label):
            self.label = label
    cards = [Named("bewd"), Named("dm")]
    assert written_offered([Offered(cards, 1, 1, "HINTMSG_DESTROY"), Offered(cards, 1, 1), Offered(cards)]) == [
        {"cards": ["bewd", "dm"], "min": 1, "max": 1, "hint": "HINTMSG_DESTROY"},
        {"cards": ["bewd", "dm"], "min": 1, "max": 1}, ["bewd", "dm"]]
