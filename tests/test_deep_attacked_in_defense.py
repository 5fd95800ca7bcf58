"""check-scripts --deep and snapshot: a battle trigger whose target reads the attacked monster's
Defense Position ("when this card attacks a face-up Defense Position monster", Zubaba Knight's
kind) gets the plans that raised its event again with the opponent's monsters in face-up Defense
Position (harness/probe/trigger_boards.py): the fixed battles attack Attack Position and Set
monsters. On an own script written in tmp_path: never legal without that board, and its
snapshot file passes."""
from harness.probe import trigger_boards
from harness.probe.snapshot import replay
from snapshot_script import effect_files, only_written, snapshot_script, without_the_last_boards

CODE = 100000414
MONSTER = "{name: probed, type: [monster, effect], attribute: dark, race: warrior, level: 4, atk: 1600, def: 1000}"
# "at the start of the Damage Step, if this card attacks a face-up Defense Position monster: draw 1 card"
SCRIPT = """-- a monster that draws when it attacks a Defense Position monster
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
  e1:SetCode(EVENT_BATTLE_START)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    local d=Duel.GetAttackTarget()
    if chk==0 then return Duel.GetAttacker()==e:GetHandler() and d~=nil and d:IsPosition(POS_FACEUP_DEFENSE) end
  end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_it_is_written_with_the_attacked_monster_in_defense_position_and_passes(tmp_path):
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    name = only_written(result)
    assert "the opponent's monsters in Defense Position" in (out / name).read_text(encoding="utf-8")
    assert replay(out / name, [tmp_path]) == ""


def test_without_that_board_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(trigger_boards, "_attacked_in_defense", lambda probe, effect, text, plans: [])
    without_the_last_boards(monkeypatch)
    result, out = snapshot_script(tmp_path, CODE, MONSTER, SCRIPT)
    assert result.category == "never legal" and not effect_files(out)
