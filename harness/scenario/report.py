"""Pictures of the board, for failure reports, `ygo-harness show` and the HTML report.

`snapshot(duel)` copies what a picture needs into plain data (so a snapshot taken after a step
stays as it was while the duel goes on); `render_board(duel)` is its text picture:

    turn 1, player 0's main1
    player 0: LP 8000
      spell/trap zone 0: treasure (Dragon Treasure) faceup  -> equipped to bewd (Blue-Eyes White Dragon)
      hand: raigeki (Raigeki)
    player 1: LP 8000
      monster zone 0: bewd (Blue-Eyes White Dragon) faceup_attack ATK 3300 DEF 2800 (base 3000/2500)  <- equipped: treasure (Dragon Treasure)
"""
from dataclasses import dataclass, field

from harness import constants
from harness.constants import (
    LOCATION_HAND, LOCATION_DECK, LOCATION_GRAVE, LOCATION_REMOVED, LOCATION_EXTRA, LOCATION_MZONE,
    LOCATION_SZONE,
)
from harness.engine import stats, win
from harness.engine.state.duel import EXTRA_MONSTER_ZONES, FIELD_ZONE_SEQ, PENDULUM_ZONE_SEQS
from harness.engine.state.errors import HarnessError

PILES = (("hand", LOCATION_HAND), ("deck", LOCATION_DECK), ("GY", LOCATION_GRAVE),
         ("banished", LOCATION_REMOVED), ("extra", LOCATION_EXTRA))


def card_name(card):
    name = card.data.name or str(card.code)
    return f"{card.label} ({name})" if card.label else name


def position_name(card):
    if card.location != LOCATION_MZONE:
        return "faceup" if card.is_faceup() else "facedown"
    names = constants.POS.names(card.position)
    return names[0] if len(names) == 1 else "+".join(names)


@dataclass
class CardView:
    """One card as a picture shows it."""
    name: str                      # "bewd (Blue-Eyes White Dragon)"
    alias: str | None
    code: int
    controller: int
    owner: int
    position: str = ""             # faceup_attack, faceup, facedown, ...
    monster: bool = False          # a monster on the field: atk/def are meaningful
    atk: int | str | None = None
    defense: int | str | None = None
    base_atk: int | str | None = None
    base_def: int | str | None = None
    equip_target: str | None = None
    equipped: list = field(default_factory=list)
    targets: list = field(default_factory=list)       # continuous card targets other than the equip target
    materials: list = field(default_factory=list)
    counters: dict = field(default_factory=dict)
    disabled: bool = False

    def text(self):
        """The one-line text picture of the card."""
        parts = [self.name]
        if self.position:
            parts.append(self.position)
        if self.monster:
            parts.append(f"ATK {self.atk} DEF {self.defense}")
            if (self.base_atk, self.base_def) != (self.atk, self.defense):
                parts.append(f"(base {self.base_atk}/{self.base_def})")
        text = " ".join(parts)
        if self.owner != self.controller:
            text += f" (owner: player {self.owner})"
        if self.disabled:
            text += " [negated]"
        if self.equip_target:
            text += f"  -> equipped to {self.equip_target}"
        if self.equipped:
            text += "  <- equipped: " + ", ".join(self.equipped)
        if self.targets:
            text += "  targets: " + ", ".join(self.targets)
        if self.materials:
            text += "  materials: " + ", ".join(self.materials)
        if self.counters:
            text += "  counters: " + ", ".join(f"{kind:#x} x{count}" for kind, count in self.counters.items())
        return text


@dataclass
class PlayerView:
    player: int
    lp: int
    monsters: list      # 7 slots: Main Monster Zones 0-4, Extra Monster Zones 5-6 (None when empty)
    spells: list        # 8 slots: Spell & Trap Zones 0-4, the Field Zone 5, Pendulum Zones 6-7
    piles: dict         # "hand", "deck" (top first), "GY", "banished", "extra" -> [CardView]


@dataclass
class BoardView:
    turn: int
    turn_player: int
    phase: str
    chain: list         # descriptions of the chain links, first link first
    players: list       # [PlayerView for player 0, for player 1]
    battle: str = ""    # the attack in progress: who attacks what, its window, the battle damage
    over: str = ""      # once the duel is over: "the duel is over: player 0 won (LP 0)"

    @property
    def header(self):
        text = f"turn {self.turn}, player {self.turn_player}'s {self.phase}"
        return text + (f", chain of {len(self.chain)}" if self.chain else "")


