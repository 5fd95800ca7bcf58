"""A chain link (core `chain`): an activation on the chain, or the link a continuous effect's
target and operation see while it resolves (core.continuous_chain)."""
from dataclasses import dataclass, field

from harness.constants import PLAYER_NONE


@dataclass(eq=False)
class ChainLink:
    effect: object
    player: int
    chain_id: int
    chain_count: int
    event: object = None                 # the event it responds to (None: EVENT_FREE_CHAIN)
    targets: object = None               # Group of cards chosen by SelectTarget
    target_player: int = PLAYER_NONE
    target_param: int = 0
    operation_infos: dict = field(default_factory=dict)   # category -> (group, count, player, param)
    continuous_card: bool = False        # CHAIN_CONTINUOUS_CARD: a card that stays on the field
    activation_negated: bool = False     # CHAIN_DISABLE_ACTIVATE
    effect_negated: bool = False         # CHAIN_DISABLE_EFFECT
    disable_reason: object = None        # the effect that negated it (CHAININFO_DISABLE_REASON)
    disable_player: int = PLAYER_NONE    # and its player (CHAININFO_DISABLE_PLAYER)
    replaced_operation: object = None    # Duel.ChangeChainOperation
    chaining_event: object = None        # the EVENT_CHAINING it raised (what responses see)
    target_event: object = None          # the EVENT_BECOME_TARGET it raised (an instant event responses see too)
    selections: list = field(default_factory=list)   # (offered, in range) of each SelectTarget
    triggering: dict = field(default_factory=dict)   # the handler when activated (chain::set_triggering_state)
    target_ready: bool = True            # core.is_target_ready (False while its cost and target run)
    activating: bool = False             # CHAIN_ACTIVATING: its effect counts as an activation while it is on the chain
    answers: dict = None                 # a scenario's answers given with this activation, for its resolution

    @property
    def handler(self):
        return self.effect.get_handler()
