#!/usr/bin/env python3
"""Regions probe: what a process holding one region of four costs, next to one holding all four.

Steps: `foodly generate --restaurants N --dishes-per-restaurant 10 --regions 4` into a fresh SQLite database on
disk (four cities of N/4 restaurants, regions city-1 … city-4); `foodly serve --regions city-1` started and timed
until its first restaurant list near city-1's centre answers, RSS read from /proc after 500 more lists (their p50
taken); 200 lists near city-2's centre asked of it (each answered 421 `other_region`: their p50 is the cost of
naming the region that serves a point, the first reading the other regions' delivery areas); stopped; then the same start, RSS and p50 for `foodly serve` holding
every region. Each is started twice: the second start reads the catalog file the first wrote (`--catalog-file`). Rewrites the bench:regions section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); REGIONS_RESTAURANTS (default 100000);
BENCH_QUICK=1 for 10,000 restaurants, printing the section only.
"""

from __future__ import annotations

import http.client
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), percentile(), start_foodly(), publish())

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- bench:regions:start -->", "<!-- bench:regions:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
RESTAURANTS = int(os.environ.get("REGIONS_RESTAURANTS", "10000" if QUICK else "100000"))
DISHES = 10
REGIONS = 4
CENTRE = (37.7880, -122.4075)  # the demo city's centre, where `foodly generate` puts city-1
EARTH_RADIUS_KM = 6371.0088


def city_centre(number: int) -> tuple[float, float]:
    """The centre of city `number` (from 0) as `foodly generate --regions` places it: eastwards, 100 km apart."""
    side_km = max(10.0, math.sqrt(RESTAURANTS / REGIONS))
    km_per_degree = EARTH_RADIUS_KM * math.pi / 180
    east_km = number * (side_km + 100)
    return CENTRE[0], CENTRE[1] + east_km / (km_per_degree * math.cos(math.radians(CENTRE[0])))


def list_path(point: tuple[float, float]) -> str:
    return f"/api/v1/restaurants?lat={point[0]:.5f}&lon={point[1]:.5f}&limit=20"


def timed(connection: http.client.HTTPConnection, path: str, status: int) -> float:
    began = time.perf_counter()
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    took = (time.perf_counter() - began) * 1000
    assert response.status == status, (path, response.status, body[:300])
    return took



def measure(binary: Path, db: Path, out: Path, catalog_file: Path, *options: str) -> dict:
    """Start to first list, RSS after warm-up and list p50 of one `foodly serve` with `options` and its catalog
    file (waited for before it stops, so that the next start can read it)."""
    started = time.perf_counter()
    process, url = bench.start_foodly(binary, db, out, "--catalog-file", str(catalog_file), *options)
    try:
        connection = http.client.HTTPConnection(url.removeprefix("http://").split(":")[0], int(url.rsplit(":", 1)[1]))
        here = list_path(city_centre(0))
        while True:
            try:
                timed(connection, here, 200)
                break
            except (ConnectionError, http.client.HTTPException):
                connection.close()
                time.sleep(0.01)
        figures = {"first_list_s": time.perf_counter() - started}
        steady = sorted(timed(connection, here, 200) for _ in range(500))
        figures["p50_ms"] = bench.percentile(steady, 0.5)
        figures["rss_kb"] = bench.rss_kb(process.pid)
        if options:
            elsewhere = list_path(city_centre(1))
            refused = [timed(connection, elsewhere, 421) for _ in range(200)]
            figures["other_region_first_ms"] = refused[0]
            figures["other_region_p50_ms"] = bench.percentile(sorted(refused), 0.5)
        for _ in range(600):
            if catalog_file.exists():
                break
            time.sleep(0.1)
        return figures
    finally:
        process.terminate()
        process.wait(timeout=60)


def render(meta: dict, one: dict, every: dict, one_again: dict, every_again: dict) -> str:
    dishes = RESTAURANTS * DISHES
    held = dishes // REGIONS
    return "\n".join([
        START,
        f"## One region of four (`bench/regions.py`, {RESTAURANTS:,} restaurants, {dishes:,} dishes)",
        "",
        f"Measured {meta['date']} on {bench.machine()}, commit {meta['commit']}, CPU idle before: {meta['idle']}. "
        f"`python3 bench/regions.py` (`foodly generate --restaurants {RESTAURANTS} --dishes-per-restaurant {DISHES} "
        f"--regions {REGIONS}`, SQLite on disk, one client on loopback, lists of 20 near city-1's centre).",
        "",
        "| Figure | `--regions city-1` | every region |",
        "|---|---|---|",
        f"| Dishes held | {held:,} | {dishes:,} |",
        f"| Start to first list answered | {one['first_list_s']:.2f} s | {every['first_list_s']:.2f} s |",
        f"| The same from its catalog file, on the next start | {one_again['first_list_s']:.2f} s | "
        f"{every_again['first_list_s']:.2f} s |",
        f"| RSS after 500 lists | {bench.mib(one['rss_kb'])} ({one['rss_kb'] * 1024 / held:,.0f} B per held dish) | "
        f"{bench.mib(every['rss_kb'])} ({every['rss_kb'] * 1024 / dishes:,.0f} B per dish) |",
        f"| The same, started from the file | {bench.mib(one_again['rss_kb'])} "
        f"({one_again['rss_kb'] * 1024 / held:,.0f} B per held dish) | {bench.mib(every_again['rss_kb'])} "
        f"({every_again['rss_kb'] * 1024 / dishes:,.0f} B per dish) |",
        f"| List p50 | {one['p50_ms']:.2f} ms | {every['p50_ms']:.2f} ms |",
        f"| A point of city-2: 421 `other_region`, p50 | {one['other_region_p50_ms']:.2f} ms | (answered) |",
        "",
        "The regional process holds a quarter of the catalog; its memory and start time follow what it holds, not "
        "the size of the database. The 421 names the region from the other regions' delivery circles, kept in a "
        f"grid read once a minute (the first of the 200 took {one['other_region_first_ms']:.1f} ms, reading it).",
        END,
        "",
    ])


def main() -> None:
    binary = bench.foodly_binary()
    commit = bench.commit()
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-regions.", dir="/var/tmp"))
    try:
        db = tmp / "foodly.sqlite"
        print(f"bench: generating {RESTAURANTS:,} restaurants x {DISHES} dishes in {REGIONS} regions", flush=True)
        subprocess.run([str(binary), "generate", "--db", str(db), "--restaurants", str(RESTAURANTS),
                        "--dishes-per-restaurant", str(DISHES), "--regions", str(REGIONS)], check=True,
                       stdout=subprocess.DEVNULL)
        idle = subprocess.run([sys.executable, str(ROOT / "bench/bench.py"), "cpu-idle", "2"],
                              capture_output=True, text=True).stdout.strip()
        print("bench: serving city-1 only", flush=True)
        one = measure(binary, db, tmp / "one.out", tmp / "one.catalog", "--regions", "city-1")
        one_again = measure(binary, db, tmp / "one-again.out", tmp / "one.catalog", "--regions", "city-1")
        print("bench: serving every region", flush=True)
        every = measure(binary, db, tmp / "every.out", tmp / "every.catalog")
        every_again = measure(binary, db, tmp / "every-again.out", tmp / "every.catalog")
        meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "idle": idle, "commit": commit}
        bench.publish(render(meta, one, every, one_again, every_again), START, END, QUICK)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
