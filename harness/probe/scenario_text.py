"""Scenario text the harness writes (`new`, `snapshot`): card data as a `cards:` entry, YAML flow
scalars and mappings, and aliases named after the cards."""
import json
import re

from harness import constants
from harness.carddb import UNKNOWN_STAT
from harness.constants import TYPE_LINK, TYPE_MONSTER, TYPE_PENDULUM, TYPE_XYZ
from harness.scenario.loader import RESERVED_EXPECT_KEYS


# the step keys with which the native oracle lets turn 1 have a Battle Phase (oracle.py start)
BATTLE_STEP_KEYS = ("phase", "attack", "expect_attackable", "expect_not_attackable")


def written_turn(turn, steps, battle_phase=False):
    """The `turn:` mapping of a file. The contract's turn 1 has a Battle Phase unless
    `attack_first_turn: false`, but the native oracle sets DUEL_ATTACK_FIRST_TURN only for a duel
    that starts after Main Phase 1 or has a battle step: such a file in player 0's turn 1 Main
    Phase 1 says `attack_first_turn: false`, which the harness then runs as the oracle does; with
    `battle_phase` (a plan that needs one) it says `attack_first_turn: true` instead. Player 1's
    turn 1 is the engine's turn 2 there (its turn 1 is always player 0's), which has a Battle
    Phase: its file keeps the contract's default (field::is_able_to_enter_bp)."""
    turn = {key: value for key, value in turn.items() if key != "attack_first_turn"}
    if turn.get("player", 0) == 0 and turn.get("number", 1) == 1 and turn.get("phase", "main1") == "main1" \
            and not any(key in step for step in steps for key in BATTLE_STEP_KEYS):
        return {**turn, "attack_first_turn": battle_phase}
    return turn


def _names(family, value):
    return family.names(value)


def card_spec(data):
    """Card data as a scenario's `cards:` entry (the shape carddb reads)."""
    spec = {}
    if data.name:
        spec["name"] = data.name
    spec["type"] = _names(constants.TYPE, data.type)        # TYPE_DUAL is `dual` (the native oracle knows no `gemini`)
    # a Trap Monster's card (AddMonsterAttribute, IsPlayerCanSpecialSummonMonster) keeps its stats
    if data.type & TYPE_MONSTER or data.level or data.atk or data.defense or data.race or data.attribute:
        for key, family, value in (("attribute", constants.ATTRIBUTE, data.attribute),
                                   ("race", constants.RACE, data.race)):
            if value:
                names = _names(family, value)
                spec[key] = names[0] if len(names) == 1 else names
        rating = "rank" if data.type & TYPE_XYZ else "link" if data.type & TYPE_LINK else "level"
        spec[rating] = data.level
        spec["atk"] = "?" if data.atk == UNKNOWN_STAT else data.atk
        if not data.type & TYPE_LINK:
            spec["def"] = "?" if data.defense == UNKNOWN_STAT else data.defense
        elif data.link_marker:
            # the arrows: without them a Link monster points nowhere (GetLinkedZone 0) on either engine
            spec["link_marker"] = _names(constants.LINK_MARKER, data.link_marker)
        if data.type & TYPE_PENDULUM:
            spec["lscale"], spec["rscale"] = data.lscale, data.rscale
    if data.setcodes:
        spec["setcode"] = list(data.setcodes)
    if data.alias:
        spec["alias"] = data.alias
    if any(data.strings):
        spec["strings"] = list(data.strings)
    return spec


_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9 _.'!&/()+-]*$")
_RESERVED_WORDS = {"true", "false", "null", "~", "yes", "no", "on", "off"}


def scalar(value, hex_int=False):
    """A YAML flow scalar."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return hex(value) if hex_int else str(value)
    if value is None:
        return "null"
    text = str(value)
    if _PLAIN.match(text) and text.lower() not in _RESERVED_WORDS and not text.endswith(" "):
        return text
    return json.dumps(text, ensure_ascii=False)


def flow(value, key=None):
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {flow(v, k)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(v, key) for v in value) + "]"
    return scalar(value, hex_int=key == "setcode")


def alias_for(name, code, taken):
    words = re.findall(r"[a-z0-9]+", (name or "").lower())
    words = words if len(words) <= 4 else words[:3]
    base = "_".join(words) or f"card_{code}"
    if not base[0].isalpha():
        base = f"card_{base}"
    alias, number = base, 2
    while alias in taken or alias in RESERVED_EXPECT_KEYS:
        alias, number = f"{base}_{number}", number + 1
    taken.add(alias)
    return alias
