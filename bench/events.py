#!/usr/bin/env python3
"""Live order events benchmark: 1,000 server-sent event streams held open on one server while orders change
state; every stream must receive every event. Reports the server's RSS and CPU.

Steps: `foodly seed` into a fresh database; `foodly serve --demo --demo-speed 3600` (the simulator moves each
order one status per second, as kitchens and couriers would); 50 customers each place one order through the API;
20 streams per order (1,000 in all) connect to GET /api/v1/orders/{id}/events over their own connections and
read until the order is delivered and the server ends the stream. Each stream must have received the event
ids 1..6 (placed, accepted, preparing, ready, picked up, delivered). Rewrites the bench:events section of
docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); BENCH_QUICK=1 for 10 orders x 10 streams, printing only.
"""

from __future__ import annotations

import asyncio
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), yes())
from orders import ADDRESS, Client, dishes_near  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- bench:events:start -->", "<!-- bench:events:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
ORDERS = 10 if QUICK else 50
STREAMS_PER_ORDER = 10 if QUICK else 20
EXPECTED_IDS = set(range(1, 7))
TIMEOUT_SECONDS = 300


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


def proc_stats(pid: int) -> tuple[int, float]:
    """RSS in kB and CPU seconds (user + system) of a process."""
    rss = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1])
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])
    return rss, ticks / os.sysconf("SC_CLK_TCK")


async def stream(host: str, port: int, order: str, token: str, opened: list, peak: list) -> set[int]:
    """Reads one event stream to its end; returns the event ids received."""
    reader, writer = await asyncio.open_connection(host, port)
    writer.write((f"GET /api/v1/orders/{order}/events HTTP/1.1\r\nHost: {host}\r\n"
                  f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n").encode())
    await writer.drain()
    opened[0] += 1
    peak[0] = max(peak[0], opened[0])
    data = bytearray()
    try:
        while True:
            chunk = await reader.read(65536)
            if not chunk or data.endswith(b"0\r\n\r\n"):
                break
            data += chunk
            if data.endswith(b"0\r\n\r\n"):
                break
    finally:
        opened[0] -= 1
        writer.close()
    text = data.decode("utf-8", "replace")
    return {int(m) for m in re.findall(r"^id: (\d+)$", text, re.MULTILINE)}


async def run_streams(host: str, port: int, orders: list[tuple[str, str]], sampler) -> dict:
    opened, peak = [0], [0]
    tasks = [asyncio.create_task(stream(host, port, order, token, opened, peak))
             for order, token in orders for _ in range(STREAMS_PER_ORDER)]
    samples = []

    async def sample() -> None:
        while not all(task.done() for task in tasks):
            samples.append((opened[0], *sampler()))
            await asyncio.sleep(0.5)

    sampling = asyncio.create_task(sample())
    started = time.monotonic()
    results = await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), TIMEOUT_SECONDS)
    elapsed = time.monotonic() - started
    await sampling
    complete = sum(1 for r in results if isinstance(r, set) and EXPECTED_IDS <= r)
    failures = [r for r in results if not isinstance(r, set)]
    return {"streams": len(tasks), "complete": complete, "errors": len(failures), "peak": peak[0],
            "elapsed": elapsed, "samples": samples,
            "first_error": repr(failures[0]) if failures else ""}


