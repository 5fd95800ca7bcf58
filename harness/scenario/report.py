"""Text pictures of the board, for failure reports and `ygo-harness show`."""
from harness import constants
from harness.constants import (
    LOCATION_HAND, LOCATION_DECK, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_EXTRA, LOCATION_MZONE,
    LOCATION_SZONE,
)
from harness.engine import stats


def card_name(card):
    name = card.data.name or str(card.code)
    return f"{card.label} ({name})" if card.label else name


def position_name(card):
    if card.location != LOCATION_MZONE:
        return "faceup" if card.is_faceup() else "facedown"
    names = constants.POS.names(card.position)
    return names[0] if len(names) == 1 else "+".join(names)


def _monster_line(card):
    atk, defense = stats.attack_and_defense(card)
    text = f"{card_name(card)} {position_name(card)} ATK {atk} DEF {defense}"
    if card.equipped:
        text += "  equipped: " + ", ".join(card_name(e) for e in card.equipped)
    if card.overlays:
        text += "  materials: " + ", ".join(card_name(m) for m in card.overlays)
    if card.counters:
        text += "  counters: " + ", ".join(f"{k:#x}x{v}" for k, v in card.counters.items())
    return text


def _spell_line(card):
    text = f"{card_name(card)} {position_name(card)}"
    if card.equip_target is not None:
        text += f"  -> equipped to {card_name(card.equip_target)}"
    return text


def render_board(duel):
    lines = [f"turn {duel.turn}, player {duel.turn_player}'s {_phase_name(duel.phase)}"
             + (f", chain of {len(duel.chain)}" if duel.chain else "")]
    for player in (0, 1):
        lines.append(f"player {player}: LP {duel.players[player].lp}")
        for label, location, line in (("monster", LOCATION_MZONE, _monster_line), ("spell/trap", LOCATION_SZONE, _spell_line)):
            for sequence, card in enumerate(duel.zone_list(player, location)):
                if card is not None:
                    lines.append(f"  {label} zone {sequence}: {line(card)}")
        for label, location in (("hand", LOCATION_HAND), ("deck", LOCATION_DECK), ("GY", LOCATION_GRAVE),
                                ("banished", LOCATION_REMOVED), ("extra", LOCATION_EXTRA)):
            cards = duel.zone_list(player, location)
            if cards:
                lines.append(f"  {label}: " + ", ".join(card_name(c) for c in cards))
    return "\n".join(lines)


def _phase_name(phase):
    names = [n for n, v in constants.ALL.items() if n.startswith("PHASE_") and v == phase]
    return names[0][len("PHASE_"):].lower() if names else str(phase)


def render_events(events):
    return "\n".join("  " + e.describe() for e in events) or "  (none)"
