"""ygo-harness: a test harness for YGOPro card scripts."""
from importlib import metadata

try:
    __version__ = metadata.version("ygo-harness")
except metadata.PackageNotFoundError:      # a checkout that was never installed
    __version__ = "0+unknown"
