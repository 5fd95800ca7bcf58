"""Debug.*: messages from scripts and the puzzle set-up functions (libdebug.cpp): AddCard,
SetPlayerInfo, PreSummon, PreEquip, PreSetTarget, PreAddCounter, ReloadFieldBegin/End (rules in
engine.duel_rules)."""
from ..registry import api


@api("Debug", "(message: any)", "Print a message (kept in the duel's message log and shown in reports).")
def Message(ctx, message=None):
    ctx.hold_message(str(message))      # counted against ResourceLimits.message_bytes


# -- puzzle set-up (libdebug.cpp) ---------------------------------------------------------------------------------
def _valid_player(value):
    return not isinstance(value, bool) and value in (0, 1)


@api("Debug", "(code: integer, owner: integer, player: integer, location: integer, sequence: integer, pos: integer, "
              "proc?: boolean) -> Card?",
     "Put a new card of owner's into player's location (a free zone; a Monster Zone with an Xyz Monster: as its "
     "material) with no event; proc: it counts as properly summoned. nil when the place cannot take it.")
def AddCard(ctx, code, owner, player, location, sequence, position, proc=False):
    from harness.carddb import UnknownCardError
    from harness.engine.actions.duel_rules import debug_add_card
    from harness.engine.state.errors import ApiArgumentError
    code, owner, player = ctx.integer(code, 1), ctx.integer(owner, 2), ctx.integer(player, 3)
    location, sequence = ctx.integer(location, 4), ctx.integer(sequence, 5)
    position = ctx.integer(position, 6) & 0xff
    if not _valid_player(owner) or not _valid_player(player):
        return None
    try:
        ctx.duel.carddb.get(code)
    except UnknownCardError:
        raise ApiArgumentError(f"argument #1: no card with code {code} in the card database") from None
    return debug_add_card(ctx.duel, code, owner, player, location, sequence, position, proc is not None and proc is not False)


@api("Debug", "(player: integer, lp: integer, start_count: integer, draw_count: integer)",
     "Set a player's LP, the cards they draw at the start and in each Draw Phase.")
def SetPlayerInfo(ctx, player, lp, start_count, draw_count):
    lp, start, draw = ctx.integer(lp, 2), ctx.integer(start_count, 3), ctx.integer(draw_count, 4)
    player = ctx.integer(player, 1)
    if not _valid_player(player):
        return
    state = ctx.duel.players[player]
    state.lp = lp & 0xffffffff if lp >= 0 else max(lp, -(1 << 31))
    state.start_count, state.draw_count = start & 0xffffffff, draw & 0xffffffff


@api("Debug", "(c: Card, sumtype: integer, sumloc?: integer)",
     "Record how the card was summoned (its summon type and the location it was summoned from), as a puzzle does.")
def PreSummon(ctx, c, sumtype, sumloc=0):
    card = ctx.card(c, 1)
    card.summon_type = ctx.integer(sumtype, 2) & 0xffffffff
    card.summon_location = ctx.integer(sumloc, 3, default=0) & 0xff


@api("Debug", "(equip: Card, target: Card) -> boolean",
     "Start a card in a Spell & Trap Zone equipped to a face-up monster (no event); false if it cannot be.")
def PreEquip(ctx, equip_card, target):
    from harness.engine.actions.duel_rules import debug_pre_equip
    return debug_pre_equip(ctx.duel, ctx.card(equip_card, 1), ctx.card(target, 2))


@api("Debug", "(c: Card, target: Card)", "c starts targeting target continuously (Card.GetFirstCardTarget sees it).")
def PreSetTarget(ctx, c, target):
    ctx.card(c, 1).add_card_target(ctx.card(target, 2))


@api("Debug", "(c: Card, countertype: integer, count?: integer)", "Put counters on a card with no check (puzzle set-up).")
def PreAddCounter(ctx, c, countertype, count=1):
    card = ctx.card(c, 1)
    kind = ctx.integer(countertype, 2) & 0xffff
    number = ctx.integer(count, 3, default=1) & 0xffff
    card.counters[kind] = card.counters.get(kind, 0) + number


@api("Debug", "(name: string)",
     "Name the AI opponent (MSG_AI_NAME: a message to the client only; nothing in the duel changes, so a no-op here).")
def SetAIName(ctx, name):
    if not isinstance(name, (str, bytes)):
        from harness.engine.state.errors import ApiArgumentError
        raise ApiArgumentError(f"argument #1 must be a string, got {type(name).__name__}")


@api("Debug", "(message: any)",
     "Show a hint to the player (MSG_SHOW_HINT: a message to the client only; kept in the message log like Debug.Message).")
def ShowHint(ctx, message=None):
    ctx.hold_message(str(message))


@api("Debug", "(flag: integer, rule?: integer)",
     "Start a puzzle's field: every card and effect leaves the duel, LP back to 8000, the DUEL_* options "
     "added; the current master rule only (another rule raises not implemented).")
def ReloadFieldBegin(ctx, flag, rule=0):
    from harness.engine.actions.duel_rules import reload_field_begin
    reload_field_begin(ctx.duel, ctx.integer(flag, 1) & 0xffffffff, ctx.integer(rule, 2, default=0))


@api("Debug", "()", "End a puzzle's field set-up: in the core it sends the field to the clients; nothing to do here.")
def ReloadFieldEnd(ctx):
    ctx.duel.guard("reloaded the field")
