"""The Version 3 prompt answers: announce, option lists, coin, dice, random, counters, sum, and
one-card-at-a-time selections (choose: as one list), with their errors.

The scenarios of scenarios/prompts/ (collected by the pytest plugin) show each answer working;
these tests show the failures: an unanswered random outcome, an answer of the wrong kind or out
of range, and what the messages say. Cards: the project's own, in scenarios/prompts/scripts/.
"""
import os
import random
import textwrap
from itertools import combinations
from pathlib import Path

import pytest

from harness import constants
from harness.carddb import CardData
from harness.answers import AnswerQueue
from harness.engine import prompts
from harness.engine.state.decisions import Announcement, CoinToss, DiceRoll
from harness.engine.state.errors import DecisionRequired, IllegalDecision, ScriptError
from harness.scenario.loader import ScenarioError, load_scenario
from harness.scenario.runner import RunOptions, ScenarioFailed, run_scenario
from harness.session import DuelSession

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "scenarios" / "prompts" / "scripts"
REAL = Path(__file__).resolve().parent / "data" / "prompts_real"

CARDS = """\
cards:
  99300001: {name: Counting Oracle, type: [spell]}
  99300002: {name: Color Shift, type: [spell]}
  99300004: {name: Name Ban, type: [spell]}
  99300005: {name: Call the Toss, type: [spell]}
  99300006: {name: Coin Barrage, type: [spell]}
  99300007: {name: Dice Duel, type: [spell]}
  99300008: {name: Pickpocket, type: [spell]}
  99300009: {name: Counter Drain, type: [spell]}
  99300010: {name: Level Offering, type: [spell]}
  99300011: {name: Toll of Strength, type: [spell]}
  99300012: {name: Grave Picker, type: [spell]}
  99300013: {name: Two Choices, type: [spell]}
  99300099: {name: Prompt Test Banner, type: [spell, continuous]}
  99300101: {name: Prompt Test Pawn, type: [monster, normal], attribute: earth, race: warrior, level: 2, atk: 500, def: 500}
"""


def write(tmp_path, body, name="prompt.yaml"):
    path = tmp_path / name
    path.write_text(f"name: a prompt test\nscripts: [{SCRIPTS}]\n{CARDS}" + textwrap.dedent(body), encoding="utf-8")
    return path


def run(path, **options):
    return run_scenario(load_scenario(path), RunOptions(**options))


def failure(path):
    with pytest.raises(ScenarioFailed) as caught:
        run(path)
    return caught.value


def line_of(path, needle):
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in {path}")


def load_error(tmp_path, body):
    with pytest.raises(ScenarioError) as caught:
        load_scenario(write(tmp_path, body))
    return str(caught.value)


def one_step(card, code, answers="", extra_board=""):
    return f"""\
        board:
          - {{as: {card}, code: {code}, player: 0, location: hand}}
        {extra_board}steps:
          - activate: {card}
            {answers}
        """


# --- random outcomes: unanswered, the step fails naming the key ------------------------------


def test_an_unanswered_coin_toss_fails_the_step_naming_coin(tmp_path):
    path = write(tmp_path, one_step("call", 99300005, "announce: heads"))
    error = failure(path)
    assert error.headline.startswith("step 1 (activate) failed: player 0 tosses 1 coin(s) (Duel.TossCoin)")
    assert "add `coin: [heads|tails, ...]`" in error.headline and "a test must be deterministic" in error.headline
    assert str(error).startswith(f"{path}:{line_of(path, '- activate: call')}: ")


def test_an_unanswered_die_roll_fails_the_step_naming_dice(tmp_path):
    error = failure(write(tmp_path, one_step("dice", 99300007)))
    assert "player 0 rolls 1 die/dice and player 1 rolls 1 (Duel.TossDice)" in error.headline
    assert "add `dice: [N, ...]` (1-6, one per die, in order)" in error.headline


