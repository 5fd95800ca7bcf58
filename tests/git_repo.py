"""git in the tests' throwaway repositories: a fixed author, and none of git's background work
that no test waits for (the maintenance git starts after each commit, the fsmonitor daemon)."""
import subprocess

SETTINGS = ("-c", "user.name=t", "-c", "user.email=t@t", "-c", "maintenance.auto=false", "-c", "gc.auto=0",
            "-c", "core.fsmonitor=false")


def git(cwd, *args):
    subprocess.run(["git", *SETTINGS, *args], cwd=cwd, check=True, capture_output=True)
