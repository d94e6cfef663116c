#!/usr/bin/env python3
"""Catalog changes between processes on PostgreSQL: how long after a change is made through one process another
process lists it.

Steps: a throwaway PostgreSQL server (scripts/postgres); `foodly generate --restaurants N` into a new database;
an admin and a kitchen account made with `foodly admin create-user`; two `foodly serve` processes on that database.
The admin makes the kitchen account staff of a generated restaurant (through process A); then 200 times the
kitchen switches one of its dishes sold out or back through A while a client polls that restaurant's page on
process B (one keep-alive connection, as fast as it answers) until the switch shows. The time counted is from
sending the switch to A (so it includes the switch's own request and commit) to the first answer from B that
shows it. Rewrites the bench:follow section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); FOLLOW_RESTAURANTS (default 10000); BENCH_QUICK=1 for 1,000
restaurants and 50 switches, printing the section only.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), percentile(), start_foodly(), publish())
import living  # noqa: E402  (its JSON client)
import mixed  # noqa: E402  (its throwaway PostgreSQL server)

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- bench:follow:start -->", "<!-- bench:follow:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
RESTAURANTS = int(os.environ.get("FOLLOW_RESTAURANTS", "1000" if QUICK else "10000"))
SWITCHES = 50 if QUICK else 200
GOAL_P99_MS = 100


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


def render(meta: dict, latencies: list[float], polls: list[int]) -> str:
    ordered = sorted(latencies)
    p50, p99 = bench.percentile(ordered, 0.5), bench.percentile(ordered, 0.99)
    return "\n".join([
        START,
        f"## Catalog changes between processes on PostgreSQL (`bench/follow.py`, {RESTAURANTS:,} restaurants)",
        "",
        f"Measured {meta['date']} on {bench.machine()}, commit {meta['commit']}, PostgreSQL {meta['postgres']}, "
        f"CPU idle before: {meta['idle']}. `python3 bench/follow.py`: {SWITCHES} sold-out switches through one "
        "`foodly serve`, each timed from sending it until the other process's restaurant page shows it.",
        "",
        "| Figure | Value |",
        "|---|---|",
        f"| Change through A to shown by B: p50 / p99 / max | {p50:.1f} ms / {p99:.1f} ms / {ordered[-1]:.1f} ms |",
        f"| Polls of B per change: median / most | {sorted(polls)[len(polls) // 2]} / {max(polls)} |",
        "",
        f"Goal: p99 at most {GOAL_P99_MS} ms: {bench.yes(p99 <= GOAL_P99_MS)}.",
        END,
        "",
    ])


def main() -> None:
    binary = bench.foodly_binary()
    commit = bench.commit()
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-follow.", dir="/var/tmp"))
    tmp.chmod(0o755)  # the server runs as the postgres user and must reach its directory
    postgres, processes = None, []
    try:
        postgres = mixed.Postgres(tmp / "postgres")
        url = postgres.create("follow")
        log(f"generating {RESTAURANTS:,} restaurants into PostgreSQL")
        subprocess.run([str(binary), "generate", "--db", url, "--restaurants", str(RESTAURANTS)], check=True,
                       stdout=subprocess.DEVNULL)
        for role, email in [("admin", "admin@bench.example"), ("staff", "kitchen@bench.example")]:
            subprocess.run([str(binary), "admin", "create-user", "--role", role, "--email", email,
                            "--name", f"Bench {role}", "--db", url], check=True, stdout=subprocess.DEVNULL,
                           env=dict(os.environ, FOODLY_PASSWORD=living.PASSWORD))
        idle = subprocess.run([sys.executable, str(ROOT / "bench/bench.py"), "cpu-idle", "2"],
                              capture_output=True, text=True).stdout.strip()
        addresses = []
        for name in ["a", "b"]:
            process, address = bench.start_foodly(binary, url, tmp / f"foodly-{name}.out")
            processes.append(process)
            addresses.append(address)
        a, b = living.Client(addresses[0]), living.Client(addresses[1])
        a.timed_list()
        b.timed_list()
        tokens = {}
        for email in ["admin@bench.example", "kitchen@bench.example"]:
            status, body = a.send("POST", "/api/v1/sessions", {"email": email, "password": living.PASSWORD})
            assert status == 201, (status, body)
            tokens[email] = body["token"]
        restaurant = a.send("GET", living.LIST)[1]["items"][0]["id"]
        status, _ = living.Client(addresses[0], tokens["admin@bench.example"]).send(
            "POST", "/api/v1/admin/staff", {"email": "kitchen@bench.example", "restaurantId": restaurant})
        assert status == 204, status
        page = f"/api/v1/restaurants/{restaurant}"
        dish = b.send("GET", page)[1]["menu"][0]["dishes"][0]["id"]
        kitchen = living.Client(addresses[0], tokens["kitchen@bench.example"])
        latencies, polls = [], []
        log(f"{SWITCHES} switches through one process, watched on the other")
        for n in range(SWITCHES):
            available = n % 2 == 1
            started = time.perf_counter()
            status, _ = kitchen.send("PATCH", f"/api/v1/kitchen/dishes/{dish}", {"available": available})
            assert status == 204, status
            count = 0
            while True:
                count += 1
                shown = b.send("GET", page)[1]["menu"][0]["dishes"][0]["available"]
                if shown == available:
                    break
                assert time.perf_counter() - started < 10, "the other process never showed the change"
            latencies.append((time.perf_counter() - started) * 1000)
            polls.append(count)
            time.sleep(0.05)
        meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "idle": idle, "commit": commit,
                "postgres": postgres.version}
        bench.publish(render(meta, latencies, polls), START, END, QUICK)
    finally:
        for process in processes:
            mixed.stop_process(process)
        if postgres is not None:
            mixed.Postgres.stop(tmp / "postgres")
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