def test_an_unanswered_random_pick_fails_naming_random_and_the_candidates(tmp_path):
    board = ("board:\n  - {as: pick, code: 99300008, player: 0, location: hand}\n"
             "  - {as: bewd, code: 89631139, player: 1, location: hand}\n"
             "  - {as: dm, code: 46986414, player: 1, location: hand}\n"
             "steps:\n  - activate: pick\n")
    error = failure(write(tmp_path, board))
    assert ("Group.RandomSelect: 1 card(s) are picked at random among bewd (Blue-Eyes White Dragon), "
            "dm (Dark Magician); add `random: [ALIAS, ...]`") in error.headline


def test_a_random_pick_of_every_card_needs_no_answer(tmp_path):
    board = ("board:\n  - {as: pick, code: 99300008, player: 0, location: hand}\n"
             "  - {as: dm, code: 46986414, player: 1, location: hand}\n"
             "steps:\n  - activate: pick\n  - expect:\n      dm: {location: grave}\n")
    run(write(tmp_path, board))


def test_a_random_pick_of_a_card_not_in_the_group_names_the_legal_ones(tmp_path):
    board = ("board:\n  - {as: pick, code: 99300008, player: 0, location: hand}\n"
             "  - {as: bewd, code: 89631139, player: 1, location: hand}\n"
             "  - {as: dm, code: 46986414, player: 1, location: hand}\n"
             "  - {as: gaia, code: 6368038, player: 0, location: hand}\n"
             "steps:\n  - activate: pick\n    random: [gaia]\n")
    error = failure(write(tmp_path, board))
    assert ("gaia (Gaia The Fierce Knight) cannot be picked by this random pick (Group.RandomSelect); "
            "legal: bewd (Blue-Eyes White Dragon), dm (Dark Magician)") in error.headline


def test_too_few_coin_results_for_the_coins_tossed(tmp_path):
    error = failure(write(tmp_path, one_step("barrage", 99300006, "option: 0\n            coin: [heads]")))
    assert "player 0 tosses 3 coin(s) (Duel.TossCoin): `coin:` gives 1 result(s) for it (heads)" in error.headline


def test_coin_results_nobody_tossed_are_unused_answers(tmp_path):
    error = failure(write(tmp_path, one_step("call", 99300005, "announce: heads\n            coin: [heads, tails]")))
    assert "answers were given that no prompt asked for (coin: tails)" in error.headline


def test_tossing_until_tails_needs_results_up_to_a_tails(tmp_path):
    error = failure(write(tmp_path, one_step("barrage", 99300006, "option: 1\n            coin: [heads, heads]")))
    assert "tosses coins until a tails (at most 20): `coin:` must give heads results up to the first tails, " \
           "got heads, heads" in error.headline


# --- declarations ----------------------------------------------------------------------------


def test_an_unanswered_declaration_lists_the_legal_values_and_the_key(tmp_path):
    error = failure(write(tmp_path, one_step("oracle", 99300001)))
    assert ("player 0 must declare a number (Duel.AnnounceNumber); legal: 1, 2, 3; add `announce: 1` to the step"
            in error.headline)


def test_a_declaration_of_the_wrong_kind_names_the_prompt_and_the_legal_values(tmp_path):
    path = write(tmp_path, one_step("oracle", 99300001, "announce: [light, 5]"))
    error = failure(path)
    assert ("'light' cannot be declared: a number is declared here (player 0 must declare a number "
            "(Duel.AnnounceNumber)); legal: 1, 2, 3") in error.headline
    assert str(error).startswith(f"{path}:{line_of(path, '- activate: oracle')}: ")


def test_a_level_out_of_range_or_excluded_is_not_legal(tmp_path):
    error = failure(write(tmp_path, one_step("oracle", 99300001, "announce: [3, 4]")))
    assert "4 cannot be declared (player 0 must declare a Level (Duel.AnnounceLevel)); legal: 1, 2, 3, 5, 6, 7, 8" \
        in error.headline


