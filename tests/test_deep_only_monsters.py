"""check-scripts --deep and snapshot: one's Monster Zones holding nothing but copies of one
monster its filters name (harness/probe/only_monsters.py), for a condition about every monster of
one's own, on own scripts written in tmp_path: each effect is never legal without that board,
and its snapshot file, written with it, passes as `ygo-harness run` runs it."""
import pytest

from harness.probe import conditions
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script

from tests.test_deep_events import probe, resolved  # noqa: F401  (probe: the fixture)


def spell(condition):
    """A Normal Spell that draws a card when `condition` (a Lua function body) holds."""
    return f"""-- a Spell whose condition asks about every monster of one's own
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(s.condition)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.rock(c)
  return c:IsFaceup() and c:IsRace(RACE_ROCK)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
{condition}
end
"""


SPELL = "{name: probed spell, type: [spell]}"
CASES = {
    # "if all monsters you control are Rock monsters (min. 1), and you have a Dragon monster in your
    # GY" (the made-up Dragon of its filters is among one's monsters on the other boards)
    "all of a kind": "  local g=Duel.GetFieldGroup(tp,LOCATION_MZONE,0)\n"
                     "  return g:GetCount()>0 and g:FilterCount(s.rock,nil)==g:GetCount()\n"
                     "    and Duel.IsExistingMatchingCard(Card.IsRace,tp,LOCATION_GRAVE,0,1,nil,RACE_DRAGON)",
    # "if you control exactly 2 monsters, and they are Rock monsters"
    "an exact number": "  local g=Duel.GetFieldGroup(tp,LOCATION_MZONE,0)\n"
                       "  if g:GetCount()~=2 then return false end\n"
                       "  return g:FilterCount(s.rock,nil)==2",
    # "if you control exactly 2 Rock monsters besides this card" (a call among the count's arguments)
    "besides the card": "  return Duel.GetMatchingGroupCount(s.rock,tp,LOCATION_MZONE,0,e:GetHandler())==2",
    # "if you control 3 monsters with the same name"
    "one name": "  local g=Duel.GetMatchingGroup(Card.IsFaceup,tp,LOCATION_MZONE,0,nil)\n"
                "  return #g==3 and g:GetClassCount(Card.GetCode)==1",
}
BOARDS = {"all of a kind": "only 1 copy of the first monster its filters name on one's field, the card in hand",
          "an exact number": "only 2 copies of the first monster its filters name on one's field, the card in hand",
          "besides the card": "only 2 copies of the first monster its filters name on one's field, the card in hand",
          "one name": "only 3 copies of the first monster its filters name on one's field, the card in hand"}


@pytest.mark.parametrize("case", list(CASES))
def test_the_effect_resolves_on_a_field_of_copies_of_one_monster(probe, case):
    status = probe(spell(CASES[case]), card=SPELL)
    assert resolved(status) and status.board == BOARDS[case]


@pytest.mark.parametrize("case", list(CASES))
def test_without_that_board_it_is_never_legal(probe, case, monkeypatch):
    monkeypatch.setattr(conditions, "only_monsters", lambda text, monsters: [])
    status = probe(spell(CASES[case]), card=SPELL)
    assert (status.status, status.detail) == ("never legal", conditions.CONDITION_FAILED)


CODE = 100000310


def _snapshot(tmp_path, case):
    return snapshot_script(tmp_path, CODE, SPELL, spell(CASES[case]))


@pytest.mark.parametrize("case", list(CASES))
def test_its_snapshot_is_written_and_passes(tmp_path, case):
    result, out = _snapshot(tmp_path, case)
    name = only_written(result)
    assert replay(out / name, [tmp_path]) == ""         # as `ygo-harness run` runs it


def test_without_that_board_no_snapshot_is_written(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "only_monsters", lambda text, monsters: [])
    result, out = _snapshot(tmp_path, "all of a kind")
    assert result.category == "never legal" and not effect_files(out)
