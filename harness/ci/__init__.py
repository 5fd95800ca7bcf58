"""Tools for a scripts repository's CI (docs/ci.md): the scenarios a change affects
(changed.py), line coverage of the scripts (coverage.py, lines.py), shards of a suite or a
corpus sweep (shards.py), merging the shards' JSON reports (merge.py), and the pre-commit hook
(precommit.py). Nothing below the command line imports this package."""
