"""snapshot: the opponent's activations a response's condition asks for (harness/probe/responses.py:
a Spell that draws, a Normal Spell, an Equip Spell, a card of which one's GY holds a copy), on own scripts written in tmp_path: the snapshot file is
written and passes, and without those activations the effect is never legal."""
import pytest

from harness.probe import responses
from harness.probe.snapshot import replay
from snapshot_script import effect_files, negating_trap, only_written, snapshot_script, without_the_last_boards

CODE = 100000360
TRAP = "{name: probed trap, type: [trap]}"
CASES = {"draw": "rp==1-tp and re:IsHasCategory(CATEGORY_DRAW) and Duel.IsChainNegatable(ev)",
         "normal spell": "rp==1-tp and re:GetHandler():GetType()==TYPE_SPELL and Duel.IsChainNegatable(ev)",
         "a copy in one's gy": "rp==1-tp and Duel.IsChainNegatable(ev) "
                               "and Duel.IsExistingMatchingCard(Card.IsCode,tp,LOCATION_GRAVE,0,1,nil,re:GetHandler():GetCode())",
         "equip": "re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_EQUIP) and Duel.IsChainNegatable(ev)"}


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, TRAP, negating_trap(f"return {CASES[case]}"))


@pytest.mark.parametrize("case", list(CASES))
def test_its_snapshot_is_written_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    name = only_written(result)
    assert replay(out / name, [tmp_path]) == ""


@pytest.mark.parametrize("case", list(CASES))
def test_without_that_activation_it_is_never_legal(tmp_path, case, monkeypatch):
    new = {responses.POT_OF_GREED, responses.BLACK_PENDANT, responses.RAIGEKI}
    monkeypatch.setattr(responses, "_ASKED", [(pattern, entries) for pattern, entries in responses._ASKED
                                              if not {card for _, card, _ in entries} & new])
    without_the_last_boards(monkeypatch)
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)
