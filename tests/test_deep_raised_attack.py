"""check-scripts --deep and snapshot: monsters whose ATK is above their original ATK (Axe of Despair
equipping them, harness/probe/equips.py raised_attack), for a text that asks for one, on an own
script written in tmp_path: never legal without that board, and its snapshot file passes."""
from harness.probe import conditions
from harness.probe.snapshot import replay, snapshot_card

from tests.test_deep_field_asks import ignition

CODE = 100000397
MONSTER = "{name: probed, type: [monster, effect], attribute: dark, race: warrior, level: 4, atk: 1800, def: 1000}"
# "if your opponent controls a monster whose ATK is higher than its original ATK"
CHECK = "Duel.IsExistingMatchingCard(function(c) return c:IsFaceup() and c:GetAttack()>c:GetBaseAttack() end,tp,0,LOCATION_MZONE,1,nil)"


def _snapshot(tmp_path):
    (tmp_path / f"c{CODE}.lua").write_text(ignition(CHECK), encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(f"{CODE}: {MONSTER}\n", encoding="utf-8")
    out = tmp_path / "out"
    return snapshot_card(CODE, tmp_path, out, [str(tmp_path / "cards.yaml")]), out


def test_its_snapshot_is_written_with_the_axe_and_passes(tmp_path):
    result, out = _snapshot(tmp_path)
    written = [effect for effect in result.effects if effect.category == "written" and not effect.variant]
    assert [effect.effect for effect in written] == ["effect 1"]
    text = (out / written[0].file).read_text(encoding="utf-8")
    assert "monsters with their ATK raised by Axe of Despair" in text and "equip_to:" in text
    assert replay(out / written[0].file, [tmp_path]) == ""


def test_without_that_board_it_is_never_legal(tmp_path, monkeypatch):
    monkeypatch.setattr(conditions, "raised_attack", lambda text, known: [])
    result, out = _snapshot(tmp_path)
    assert result.category == "never legal" and not list(out.glob("*.yaml"))
