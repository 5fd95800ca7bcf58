"""Special Summons by a card's own procedure (EFFECT_SPSUMMON_PROC) through DuelSession."""
import pytest

from harness.constants import LOCATION_HAND, LOCATION_MZONE, SUMMON_TYPE_SPECIAL, STATUS_PROC_COMPLETE, REASON_SPSUMMON
from harness.engine.state.errors import IllegalAction
from harness.session import DuelSession

CYBER_DRAGON, BEWD, DM = 70095154, 89631139, 46986414


def test_a_procedure_summons_the_card_when_its_condition_holds():
    duel = DuelSession()
    cd = duel.add_card(CYBER_DRAGON, 0, "hand", "cd")
    duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.start()
    duel.special_summon(cd, procedure=True)
    assert cd.location == LOCATION_MZONE and cd.summon_type == SUMMON_TYPE_SPECIAL and cd.reason == REASON_SPSUMMON
    assert cd.status_flags & STATUS_PROC_COMPLETE
    assert cd.reason_effect is not None and cd.reason_effect.handler is cd      # the procedure itself


def test_a_procedure_whose_condition_fails_is_refused():
    duel = DuelSession()
    cd = duel.add_card(CYBER_DRAGON, 0, "hand", "cd")
    duel.add_card(DM, 0, "mzone", "dm")          # "if only your opponent controls a monster"
    duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.start()
    with pytest.raises(IllegalAction, match="cannot be Special Summoned by its own procedure"):
        duel.special_summon(cd, procedure=True)
    assert cd.location == LOCATION_HAND


def test_the_procedure_is_the_players_action_in_a_main_phase():
    duel = DuelSession()
    cd = duel.add_card(CYBER_DRAGON, 0, "hand", "cd")
    duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.set_turn(player=1)
    duel.start()
    with pytest.raises(IllegalAction, match="only the turn player"):
        duel.special_summon(cd, procedure=True, player=0)


def test_is_special_summonable_asks_the_procedures():
    duel = DuelSession()
    duel.add_card(CYBER_DRAGON, 0, "hand", "cd")
    duel.add_card(BEWD, 1, "mzone", "bewd")
    duel.start()
    duel.lua("assert(cards.cd:IsSpecialSummonable())")
    duel.lua("assert(not cards.bewd:IsSpecialSummonable())")


SHEEP = {73915052: {"name": "Sheep Token", "type": ["monster", "normal", "token"], "attribute": "earth",
                    "race": "beast", "level": 1, "atk": 0, "def": 0}}


def test_a_token_is_created_summoned_and_ceases_to_exist_when_it_leaves_the_field():
    duel = DuelSession(cards=SHEEP)
    duel.start()
    duel.lua("local t = Duel.CreateToken(0, 73915052) Duel.SpecialSummon(t, 0, 0, 0, false, false, POS_FACEUP_DEFENSE)")
    token, = duel.duel.created
    assert token.location == LOCATION_MZONE and token.owner == 0
    duel.name_created(["sheep"], [token])
    mark = duel.duel.events.mark()
    duel.destroy([duel.card("sheep")])
    names = [e.name for e in duel.duel.events.since(mark)]
    assert token.location == 0 and "destroyed" in names and "leave_field" in names and "to_grave" not in names
    assert all(token not in duel.duel.zone_list(0, loc) for loc in (LOCATION_MZONE, 0x10))    # not in the GY either


def test_created_names_must_match_the_cards_the_step_created(tmp_path):
    from harness.scenario.loader import load_scenario
    from harness.scenario.runner import RunOptions, ScenarioFailed, run_scenario
    path = tmp_path / "tokens.yaml"
    path.write_text(
        "name: two names for one token\n"
        "cards:\n  73915052: {name: Sheep Token, type: [monster, normal, token], attribute: earth, race: beast, level: 1, atk: 0, def: 0}\n"
        "steps:\n"
        "  - lua: Duel.SpecialSummon(Duel.CreateToken(0, 73915052), 0, 0, 0, false, false, POS_FACEUP_DEFENSE)\n"
        "    created: [sheep1, sheep2]\n"
        "  - expect:\n      sheep1: {location: mzone}\n", encoding="utf-8")
    with pytest.raises(ScenarioFailed, match=r"`created:` names 2 card\(s\), but the step created 1"):
        run_scenario(load_scenario(path), RunOptions())
    path.write_text(path.read_text().replace("created: [sheep1, sheep2]", "created: [sheep1]"), encoding="utf-8")
    run_scenario(load_scenario(path), RunOptions())
