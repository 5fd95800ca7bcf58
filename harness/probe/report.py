"""The report of `check-scripts --deep` (harness/probe/deep.py): counts, rankings, JSON."""
import re
from collections import Counter
from dataclasses import asdict

DEEP_STATUSES = ("ran", "never legal", "script error", "not implemented", "failed", "no effect")
# how a script "ran" (DeepStatus.how): a chain link of it resolved; it was Special Summoned by its
# own procedure; a continuous effect of it applied, or its continuous operation ran on its event
RAN_KINDS = ("resolved", "procedure", "applied")


def _reason_key(detail):
    """A legality reason without the card's name (so that reasons can be counted)."""
    return re.sub(r"\S[^\[\]]*?\[\d+\]", "the card", detail)


def _error_key(result):
    message = re.sub(r"^[\w./-]+\.lua:\d+: ", "", result.detail)
    return re.sub(r"\s*\(\S+\.lua:\d+\)$", "", message)


def deep_summary(results):
    counts = {status: 0 for status in DEEP_STATUSES}
    ran = {kind: 0 for kind in RAN_KINDS}
    for result in results:
        counts[result.status] += 1
        if result.status == "ran":
            ran[result.how] += 1
    reasons = Counter(_reason_key(r.detail) for r in results if r.status == "never legal")
    missing = Counter(r.missing for r in results if r.status == "not implemented" and r.missing)
    errors = Counter(_error_key(r) for r in results if r.status == "script error")
    failures = Counter(_reason_key(r.detail)[:120] for r in results if r.status == "failed")
    rank = lambda counter: sorted(counter.items(), key=lambda item: (-item[1], item[0]))
    return counts, ran, {"never_legal_reasons": rank(reasons), "not_implemented_ranking": rank(missing),
                    "script_error_ranking": rank(errors), "failed_ranking": rank(failures)}


def deep_report_json(results, elapsed):
    counts, ran, rankings = deep_summary(results)
    keys = {"never_legal_reasons": "reason", "not_implemented_ranking": "function",
            "script_error_ranking": "error", "failed_ranking": "error"}
    return {"mode": "deep", "total": len(results), "seconds": round(elapsed, 2), "counts": counts, "ran": ran,
            **{name: [{keys[name]: key, "scripts": n} for key, n in ranking] for name, ranking in rankings.items()},
            "scripts": [asdict(r) for r in results]}


def print_deep_summary(results, elapsed, top=15, out=print):
    counts, ran, rankings = deep_summary(results)
    total = len(results) or 1
    out(f"{len(results)} scripts probed in {elapsed:.1f}s ({len(results) / max(elapsed, 1e-9):.1f} scripts/s)")
    for status in DEEP_STATUSES:
        out(f"  {status:<16} {counts[status]:>6}  {100 * counts[status] / total:5.1f}%")
        if status == "ran":
            for kind in RAN_KINDS:
                out(f"    {kind:<14} {ran[kind]:>6}  {100 * ran[kind] / total:5.1f}%")
    titles = (("never_legal_reasons", "never legal, by reason:"),
              ("not_implemented_ranking", "not implemented by the harness, by scripts blocked:"),
              ("script_error_ranking", "script errors, by message:"),
              ("failed_ranking", "failed (the harness refused a step), by message:"))
    for name, title in titles:
        if rankings[name]:
            out(title)
            for key, count in rankings[name][:top]:
                out(f"  {count:>6}  {key}")
    errors = [r for r in results if r.status == "script error"]
    if errors:
        out("script errors (first ones, with their line):")
        for result in errors[:top]:
            out(f"  c{result.code}: {result.where or '?'}: {result.detail[:160]}")
