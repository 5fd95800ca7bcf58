"""Summons of the monsters a summon response's condition reads (`eg:IsExists(s.cfilter,1,nil,tp)`
on a summon event), besides the fixed ones of harness/probe/events.py (the opponent's summon of
Harpie Lady, then of the first made-up Main Deck monster) and the scenes of response_scenes.py;
harness/probe/deep.py tries these after them:

- a monster of the kind the condition names Special Summoned as that kind by an effect
  (`TYPE_FUSION`, `SUMMON_TYPE_SYNCHRO`, ...: the first of that kind in the player's Extra Deck, a
  made-up one first; a Ritual Monster, Black Luster Soldier, from the hand), by the opponent, then
  by one;
- for a condition on one's own side (`IsControler(tp)`, `IsSummonPlayer(tp)`, `ep==tp`), one's
  summon of the first made-up Main Deck monster (a Normal Summon on EVENT_SUMMON_SUCCESS when it
  is Level 4 or lower, else a Special Summon by an effect) in one's Main Phase 1.

A summon by an effect is the activation of a made-up agent (harness/probe/agents.py), so the card's
effect is activated in the window after that chain (the step's `after_chain:`)."""
import re

from harness import constants
from harness.constants import (
    EVENT_SPSUMMON, EVENT_SPSUMMON_SUCCESS, EVENT_SUMMON, EVENT_SUMMON_SUCCESS, LOCATION_EXTRA, LOCATION_MZONE,
    TYPE_MONSTER, TYPE_SPELL,
)
from harness.probe.boards import EXTRA_TYPES, MADE_UP
from harness.probe.events import special_summon

BLACK_LUSTER_SOLDIER = 5405694          # a Ritual Monster
_EVENT_CARDS = re.compile(r"\beg:|\bep\s*[=~]=")
_OWN_SIDE = re.compile(r"IsControler\(tp\)|IsSummonPlayer\(tp\)|\bep\s*==\s*tp\b|\btp\s*==\s*ep\b")
_KINDS = ((re.compile(r"TYPE_FUSION"), constants.TYPE_FUSION, "Fusion"),
          (re.compile(r"TYPE_SYNCHRO"), constants.TYPE_SYNCHRO, "Synchro"),
          (re.compile(r"TYPE_XYZ"), constants.TYPE_XYZ, "Xyz"),
          (re.compile(r"TYPE_LINK"), constants.TYPE_LINK, "Link"),
          (re.compile(r"TYPE_RITUAL"), constants.TYPE_RITUAL, "Ritual"))
_SPECIAL = (EVENT_SPSUMMON_SUCCESS, EVENT_SPSUMMON)
_NORMAL = (EVENT_SUMMON_SUCCESS, EVENT_SUMMON)


def made_up_summons(probe, effect, condition):
    """[(name, action)]: the summons `condition` (the response's Lua text) asks for; an action's
    `board` is the board it runs on."""
    code, data = effect.code, probe.finder.data
    if code not in _SPECIAL + _NORMAL or not _EVENT_CARDS.search(condition):
        return []
    players = (0,) if data.type & TYPE_SPELL else (1, 0)       # a Spell responds in its own turn
    actions = []
    if code in _SPECIAL:
        actions += [(f"{'the opponent' if player else 'one'} Special Summons a {name} Monster", _of_a_kind(kind, player))
                    for pattern, kind, name in _KINDS if pattern.search(condition) for player in players]
    if _OWN_SIDE.search(condition) and not data.type & TYPE_SPELL:    # (a Spell's own response already sees one's)
        actions.append(("one summons the made-up monster its filters name", _own_made_up(code)))
    for _, action in actions:
        action.board = probe.board()
    return actions


def _of_a_kind(kind, player):
    """The player Special Summons a monster of `kind` as that kind, by an effect, in its Main Phase 1."""
    def respond(session, card, number):
        if kind == constants.TYPE_RITUAL:
            monster = session.add_card(BLACK_LUSTER_SOLDIER, player, "hand")
        else:
            extra = sorted((c for c in session.duel.cards_in(player, LOCATION_EXTRA) if c.data.type & kind),
                           key=lambda c: c.data.code < MADE_UP)
            if not extra:
                return False, "no monster of that kind in the Extra Deck"
            monster = extra[0]
        if not session.duel.free_sequences(player, LOCATION_MZONE):
            return False, "no free Monster Zone for the summon to respond to"
        session.set_turn(player, "main1", 2 + (player == 0))
        session.respond_to_triggers([{"card": card, "effect": number}])
        special_summon(session, monster, player)
        return True, ""
    return respond


def _own_made_up(code):
    """One summons the first made-up Main Deck monster from the hand (Normal Summons it on a Normal
    Summon event when it is Level 4 or lower, else Special Summons it by an effect)."""
    def respond(session, card, number):
        made_up = next((c.data.code for c in session.duel.cards if c.data.code >= MADE_UP and c is not card
                        and c.data.type & TYPE_MONSTER and not c.data.type & EXTRA_TYPES), None)
        if made_up is None:
            return False, "no made-up monster to summon"
        normal = code in _NORMAL
        if normal and (session.carddb.get(made_up).level or 0) > 4:
            return False, "the made-up monster is not Normal Summoned without Tributes"
        if not session.duel.free_sequences(0, LOCATION_MZONE):
            return False, "no free Monster Zone for the summon to respond to"
        monster = session.add_card(made_up, 0, "hand")
        session.set_turn(0, "main1", 3)
        session.respond_to_triggers([{"card": card, "effect": number}])
        if normal:
            session.summon(monster)
        else:
            special_summon(session, monster, 0)
        return True, ""
    return respond
