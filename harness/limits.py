"""Size limits on the files the harness reads (scenarios and YAML card databases), below both
readers (harness/scenario/loader.py, harness/carddb.py).

Scenario files come from whoever opens a pull request, so a file must not make a run hang or
eat the machine: every limit below is checked while the file is read, and a file over a limit
is refused with a `file:line:column` error that names the limit and how to raise it.

Scenarios: max_file_bytes, max_board_entries, max_steps, max_yaml_depth, max_yaml_nodes,
max_yaml_aliases. YAML card databases: max_card_file_bytes, max_card_yaml_nodes, and the same
depth and alias limits. The CI files (a `--record` file, the reports `ygo-harness merge` joins,
the lcov file `ygo-harness coverage` prints): max_ci_file_bytes.

Each limit has a default (the constants below) and an environment variable that overrides it
(a positive integer), read when a file is loaded; `Limits(...)` given to `load_scenario`
overrides both.

The ranges of the numbers a command line gives (--jobs, --shard, --timeout, ...) are at the end.
"""

from __future__ import annotations

import argparse
import math
import os
from dataclasses import dataclass, fields

# Defaults. The bundled scenarios are at most ~3 KB, 10 board entries, 16 steps, nesting
# depth 8, ~250 YAML nodes and no aliases: the defaults leave a wide margin.
MAX_FILE_BYTES = 1_000_000       # bytes of one scenario or YAML card database file
MAX_BOARD_ENTRIES = 1_000        # items of a scenario's `board:`
MAX_STEPS = 1_000                # items of a scenario's `steps:`
MAX_YAML_DEPTH = 50              # nesting of lists and mappings (after expanding aliases)
MAX_YAML_NODES = 50_000          # YAML nodes of a document, counting each alias as the nodes it expands to
MAX_YAML_ALIASES = 100           # alias uses (`*name`) in one document
# A YAML card database may hold a whole card pool (~13,000 cards, ~12 nodes each): larger limits.
MAX_CARD_FILE_BYTES = 16_000_000
MAX_CARD_YAML_NODES = 1_000_000
# A record, a --json report or an lcov file of a whole corpus (~12,000 scripts) is ~10 MB.
MAX_CI_FILE_BYTES = 64_000_000

ENV_PREFIX = "YGO_HARNESS_"


@dataclass(frozen=True)
class Limits:
    max_file_bytes: int = MAX_FILE_BYTES
    max_board_entries: int = MAX_BOARD_ENTRIES
    max_steps: int = MAX_STEPS
    max_yaml_depth: int = MAX_YAML_DEPTH
    max_yaml_nodes: int = MAX_YAML_NODES
    max_yaml_aliases: int = MAX_YAML_ALIASES
    max_card_file_bytes: int = MAX_CARD_FILE_BYTES
    max_card_yaml_nodes: int = MAX_CARD_YAML_NODES
    max_ci_file_bytes: int = MAX_CI_FILE_BYTES

    @classmethod
    def from_env(cls, environ=None) -> "Limits":
        """The defaults, each overridden by its YGO_HARNESS_<NAME> variable when set."""
        environ = os.environ if environ is None else environ
        values = {}
        for item in fields(cls):
            name = env_name(item.name)
            text = environ.get(name)
            if text is None or not text.strip():
                continue
            try:
                value = int(text.strip().replace("_", ""))
            except ValueError:
                value = 0
            if value <= 0:
                raise ValueError(f"{name} must be a positive integer, got {text!r}")
            values[item.name] = value
        return cls(**values)


def env_name(field_name: str) -> str:
    """The environment variable of a limit: max_file_bytes -> YGO_HARNESS_MAX_FILE_BYTES."""
    return ENV_PREFIX + field_name.upper()


def current(limits: Limits | None = None) -> Limits:
    return limits if limits is not None else Limits.from_env()


# Numbers given on the command line (argparse types): a value out of range is a usage error
# naming the option, never a traceback or a huge allocation further on.
MAX_JOBS = 256                   # --jobs: worker processes at once
MAX_SHARDS = 10_000              # --shard K/N: N
MAX_SECONDS = 86_400.0           # --timeout, --budget, --ygo-timeout: a day
MAX_WORKER_MEMORY_MB = 1_048_576  # --worker-memory: 1 TiB
MAX_CARD_CODE = 0xFFFFFFFF       # card codes are 32-bit
MAX_COUNT = 1_000_000            # --limit, --repeat


def whole_number(low: int, high: int):
    """An argparse type: an integer from `low` to `high`."""
    def parse(text):
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be a whole number from {low} to {high:,}, got {text!r}")
        return value
    return parse


def seconds(text) -> float:
    """An argparse type: a number of seconds above 0, at most MAX_SECONDS."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value <= MAX_SECONDS:        # also refuses nan
        raise argparse.ArgumentTypeError(f"must be a number of seconds above 0 and at most {MAX_SECONDS:,.0f}, "
                                         f"got {text!r}")
    return value
