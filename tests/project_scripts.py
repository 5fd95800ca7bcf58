"""The project's own scripts as the snapshot tests use them: a copy to write into, a copy with one
script changed, and `ygo-harness run` with its printed output."""
import shutil

from harness import cli
from harness.bundled import BUNDLED_SCRIPTS


def copy_scripts(folder):
    """The project's scripts and card data, copied into `folder` (made)."""
    folder.mkdir(parents=True, exist_ok=True)
    for path in BUNDLED_SCRIPTS.iterdir():
        if path.suffix in (".lua", ".yaml"):
            shutil.copy(path, folder / path.name)
    return folder


def changed(scripts, folder, code, old, new):
    """A copy of the scripts with `old` replaced by `new` in the card's script."""
    shutil.copytree(scripts, folder)
    path = folder / f"c{code}.lua"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")
    return folder


def run(capsys, *argv):
    """`ygo-harness run ARGV`: (exit code, what it printed)."""
    code = cli.main(["run", *map(str, argv)])
    return code, capsys.readouterr().out


def failed_files(output):
    """The files a `run` output reports as failed, in its order."""
    return [line.split()[1] for line in output.splitlines() if line.startswith("FAIL ")]
