"""(being written) the fusion_ritual material API."""
