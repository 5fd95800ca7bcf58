"""check-scripts --deep: the cards of one's field a text asks for (harness/probe/field_asks.py): a
Link Monster pointing to a free Monster Zone, a Token, a face-up Trap, monsters in Defense
Position, a face-up Spell, Equip Spells (and a monster whose ATK they changed), an Xyz Monster with
materials, a Set monster, monsters Normal Summoned, the opponent's Pendulum Zones; on own scripts written in
tmp_path: each effect is never legal without its board, and resolves on it."""
import pytest

from harness.probe import conditions

from tests.test_deep_events import probe, resolved  # noqa: F401  (probe: the fixture)
from snapshot_script import only_written


def ignition(target_check):
    """A monster's ignition effect in the hand that draws a card when `target_check` (its target's
    chk==0 answer, a Lua expression) holds."""
    return f"""-- a monster whose effect asks for a card of one's field
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_HAND)
  e1:SetTarget(s.target)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return {target_check} end
end
"""


CASES = {
    "linked zone": ("Duel.GetLocationCount(tp,LOCATION_MZONE,tp,LOCATION_REASON_TOFIELD,Duel.GetLinkedZone(tp))>0",
                    "a Link Monster of one's own pointing to a free Monster Zone, the card in hand"),
    "token": ("Duel.IsExistingMatchingCard(Card.IsType,tp,LOCATION_MZONE,0,1,nil,TYPE_TOKEN)",
              "a Token of one's own, the card in hand"),
    "defense position": ("Duel.IsExistingMatchingCard(function(c) return c:IsPosition(POS_FACEUP_DEFENSE) "
                         "and c:IsSetCard(0x7a6) end,tp,LOCATION_MZONE,0,1,nil)",
                         "one's monsters the filters name in Defense Position, the card in hand"),
    "defense position, no archetype": ("Duel.IsExistingMatchingCard(Card.IsPosition,tp,LOCATION_MZONE,0,1,nil,"
                                       "POS_FACEUP_DEFENSE)",
                                       "a Normal Monster of one's own in Defense Position, the card in hand"),
    "monsters in the spell & trap zone": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() "
                                          "and c:IsSetCard(0x7b1) end,tp,LOCATION_SZONE,0,2,nil)",
                                          "one's monsters the filters name face-up in the Spell & Trap Zone, "
                                          "the card in hand"),
    "tribute summoned": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() "
                         "and c:IsSummonType(SUMMON_TYPE_ADVANCE) end,tp,LOCATION_MZONE,0,1,nil)",
                         "a Tribute Summoned monster of one's own, the card in hand"),
    "face-up trap": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:IsType(TYPE_TRAP) end,"
                     "tp,LOCATION_ONFIELD,0,1,nil)", "a face-up Continuous Trap of one's own, the card in hand"),
    "face-up spell": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:IsType(TYPE_SPELL) end,"
                      "tp,LOCATION_ONFIELD,0,1,nil)", "a face-up Continuous Spell of one's own, the card in hand"),
    "equip spells": ("Duel.IsExistingMatchingCard(Card.IsType,tp,LOCATION_SZONE,LOCATION_SZONE,2,nil,TYPE_EQUIP)",
                     "an Equip Spell equipping a monster of each player's, the card in hand"),
    "xyz materials": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:GetOverlayCount()>0 end,"
                      "tp,LOCATION_MZONE,0,1,nil)", "an Xyz Monster of one's own with Xyz Materials, the card in hand"),
    "set monster": ("Duel.IsExistingMatchingCard(Card.IsFacedown,tp,LOCATION_MZONE,0,1,nil)",
                    "a Set monster of one's own, the card in hand"),
    "normal summoned": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:IsSetCard(0x7ae) "
                        "and c:IsSummonType(SUMMON_TYPE_NORMAL) end,tp,LOCATION_MZONE,0,1,nil)",
                        "one's monsters the filters name Normal Summoned, the card in hand"),
    "normal summoned, no archetype": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() "
                                      "and c:IsSummonType(SUMMON_TYPE_NORMAL) end,tp,LOCATION_MZONE,0,1,nil)",
                                      "a Normal Monster of one's own Normal Summoned, the card in hand"),
    "foe pendulum zones": ("Duel.IsExistingMatchingCard(nil,tp,0,LOCATION_PZONE,1,nil)",
                           "the opponent's Pendulum Zones holding Pendulum Monsters, the card in hand"),
    "atk changed": ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:GetAttack()>c:GetBaseAttack() end,"
                    "tp,LOCATION_MZONE,LOCATION_MZONE,1,nil)",
                    "an Equip Spell equipping a monster of each player's, the card in hand"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_card_its_target_asks_for_on_ones_field(probe, case):
    check, board = CASES[case]
    status = probe(ignition(check))
    assert resolved(status) and status.board == board


@pytest.mark.parametrize("case", list(CASES))
def test_without_it_the_effect_is_never_legal(probe, case, monkeypatch):
    monkeypatch.setattr(conditions, "field_asks", lambda text, known, monsters, main_deck: [])
    assert probe(ignition(CASES[case][0])).status == "never legal"


