"""Made-up Quick-Play Spells that move and summon cards, inflict damage, gain LP and draw, for the
deep probe's boards.

A trigger's event often needs a card moved "by an effect" of a player's (destroyed by the
opponent's card effect, sent to the GY, Special Summoned). The probe does it by activating one of
these, Set on that player's field: its operation moves (or summons) the cards its player chooses
among every card but itself (or takes control of them). Being an activation of a card, it is a step a scenario file says
(`activate: ALIAS`, `player:`, `choose: [...]`), on the harness and on the native engine, so a
plan that uses it can be written as a snapshot (snapshot.py). The effect agents choose no card:
their activation inflicts damage on the other player, gains its player LP or draws it a card, for
an event such as EVENT_DAMAGE raised by an effect.
"""
from harness import constants
from harness.constants import LOCATION_SZONE, REASON_EFFECT
from harness.probe.boards import MADE_UP, made_up_scripts

AGENT = MADE_UP + 900000            # the agents' codes: AGENT + their index in _MOVES

_PICK = "local g=Duel.SelectMatchingCard(tp,aux.TRUE,tp,0x7f,0x7f,1,99,e:GetHandler())"
# (what it does, the Lua that does it to the group g): the moves the probe's plans use
_MOVES = [
    ("destroy", REASON_EFFECT, "Duel.Destroy(g,REASON_EFFECT)"),
    ("send_to_grave", REASON_EFFECT, "Duel.SendtoGrave(g,REASON_EFFECT)"),
    ("send_to_grave", REASON_EFFECT | constants.REASON_RELEASE, "Duel.SendtoGrave(g,REASON_EFFECT+REASON_RELEASE)"),
    ("send_to_grave", REASON_EFFECT | constants.REASON_DISCARD, "Duel.SendtoGrave(g,REASON_EFFECT+REASON_DISCARD)"),
    ("banish", REASON_EFFECT, "Duel.Remove(g,POS_FACEUP,REASON_EFFECT)"),
    ("to_hand", REASON_EFFECT, "Duel.SendtoHand(g,nil,REASON_EFFECT)"),
    ("to_deck", REASON_EFFECT, "Duel.SendtoDeck(g,nil,SEQ_DECKTOP,REASON_EFFECT)"),
]
_SUMMONS = [0, constants.SUMMON_TYPE_FUSION, constants.SUMMON_TYPE_SYNCHRO, constants.SUMMON_TYPE_XYZ,
            constants.SUMMON_TYPE_LINK, constants.SUMMON_TYPE_RITUAL]
_SUMMON_OFFSET = len(_MOVES)
# (what it does, the Lua): agents whose activation does one thing to a player, no card chosen (an
# event such as EVENT_DAMAGE raised by an effect, in a step a scenario says)
_EFFECTS = [
    ("damage", "inflicts 1000 damage to its player's opponent", "Duel.Damage(1-tp,1000,REASON_EFFECT)"),
    ("recover", "gains its player 1000 LP", "Duel.Recover(tp,1000,REASON_EFFECT)"),
    ("draw", "draws its player 1 card", "Duel.Draw(tp,1,REASON_EFFECT)"),
    ("negate_attack", "negates the attack", "Duel.NegateAttack()"),
    ("negate_activation", "negates the activation it is chained to", "Duel.NegateActivation(Duel.GetCurrentChain()-1)"),
]
_EFFECT_OFFSET = _SUMMON_OFFSET + len(_SUMMONS)
_CONTROL = AGENT + _EFFECT_OFFSET + len(_EFFECTS)    # the agent that takes control of the monsters its player chooses
RETARGET = _CONTROL + 1             # the agent that changes the target of the activation it is chained to

# Chained to an activation that targets cards, the retarget agent changes that activation's target to
# one more card its player chooses among those the activation could target instead
# (Duel.CheckChainTarget: the effect's own `chkc` check, as the core asks it of a card that would
# change the target).
_RETARGET_FUNCTIONS = """function s.condition(e,tp,eg,ep,ev,re,r,rp)
	return re:IsHasProperty(EFFECT_FLAG_CARD_TARGET)
end
function s.filter(c,ev)
	return Duel.CheckChainTarget(ev,c)
end
"""
_RETARGET = ("local targets=Duel.GetChainInfo(ev,CHAININFO_TARGET_CARDS)",
             "local g=Duel.GetMatchingGroup(s.filter,tp,0x7f,0x7f,targets,ev)",
             "if g:GetCount()==0 then return end",
             "Duel.ChangeTargetCard(ev,g:Select(tp,1,1,nil))")


