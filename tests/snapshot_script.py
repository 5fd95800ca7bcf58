"""One made-up card's script and data written in a test's folder, then snapshotted: what the tests
of the deep probe's boards share."""
import contextlib
from unittest import mock

from harness.probe import deep, snapshot
from harness.probe.snapshot import replay, snapshot_card


# a target and operation: add 1 Toon monster from the Deck, when it holds 3 with different names
TOON_SEARCH = """function s.filter(c)
  return c:IsType(TYPE_TOON) and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  local g=Duel.GetMatchingGroup(s.filter,tp,LOCATION_DECK,0,nil)
  if chk==0 then return g:GetClassCount(Card.GetCode)>=3 end
  Duel.SetOperationInfo(0,CATEGORY_TOHAND,nil,1,tp,LOCATION_DECK)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
  local g=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_DECK,0,1,1,nil)
  Duel.SendtoHand(g,nil,REASON_EFFECT)
end
"""


def snapshot_script(folder, code, card, script, edge_boards=False):
    """(SnapshotResult, the output folder) of `snapshot` on the card `code` whose script text and
    `cards:`-style data (a flow mapping's text) are written in `folder`. Without `edge_boards`, the
    files of its effects alone: the tests of the search check the boards it finds, and the edge
    boards made from them (legality_boards.py, a third of the time) have tests of their own."""
    (folder / f"c{code}.lua").write_text(script, encoding="utf-8")
    (folder / "cards.yaml").write_text(f"{code}: {card}\n", encoding="utf-8")
    out = folder / "out"
    with contextlib.ExitStack() as stack:
        if not edge_boards:
            stack.enter_context(mock.patch.object(snapshot, "_write_legality_edges", lambda *args: []))
        return snapshot_card(code, folder, out, [str(folder / "cards.yaml")]), out


def only_written(result):
    """The name of the one file written for the card's own effects (effect 1; edge boards aside)."""
    written = [effect for effect in result.effects if effect.category == "written" and not effect.variant]
    assert [effect.effect for effect in written] == ["effect 1"]
    return written[0].file


def assert_written_once(result, out, plan, folders):
    """One effect's file was written (effect 1, no edge board counted), its plan says `plan`, and
    it passes as `ygo-harness run --scripts FOLDERS` runs it."""
    name = only_written(result)
    assert f"The plan: {plan}." in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, folders) == ""


def negating_trap(condition, about="an activation of a kind"):
    """The script of a Trap that negates an activation where `condition` (Lua statements that
    return whether it may) holds."""
    return f"""-- a Trap that negates {about}
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_NEGATE)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_CHAINING)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp)
    {condition}
  end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return true end
    Duel.SetOperationInfo(0,CATEGORY_NEGATE,eg,1,0,0)
  end)
  e1:SetOperation(function(e,tp,eg,ep,ev,re,r,rp) Duel.NegateActivation(ev) end)
  c:RegisterEffect(e1)
end
"""


def drawing_trap(condition, event="EVENT_FREE_CHAIN", about="a kind of board", flags=None):
    """The script of a Trap activated on `event` where `condition` (a Lua expression over e, tp,
    eg, ep, ev, re, r, rp) holds; it draws a card. `flags`: its EFFECT_FLAG_ property, if any."""
    prop = f"\n  e1:SetProperty({flags})" if flags else ""
    return f"""-- a Trap for {about}
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE){prop}
  e1:SetCode({event})
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return {condition} end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


# the boards of made-up cards the deep probe tries after all the others (summoned_monsters.py,
# battle_scenes.py, battle_destructions.py, announced_activations.py, battle_foes.py): they also
# meet many a condition an earlier, more specific board is there for
LAST_BOARDS = ("summoned_monsters", "summoned_triggers", "battle_scenes", "battle_scene_triggers", "battle_destructions",
               "announced_activations", "battle_foes", "destruction_triggers")


def without_the_last_boards(monkeypatch):
    """Leave out LAST_BOARDS, for a test that an earlier board is the one a card needs."""
    for name in LAST_BOARDS:
        monkeypatch.setattr(deep, name, lambda *args: [])


def effect_files(out):
    """The files written for the card's effects: all but c<code>.registered.yaml, the file of what
    a card none of whose effects ran registers."""
    return [path for path in sorted(out.glob("*.yaml")) if not path.name.endswith(".registered.yaml")]
