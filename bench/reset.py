#!/usr/bin/env python3
"""Password-reset timing probe: whether `POST /api/v1/password-resets` tells by its time that an address has an
account. With one (the request also writes a reset token and a mail) it did more work than without; the answer is
held until 20 ms after the request came (once it passed its checks and the throttle) (`AccountRecoveryService.resetAnswerFloor`), so both should take the same.

Steps: `foodly serve` on a fresh SQLite database behind `--trusted-proxy 127.0.0.1` (each request names its own
client address in X-Real-IP, so the per-address throttle never answers instead); ACCOUNTS accounts registered; then
ACCOUNTS pairs, each a request for an account's address and one for an address nobody uses, in random order, timed
from request to answer on one keep-alive connection. Reports both medians and the share of pairs in which the
account's request took longer (50% when the time tells nothing). Rewrites the bench:reset section of
docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); RESET_ACCOUNTS (default 100); BENCH_QUICK=1 prints only.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import statistics
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), start_foodly(), publish())

START, END = "<!-- bench:reset:start -->", "<!-- bench:reset:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
ACCOUNTS = int(os.environ.get("RESET_ACCOUNTS", "100"))


def post(connection: http.client.HTTPConnection, path: str, body: dict, client: str) -> tuple[int, float]:
    """One POST from `client` (X-Real-IP); its status and milliseconds from sending to the whole answer read."""
    started = time.perf_counter()
    connection.request("POST", path, body=json.dumps(body),
                       headers={"Content-Type": "application/json", "X-Real-IP": client})
    response = connection.getresponse()
    response.read()
    return response.status, (time.perf_counter() - started) * 1000


def client(number: int) -> str:
    return f"198.18.{number // 250}.{number % 250 + 1}"


def main() -> None:
    binary = Path(os.environ.get("FOODLY_BIN", Path(__file__).resolve().parent.parent / ".build/release/foodly"))
    with tempfile.TemporaryDirectory(prefix="foodly-reset-") as work:
        process, url = bench.start_foodly(binary, Path(work) / "foodly.sqlite", Path(work) / "serve.log",
                                          "--trusted-proxy", "127.0.0.1", "--mail-dir", str(Path(work) / "mail"))
        try:
            parts = urllib.parse.urlsplit(url)
            connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
            print(f"bench: registering {ACCOUNTS} accounts", flush=True)
            for number in range(ACCOUNTS):
                status, _ = post(connection, "/api/v1/users", {"fullName": f"Reset Probe {number}",
                                 "email": f"probe{number}@example.com", "password": "Healthy1!"}, client(number))
                assert status == 201, status
            known, unknown, known_slower = [], [], 0
            for number in range(ACCOUNTS):
                pair = [("known", f"probe{number}@example.com"), ("unknown", f"nobody{number}@example.com")]
                random.shuffle(pair)
                times = {}
                for index, (kind, address) in enumerate(pair):
                    status, ms = post(connection, "/api/v1/password-resets", {"email": address},
                                      client(1000 + 2 * number + index))
                    assert status == 202, status
                    times[kind] = ms
                known.append(times["known"])
                unknown.append(times["unknown"])
                known_slower += times["known"] > times["unknown"]
        finally:
            process.terminate()
            process.wait(timeout=15)
    share = 100 * known_slower / ACCOUNTS
    section = "\n".join([
        START,
        f"Measured {time.strftime('%Y-%m-%d')} on {bench.machine()} (`make bench BENCH_ONLY=reset`, "
        f"{ACCOUNTS} pairs):",
        "",
        "| request for | median | p90 |",
        "| --- | --- | --- |",
        f"| an account's address | {statistics.median(known):.2f} ms | {sorted(known)[int(0.9 * ACCOUNTS)]:.2f} ms |",
        f"| an address nobody uses | {statistics.median(unknown):.2f} ms "
        f"| {sorted(unknown)[int(0.9 * ACCOUNTS)]:.2f} ms |",
        "",
        f"The account's request took longer in {share:.0f}% of the pairs (50% when the time tells nothing; "
        "85% before the floor, when the medians were 1.58 ms and 1.25 ms).",
        END,
    ])
    bench.publish(section, START, END, QUICK)


if __name__ == "__main__":
    main()
