"""`--shard K/N`: the K-th of N disjoint parts of a suite or a corpus sweep, so that N CI
machines together run every item exactly once. The parts are balanced by weight (a scenario's
recorded time, else its file's size; a script's size): the heaviest item first, each to the
lightest part so far (ties: the lower part), which every machine computes alike."""
import argparse
import heapq
import os

from harness.limits import MAX_SHARDS


def parse_shard(text):
    """"K/N" -> (K, N), 1 <= K <= N <= MAX_SHARDS (an argparse type)."""
    try:
        k, n = (int(part) for part in text.split("/"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a shard K/N: {text!r} (e.g. 2/4: the second of four parts)") from None
    if not 1 <= n <= MAX_SHARDS:
        raise argparse.ArgumentTypeError(f"shard {text!r}: N must be between 1 and {MAX_SHARDS:,}")
    if not 1 <= k <= n:
        raise argparse.ArgumentTypeError(f"shard {text!r}: K must be between 1 and N")
    return k, n


def partition(items, weight, n):
    """n lists of the items (each in the items' order), balanced by weight(item)."""
    lightest = [(0.0, part) for part in range(n)]      # a heap of (load, part): ties go to the lower part
    parts = [[] for _ in range(n)]
    order = sorted(range(len(items)), key=lambda i: (-weight(items[i]), i))
    for i in order:
        load, part = lightest[0]
        heapq.heapreplace(lightest, (load + weight(items[i]), part))
        parts[part].append(i)
    return [[items[i] for i in sorted(part)] for part in parts]


def shard(items, weight, k_n):
    """The items of shard (K, N); all of them for None."""
    if k_n is None:
        return list(items)
    k, n = k_n
    return partition(list(items), weight, n)[k - 1]


def file_size(path):
    try:
        return os.path.getsize(path)
    except OSError:
        return 0
