"""What a mutation run prints and writes: every surviving mutant as `file:line: change`, the
counts per script, and the score, killed / (killed + survived). Mutants that do not compile are
counted apart (skipped); the survivors of scripts that no scenario names are counted among the
survivors and also apart (no_scenario)."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Totals:
    killed: int
    survived: int
    skipped: int
    no_scenario: int        # survivors in scripts that no scenario names

    @property
    def score(self):
        """Percent killed, or None when no mutant ran or survived."""
        tried = self.killed + self.survived
        return round(100.0 * self.killed / tried, 1) if tried else None


def totals(runs):
    outcomes = [(run, outcome) for run in runs for outcome in run.outcomes]

    def count(status):
        return sum(outcome.status == status for _, outcome in outcomes)
    return Totals(count("killed"), count("survived"), count("skipped"),
                  sum(outcome.status == "survived" and not run.scenarios for run, outcome in outcomes))


def survivor_line(run, outcome):
    line = f"{run.path}:{outcome.mutant.line}: {outcome.mutant.change()}"
    return f"{line}  ({outcome.how})" if outcome.how else line


def text(runs, seconds):
    """The report's lines."""
    lines = []
    for run in runs:
        if run.problem:
            lines.append(f"{run.path}: not mutated: {run.problem}")
            continue
        one = totals([run])
        concern = "every scenario" if run.code is None else "the card"
        lines.append(f"{run.path}: {len(run.outcomes)} mutant(s): {one.killed} killed, {one.survived} survived, "
                     f"{one.skipped} skipped (do not compile); {len(run.scenarios)} scenario(s) concern {concern}"
                     + (f", {len(run.excluded)} left out" if run.excluded else ""))
        for path, why in run.excluded.items():
            lines.append(f"  left out {path}: {why}")
        lines.extend(survivor_line(run, o) for o in run.outcomes if o.status == "survived")
    overall = totals(runs)
    score = "n/a (no mutant ran)" if overall.score is None else f"{overall.score:g}%"
    lines.append(f"score {score}: {overall.killed} killed, {overall.survived} survived"
                 + (f" ({overall.no_scenario} in scripts no scenario names)" if overall.no_scenario else "")
                 + f"; {overall.skipped} skipped (do not compile); {seconds:.1f}s")
    return lines


def to_json(runs, seconds, settings):
    overall = totals(runs)
    return {
        "score": overall.score, "killed": overall.killed, "survived": overall.survived,
        "skipped": overall.skipped, "no_scenario": overall.no_scenario,
        "seconds": round(seconds, 2), "seed": settings.seed, "max": settings.max_per_script,
        "scripts": [{
            "path": str(run.path), "code": run.code, "problem": run.problem,
            "scenarios": [str(path) for path in run.scenarios],
            "excluded": {str(path): why for path, why in run.excluded.items()},
            "mutants": [{"line": o.mutant.line, "column": o.mutant.column, "operator": o.mutant.operator,
                         "change": o.mutant.change(), "status": o.status, "scenario": o.scenario,
                         "how": o.how, "ran": o.ran} for o in run.outcomes],
        } for run in runs],
    }
