"""check-scripts --deep and snapshot: a response to the opponent's monster effect whose condition
asks for the Battle Phase, or for a monster Special Summoned from the Extra Deck, gets that
activation (harness/probe/monster_activations.py), on own scripts written in tmp_path: never legal
without it, and its snapshot file, written with it, passes."""
import pytest

from harness.probe import deep
from snapshot_script import assert_written_once, effect_files, negating_trap, snapshot_script

TRAP = "{name: probed trap, type: [trap, counter]}"
CASES = {
    100000443: ("during the Battle Phase",
                "local ph=Duel.GetCurrentPhase()\n    return ep~=tp and ph>PHASE_MAIN1 and ph<PHASE_MAIN2 "
                "and re:IsActiveType(TYPE_MONSTER) and Duel.IsChainNegatable(ev)",
                "in response to the opponent's monster effect, the opponent's Battle Phase"),
    100000444: ("of a monster summoned from the Extra Deck",
                "local loc=Duel.GetChainInfo(ev,CHAININFO_TRIGGERING_LOCATION)\n    return ep~=tp and loc==LOCATION_MZONE "
                "and re:IsActiveType(TYPE_MONSTER) and re:GetHandler():IsSummonLocation(LOCATION_EXTRA)",
                "in response to the effect of the opponent's monster Xyz Summoned this turn"),
}


def _snapshot(tmp_path, code):
    when, condition, _ = CASES[code]
    return snapshot_script(tmp_path, code, TRAP, negating_trap(condition, f"a monster effect the opponent activates {when}"))


@pytest.mark.parametrize("code", sorted(CASES))
def test_its_snapshot_is_written_with_the_activation_and_passes(tmp_path, code):
    result, out = _snapshot(tmp_path, code)
    assert_written_once(result, out, CASES[code][2], [tmp_path])


@pytest.mark.parametrize("code", sorted(CASES))
def test_without_it_the_card_is_never_legal(tmp_path, monkeypatch, code):
    monkeypatch.setattr(deep, "monster_activations", lambda probe, effect, condition: [])
    result, out = _snapshot(tmp_path, code)
    assert result.category == "never legal" and not effect_files(out)