def test_an_attribute_that_is_not_available_is_not_legal(tmp_path):
    body = """\
        board:
          - {as: dm,    code: 46986414, player: 1, location: mzone}
          - {as: shift, code: 99300002, player: 0, location: hand}
        steps:
          - activate: shift
            targets: [dm]
            announce: [dark, dragon]
        """
    error = failure(write(tmp_path, body))
    assert ("'dark' cannot be declared: dark is not among the available ones (player 0 must declare an Attribute "
            "(Duel.AnnounceAttribute)); legal: earth, water, fire, wind, light, divine") in error.headline


def test_a_card_that_does_not_match_the_filter_cannot_be_declared(tmp_path):
    error = failure(write(tmp_path, one_step("ban", 99300004, "announce: 99300004")))
    assert ("code 99300004 cannot be declared: Name Ban does not match the filter (type monster) "
            "(player 0 must declare a card (Duel.AnnounceCard)); legal: type monster") in error.headline


def test_a_card_is_declared_by_an_alias_or_a_code(tmp_path):
    error = failure(write(tmp_path, one_step("ban", 99300004, "announce: light")))
    assert "`announce: light` names no card: a card is declared by a board alias (defined: ban) or a code" \
        in error.headline
    error = failure(write(tmp_path, one_step("ban", 99300004, "announce: 12345")))
    assert "code 12345 cannot be declared: it is not a card (unknown card code 12345" in error.headline


def test_an_unanswered_card_declaration_says_which_cards_are_legal(tmp_path):
    error = failure(write(tmp_path, one_step("ban", 99300004)))
    assert ("player 0 must declare a card (Duel.AnnounceCard); legal: type monster; add `announce: ALIAS or CODE`"
            in error.headline)


def test_the_legacy_option_answer_of_a_race_declaration_still_counts_the_legal_values():
    # scenarios written before `announce:` gave AnnounceRace an `option: N` index among the available races
    queue = AnswerQueue()
    queue.load(option=13)
    request = Announcement(0, "race", "Duel.AnnounceRace", prompts._flag_bits(constants.RACE_ALL, 26))
    assert queue.announce(request) == constants.RACE_DRAGON


def test_several_races_at_once_are_one_list_item():
    bits = prompts._flag_bits(constants.RACE_ALL, 26)
    queue = AnswerQueue()
    queue.load(announce=[["dragon", "warrior"]])
    assert queue.announce(Announcement(0, "race", "Duel.AnnounceRace", bits, count=2)) == \
        constants.RACE_DRAGON | constants.RACE_WARRIOR
    queue.load(announce=["dragon", "warrior"])
    with pytest.raises(IllegalDecision, match=r"2 must be declared, 1 given; give them as one item: "
                                              r"`announce: \[\[warrior, spellcaster\]\]`"):
        queue.announce(Announcement(0, "race", "Duel.AnnounceRace", bits, count=2))


def test_announce_names_are_checked_when_the_file_loads(tmp_path):
    path = write(tmp_path, one_step("oracle", 99300001, "announce: [3, ligth]"))
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:{line_of(path, 'ligth')}:19: `announce:` 'ligth' is neither an alias nor a name")
    assert "did you mean 'light'?" in message


# --- options -----------------------------------------------------------------------------------


def test_a_list_of_options_too_short_for_the_prompts_asks_for_the_next(tmp_path):
    error = failure(write(tmp_path, one_step("choices", 99300013, "option: [1]")))
    assert "player 0 must choose an option (0..1); add `option: N` to the step" in error.headline


def test_an_option_out_of_range_lists_the_legal_ones(tmp_path):
    error = failure(write(tmp_path, one_step("choices", 99300013, "option: [1, 2]")))
    assert "option 2 is not legal; legal options are 0..1" in error.headline


# --- counters -------------------------------------------------------------------------------------

