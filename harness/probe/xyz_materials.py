"""The made-up Xyz Monster of one's field with Xyz Materials, for a condition, cost or target that
detaches or counts materials through a filter ("detach 1 material from a DARK Xyz Monster you
control": `c:CheckRemoveOverlayCard(tp,1,REASON_COST)`, `c:GetOverlayCount()`); harness/probe/
conditions.py asks for the bundled Number 17: Leviathan Dragon with materials only for
`Duel.CheckRemoveOverlayCard(tp,...)`, and the made-up Xyz Monster the board summons to the Extra
Monster Zone has none. Tried after the text's other boards."""
import re

from harness.probe.boards import attach_materials

_OVERLAY = re.compile(r"CheckRemoveOverlayCard\(|GetOverlayCount\(\)")


def xyz_materials(text, made_up):
    """[(name, wrap)]: the board above for a text that reads materials, as wrap(board) -> board
    (`made_up`: the probe's made-up cards, the materials' first choices)."""
    if not _OVERLAY.search(text):
        return []
    return [("one's made-up Xyz Monster with Xyz Materials", lambda board: _with_materials(board, made_up))]


def _with_materials(board, made_up):
    def with_materials(session, card):
        board(session, card)
        xyz = session.aliases.get("own_made_up_extra")
        if xyz is not None and not xyz.overlays:
            attach_materials(session, xyz, made_up)
    return with_materials
