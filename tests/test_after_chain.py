"""`after_chain:` on an `activate` step (docs/scenario-format.md): its place is checked by the loader.
A run with it: tests/test_deep_moved_made_up.py (a Trap answering the monster a Quick-Play Spell
destroyed, in the window after the Spell's chain)."""
from tests.test_offered import CHAINED, load_error


def test_after_chain_goes_on_the_step_not_on_a_chain_entry(tmp_path):
    text = CHAINED.replace("{activate: mst, targets: [treasure]}",
                           "{activate: mst, targets: [treasure], after_chain: [{activate: force}]}")
    assert load_error(tmp_path, text.replace("OFFERED", "[[bewd]]")) == (
        "11:46: `after_chain:` goes on an `activate` step, not on a `chain:` entry: the new chain starts once the "
        "step's own chain has resolved")


def test_an_unknown_alias_in_after_chain_is_named(tmp_path):
    text = CHAINED.replace("    chain:\n      - {activate: mst, targets: [treasure]}\n",
                           "    after_chain:\n      - {activate: msst}\n")
    assert "unknown alias 'msst'" in load_error(tmp_path, text.replace("OFFERED", "[[bewd]]"))
