"""The compiled schema (harness/scenario/fast_check.py) passes exactly the files jsonschema
passes: every bundled scenario and test scenario, and files with each kind of mistake."""
import gc
from pathlib import Path

import pytest

from harness.bundled import BUNDLED_SCENARIOS
from harness.scenario import fast_check
from harness.scenario.loader import (
    ScenarioError, _alias_validator, _declared_aliases, _json_view, load_scenario, load_schema, warm_up,
)
from harness.limits import current
from harness.yaml_positions import load_yaml

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module", autouse=True)
def warm():
    fast_check.warm(load_schema())


def verdicts(text):
    data, _ = load_yaml(text, current(None))
    view, aliases = _json_view(data), _declared_aliases(data)
    return fast_check.passes(view, aliases), _alias_validator(aliases).is_valid(view)


def test_every_bundled_and_test_scenario_gets_the_same_verdict():
    files = sorted(BUNDLED_SCENARIOS.rglob("*.yaml")) + sorted(DATA.rglob("*.yaml"))
    checked = 0
    for path in files:
        try:
            fast, slow = verdicts(path.read_text(encoding="utf-8"))
        except Exception:            # not a scenario (card databases), or unreadable on purpose
            continue
        assert fast == slow, path
        checked += 1
    assert checked > 300


GOOD = """\
name: t
board:
  - {as: axe, code: 40619825, player: 0, location: hand}
steps:
  - activate: axe
"""


@pytest.mark.parametrize("text, fast, slow", [
    (GOOD, True, True),
    (GOOD.replace("activate: axe", "activate: nobody"), False, False),          # an unknown alias
    (GOOD.replace("player: 0", "player: 7"), False, False),                     # out of range
    (GOOD.replace("activate: axe", "explode: axe"), False, False),              # no such step
    (GOOD.replace("activate: axe", "{activate: axe, lua: x}"), False, False),   # two step kinds
    (GOOD.replace("activate: axe", "{}"), False, False),                        # an empty step
    (GOOD.replace("activate: axe", "[activate: axe]"), False, False),           # a step that is a list
    (GOOD.replace("activate: axe", "{activate: axe, tribute: [axe]}"), False, False),  # another kind's option
    (GOOD.replace("player: 0", "player: 0.0"), False, False),                   # a float: jsonschema decides
])
def test_mistakes_are_left_to_jsonschema(text, fast, slow):
    assert verdicts(text) == (fast, slow)


def test_a_float_where_an_integer_goes_is_still_refused_with_the_compiled_schema(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(GOOD.replace("player: 0", "player: 0.0"))
    with pytest.raises(ScenarioError, match="integer"):
        load_scenario(path)


def test_warm_up_takes_what_the_process_holds_out_of_the_collectors_passes():
    gc.unfreeze()
    try:
        warm_up(0)
        assert gc.get_freeze_count() > 1000        # the imported harness at least
    finally:
        gc.unfreeze()


def test_nested_checks_of_the_compiled_schema_build_no_name_for_a_passing_item():
    # fastjsonschema's code formats each item's name (".board[3]") for its message before checking
    # it; fast_check passes the caller's name on instead (only the verdict is read)
    code = fast_check.fastjsonschema.compile_to_code(fast_check._quick_form(load_schema()), formats={"alias": str},
                                                     detailed_exceptions=False)
    rewritten, count = fast_check._NESTED_PREFIX.subn("custom_formats, name_prefix)", code)
    assert count > 100
    assert 'custom_formats, (name_prefix or "data")' not in rewritten