def render(meta: dict, result: dict) -> str:
    ok = result["complete"] == result["streams"] and result["peak"] >= result["streams"] * 0.9
    return "\n".join([
        START,
        "## Live order events: 1,000 streams (`bench/events.py`)" if not QUICK else "## Live order events (quick)",
        "",
        f"Run {meta['date']} on {bench.machine()}; CPU idle just before: {meta['idle']}.  ",
        f"foodly commit {meta['commit']}.",
        "",
        "```",
        ".build/release/foodly seed --db <tmp>/foodly.sqlite",
        ".build/release/foodly serve --host 127.0.0.1 --port 0 --db <tmp>/foodly.sqlite --demo --demo-speed 3600",
        f"# {ORDERS} customers place one order each; {STREAMS_PER_ORDER} streams per order, each on its own connection:",
        "#   GET /api/v1/orders/{id}/events, read until the order is delivered and the stream ends",
        "```",
        "",
        "The demo simulator moves every order one status per second (a courier per order as they free up), so the "
        "streams stay open for the whole run and every order's six statuses reach all of its streams.",
        "",
        "| measure | result |",
        "|---|---:|",
        f"| streams | {result['streams']:,} |",
        f"| open at once (peak) | {result['peak']:,} |",
        f"| streams that received every event (ids 1–6) | **{result['complete']:,}** |",
        f"| stream errors | {result['errors']} |",
        f"| run time | {result['elapsed']:.1f} s |",
        f"| foodly RSS before streams / peak / after | {meta['rss_before'] / 1024:.1f} / "
        f"{meta['rss_peak'] / 1024:.1f} / {meta['rss_after'] / 1024:.1f} MiB |",
        f"| foodly CPU during the run | {meta['cpu']:.2f} s ({meta['cpu'] / result['elapsed'] * 100:.0f}% of one core) |",
        "",
        "| goal | target | measured | met |",
        "|---|---|---|---|",
        f"| every stream receives every event | {result['streams']:,} of {result['streams']:,} | "
        f"{result['complete']:,} | {bench.yes(ok)} |",
        END,
    ]) + "\n"


def main() -> None:
    binary = Path(os.environ.get("FOODLY_BIN", ROOT / ".build/release/foodly"))
    if not binary.exists():
        raise SystemExit(f"bench: {binary} not found; run: swift build -c release")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    commit = subprocess.run(["git", "-C", str(ROOT), "describe", "--always", "--dirty"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-events."))
    process = None
    try:
        db = tmp / "foodly.sqlite"
        log("seeding the demo city")
        subprocess.run([str(binary), "seed", "--db", str(db)], check=True, stdout=subprocess.DEVNULL)
        idle = subprocess.run([sys.executable, str(ROOT / "bench/bench.py"), "cpu-idle", "2"],
                              capture_output=True, text=True).stdout.strip()
        process, url = bench.start_foodly(binary, db, tmp / "foodly.out", "--demo", "--demo-speed", "3600")
        host, port = url.removeprefix("http://").split(":")
        anonymous = Client(host, int(port))
        dishes = dishes_near(anonymous)
        log(f"{ORDERS} customers place an order each")
        orders = []
        for index in range(ORDERS):
            status, body = anonymous.send("POST", "/api/v1/users", {
                "fullName": "Events Customer", "email": f"events{index}@example.com", "password": "Healthy1!"})
            assert status == 201, (status, body)
            customer = Client(host, int(port), body["token"])
            assert customer.send("PUT", "/api/v1/cart/address", ADDRESS)[0] == 200
            assert customer.send("POST", "/api/v1/cart/items", {"dishId": dishes[0], "quantity": 1})[0] == 200
            status, order = customer.send("POST", "/api/v1/orders", {}, {"Idempotency-Key": f"events-{index}"})
            assert status == 201, (status, order)
            orders.append((order["id"], body["token"]))
        rss_before, cpu_before = proc_stats(process.pid)
        log(f"{ORDERS * STREAMS_PER_ORDER} streams until every order is delivered")
        result = asyncio.run(run_streams(host, int(port), orders, lambda: proc_stats(process.pid)))
        rss_after, cpu_after = proc_stats(process.pid)
        meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "idle": idle, "commit": commit,
                "rss_before": rss_before, "rss_after": rss_after,
                "rss_peak": max([s[1] for s in result["samples"]] + [rss_after]), "cpu": cpu_after - cpu_before}
        log(f"{result['complete']}/{result['streams']} complete, peak {result['peak']} open, "
            f"{result['errors']} errors {result['first_error']}")
        section = render(meta, result)
        bench.publish(section, START, END, QUICK)
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
