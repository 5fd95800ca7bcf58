"""check-scripts --deep: a summon procedure whose condition the other boards do not meet is tried
on the boards its condition's text asks for (deep._Probe.procedure_boards, conditions.text_boards;
its player named `c:GetControler()`), among them one's field with no card ("if you control no
cards", board option own_field); on own scripts written in tmp_path."""
from harness.probe import deep

from tests.test_deep_events import probe  # noqa: F401  (probe: the fixture)


def procedure(condition):
    """A monster Special Summoned from the hand by its own procedure when `condition` (a Lua
    expression over c, the card) holds."""
    return f"""-- a monster with a summon procedure
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD)
  e1:SetCode(EFFECT_SPSUMMON_PROC)
  e1:SetProperty(EFFECT_FLAG_UNCOPYABLE)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(s.spcon)
  c:RegisterEffect(e1)
end
function s.spcon(e,c)
  if c==nil then return true end
  return Duel.GetLocationCount(c:GetControler(),LOCATION_MZONE)>0 and {condition}
end
"""


NO_CARDS = procedure("Duel.GetFieldGroupCount(c:GetControler(),LOCATION_ONFIELD,0)==0 "
                     "and Duel.GetFieldGroupCount(c:GetControler(),0,LOCATION_ONFIELD)>0")
TOKEN = procedure("Duel.IsExistingMatchingCard(Card.IsType,c:GetControler(),LOCATION_MZONE,0,1,nil,TYPE_TOKEN)")


def test_if_you_control_no_cards(probe):
    status = probe(NO_CARDS)
    assert (status.status, status.how) == ("ran", "procedure")
    assert status.board == "its summon procedure, no card of one's own on the field, the card in hand"


def test_a_card_its_condition_asks_for(probe):
    status = probe(TOKEN)
    assert (status.status, status.how) == ("ran", "procedure")
    assert status.board == "its summon procedure, a Token of one's own, the card in hand"


def test_without_those_boards_never_legal(probe, monkeypatch):
    monkeypatch.setattr(deep._Probe, "procedure_boards", lambda self, passive, card_effects: [])
    assert probe(NO_CARDS).status == "never legal"
    assert probe(TOKEN).status == "never legal"


def test_the_snapshot_is_written_and_passes(tmp_path):
    from harness.probe.snapshot import replay
    from snapshot_script import snapshot_script

    result, out = snapshot_script(tmp_path, 100000180, "{name: probed, type: [monster, effect], attribute: dark, "
                                  "race: warrior, level: 4, atk: 1800, def: 1000}", NO_CARDS)
    written = [effect.file for effect in result.effects if effect.category == "written" and not effect.variant]
    assert len(written) == 1
    assert "no card of one's own on the field" in (out / written[0]).read_text(encoding="utf-8")
    assert replay(out / written[0], [tmp_path]) == ""
