"""Layer 4, the actions that change the state: move, send, destroy, equip, summon (and their
materials), damage and LP costs, counters, flags, replacements, prompts. What an action sets in
motion above it (an event's triggers, an adjust pass, a summon window) goes through
duel.processor (state/hooks.py), never an import of the processor."""
