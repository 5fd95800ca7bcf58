"""check-scripts --deep and snapshot: a monster whose only effects that apply are Normal Summon (or
Set) procedures ("can be Normal Summoned without Tributing") is Normal Summoned by them with no
Tribute, on the boards its condition's text asks for too (passive.normal_procedure_plans, deep
_Probe._procedures); a Link Monster whose materials must differ gets made-up ones that do
(passive.DIFFERENT_MATERIALS); on own scripts written in tmp_path."""
import re

import pytest

from harness.probe import passive
from harness.probe.snapshot import replay

from snapshot_script import snapshot_script
from tests.test_deep_events import MONSTER, probe  # noqa: F401  (probe: the fixture)

LEVEL_7 = MONSTER.format(name="probed", extra="", level=7, atk=2500, defense=2000)
LEVEL_4 = MONSTER.format(name="probed", extra="", level=4, atk=1800, defense=1000)


def no_tribute(condition, code="EFFECT_SUMMON_PROC", more=""):
    """A monster that can be Normal Summoned (code EFFECT_SET_PROC: Set) without Tributing when
    `condition` (a Lua expression over c, the card) holds."""
    return f"""-- a monster with a Normal Summon procedure
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode({code})
  e1:SetProperty(EFFECT_FLAG_UNCOPYABLE)
  e1:SetCondition(s.ntcon)
  c:RegisterEffect(e1)
{more}end
function s.ntcon(e,c,minc)
  if c==nil then return true end
  return minc==0 and Duel.GetLocationCount(c:GetControler(),LOCATION_MZONE)>0 and {condition}
end
"""


NO_MONSTER = no_tribute("Duel.GetFieldGroupCount(c:GetControler(),LOCATION_MZONE,0)==0")
A_TOKEN = no_tribute("Duel.IsExistingMatchingCard(Card.IsType,c:GetControler(),LOCATION_MZONE,0,1,nil,TYPE_TOKEN)")
ATK_BOOST = """  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_SINGLE)
  e2:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e2:SetRange(LOCATION_MZONE)
  e2:SetCode(EFFECT_UPDATE_ATTACK)
  e2:SetValue(300)
  c:RegisterEffect(e2)
"""


def test_a_monster_that_needs_tributes_is_normal_summoned_by_its_procedure(probe):
    status = probe(NO_MONSTER, card=LEVEL_7)
    assert (status.status, status.how) == ("ran", "procedure")
    assert status.board == "its Normal Summon procedure, no monster of one's own"
    assert status.detail == "Normal Summoned by its procedure"


def test_on_the_board_its_condition_asks_for(probe):
    status = probe(A_TOKEN, card=LEVEL_7)
    assert (status.status, status.how) == ("ran", "procedure")
    assert status.board == "its summon procedure, a Token of one's own, the card in hand"


def test_a_set_procedure_sets_it(probe):
    status = probe(no_tribute("true", code="EFFECT_SET_PROC"), card=LEVEL_7)
    assert (status.status, status.detail) == ("ran", "Set by its procedure")


def test_not_when_the_ordinary_summon_takes_no_tribute_or_the_card_has_another_continuous_effect(probe):
    # a Level 4 monster: the summon would not show the procedure, so its continuous file stays
    assert probe(NO_MONSTER, card=LEVEL_4).how == "applied"
    # an ATK boost beside the procedure: the one passive file is that effect's, as before
    assert probe(no_tribute("true", more=ATK_BOOST), card=LEVEL_7).how == "applied"


def test_the_snapshot_says_so_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, 100000180, LEVEL_7, NO_MONSTER)
    written = [effect.file for effect in result.effects if effect.category == "written" and not effect.variant]
    assert len(written) == 1
    text = (out / written[0]).read_text(encoding="utf-8")
    assert "it is Normal Summoned or Set by its own procedure" in text
    assert "  - summon: " in text and not re.search(r"^ +tribute:", text, re.MULTILINE)
    assert replay(out / written[0], [tmp_path]) == ""


# "2 monsters with different names": the made-up monsters its filters name share a code each
LINK_OF_DIFFERENT_NAMES = """-- a Link Monster: 2 monsters with different names
local s,id=GetID()
function s.initial_effect(c)
  c:EnableReviveLimit()
  aux.AddLinkProcedure(c,nil,2,2,s.lcheck)
end
function s.lcheck(g)
  return g:GetClassCount(Card.GetLinkCode)==g:GetCount()
end
"""
LINK_2 = "{name: probed, type: [monster, effect, link], attribute: dark, race: cyberse, link: 2, atk: 1600, " \
         "link_marker: [left, right]}"


@pytest.fixture
def no_database_materials(monkeypatch):
    """No material set from a card database: their scripts are not in the test's folder."""
    monkeypatch.setattr(passive, "_material_sets", lambda db, data: [])


def test_a_link_monster_whose_materials_have_different_names_is_link_summoned(probe, monkeypatch,
                                                                                 no_database_materials):
    status = probe(LINK_OF_DIFFERENT_NAMES, card=LINK_2)
    assert (status.status, status.how) == ("ran", "procedure")
    assert status.board == ("its summon procedure, with made-up Normal Monsters of different names, Levels, "
                            "Races and Attributes")
    monkeypatch.setattr(passive, "_different_materials", lambda data, text: [])
    assert probe(LINK_OF_DIFFERENT_NAMES, card=LINK_2).status == "never legal"


def test_that_link_summon_is_written_and_passes(tmp_path, no_database_materials):
    result, out = snapshot_script(tmp_path, 100000181, LINK_2, LINK_OF_DIFFERENT_NAMES)
    written = [effect.file for effect in result.effects if effect.category == "written" and not effect.variant]
    assert len(written) == 1
    text = (out / written[0]).read_text(encoding="utf-8")
    assert "  - link_summon: " in text and "made-up material monster 2" in text
    assert replay(out / written[0], [tmp_path]) == ""
