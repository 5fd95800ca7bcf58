"""One made-up card's script and data written in a test's folder, then snapshotted: what the tests
of the deep probe's boards share."""
from harness.probe.snapshot import replay, snapshot_card


def snapshot_script(folder, code, card, script):
    """(SnapshotResult, the output folder) of `snapshot` on the card `code` whose script text and
    `cards:`-style data (a flow mapping's text) are written in `folder`."""
    (folder / f"c{code}.lua").write_text(script, encoding="utf-8")
    (folder / "cards.yaml").write_text(f"{code}: {card}\n", encoding="utf-8")
    out = folder / "out"
    return snapshot_card(code, folder, out, [str(folder / "cards.yaml")]), out


def assert_written_once(result, out, plan, folders):
    """One effect's file was written (effect 1, no edge board counted), its plan says `plan`, and
    it passes as `ygo-harness run --scripts FOLDERS` runs it."""
    written = [effect for effect in result.effects if effect.category == "written" and not effect.variant]
    assert [effect.effect for effect in written] == ["effect 1"]
    assert f"The plan: {plan}." in (out / written[0].file).read_text(encoding="utf-8")
    assert replay(out / written[0].file, folders) == ""