COUNTER_BOARD = textwrap.dedent("""\
        board:
          - {as: drain,   code: 99300009, player: 0, location: hand}
          - {as: banner1, code: 99300099, player: 0, location: szone, position: faceup, counters: {0x1: 2}}
          - {as: banner2, code: 99300099, player: 0, location: szone, position: faceup, counters: {0x1: 3}}
        steps:
          - activate: drain
        """)


def test_an_unanswered_counter_removal_from_several_cards_names_counters(tmp_path):
    error = failure(write(tmp_path, COUNTER_BOARD))
    assert ("player 0 removes 3 counter(s) (Duel.RemoveCounter, counter 0x1) from banner1 (Prompt Test Banner) (2), "
            "banner2 (Prompt Test Banner) (3); add `counters: {ALIAS: N, ...}`") in error.headline


def test_a_counter_removal_that_does_not_add_up_is_not_legal(tmp_path):
    error = failure(write(tmp_path, COUNTER_BOARD + "    counters: {banner1: 1, banner2: 1}\n"))
    assert "`counters:` removes 2 counter(s), the prompt removes 3 (Duel.RemoveCounter)" in error.headline
    error = failure(write(tmp_path, COUNTER_BOARD + "    counters: {banner1: 3}\n"))
    assert "counters: banner1: 3 is not legal: banner1 (Prompt Test Banner) has 2" in error.headline


def test_a_counter_removal_from_one_card_needs_no_answer(tmp_path):
    body = COUNTER_BOARD.replace("counters: {0x1: 2}", "counters: {0x1: 0}").replace("{0x1: 3}", "{0x1: 4}")
    run(write(tmp_path, body + "  - expect:\n      banner2: {counters: {0x1: 1}}\n"))


# --- sums ---------------------------------------------------------------------------------------------

SUM_BOARD = textwrap.dedent("""\
        board:
          - {as: offering, code: 99300010, player: 0, location: hand}
          - {as: toll,     code: 99300011, player: 0, location: hand}
          - {as: pawn,     code: 99300101, player: 0, location: hand}
          - {as: elf,      code: 15025844, player: 0, location: hand}
          - {as: harpie,   code: 76812113, player: 0, location: hand}
          - {as: gaia,     code: 6368038,  player: 0, location: hand}
          - {as: top,      code: 89631139, player: 0, location: deck}
          - {as: top2,     code: 46986414, player: 0, location: deck}
        steps:
        """)


def test_a_sum_selection_that_does_not_add_up_lists_the_values(tmp_path):
    error = failure(write(tmp_path, SUM_BOARD + "  - activate: offering\n    sum: [elf]\n"))
    assert ("elf (Mystical Elf): their values do not add up to exactly 6 (player 0 selects cards adding up to exactly "
            "6 with 1-3 card(s) (Group.SelectWithSumEqual, HINTMSG_TOGRAVE); legal cards and their values: "
            "pawn (Prompt Test Pawn) = 2, elf (Mystical Elf) = 4, harpie (Harpie Lady) = 4, "
            "gaia (Gaia The Fierce Knight) = 7)") in error.headline


def test_a_sum_of_at_least_with_a_card_to_spare_is_not_legal(tmp_path):
    error = failure(write(tmp_path, SUM_BOARD + "  - activate: toll\n    sum: [gaia, harpie]\n"))
    assert "a card is to spare: without the smallest the values still reach 2000" in error.headline


def test_an_unanswered_sum_with_several_answers_names_sum(tmp_path):
    error = failure(write(tmp_path, SUM_BOARD + "  - activate: offering\n"))
    assert "add `sum: [ALIAS, ...]` to the step" in error.headline


def test_a_sum_with_one_legal_selection_is_answered_by_itself(tmp_path):
    body = SUM_BOARD + "  - activate: toll\n  - expect:\n      gaia: {location: grave, reason: [cost]}\n"
    run(write(tmp_path, body.replace("{as: harpie,   code: 76812113, player: 0, location: hand}",
                                     "{as: harpie,   code: 76812113, player: 0, location: grave}")))


