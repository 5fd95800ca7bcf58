"""(being written) the xyz_link material API."""
