"""check-scripts --deep: materials on one's field for an Extra Deck monster an effect summons with
them (harness/probe/extra_summons.py): `IsXyzSummonable` gets two Harpie Ladies and a Rank 4 Xyz
Monster in the Extra Deck, `IsSynchroSummonable` a Level 3 Tuner, a Level 4 monster and a Level 7
Synchro Monster; on own scripts written in tmp_path, with those Extra Deck monsters' data and
scripts given as a card database would."""
import pytest

from harness.probe import conditions
from harness.probe.materials import SYNCHROS, XYZS

from tests.test_deep_events import probe, resolved  # noqa: F401  (probe: the fixture)
from snapshot_script import assert_written_once

XYZ = """-- an Xyz Monster: 2 Level 4 monsters
local s,id=GetID()
function s.initial_effect(c)
  aux.AddXyzProcedure(c,nil,4,2)
  c:EnableReviveLimit()
end
"""
XYZ_CARD = "{name: an xyz, type: [monster, effect, xyz], attribute: dark, race: warrior, rank: 4, atk: 2000, def: 1000}"
SYNCHRO = """-- a Synchro Monster: 1 Tuner + 1+ non-Tuner monsters
local s,id=GetID()
function s.initial_effect(c)
  aux.AddSynchroProcedure(c,nil,aux.NonTuner(nil),1)
  c:EnableReviveLimit()
end
"""
SYNCHRO_CARD = ("{name: a synchro, type: [monster, effect, synchro], attribute: dark, race: machine, level: 7, "
                "atk: 2300, def: 2500}")


def summoning_spell(kind):
    """A Spell that summons an Extra Deck monster by its procedure with monsters of one's field."""
    return f"""-- a Spell: {kind} Summon 1 monster using monsters you control
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(Card.Is{kind}Summonable,tp,LOCATION_EXTRA,0,1,nil,nil) end
  Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_EXTRA)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  local g=Duel.GetMatchingGroup(Card.Is{kind}Summonable,tp,LOCATION_EXTRA,0,nil,nil)
  if #g>0 then Duel.{kind}Summon(tp,g:GetFirst(),nil) end
end
"""


SPELL = "{name: probed, type: [spell]}"
CASES = {"Xyz": (XYZS[4], XYZ_CARD, XYZ), "Synchro": (SYNCHROS[7][0], SYNCHRO_CARD, SYNCHRO)}


@pytest.mark.parametrize("kind", list(CASES))
def test_the_materials_of_a_summon_on_ones_field(probe, kind, monkeypatch):
    code, card, script = CASES[kind]
    status = probe(summoning_spell(kind), card=SPELL, cards={code: card}, scripts={code: script})
    assert resolved(status)
    article = "an" if kind == "Xyz" else "a"
    assert status.board == f"materials on one's field for {article} {kind} Summon from the Extra Deck, the card in hand"
    monkeypatch.setattr(conditions, "extra_summons", lambda text, known: [])
    assert probe(summoning_spell(kind), card=SPELL, cards={code: card},
                 scripts={code: script}).status == "never legal"


def test_the_snapshot_is_written_and_passes(tmp_path):
    from harness.probe.snapshot import snapshot_card

    spell, (code, card, script) = 100000170, CASES["Xyz"]
    (tmp_path / f"c{spell}.lua").write_text(summoning_spell("Xyz"), encoding="utf-8")
    (tmp_path / f"c{code}.lua").write_text(script, encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(f"{spell}: {SPELL}\n{code}: {card}\n", encoding="utf-8")
    result = snapshot_card(spell, tmp_path, tmp_path / "out", [str(tmp_path / "cards.yaml")])
    assert_written_once(result, tmp_path / "out",
                        "materials on one's field for an Xyz Summon from the Extra Deck, the card in hand", [tmp_path])