# --- one card at a time -------------------------------------------------------------------------

PICKER_BOARD = textwrap.dedent("""\
        board:
          - {as: picker, code: 99300012, player: 0, location: hand}
          - {as: other,  code: 99300012, player: 0, location: hand}
          - {as: bewd,   code: 89631139, player: 0, location: grave}
          - {as: dm,     code: 46986414, player: 0, location: grave}
          - {as: gaia,   code: 6368038,  player: 0, location: grave}
        steps:
          - activate: picker
        """)


def test_an_unanswered_one_at_a_time_selection_names_choose(tmp_path):
    error = failure(write(tmp_path, PICKER_BOARD))
    assert ("player 0 selects one card at a time (1-2, HINTMSG_REMOVE, Group.SelectUnselect); selectable: "
            "bewd (Blue-Eyes White Dragon), dm (Dark Magician), gaia (Gaia The Fierce Knight); "
            "add `choose: [ALIAS, ...]` to the step (one list for the whole one-at-a-time selection") in error.headline


def test_a_one_at_a_time_pick_that_is_not_offered_is_not_legal(tmp_path):
    error = failure(write(tmp_path, PICKER_BOARD + "    choose: [dm, other]\n"))
    assert ("`choose: [dm, other]` does not fit this one-at-a-time selection (Group.SelectUnselect): other not "
            "offered; legal: [bewd (Blue-Eyes White Dragon), dm (Dark Magician), gaia (Gaia The Fierce Knight)]"
            ) in error.headline


def test_cards_left_in_a_one_at_a_time_list_are_unused_answers(tmp_path):
    error = failure(write(tmp_path, PICKER_BOARD + "    choose: [dm, gaia, bewd]\n"))
    assert "answers were given that no prompt asked for (choose: [bewd])" in error.headline


FIRST_PICKED = """-- banishes Blue-Eyes White Dragon from the GY, then one more monster, one card at a time
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetOperation(function(e,tp)
    local g=Duel.GetMatchingGroup(Card.IsType,tp,LOCATION_GRAVE,0,nil,TYPE_MONSTER)
    local picked=Group.CreateGroup()
    while #picked<2 do
      local pool=#picked==0 and g:Filter(Card.IsCode,nil,89631139) or g-picked
      local tc=pool:SelectUnselect(picked,tp,false,false,2,2)
      if not tc then break end
      picked:AddCard(tc)
    end
    Duel.Remove(picked,POS_FACEUP,REASON_EFFECT)
  end)
  c:RegisterEffect(e1)
end
"""


def test_a_one_at_a_time_list_counts_the_card_a_one_card_prompt_took_by_itself(tmp_path):
    # the first prompt offers Blue-Eyes alone and answers itself; the list still names the cards
    # the selection ends with, Blue-Eyes among them (it was left over as an unused answer)
    (tmp_path / "c99300016.lua").write_text(FIRST_PICKED, encoding="utf-8")
    path = tmp_path / "first.yaml"
    path.write_text(textwrap.dedent(f"""\
        name: the first pick answers itself
        scripts: [{tmp_path}]
        cards:
          99300016: {{name: First Picked, type: [spell]}}
        """) + PICKER_BOARD.replace("code: 99300012", "code: 99300016")
        + "    choose: [bewd, dm]\n  - expect:\n      bewd: {location: removed}\n      dm: {location: removed}\n"
        "      gaia: {location: grave}\n", encoding="utf-8")
    run(path)


# --- loading --------------------------------------------------------------------------------------


def test_random_number_says_the_real_api_has_no_such_function(tmp_path):
    message = load_error(tmp_path, one_step("oracle", 99300001, "random_number: [3]"))
    assert "`random_number:` answers Duel.GetRandomNumber, which the API of the real engine (ygopro-core) " \
           "does not have" in message


