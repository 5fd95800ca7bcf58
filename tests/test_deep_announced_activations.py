"""check-scripts --deep and snapshot: the opponent's activation that announces what a response's
condition reads (harness/probe/announced_activations.py: a made-up Quick-Play Spell or monster
effect whose operation info names the categories and one's cards the condition asks for), on own
scripts written in tmp_path: each is written as a file that passes, and none is without it."""
import pytest

from harness.probe import deep
from snapshot_script import assert_written_once, effect_files, negating_trap, snapshot_script

CODE = 100000390
TRAP = "{name: probed trap, type: [trap]}"
CASES = {
    # "when your opponent activates a monster effect that would destroy a Set card you control"
    "destroy": ("if rp==tp or not re:IsActiveType(TYPE_MONSTER) then return false end "
                "local ex,tg=Duel.GetOperationInfo(ev,CATEGORY_DESTROY) "
                "return ex and tg~=nil and tg:IsExists(function(c) return c:IsControler(tp) and c:IsFacedown() "
                "and c:IsLocation(LOCATION_SZONE) end,1,nil)",
                "the opponent's made-up monster effect announcing CATEGORY_DESTROY (one's Set card)"),
    # "when your opponent activates a card that would destroy 2 or more cards"
    "two cards": ("if rp==tp or not re:IsHasType(EFFECT_TYPE_ACTIVATE) then return false end "
                  "local ex,tg,tc=Duel.GetOperationInfo(ev,CATEGORY_DESTROY) return ex and tg~=nil and tc>1",
                  "the opponent's made-up Quick-Play Spell announcing CATEGORY_DESTROY (one's monster and Set card)"),
    # "when your opponent activates a card that would make you discard"
    "discard": ("return rp~=tp and re:IsHasCategory(CATEGORY_HANDES_OPPO)",
                "the opponent's made-up Quick-Play Spell announcing CATEGORY_HANDES_OPPO (no card)"),
}


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, TRAP, negating_trap(CASES[case][0], "an activation that announces"))


@pytest.mark.parametrize("case", list(CASES))
def test_a_response_is_written_on_the_announced_activation_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    assert_written_once(result, out, CASES[case][1], [tmp_path])


@pytest.mark.parametrize("case", list(CASES))
def test_without_it_a_response_is_never_legal(tmp_path, case, monkeypatch):
    monkeypatch.setattr(deep, "announced_activations", lambda *args: [])
    result, out = _snapshot(tmp_path, case)
    assert result.category == "never legal" and not effect_files(out)