def _safe(compute, fallback="?"):
    # A picture is often drawn while reporting a failure: a script error in a stat value function
    # must not hide that failure.
    try:
        return compute()
    except HarnessError:
        return fallback


def card_view(card):
    on_field = card.location in (LOCATION_MZONE, LOCATION_SZONE)
    view = CardView(name=card_name(card), alias=card.label, code=card.code, controller=card.controller,
                    owner=card.owner, position=position_name(card) if on_field else "",
                    disabled=bool(on_field and _safe(lambda: stats.is_disabled(card), False)))
    if card.location == LOCATION_MZONE:
        view.monster = True
        view.atk, view.defense = _safe(lambda: stats.attack_and_defense(card), ("?", "?"))
        view.base_atk = _safe(lambda: stats.base_attack(card))
        view.base_def = _safe(lambda: stats.base_defense(card))
    if card.equip_target is not None:
        view.equip_target = card_name(card.equip_target)
    view.equipped = [card_name(c) for c in card.equipped]
    view.targets = [card_name(c) for c in card.card_targets if c is not card.equip_target]
    view.materials = [card_name(c) for c in card.overlays]
    view.counters = {kind: count for kind, count in card.counters.items() if count}
    return view


def snapshot(duel):
    """The board as plain data (see BoardView)."""
    players = []
    for player in (0, 1):
        def views(location, slots=None):
            cards = duel.zone_list(player, location)
            return [None if c is None else card_view(c) for c in cards]
        piles = {label: views(location) for label, location in PILES}
        piles["deck"].reverse()  # the top of a deck is its last card: show it first
        players.append(PlayerView(player, duel.players[player].lp, views(LOCATION_MZONE), views(LOCATION_SZONE), piles))
    chain = [_link_text(link) for link in duel.chain]
    over = f"the duel is over: {win.describe(duel)}" if duel.winner is not None else ""
    return BoardView(duel.turn, duel.turn_player, phase_name(duel.phase), chain, players, _battle_text(duel), over)


def _battle_text(duel):
    attack = duel.attack
    if attack is None:
        return ""
    text = f"{card_name(attack.attacker)} attacks " + (card_name(attack.target) if attack.target is not None else "directly")
    if attack.window:
        text += f", in the {attack.window} window"
    if any(attack.battle_damage):
        text += f"; battle damage: player 0 {attack.battle_damage[0]}, player 1 {attack.battle_damage[1]}"
    return text


def _link_text(link):
    return f"{link.chain_count}: player {link.player}: {card_name(link.handler)}"


def render_snapshot(view):
    lines = [view.header]
    if view.over:
        lines.append(f"  {view.over}")
    if view.battle:
        lines.append(f"  battle: {view.battle}")
    lines += [f"  chain link {text}" for text in view.chain]
    for side in view.players:
        lines.append(f"player {side.player}: LP {side.lp}")
        for sequence, card in enumerate(side.monsters):
            if card is not None:
                label = "extra monster zone" if sequence in EXTRA_MONSTER_ZONES else "monster zone"
                lines.append(f"  {label} {sequence}: {card.text()}")
        for sequence, card in enumerate(side.spells):
            if card is not None:
                label = ("field zone" if sequence == FIELD_ZONE_SEQ else
                         "pendulum zone" if sequence in PENDULUM_ZONE_SEQS else "spell/trap zone")
                lines.append(f"  {label} {sequence}: {card.text()}")
        for label, _ in PILES:
            cards = side.piles[label]
            if cards:
                shown = "deck (top first)" if label == "deck" else label
                lines.append(f"  {shown}: " + ", ".join(c.text() for c in cards))
    return "\n".join(lines)


def render_board(duel):
    """The text picture of the board: both players' LP, zones and piles."""
    return render_snapshot(snapshot(duel))


def phase_name(phase):
    names = [n for n, v in constants.ALL.items() if n.startswith("PHASE_") and v == phase]
    return names[0][len("PHASE_"):].lower() if names else str(phase)


_phase_name = phase_name  # the former private name


def render_events(events):
    return "\n".join("  " + e.describe() for e in events) or "  (none)"
