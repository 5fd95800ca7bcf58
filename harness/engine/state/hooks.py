"""The processor's entry points that an action sets in motion, as ygopro-core's operations queue
processor units (add_process) instead of calling the processor.

An action (a lower layer) raises an event whose continuous effects run and whose triggers the
processor collects, asks for an adjust pass, or opens a summon's "would be summoned" window; it
calls these through `duel.processor`, never by importing the processor. The processor package
fills them in when it is imported (harness/engine/processor/__init__.py), and every duel holds
them, so a lower layer never names a module above it.
"""


class ProcessorHooks:
    """Each hook is a function the processor registers; an action calls it with the duel first."""

    def __init__(self):
        self.event_raised = _unregistered("event_raised")      # (duel, event): continuous effects, triggers noted
        self.adjust = _unregistered("adjust")                  # (duel): the adjust pass
        self.adjust_instant = _unregistered("adjust_instant")  # (duel): field::adjust_instant (self-destroy set)
        self.summon_window = _unregistered("summon_window")    # (duel, code, cards, reason_effect, player)

    def register(self, **hooks):
        for name, function in hooks.items():
            if not hasattr(self, name):
                raise AttributeError(f"no processor hook named {name}")
            setattr(self, name, function)


def _unregistered(name):
    def missing(*_args, **_kwargs):
        raise RuntimeError(f"the processor hook {name} is not registered (import harness.engine, not one layer)")
    return missing


# The one set the processor fills in; each Duel refers to it as duel.processor.
PROCESSOR = ProcessorHooks()
