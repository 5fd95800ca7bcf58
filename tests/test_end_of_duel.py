"""The end of the duel (engine/processor/win.py): the win check of the adjust pass, what stops
with it, and where it shows (the writers of `snapshot` and `new`, `show` and the HTML view).
The bundled scenarios in scenarios/end_of_duel/ check each way a duel ends on both engines."""
import textwrap

import pytest

from harness.constants import LOCATION_HAND, LOCATION_MZONE, PLAYER_NONE
from harness.engine import win
from harness.engine.state.errors import IllegalAction
from harness.probe.skeleton import render_skeleton
from harness.probe.snapshot import snapshot_card
from harness.scenario.html_report import render_board_html
from harness.scenario.loader import load_scenario
from harness.scenario.report import render_board, snapshot
from harness.scenario.runner import ScenarioFailed, run_scenario
from harness.session import DuelSession

BEWD, CELTIC, ELF = 89631139, 91152256, 15025844
FINAL_BLOW = 99700001           # a made-up Normal Spell: 8000 damage to the opponent


@pytest.fixture
def duel():
    return DuelSession()


def lua(duel, code):
    duel.start()
    duel.lua(textwrap.dedent(code))
    return duel.duel


def test_a_player_at_0_lp_loses():
    duel = lua(DuelSession(), "Duel.SetLP(1, 0)")
    assert (duel.winner, duel.win_reason) == (0, win.WIN_LP)
    assert win.describe(duel) == "player 0 won (LP 0)"


def test_a_draw_from_an_empty_deck_by_an_effect_loses():
    duel = lua(DuelSession(), "Duel.Draw(1, 1, REASON_EFFECT)")
    assert (duel.winner, duel.win_reason) == (0, win.WIN_DECK_OUT)
    assert win.describe(duel) == "player 0 won (drew from an empty Deck)"


def test_a_draw_short_of_its_count_loses_too(duel):
    drawn = duel.add_card(ELF, 0, "deck")
    result = lua(duel, "Duel.Draw(0, 2, REASON_EFFECT)")
    assert drawn.location == LOCATION_HAND                  # the one card there is drawn
    assert (result.winner, result.win_reason) == (1, win.WIN_DECK_OUT)


def test_a_later_draw_of_the_same_player_clears_its_overdraw(duel):
    # field::draw sets core.overdraw[p] anew at each draw: only the last draw before the check counts
    duel.add_card(ELF, 0, "hand", "elf")
    result = lua(duel, """
        Duel.Draw(0, 1, REASON_EFFECT)
        Duel.SendtoDeck(cards.elf, nil, SEQ_DECKTOP, REASON_EFFECT)
        Duel.Draw(0, 1, REASON_EFFECT)
    """)
    assert result.winner is None and result.overdraw == [False, False]


def test_an_effect_draw_under_cannot_draw_draws_nothing_and_does_not_lose():
    duel = lua(DuelSession(), """
        local e = Effect.GlobalEffect()
        e:SetType(EFFECT_TYPE_FIELD)
        e:SetCode(EFFECT_CANNOT_DRAW)
        e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
        e:SetTargetRange(1, 0)
        Duel.RegisterEffect(e, 0)
        Duel.Draw(0, 1, REASON_EFFECT)
    """)
    assert duel.winner is None and duel.overdraw == [False, False]


@pytest.mark.parametrize("code, expected", [
    ("Duel.SetLP(0, 0) Duel.SetLP(1, 0)", (PLAYER_NONE, win.WIN_LP)),
    ("Duel.Draw(0, 1, REASON_EFFECT) Duel.Draw(1, 1, REASON_EFFECT)", (PLAYER_NONE, win.WIN_DECK_OUT)),
    # the core's order: player 1's draw from an empty Deck is checked after player 0's LP
    ("Duel.SetLP(0, 0) Duel.Draw(1, 1, REASON_EFFECT)", (0, win.WIN_DECK_OUT)),
    ("Duel.Draw(0, 1, REASON_EFFECT) Duel.SetLP(1, 0)", (0, win.WIN_LP)),
    # a loss by the rules comes before the winner Duel.Win asked for
    ("Duel.Win(0, 0x10) Duel.SetLP(0, 0)", (1, win.WIN_LP)),
    ("Duel.Win(1, 0x15) Duel.Win(0, 0x10)", (1, 0x15)),       # the first Duel.Win counts
    ("Duel.Win(PLAYER_NONE, 0x10)", (PLAYER_NONE, 0x10)),
])
def test_the_win_check_decides_as_the_core(code, expected):
    duel = lua(DuelSession(), code)
    assert (duel.winner, duel.win_reason) == expected


def test_duel_win_waits_for_the_win_check_and_names_its_card(duel):
    elf = duel.add_card(ELF, 0, "mzone", "elf")
    duel.start()
    with duel.duel.acting(duel.duel.new_effect(elf), 0):
        win.request_win(duel.duel, 0, 0x10)
    assert duel.duel.winner is None                 # nothing ends before the adjust pass
    with pytest.raises(win.DuelOver):
        duel.duel.processor.adjust(duel.duel)
    assert win.describe(duel.duel) == "player 0 won (Duel.Win by elf (Mystical Elf), reason 0x10)"