def _script(what, operation, event="EVENT_FREE_CHAIN", functions=""):
    """An agent's script: the activation of its card on `event` does `what` by the Lua lines
    `operation`; `functions`, the Lua functions it needs besides (s.condition: its condition)."""
    condition = "\te1:SetCondition(s.condition)\n" if "function s.condition(" in functions else ""
    return (f"-- a made-up card of the deep probe: its activation {what}\n"
            "local s,id=GetID()\nfunction s.initial_effect(c)\n\tlocal e1=Effect.CreateEffect(c)\n"
            f"\te1:SetType(EFFECT_TYPE_ACTIVATE)\n\te1:SetCode({event})\n{condition}"
            "\te1:SetOperation(s.operation)\n\tc:RegisterEffect(e1)\nend\n"
            f"{functions}function s.operation(e,tp,eg,ep,ev,re,r,rp)\n"
            + "".join(f"\t{line}\n" for line in operation) + "end\n")


def _scripts():
    for index, (how, reason, lua) in enumerate(_MOVES):
        what = f"{how} ({'+'.join(constants.REASON.names(reason))})"
        yield AGENT + index, what, lua
    for index, kind in enumerate(_SUMMONS):
        name = constants.SUMMON_TYPE.names(kind)[0] if kind else "special"
        yield (AGENT + _SUMMON_OFFSET + index, f"Special Summons ({name})",
               f"Duel.SpecialSummon(g,{kind:#x},tp,tp,true,true,POS_FACEUP_ATTACK)")
    for index, (_, what, lua) in enumerate(_EFFECTS):
        yield AGENT + _EFFECT_OFFSET + index, what, lua
    yield _CONTROL, "takes control of", "Duel.GetControl(g,tp)"


# card data of the agents (a `cards:` entry each), by code
CARDS = {code: {"name": f"made-up agent: {what}", "type": ["spell", "quickplay"]} for code, what, _ in _scripts()}
CARDS[RETARGET] = {"name": "made-up agent: changes the target", "type": ["spell", "quickplay"]}


def write_scripts():
    """Write the agents' scripts into the made-up cards' folder (once per process)."""
    folder = made_up_scripts()
    for code, text in _texts():
        path = folder / f"c{code}.lua"
        if not path.is_file():
            path.write_text(text, encoding="utf-8")


def _texts():
    """(code, script text) of each agent."""
    for code, what, lua in _scripts():
        if _chooses_nothing(code):
            yield code, _script(what, [lua])
        else:
            yield code, _script(f"{what} the cards its player chooses", [_PICK, lua])
    yield RETARGET, _script("changes the target of the activation it is chained to", _RETARGET, "EVENT_CHAINING",
                            _RETARGET_FUNCTIONS)


def move_agent(how, reason):
    """The agent's code for a move, or None when no agent does it."""
    return next((AGENT + i for i, (h, r, _) in enumerate(_MOVES) if h == how and r == reason), None)


def summon_agent(summon_type):
    return AGENT + _SUMMON_OFFSET + _SUMMONS.index(summon_type) if summon_type in _SUMMONS else None


def control_agent():
    """The agent's code that takes control of the cards its player chooses."""
    return _CONTROL


def _chooses_nothing(code):
    """An effect agent: it chooses no card."""
    return AGENT + _EFFECT_OFFSET <= code < _CONTROL


def effect_agent(what):
    """The agent's code for "damage", "recover" or "draw"."""
    return AGENT + _EFFECT_OFFSET + next(i for i, (name, _, _) in enumerate(_EFFECTS) if name == what)


def act(session, code, cards, player):
    """Set the agent on the player's field and activate it, choosing `cards`: False (nothing done)
    when the player has no free Spell & Trap Zone or the agent cannot be activated."""
    agent = set_agent(session, code, player)
    return agent is not None and activate(session, agent, cards, player)


def set_agent(session, code, player):
    """The agent Set on the player's field (before the steps that come before its activation), or
    None when the player has no free Spell & Trap Zone."""
    if code is None or not [s for s in session.duel.free_sequences(player, LOCATION_SZONE) if s < 5]:
        return None
    write_scripts()
    return session.add_card(code, player, "szone", position="facedown")


def activate(session, agent, cards, player):
    """Activate the Set agent, choosing `cards`: False when it cannot be activated now."""
    if not session.can_activate(agent, player=player)[0]:
        return False
    session.activate(agent, player=player, **({} if _chooses_nothing(agent.code) else {"choose": [list(cards)]}))
    return True
