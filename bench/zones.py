#!/usr/bin/env python3
"""Delivery zones at a million dishes: is a restaurant list near a point slower when the restaurants that could
deliver there have polygon zones instead of circles?

Steps: `foodly generate --restaurants N --dishes-per-restaurant 10` (100,000 x 10 = 1,000,000 dishes) into a fresh
SQLite database; an admin account; `foodly serve`. Every restaurant the list point could be offered (those whose
radius reaches it, paged through the list API) is read for its place and radius. Then six rounds in one run,
alternating: circles, zones, circles, zones, circles, zones. A zones round first gives each of those restaurants (through
`PUT /api/v1/admin/restaurants/{id}/zones`) one 32-corner polygon inscribed in its circle with a square hole of a
tenth of its radius around the restaurant, so each restaurant's area and the list's length are nearly the same and
the only change is the containment test; a circles round removes the zones again. Each round: 1,000 sequential
lists on one keep-alive connection (p50, p99), then `wrk -t2 -c64 -d10s --latency` on the same list. The goal: the
zones rounds' median requests per second at least the circles rounds' (within the run's noise, stated).
Rewrites the bench:zones section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); ZONES_RESTAURANTS (default 100000);
BENCH_QUICK=1 for 10,000 restaurants and 3-second wrk runs, printing the section only.
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402
from living import Client, LIST, PASSWORD  # noqa: E402

START, END = "<!-- bench:zones:start -->", "<!-- bench:zones:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
RESTAURANTS = int(os.environ.get("ZONES_RESTAURANTS", "10000" if QUICK else "100000"))
WRK_SECONDS = 3 if QUICK else 10
SEQUENTIAL = 1000
POINT = (37.7880, -122.4075)
CORNERS = 32


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


def zone(latitude: float, longitude: float, radius_km: float) -> dict:
    """A polygon inscribed in the circle, with a small square hole around the restaurant."""
    per_lat = 1 / 110.574
    per_lon = 1 / (111.32 * math.cos(math.radians(latitude)))
    ring = []
    for n in range(CORNERS):
        angle = 2 * math.pi * n / CORNERS
        ring.append([round(longitude + radius_km * 0.999 * math.cos(angle) * per_lon, 6),
                     round(latitude + radius_km * 0.999 * math.sin(angle) * per_lat, 6)])
    ring.append(ring[0])
    h = radius_km / 10
    hole = [[longitude - h * per_lon, latitude - h * per_lat], [longitude - h * per_lon, latitude + h * per_lat],
            [longitude + h * per_lon, latitude + h * per_lat], [longitude + h * per_lon, latitude - h * per_lat]]
    hole = [[round(x, 6), round(y, 6)] for x, y in hole] + [[round(hole[0][0], 6), round(hole[0][1], 6)]]
    return {"name": "Inscribed", "polygon": [ring, hole], "deliveryFee": 299, "minimumOrder": 1000}


def candidates(client: Client) -> list[dict]:
    """Every restaurant listed at the point (the radius reaches it), with its place and radius."""
    found, cursor = [], None
    while True:
        path = f"/api/v1/restaurants?lat={POINT[0]}&lon={POINT[1]}&limit=100" + (f"&cursor={cursor}" if cursor else "")
        status, page = client.send("GET", path)
        assert status == 200, status
        found += [item["id"] for item in page["items"]]
        cursor = page.get("nextCursor")
        if not cursor:
            break
    details = []
    for restaurant in found:
        status, body = client.send("GET", f"/api/v1/restaurants/{restaurant}")
        assert status == 200, status
        details.append({"id": restaurant, "latitude": body["latitude"], "longitude": body["longitude"],
                        "radius": body["deliveryRadiusKm"]})
    return details


def measure(client: Client, url: str) -> dict:
    samples = sorted(client.timed_list() for _ in range(SEQUENTIAL))
    subprocess.run(["wrk", "-t2", "-c64", "-d2s", url + LIST], check=True, stdout=subprocess.DEVNULL)
    text = subprocess.run(["wrk", "-t2", "-c64", f"-d{WRK_SECONDS}s", "--latency", url + LIST],
                          check=True, capture_output=True, text=True).stdout
    figures = bench.parse_wrk(text)
    assert figures["errors"] == 0, figures
    return {"p50_ms": bench.percentile(samples, 0.5), "p99_ms": bench.percentile(samples, 0.99),
            "rps": figures["rps"], "wrk_p99_ms": figures["p99_ms"]}


def median(values: list[float]) -> float:
    values = sorted(values)
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def main() -> None:
    binary = bench.foodly_binary()
    commit = bench.commit()
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-zones.", dir="/var/tmp"))
    process = None
    try:
        db = tmp / "foodly.sqlite"
        log(f"generating {RESTAURANTS:,} restaurants x 10 dishes")
        subprocess.run([str(binary), "generate", "--db", str(db), "--restaurants", str(RESTAURANTS),
                        "--dishes-per-restaurant", "10"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run([str(binary), "admin", "create-user", "--role", "admin", "--email", "admin@bench.example",
                        "--name", "Bench admin", "--db", str(db)], check=True, stdout=subprocess.DEVNULL,
                       env=dict(os.environ, FOODLY_PASSWORD=PASSWORD))
        process, url = bench.start_foodly(binary, db, tmp / "foodly.out")
        anonymous = Client(url)
        anonymous.timed_list()
        status, body = anonymous.send("POST", "/api/v1/sessions",
                                      {"email": "admin@bench.example", "password": PASSWORD})
        assert status == 201, (status, body)
        admin = Client(url, body["token"])
        near = candidates(anonymous)
        log(f"{len(near)} restaurants deliver to the point")
        rounds: list[tuple[str, dict]] = []
        for kind in ["circles", "zones"] * 3:
            began = time.perf_counter()
            for restaurant in near:
                zones = [zone(restaurant["latitude"], restaurant["longitude"], restaurant["radius"])] \
                    if kind == "zones" else []
                status, answer = admin.send("PUT", f"/api/v1/admin/restaurants/{restaurant['id']}/zones",
                                            {"zones": zones})
                assert status == 200, (status, answer)
            switched = time.perf_counter() - began
            status, page = anonymous.send("GET", LIST)
            assert status == 200, status
            log(f"{kind}: {len(near)} restaurants switched in {switched:.1f} s; measuring")
            figures = measure(anonymous, url)
            figures["switch_ms"] = switched * 1000 / max(1, len(near))
            figures["listed"] = len(page["items"])
            rounds.append((kind, figures))
            log(f"{kind}: p50 {figures['p50_ms']:.2f} ms, {figures['rps']:,.0f} req/s")
        circles = [f for k, f in rounds if k == "circles"]
        zoned = [f for k, f in rounds if k == "zones"]
        ratio = median([f["rps"] for f in zoned]) / median([f["rps"] for f in circles])
        p50_ratio = median([f["p50_ms"] for f in zoned]) / median([f["p50_ms"] for f in circles])
        lines = [
            START,
            f"Machine: {bench.machine()}. Commit {commit}. Command: `BENCH_ONLY=zones make bench`"
            + (" (BENCH_QUICK=1)" if QUICK else "") + ".",
            "",
            f"{RESTAURANTS:,} restaurants x 10 dishes ({RESTAURANTS * 10:,} dishes); {len(near)} of them deliver "
            f"to the list's point ({LIST}). Zones: each of those gets one {CORNERS}-corner polygon inscribed in its "
            "circle with a square hole (set through the API; the switch time is per restaurant, catalog change "
            "included). Rounds alternate in one run.",
            "",
            "| Round | Areas | Listed | p50 (1 connection) | p99 (1 connection) | req/s (wrk -c64) | p99 (wrk) | Switch per restaurant |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for number, (kind, f) in enumerate(rounds, 1):
            lines.append(f"| {number} | {kind} | {f['listed']} | {f['p50_ms']:.2f} ms | {f['p99_ms']:.2f} ms | "
                         f"{f['rps']:,.0f} | {f['wrk_p99_ms']:.2f} ms | {f['switch_ms']:.1f} ms |")
        lines += [
            "",
            f"Zones / circles, median p50 on one connection: {p50_ratio:.2f}x the time. "
            f"Median req/s: **{ratio:.2f}x** — goal: no slower than circles "
            f"({'met' if ratio >= 0.95 else 'not met'} by this bench's rule, at least 0.95x; compare the spread "
            "between rounds of one kind).",
            END,
        ]
        bench.publish("\n".join(lines) + "\n", START, END, QUICK)
    finally:
        if process:
            process.terminate()
            process.wait()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