@pytest.mark.parametrize("answer, expected", [
    ("dice: [7]", "invalid value for item 1 of 'dice': 7 is greater than the maximum of 6"),
    ("coin: [head]", "invalid value 'head' for item 1 of 'coin' (allowed values: heads, tails); did you mean 'heads'?"),
    ("counters: {nobody: 1}", "unknown alias 'nobody'"),
    ("sum: [nobody]", "unknown alias 'nobody'"),
    ("random: [nobody]", "unknown alias 'nobody'"),
])
def test_wrong_answer_values_are_load_errors(tmp_path, answer, expected):
    assert expected in load_error(tmp_path, one_step("oracle", 99300001, answer))


def test_the_new_answers_work_on_action_steps_and_in_chains(tmp_path):
    body = """\
        board:
          - {as: call, code: 99300005, player: 0, location: szone}
        steps:
          - lua: "Duel.Recover(0, 1, REASON_EFFECT)"
            coin: heads
        """
    error = failure(write(tmp_path, body))
    assert "answers were given that no prompt asked for (coin: heads)" in error.headline


# --- the Python API --------------------------------------------------------------------------------


def test_duel_session_takes_the_new_answers():
    duel = DuelSession(scripts=[SCRIPTS], cards={99300005: {"name": "Call the Toss", "type": ["spell"]},
                                                 99300006: {"name": "Coin Barrage", "type": ["spell"]}})
    call = duel.add_card(99300005, location="hand", alias="call")
    barrage = duel.add_card(99300006, location="hand", alias="barrage")
    duel.activate(call, announce="tails", coin=["tails"])
    assert duel.duel.players[0].lp == 9000
    duel.activate(barrage, option=1, coin=["heads", "tails"])
    assert duel.duel.players[1].lp == 7700


def test_coin_and_dice_results_are_kept_and_can_be_replaced():
    duel = DuelSession()
    duel.answers.load(coin=["heads", "tails", "heads"], dice=[5, 1])
    duel.lua("""
        local a, b, c = Duel.TossCoin(0, 3)
        assert(a == 1 and b == 0 and c == 1)
        assert(select('#', Duel.GetCoinResult()) == 3)
        Duel.SetCoinResult(0, 7, 1)
        local x, y, z = Duel.GetCoinResult()
        assert(x == 0 and y == 0 and z == 1)
        local d1, d2 = Duel.TossDice(0, 2)
        assert(d1 == 5 and d2 == 1)
        Duel.SetDiceResult(6, 300)
        local e1, e2, e3 = Duel.GetDiceResult()
        assert(e1 == 6 and e2 == 1 and e3 == 1)
        assert(Duel.TossCoin(0, 0) == nil and Duel.TossDice(0, 0) == nil)
    """)


def test_an_invalid_card_filter_is_a_script_error():
    duel = DuelSession()
    with pytest.raises(ScriptError, match=r"Duel.AnnounceCard: Parameters are invalid"):
        duel.lua("Duel.AnnounceCard(0, 89631139, 46986414)")


def test_prompts_are_traced_with_their_answers():
    seen = []
    queue = AnswerQueue()
    queue.tracers.append(lambda kind, text: seen.append(text))
    queue.load(coin=["heads"], dice=[4], announce=["light"])
    queue.toss_coin(CoinToss(0, 1))
    queue.roll_dice(DiceRoll(1, 1))
    queue.announce(Announcement(0, "attribute", "Duel.AnnounceAttribute", prompts._flag_bits(0x7f, 7)))
    assert seen == ["player 0 tosses coins (Duel.TossCoin): heads (from `coin:`)",
                    "player 1 rolls dice (Duel.TossDice): 4 (from `dice:`)",
                    "player 0 declares (Duel.AnnounceAttribute): light (from `announce:`)"]
    with pytest.raises(DecisionRequired):
        queue.toss_coin(CoinToss(0, 2))


