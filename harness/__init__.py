"""ygo-harness: a test harness for YGOPro card scripts."""
import functools


@functools.cache
def _version():
    # read from the installed package's metadata on first use: the lookup costs about 25 ms,
    # which every command would otherwise pay at start (only `snapshot` writes the version)
    from importlib import metadata
    try:
        return metadata.version("ygo-harness")
    except metadata.PackageNotFoundError:      # a checkout that was never installed
        return "0+unknown"


def __getattr__(name):
    if name == "__version__":
        return _version()
    raise AttributeError(f"module 'harness' has no attribute {name!r}")
