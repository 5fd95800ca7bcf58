"""The opponent's activation that announces what a response's condition reads, for
harness/probe/deep.py: "when a card or effect is activated that would destroy a Spell/Trap you
control" (`Duel.GetOperationInfo(ev,CATEGORY_DESTROY)` with a filter on its cards), "that would
destroy 2 or more cards on the field", "when your opponent activates a monster effect that targets
a monster you control and would destroy it" (`CHAININFO_TARGET_CARDS`), "... that would make you
discard" (`re:IsHasCategory(CATEGORY_HANDES)`).

The fixed activations of harness/probe/events.py and responses.py are real cards (Raigeki Break,
Raigeki, Mystical Space Typhoon, ...) whose cards and kinds are fixed: a Trap that targets one
card, a Spell that destroys every monster. Here the opponent activates a made-up card whose
activation announces (`Duel.SetOperationInfo`) each category the condition reads with
`GetOperationInfo(ev,CATEGORY_X)` or `IsHasCategory(CATEGORY_X)`, on the cards of one's own it
targets, in turn: one's Set card (not the probe's card), one's monster, both; an effect that
announces no card (discarding, drawing, damage) targets none. It is a Quick-Play Spell Set on the
opponent's field, or, when the condition reads a monster effect (`re:IsActiveType(TYPE_MONSTER)`),
a face-up monster of the opponent's with a Quick Effect; its operation does what the first category
announces to its targets (destroys, banishes, returns them to the hand) or nothing. Each has a
script of its own (a made-up card, in `snapshots/scripts/`). The card's effect is activated in
response, in the opponent's Main Phase 1. Tried after the effect's other boards, only for a
response to an activation (EVENT_CHAINING) that is no Spell of one's own."""
import re

from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_QUICK_O, EVENT_CHAINING, LOCATION_MZONE, LOCATION_SZONE, TYPE_SPELL,
)
from harness.engine.state.errors import IllegalDecision
from harness.probe.boards import lister_code

_READ = re.compile(r"GetOperationInfo\(\s*ev\s*,\s*(CATEGORY_\w+)\)|IsHasCategory\((CATEGORY_\w+)\)")
_MONSTER_EFFECT = re.compile(r"re:IsActiveType\(TYPE_MONSTER\)|re:GetHandler\(\):IsType\(TYPE_MONSTER\)")
# the categories whose operation info names cards; and what the operation does to them
_ON_CARDS = {"CATEGORY_DESTROY": "Duel.Destroy(g,REASON_EFFECT)",
             "CATEGORY_REMOVE": "Duel.Remove(g,POS_FACEUP,REASON_EFFECT)",
             "CATEGORY_TOHAND": "Duel.SendtoHand(g,nil,REASON_EFFECT)",
             "CATEGORY_TOGRAVE": "Duel.SendtoGrave(g,REASON_EFFECT)",
             "CATEGORY_TODECK": "Duel.SendtoDeck(g,nil,SEQ_DECKSHUFFLE,REASON_EFFECT)", "CATEGORY_CONTROL": "",
             "CATEGORY_POSITION": "", "CATEGORY_DISABLE": "", "CATEGORY_ATKCHANGE": "", "CATEGORY_DEFCHANGE": "",
             "CATEGORY_EQUIP": "", "CATEGORY_RELEASE": ""}
# the categories announced with no card: (the player, the value)
_ON_PLAYERS = {"CATEGORY_HANDES": ("1-tp", 1), "CATEGORY_HANDES_OPPO": ("1-tp", 1), "CATEGORY_HANDES_SELF": ("tp", 1),
               "CATEGORY_DRAW": ("tp", 1), "CATEGORY_DAMAGE": ("1-tp", 1000),
               "CATEGORY_RECOVER": ("tp", 1000), "CATEGORY_DECKDES": ("1-tp", 1), "CATEGORY_SEARCH": ("tp", 1)}
# the cards of one's own the activation targets, in turn: (name, aliases)
_PICKS = (("one's Set card", ("own_set",)), ("one's monster", ("own_monster",)),
          ("one's monster and Set card", ("own_monster", "own_set")))

_SCRIPT = """-- a made-up @KIND@ of the deep probe: its activation announces @WHAT@
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(@CATEGORIES@)
	e1:SetType(@TYPE@)
	e1:SetCode(EVENT_FREE_CHAIN)
@MORE@	e1:SetTarget(s.target)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
@TARGET@end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
@OPERATION@end
"""
_TARGETING = """	if chkc then return chkc:IsOnField() end
	if chk==0 then return Duel.IsExistingTarget(aux.TRUE,tp,LOCATION_ONFIELD,LOCATION_ONFIELD,1,e:GetHandler()) end
	local g=Duel.SelectTarget(tp,aux.TRUE,tp,LOCATION_ONFIELD,LOCATION_ONFIELD,1,2,e:GetHandler())
@INFO@"""
_NO_CARD = """	if chk==0 then return true end
@INFO@"""


