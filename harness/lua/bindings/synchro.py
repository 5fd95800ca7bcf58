"""(being written) the synchro material API."""