def test_five_of_the_cards_its_filters_name_in_the_deck(probe, monkeypatch):
    # the generic board has two copies of each made-up monster in the Deck
    script = ignition("Duel.IsExistingMatchingCard(Card.IsSetCard,tp,LOCATION_DECK,0,5,nil,0x7a5)")
    status = probe(script)
    assert resolved(status) and status.board == "5 of each card its filters name in one's Deck, the card in hand"
    monkeypatch.setattr(conditions, "_with_copies", lambda board, codes, where, n: board)
    assert probe(script).status == "never legal"


def snapshot_of(tmp_path, script, atk=1800):
    """(the files `snapshot` wrote for effect 1 of a made-up Level 4 monster with `script` and
    `atk`, the output folder)."""
    from harness.probe.snapshot import snapshot_card

    code = 100000160
    (tmp_path / f"c{code}.lua").write_text(script, encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(f"{code}: {{name: probed, type: [monster, effect], attribute: dark, "
                                         f"race: warrior, level: 4, atk: {atk}, def: 1000}}\n", encoding="utf-8")
    out = tmp_path / "out"
    result = snapshot_card(code, tmp_path, out, [str(tmp_path / "cards.yaml")])
    return [e.file for e in result.effects if e.category == "written" and not e.variant], out


NEW_KINDS = ["defense position, no archetype", "monsters in the spell & trap zone", "face-up spell", "equip spells",
             "xyz materials", "set monster", "normal summoned", "normal summoned, no archetype", "atk changed",
             "foe pendulum zones"]


@pytest.mark.parametrize("case", NEW_KINDS)
def test_the_snapshot_of_such_a_board_is_written_and_passes(tmp_path, case):
    from harness.probe.snapshot import replay

    files, out = snapshot_of(tmp_path, ignition(CASES[case][0]))
    assert files and replay(out / files[0], [tmp_path]) == ""


@pytest.mark.parametrize("case", NEW_KINDS)
def test_without_the_board_no_snapshot_is_written(tmp_path, case, monkeypatch):
    monkeypatch.setattr(conditions, "field_asks", lambda text, known, monsters, main_deck: [])
    assert snapshot_of(tmp_path, ignition(CASES[case][0]))[0] == []


SPECIAL_ONLY = ("Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:IsSetCard(0x7a7) "
                "and not c:IsSummonableCard() end,tp,LOCATION_MZONE,0,1,nil)")


def test_a_monster_that_cannot_be_normal_summoned_when_a_filter_asks(tmp_path, monkeypatch):
    # "a face-up X monster that cannot be Normal Summoned": a made-up monster of the archetype with
    # TYPE_SPSUMMON, on the field like the others
    from harness.probe import boards
    from harness.probe.snapshot import replay

    files, out = snapshot_of(tmp_path, ignition(SPECIAL_ONLY))
    assert files and replay(out / files[0], [tmp_path]) == ""
    assert "spsummon" in (out / files[0]).read_text(encoding="utf-8")
    # without the kind, the made-up monster can be Normal Summoned: no file
    real = boards._kind_spec
    monkeypatch.setattr(boards, "_kind_spec", lambda base, kind, *rest: real(base, "normal" if kind == "spsummon"
                                                                              else kind, *rest))
    (tmp_path / "without").mkdir()
    assert snapshot_of(tmp_path / "without", ignition(SPECIAL_ONLY))[0] == []


def test_the_tribute_summoned_monsters_snapshot_is_written_and_passes(tmp_path):
    from harness.probe.snapshot import replay, snapshot_card
    code = 100000395
    (tmp_path / f"c{code}.lua").write_text(ignition(CASES["tribute summoned"][0]), encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(f"{code}: {{name: probed, type: [monster, effect], attribute: dark, "
                                         "race: warrior, level: 4, atk: 1800, def: 1000}\n", encoding="utf-8")
    result = snapshot_card(code, tmp_path, tmp_path / "out", [str(tmp_path / "cards.yaml")])
    name = only_written(result)
    text = (tmp_path / "out" / name).read_text(encoding="utf-8")
    assert "summon_type: advance" in text
    assert replay(tmp_path / "out" / name, [tmp_path]) == ""


ATTACK_RESPONSE = """-- a Trap for an attack that targets a monster of one's own in Defense Position
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_ATTACK_ANNOUNCE)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetCondition(function(e,tp) return Duel.GetAttacker():IsControler(1-tp) end)
  e1:SetTarget(s.target)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chkc then return chkc:IsControler(tp) and chkc:IsPosition(POS_FACEUP_DEFENSE) end
  if chk==0 then return Duel.IsExistingTarget(Card.IsPosition,tp,LOCATION_MZONE,0,1,nil,POS_FACEUP_DEFENSE) end
  Duel.SelectTarget(tp,Card.IsPosition,tp,LOCATION_MZONE,0,1,1,nil,POS_FACEUP_DEFENSE)
end
"""
TRAP = "{name: probed, type: [trap]}"


def test_a_responses_target_gets_the_cards_of_ones_field_it_asks_for(probe, monkeypatch):
    # the attack happens on the board the target's text asks for (response_boards.py reads the target too)
    status = probe(ATTACK_RESPONSE, card=TRAP)
    assert resolved(status)
    assert status.board.endswith("a Normal Monster of one's own in Defense Position")
    monkeypatch.setattr(conditions, "field_asks", lambda text, known, monsters, main_deck: [])
    assert probe(ATTACK_RESPONSE, card=TRAP).status == "never legal"
