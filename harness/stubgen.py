"""Generate api_stubs/constant.lua from harness/constants.py.

Run ``python -m harness.stubgen`` after changing the constants; tests/test_constants.py
fails while the checked-in file is stale.
"""

from __future__ import annotations

from pathlib import Path

from harness import constants

STUB_DIR = Path(__file__).resolve().parent.parent / "api_stubs"


def _literal(value: int, bitmask: bool) -> str:
    # Enumerations stay decimal, except id bases such as EVENT_CUSTOM that are OR'ed with a number.
    if value >= 0 and (bitmask or (value >= 0x1000 and value % 0x1000 == 0)):
        return hex(value)
    return str(value)


def render_constant_lua() -> str:
    lines = [
        "-- Generated from harness/constants.py by `python -m harness.stubgen`; do not edit.",
        f"-- {len(constants.ALL)} constants of the YGOPro script API.",
    ]
    for group in constants.GROUPS:
        lines.append("")
        lines.append(f"-- {group.prefix}*: {group.title}" if group.prefix else f"-- {group.title}")
        lines += [f"{name}={_literal(v, group.bitmask)}" for name, v in group.members.items()]
    return "\n".join(lines) + "\n"


def main() -> None:
    path = STUB_DIR / "constant.lua"
    path.write_text(render_constant_lua(), encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
