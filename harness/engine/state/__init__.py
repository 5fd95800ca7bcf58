"""Layer 1, the duel's state: the duel (players, zones, the chain, the event log), cards,
effects, groups, events, the chooser's decisions, errors, the count limits and the hooks through
which an action sets the processor in motion. Imports nothing else of the engine."""