# --- the engine's rules ------------------------------------------------------------------------------


def _Data(code, type_=constants.TYPE_MONSTER, setcodes=(), race=0, attribute=0, alias=0, name=""):
    return CardData(code=code, type=type_, setcodes=setcodes, race=race, attribute=attribute, alias=alias, name=name)


class _Db:
    def __init__(self, *cards):
        self.cards = {c.code: c for c in cards}

    def get(self, code):
        from harness.carddb import UnknownCardError
        if code not in self.cards:
            raise UnknownCardError(code, ["test"])
        return self.cards[code]


class _Duel:
    def __init__(self, *cards):
        self.carddb = _Db(*cards)


O = constants


def test_card_filters_as_the_core_evaluates_them():
    # {0x51, ISSETCARD, TYPE_MONSTER, ISTYPE, AND, code, ISCODE, NOT, AND}: a real script's filter
    code = 100
    f = [0x51, O.OPCODE_ISSETCARD, O.TYPE_MONSTER, O.OPCODE_ISTYPE, O.OPCODE_AND, code, O.OPCODE_ISCODE,
         O.OPCODE_NOT, O.OPCODE_AND]
    duel = _Duel(_Data(100, setcodes=(0x51,)), _Data(101, setcodes=(0x1051,)), _Data(102, setcodes=(0x52,)),
                 _Data(103, O.TYPE_SPELL, setcodes=(0x51,)), _Data(104, setcodes=(0x51,), alias=101),
                 _Data(105, O.TYPE_MONSTER | O.TYPE_TOKEN, setcodes=(0x51,)), _Data(106, setcodes=(0x51,), alias=99106),
                 _Data(13857930, setcodes=(0x51,), alias=17732278))
    assert prompts.announce_filter_is_valid(f)
    assert prompts.why_not_declarable(duel, 101, f) is None          # 0x1051 is a 0x51 card
    assert "does not match" in prompts.why_not_declarable(duel, 100, f)   # the excluded code
    assert "does not match" in prompts.why_not_declarable(duel, 102, f)
    assert "does not match" in prompts.why_not_declarable(duel, 103, f)
    assert prompts.why_not_declarable(duel, 104, f) is None          # an alternate artwork of 101
    assert "treated as 99106" in prompts.why_not_declarable(duel, 106, f)     # a rule code
    assert prompts.why_not_declarable(duel, 13857930, f) is None     # a rule code, but a second printed name
    assert prompts.why_not_declarable(duel, 105, f) == "a Token cannot be declared"
    assert prompts.describe_filter(f) == "(setcode 0x51 and type monster) and not code 100"
    assert prompts.why_not_declarable(duel, 103, [1]) is None         # no filter: any card


def test_a_list_of_codes_as_real_scripts_build_it():
    # {codes[1], ISCODE, codes[2], ISCODE, OR, ..., NOT}: "a card other than these" (the afilter loops)
    duel = _Duel(_Data(10), _Data(20), _Data(30))
    one_of = [10, O.OPCODE_ISCODE, 20, O.OPCODE_ISCODE, O.OPCODE_OR]
    assert prompts.announce_filter_is_valid(one_of) and prompts.announce_filter_is_valid(one_of + [O.OPCODE_NOT])
    assert prompts.why_not_declarable(duel, 20, one_of) is None
    assert "does not match" in prompts.why_not_declarable(duel, 30, one_of)
    assert prompts.why_not_declarable(duel, 30, one_of + [O.OPCODE_NOT]) is None
    assert prompts.describe_filter(one_of + [O.OPCODE_NOT]) == "not (code 10 or code 20)"