def test_adjust_instantly_has_no_win_check():
    # the core's Duel.AdjustInstantly is adjust_instant: the LP are back above 0 before the adjust pass
    duel = lua(DuelSession(), "Duel.SetLP(1, 0) Duel.AdjustInstantly() Duel.SetLP(1, 100)")
    assert duel.winner is None


def test_the_draw_phase_skips_the_draw_of_an_empty_deck(duel):
    duel.add_card(ELF, 0, "mzone")
    duel.start()
    duel.next_turn()
    assert duel.winner is None and duel.duel.turn_player == 1 and duel.duel.overdraw == [False, False]


def test_battle_damage_to_0_stops_before_the_battle_destruction(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    celtic = duel.add_card(CELTIC, 1, "mzone", "celtic")
    duel.set_lp(1, 1000)
    duel.start()
    result = duel.attack(bewd, celtic)
    assert duel.winner == 0 and result.window is None and result.destroyed == []
    assert celtic.location == LOCATION_MZONE and celtic.reason == 0
    assert duel.battle_window is None


def test_no_action_follows_the_end_and_the_error_names_the_step_and_the_winner(tmp_path):
    path = tmp_path / "after_the_end.yaml"
    path.write_text(textwrap.dedent("""\
        name: an action after the end of the duel
        players:
          1: {lp: 1000}
        board:
          - {as: bewd, code: 89631139, player: 0, location: mzone}
        steps:
          - attack: bewd
          - expect:
              winner: 0
              players: {1: {lp: -2000}}
          - phase: main2
        """), encoding="utf-8")
    with pytest.raises(ScenarioFailed) as caught:
        run_scenario(load_scenario(path))
    message = str(caught.value)
    assert "step 3 (phase) failed" in message
    assert "the duel is over: player 0 won (LP 0); no action can follow it" in message


def test_the_board_picture_says_who_won():
    duel = lua(DuelSession(), "Duel.SetLP(0, 0) Duel.SetLP(1, 0)")
    assert "  the duel is over: a draw (LP 0)" in render_board(duel).splitlines()
    html = render_board_html(snapshot(duel))
    assert '<div class="over">the duel is over: a draw (LP 0)</div>' in html
    ongoing = DuelSession()
    ongoing.start()
    assert "the duel is over" not in render_board(ongoing.duel)


@pytest.fixture
def final_blow(tmp_path):
    """A folder with a made-up card whose activation ends the duel, and its card data."""
    folder = tmp_path / "scripts"
    folder.mkdir()
    (folder / f"c{FINAL_BLOW}.lua").write_text(textwrap.dedent("""\
        -- Final Blow (made up), Normal Spell: inflict 8000 damage to your opponent.
        local s, id = GetID()
        function s.initial_effect(c)
          local e = Effect.CreateEffect(c)
          e:SetCategory(CATEGORY_DAMAGE)
          e:SetType(EFFECT_TYPE_ACTIVATE)
          e:SetCode(EVENT_FREE_CHAIN)
          e:SetOperation(function(e, tp) Duel.Damage(1 - tp, 8000, REASON_EFFECT) end)
          c:RegisterEffect(e)
        end
        """), encoding="utf-8")
    cards = tmp_path / "cards.yaml"
    cards.write_text(f"{FINAL_BLOW}: {{name: Final Blow, type: [spell]}}\n", encoding="utf-8")
    return folder, cards


def test_snapshot_writes_the_winner_of_a_run_that_ends_the_duel(final_blow, tmp_path):
    folder, cards = final_blow
    result = snapshot_card(FINAL_BLOW, folder, tmp_path / "out", cdb=[cards])
    assert result.category == "written"          # and its replay passed
    scenario = load_scenario(tmp_path / "out" / result.file)
    assert scenario.steps[-1].data["expect"]["winner"] == 0


def test_new_keeps_the_winner_of_a_run_that_ends_the_duel(final_blow, tmp_path):
    folder, cards = final_blow
    out = tmp_path / "final_blow.yaml"
    out.write_text(render_skeleton(FINAL_BLOW, scripts=[folder], cdb=[cards], output=out), encoding="utf-8")
    text = out.read_text(encoding="utf-8")
    assert "      # the duel ended in this step: no step can follow it\n      winner: 0\n" in text
    assert load_scenario(out).steps[-1].data["expect"]["winner"] == 0


def test_an_action_after_the_end_is_refused_in_the_python_api(duel):
    bewd = duel.add_card(BEWD, 0, "mzone", "bewd")
    duel.set_lp(1, 3000)
    duel.start()
    duel.attack(bewd)
    with pytest.raises(IllegalAction, match="the duel is over: player 0 won"):
        duel.activate(bewd)
