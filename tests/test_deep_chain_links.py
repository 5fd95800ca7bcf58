"""check-scripts --deep and snapshot: a chain of several links before the activation, for a
condition that counts them (harness/probe/chain_links.py), on own scripts written in tmp_path: each
effect is never legal without it, and its snapshot file, written with it, passes."""
import pytest

from harness.probe import deep
from snapshot_script import assert_written_once, drawing_trap, effect_files, snapshot_script

CODE = 100000370
TRAP = "{name: probed trap, type: [trap]}"
CASES = {
    # "activate only as Chain Link 4 or higher", in response to an activation
    "response": ("EVENT_CHAINING", "Duel.GetCurrentChain()>=3", "as chain link 4, after 3 of the opponent's"),
    # "if 2 or more cards are activated in this chain, all with different names"
    "free chain": ("EVENT_FREE_CHAIN", "Duel.GetCurrentChain()>1 and Duel.CheckChainUniqueness()",
                   "as chain link 3, after 2 of the opponent's, the card in szone"),
}


def trap(event, condition):
    return drawing_trap(condition, event, "a long chain")


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, TRAP, trap(*CASES[case][:2]))


@pytest.mark.parametrize("case", list(CASES))
def test_its_snapshot_is_written_on_the_chain_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    assert_written_once(result, out, CASES[case][2], [tmp_path])


@pytest.mark.parametrize("case", list(CASES))
def test_without_the_chain_it_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "chain_links", lambda probe, effect, condition: [])
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)
