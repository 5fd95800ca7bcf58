"""check-scripts --deep and snapshot: a response to a monster moved by an effect, when its condition
asks for a monster its filters name (harness/probe/events.py MOVED_MONSTERS: one's made-up
monster destroyed by the opponent's made-up Quick-Play Spell), and the event the response answers
(harness/engine/processor/chain.py responding_event: the monster's EVENT_TO_GRAVE, not the Spell's
that follows it), on own scripts written in tmp_path: the snapshot file is written and passes."""
import pytest

from harness.engine.processor import chain
from harness.probe import events
from harness.probe.snapshot import replay, snapshot_card
from snapshot_script import effect_files, only_written, snapshot_script

CODE = 100000320
TRAP = "{name: probed trap, type: [trap]}"


def trap(event, kind=""):
    """A Trap activated on `event` when a 0x7a3 monster of one's own (of `kind`: " and
    c:IsType(TYPE_FUSION)") was destroyed; it draws a card."""
    return f"""-- a Trap that answers one's monster of an archetype destroyed
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode({event})
  e1:SetCondition(s.condition)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.cfilter(c,tp)
  return c:IsSetCard(0x7a3) and c:IsReason(REASON_DESTROY) and c:IsPreviousControler(tp)
    and c:IsPreviousLocation(LOCATION_MZONE){kind}
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
  return eg:IsExists(s.cfilter,1,nil,tp)
end
"""


def _snapshot(tmp_path, event, kind=""):
    return snapshot_script(tmp_path, CODE, TRAP, trap(event, kind))


@pytest.mark.parametrize("event", ["EVENT_DESTROYED", "EVENT_TO_GRAVE"])
def test_its_snapshot_is_written_and_passes(tmp_path, event):
    result, out = _snapshot(tmp_path, event)
    name = only_written(result)
    assert "of one's made-up monster (destroy)" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""         # as `ygo-harness run` runs it


@pytest.mark.parametrize("event", ["EVENT_DESTROYED", "EVENT_TO_GRAVE"])
def test_without_the_made_up_monster_moved_it_is_never_legal(tmp_path, event, monkeypatch):
    monkeypatch.setattr(events, "MOVED_MONSTERS", events.MOVED_MONSTERS[:2])
    result, out = _snapshot(tmp_path, event)
    assert result.category == "never legal" and not effect_files(out)


def test_answering_only_the_newest_event_misses_the_monsters(tmp_path, monkeypatch):
    # the Quick-Play Spell that destroyed the monster goes to the GY after it: its EVENT_TO_GRAVE is
    # the newest, and the core offers the Trap on each event of the point, the monster's too
    newest = chain.responding_event
    monkeypatch.setattr(chain, "responding_event", lambda duel, effect, player=None: newest(duel, effect))
    result, out = _snapshot(tmp_path, "EVENT_TO_GRAVE")
    assert result.category == "never legal" and not effect_files(out)


def test_a_made_up_extra_deck_monster_of_ones_own_is_moved_too(tmp_path, monkeypatch):
    # "when a 0x7a3 Fusion Monster you control is destroyed": the made-up one in the Extra Monster Zone
    result, out = _snapshot(tmp_path, "EVENT_DESTROYED", " and c:IsType(TYPE_FUSION)")
    name = only_written(result)
    assert "of one's made-up Extra Deck monster (destroy)" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""
    monkeypatch.setattr(events, "MOVED_MONSTERS", events.MOVED_MONSTERS[:4])
    (tmp_path / "without").mkdir()
    result, out = _snapshot(tmp_path / "without", "EVENT_DESTROYED", " and c:IsType(TYPE_FUSION)")
    assert result.category == "never legal"


SEARCHED = """-- a Trap that answers the opponent's search
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_TO_HAND)
  e1:SetCondition(function(e,tp,eg) return eg:IsExists(function(c) return c:IsControler(1-tp)
    and c:IsPreviousLocation(LOCATION_DECK) end,1,nil) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_card_the_opponent_adds_from_its_deck_to_its_hand(tmp_path, monkeypatch):
    # "when your opponent adds a card from the Deck to the hand": the opponent's made-up agent adds one
    (tmp_path / f"c{CODE}.lua").write_text(SEARCHED, encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(f"{CODE}: {TRAP}\n", encoding="utf-8")
    result = snapshot_card(CODE, tmp_path, tmp_path / "out", [str(tmp_path / "cards.yaml")])
    name = only_written(result)
    path = tmp_path / "out" / name
    assert "the opponent adding a card from its Deck to its hand" in path.read_text(encoding="utf-8")
    assert replay(path, [tmp_path]) == ""
    monkeypatch.setattr(events, "_SEARCHED", ())
    (tmp_path / "without").mkdir()
    (tmp_path / "without" / f"c{CODE}.lua").write_text(SEARCHED, encoding="utf-8")
    result = snapshot_card(CODE, tmp_path / "without", tmp_path / "out2", [str(tmp_path / "cards.yaml")])
    assert result.category == "never legal"