def test_what_announce_card_accepts_as_a_filter():
    valid = prompts.announce_filter_is_valid
    assert valid([1]) and valid([123, O.OPCODE_ISCODE]) and valid([123, O.OPCODE_ISCODE, O.OPCODE_NOT])
    assert valid([O.TYPE_MONSTER])                      # one plain value: every card passes it
    assert not valid([123, 456])                        # a bare list of codes leaves two values
    assert not valid([O.OPCODE_NOT]) and not valid([1, 2, O.OPCODE_AND, O.OPCODE_AND])


def _brute_force_equal(values, acc, minimum, maximum):
    return any(sum(combo) == acc and all(combo) for size in range(max(minimum, 1), maximum + 1)
               for combo in combinations(values, size))


def test_the_sum_check_agrees_with_the_selections_it_allows():
    rng = random.Random(4)
    for _ in range(300):
        values = [rng.randint(0, 6) for _ in range(rng.randint(1, 6))]
        acc, minimum = rng.randint(1, 14), rng.randint(0, 2)
        maximum = rng.randint(minimum, 6)
        ordered = [(v,) for v in values]
        fits = prompts._exactly(ordered, acc, 0, 0, minimum, maximum, 0xffff)
        assert fits == _brute_force_equal(values, acc, minimum, maximum), (values, acc, minimum, maximum)
        cards = list(range(len(values)))
        table = {c: (values[c],) for c in cards}
        legal = [list(combo) for size in range(len(cards) + 1) for combo in combinations(cards, size)
                 if prompts._equal_problem(table, [], acc, minimum, maximum, list(combo)) is None]
        assert bool(legal) == fits, (values, acc, minimum, maximum)


def test_the_greater_check_agrees_with_the_selections_it_allows():
    rng = random.Random(5)
    for _ in range(300):
        values = [rng.randint(1, 9) * 100 for _ in range(rng.randint(1, 6))]
        acc = rng.randint(1, 30) * 100
        fits = prompts._at_least([(v,) for v in values], acc, 0, 0, 0xffff)
        table = {c: (v,) for c, v in enumerate(values)}
        legal = [combo for size in range(1, len(values) + 1) for combo in combinations(range(len(values)), size)
                 if prompts._greater_problem(table, [], acc, list(combo)) is None]
        assert bool(legal) == fits, (values, acc)


def test_two_valued_cards_count_as_either_value():
    assert prompts.sum_values(0x00040002) == (2, 4)
    assert prompts.sum_values(5) == (5,)
    assert prompts._exactly([(2, 4), (3,)], 7, 0, 0, 1, 2, 0xffff)
    assert not prompts._exactly([(2, 4), (3,)], 6, 0, 0, 1, 2, 0xffff)


# --- real cards (a checkout of the real scripts) ---------------------------------------------------------

CHECKOUT = os.environ.get("YGO_SCRIPTS_CHECKOUT")
REAL_FILES = sorted(REAL.glob("*.yaml"))


@pytest.mark.skipif(not CHECKOUT, reason="set YGO_SCRIPTS_CHECKOUT to a ygopro-scripts checkout")
@pytest.mark.parametrize("path", REAL_FILES, ids=[p.stem for p in REAL_FILES])
def test_real_cards_that_ask_these_prompts(path):
    run(path, scripts=[Path(CHECKOUT)])


def test_sort_answer_must_list_exactly_the_sorted_cards():
    from harness.answers import AnswerQueue
    from harness.engine.state.decisions import SortRequest
    from harness.engine.state.errors import IllegalDecision
    class Named:
        def __init__(self, name):
            self.name = name

        def describe(self):
            return self.name
    a, b, c = Named("a"), Named("b"), Named("c")
    answers = AnswerQueue()
    assert answers.sort_cards(SortRequest(0, [a, b])) == [a, b]        # unanswered: the order stays
    answers.load(sort=[[b, a]])
    assert answers.sort_cards(SortRequest(0, [a, b])) == [b, a]
    answers.load(sort=[[a, c]])
    with pytest.raises(IllegalDecision, match="must list exactly the cards being sorted"):
        answers.sort_cards(SortRequest(0, [a, b]))