def announced_activations(probe, effect, condition):
    """[(name, action)] for a response to an activation whose `condition` (its Lua) reads what the
    activation announces; an action's `board` is the board it runs on."""
    if effect.code != EVENT_CHAINING or not effect.type & (EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_QUICK_O) \
            or probe.finder.data.type & TYPE_SPELL:
        return []
    categories = [c for c in dict.fromkeys(a or b for a, b in _READ.findall(condition))
                  if c in _ON_CARDS or c in _ON_PLAYERS]
    if not categories:
        return []
    monster = bool(_MONSTER_EFFECT.search(condition))
    code = _activator(probe, categories, monster)
    picks = _PICKS if any(c in _ON_CARDS for c in categories) else (("no card", ()),)
    actions = []
    for name, aliases in picks:
        action = _respond(code, monster, aliases)
        action.board = probe.board()
        kind = "monster effect" if monster else "Quick-Play Spell"
        actions.append((f"the opponent's made-up {kind} announcing {', '.join(categories)} ({name})", action))
    return actions


def _activator(probe, categories, monster):
    """The made-up activator's code (its script written, its data among the probe's made-up cards)."""
    on_cards = [c for c in categories if c in _ON_CARDS]
    info = "".join(f"\tDuel.SetOperationInfo(0,{c},g,#g,0,0)\n" for c in on_cards)
    info += "".join(f"\tDuel.SetOperationInfo(0,{c},nil,0,{_ON_PLAYERS[c][0]},{_ON_PLAYERS[c][1]})\n"
                    for c in categories if c in _ON_PLAYERS)
    target = (_TARGETING if on_cards else _NO_CARD).replace("@INFO@", info)
    action = _ON_CARDS[on_cards[0]] if on_cards else ""
    operation = (f"\tlocal g=Duel.GetChainInfo(0,CHAININFO_TARGET_CARDS):Filter(Card.IsRelateToEffect,nil,e)\n\t{action}\n"
                 if action else "")
    more = ("\te1:SetProperty(EFFECT_FLAG_CARD_TARGET)\n" if on_cards else "") + \
        ("\te1:SetRange(LOCATION_MZONE)\n" if monster else "")
    kind = "monster" if monster else "Quick-Play Spell"
    script = (_SCRIPT.replace("@KIND@", kind).replace("@WHAT@", ", ".join(categories))
              .replace("@CATEGORIES@", "+".join(categories))
              .replace("@TYPE@", "EFFECT_TYPE_QUICK_O" if monster else "EFFECT_TYPE_ACTIVATE")
              .replace("@MORE@", more).replace("@TARGET@", target).replace("@OPERATION@", operation))
    code = lister_code(script)
    spec = {"type": ["monster", "effect"], "attribute": "dark", "race": "fiend", "level": 4, "atk": 1000, "def": 1000} \
        if monster else {"type": ["spell", "quickplay"]}
    probe.finder.extra_cards[code] = {**spec, "name": f"made-up {kind} announcing {', '.join(categories)}"}
    return code


def _own(session, card, what):
    """One's card of that kind on the board, other than the probe's card: a Set card in the Spell &
    Trap Zone ("own_set"), a face-up monster ("own_monster")."""
    location = LOCATION_SZONE if what == "own_set" else LOCATION_MZONE
    return next((c for c in session.duel.zone_list(0, location)[:5] if c is not None and c is not card
                 and (c.is_facedown() if what == "own_set" else c.is_faceup())), None)


def _respond(code, monster, aliases):
    """The opponent activates the made-up activator (targeting the cards of `aliases`) in its Main
    Phase 1; the card's effect responds."""
    def respond(session, card, number):
        picked = [_own(session, card, alias) for alias in aliases]
        if any(c is None for c in picked):
            return False, "the board has not the cards the activation to respond to targets"
        zone = LOCATION_MZONE if monster else LOCATION_SZONE
        if not [s for s in session.duel.free_sequences(1, zone) if s < 5]:
            return False, "the opponent has no free zone for the activation to respond to"
        activator = session.add_card(code, 1, "mzone" if monster else "szone", alias="activator",
                                     position="faceup_attack" if monster else "facedown")
        session.set_turn(1, "main1", 2)
        try:
            session.activate(activator, player=1, chain_responses=[{"card": card, "effect": number}],
                             **({"targets": picked} if picked else {}))
        except IllegalDecision:
            return False, "the opponent's activation could not target those cards"
        return True, ""
    return respond
