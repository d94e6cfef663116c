"""deploy/nginx.conf (or another file of deploy/, like nginx-regions.conf) started on loopback with its three ports
replaced (the front port and the two foodly processes), from a prefix directory with a tmp/ subdirectory. Used by
tests/e2e/test_cluster.py, tests/e2e/test_regions.py and bench/mixed.py, so they run the exact files operators
use."""

from __future__ import annotations

import os
import shutil
import tempfile
import socket
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Nginx:
    """nginx in front of two upstream ports; `port` is where it listens."""

    def __init__(self, directory: Path, upstreams: list[int], config: str = "nginx.conf"):
        assert len(upstreams) == 2
        self.port = free_port()
        text = (ROOT / "deploy" / config).read_text()
        for old, new in (("8080", self.port), ("8081", upstreams[0]), ("8082", upstreams[1])):
            assert f"127.0.0.1:{old}" in text, f"deploy/{config} no longer listens/proxies on 127.0.0.1:{old}"
            text = text.replace(f"127.0.0.1:{old}", f"127.0.0.1:{new}")
        directory.mkdir(parents=True, exist_ok=True)
        (directory / "tmp").mkdir(exist_ok=True)
        # nginx's workers (nobody) write large request bodies under tmp/: the directories above it up to the
        # system's temporary directory must let them pass (pytest's and mkdtemp's are private to their owner).
        temporary = Path(tempfile.gettempdir()).resolve()
        for folder in [directory, *directory.resolve().parents]:
            if folder == temporary or temporary not in folder.parents:
                break
            mode = folder.stat().st_mode
            if not mode & 0o001 and folder.stat().st_uid == os.getuid():
                folder.chmod(mode | 0o011)
        self.directory = directory
        (directory / "nginx.conf").write_text(text)
        binary = shutil.which("nginx") or "/usr/sbin/nginx"
        self.command = [binary, "-p", str(directory) + "/", "-c", str(directory / "nginx.conf"),
                        "-e", str(directory / "error.log")]
        subprocess.run(self.command, check=True, capture_output=True)
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("nginx did not start:\n" + (directory / "error.log").read_text())

    def pid(self) -> int:
        return int((self.directory / "nginx.pid").read_text().strip())

    def stop(self) -> None:
        """Stops nginx and waits until its master process is gone."""
        try:
            pid = self.pid()
        except (OSError, ValueError):
            pid = None
        subprocess.run(self.command + ["-s", "stop"], capture_output=True)
        for _ in range(100):
            if pid is None or not Path(f"/proc/{pid}").exists():
                return
            time.sleep(0.05)
