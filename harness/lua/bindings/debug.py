"""Debug.*: messages from scripts (libdebug.cpp). Puzzle-building functions are not needed:
scenarios build the board."""
from ..registry import api


@api("Debug", "(message: any)", "Print a message (kept in the duel's message log and shown in reports).")
def Message(ctx, message=None):
    ctx.hold_message(str(message))      # counted against ResourceLimits.message_bytes
