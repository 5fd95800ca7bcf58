"""The probe: what the harness finds out about card scripts by running them.

One package with one public face (this module), and no import circle inside it. From the bottom
up: `inferred` (card data guessed from a script), `batches` (a folder's codes, run on every core),
`scenario_text` (the YAML the harness writes), `finder` (trying boards for one card, each a fresh
duel), `summon_plans`; the deep probe's boards, events and plans (`boards`, `counters`,
`equips`, `battles`, `responses`, `materials`, `events`, `conditions`, `response_boards`,
`passive`), `report` and `deep` itself; then what is built on it: `recording` (a duel that writes
down what it did), `snapshot` (`ygo-harness snapshot`), `skeleton` (`ygo-harness new`), `corpus`
(the shallow `check-scripts`), `sweep` (`sweep-equips`) and `commands` (their command lines).
"""
from harness.probe.corpus import check_scripts
from harness.probe.deep import deep_check, probe_script
from harness.probe.finder import SkeletonError
from harness.probe.skeleton import render_skeleton
from harness.probe.snapshot import snapshot_card, snapshot_folder
from harness.probe.sweep import sweep_equips
from harness.probe.update import updated_text

__all__ = ["SkeletonError", "check_scripts", "deep_check", "probe_script", "render_skeleton", "snapshot_card",
           "snapshot_folder", "sweep_equips", "updated_text"]
