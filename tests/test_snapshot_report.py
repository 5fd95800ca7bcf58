"""`snapshot`'s report per effect: the effects that ran on no board are listed with the reason."""
import json

from harness import cli
from harness.bundled import BUNDLED_SCRIPTS

ARTORIGUS = 10613952      # Sacred Noble Knight of King Artorigus: effect 2 runs, effects 1 and 3 need events it misses


def test_every_effect_that_ran_on_no_board_is_reported_with_its_reason(tmp_path, capsys):
    report = tmp_path / "report.json"
    assert cli.main(["snapshot", str(BUNDLED_SCRIPTS), "-o", str(tmp_path / "out"), "--codes", str(ARTORIGUS),
                     "--jobs", "1", "--json", str(report)]) == 0
    printed = capsys.readouterr().out
    [card] = json.loads(report.read_text(encoding="utf-8"))["scripts"]
    by_effect = {(e["effect"], e["variant"]): e for e in card["effects"]}
    assert by_effect[("effect 2", "")]["category"] == "written"
    for label in ("effect 1", "effect 3"):
        assert by_effect[(label, "")]["category"] == "never legal" and by_effect[(label, "")]["file"] == ""
        assert by_effect[(label, "")]["detail"].startswith("its event happened, but it did not activate")
    assert "effects that ran on no board: 3" in printed
    assert "its event happened, but it did not activate" in printed
