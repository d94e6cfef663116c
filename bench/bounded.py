#!/usr/bin/env python3
"""Bounded checks probe: whether refusing an oversized body grows with its size and never faster. Three bodies that
once took seconds (a restaurant application with 90,000 categories, a terms change with 60,000 unknown keys, a menu
preview with 80,000 allergens on one dish) are sent at a tenth of that size and at full size, each 5 times, one
after the other on a fresh demo server; the report gives the medians and the ratio (at most about 10 when the check
is linear; it was about 17-20 before the checks were bounded: 20,000 categories 0.52 s, 80,000 9.1 s). Every answer
must be 422 with at most 101 field errors.

Env: FOODLY_BIN (default .build/release/foodly); BENCH_QUICK=1 prints only. Rewrites the bench:bounded section of
docs/PERFORMANCE.md.
"""

from __future__ import annotations

import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), start_foodly(), publish())

START, END = "<!-- bench:bounded:start -->", "<!-- bench:bounded:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
RUNS = 5
PASSWORD = "Healthy1!"


class Client:
    def __init__(self, url: str):
        parts = urllib.parse.urlsplit(url)
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=120)

    def send(self, method: str, path: str, body: object, token: str | None = None) -> tuple[int, dict, float]:
        data = json.dumps(body)
        headers = {"Content-Type": "application/json", **({"Authorization": "Bearer " + token} if token else {})}
        started = time.perf_counter()
        self.connection.request(method, path, body=data, headers=headers)
        response = self.connection.getresponse()
        answer = response.read()
        elapsed = (time.perf_counter() - started) * 1000
        return response.status, json.loads(answer) if answer else {}, elapsed


def application(categories: int) -> dict:
    return {"name": "Bounded Bowls", "cuisine": "Bowls", "categories": [f"c{n}" for n in range(categories)],
            "latitude": 37.76, "longitude": -122.42, "deliveryRadiusKm": 4, "timeZone": "America/Los_Angeles",
            "prepMinutes": 15, "contactEmail": "bounded@example.com", "menu": []}


def main() -> None:
    binary = Path(os.environ.get("FOODLY_BIN", Path(__file__).resolve().parent.parent / ".build/release/foodly"))
    with tempfile.TemporaryDirectory(prefix="foodly-bounded-") as work:
        database = Path(work) / "foodly.sqlite"
        subprocess.run([str(binary), "seed", "--db", str(database)], check=True, capture_output=True)
        process, url = bench.start_foodly(binary, database, Path(work) / "serve.log",
                                          "--mail-dir", str(Path(work) / "mail"))
        try:
            client = Client(url)
            _, admin, _ = client.send("POST", "/api/v1/sessions", {"email": "admin@foodly.test", "password": PASSWORD})
            _, kitchen, _ = client.send("POST", "/api/v1/sessions",
                                        {"email": "kitchen@foodly.test", "password": PASSWORD})
            _, customer, _ = client.send("POST", "/api/v1/users", {"fullName": "Bea Bounded",
                                         "email": "bea-bounded@example.com", "password": PASSWORD})
            _, restaurants, _ = client.send("GET", "/api/v1/restaurants?limit=1", None)
            restaurant = restaurants["items"][0]["id"]
            cases = [
                ("a restaurant application's categories", 9_000, 90_000,
                 lambda n: ("POST", "/api/v1/restaurant-applications", application(n), customer["token"])),
                ("unknown keys in a terms change", 6_000, 60_000,
                 lambda n: ("PATCH", f"/api/v1/admin/restaurants/{restaurant}", {f"key{k}": 1 for k in range(n)},
                            admin["token"])),
                ("allergens on a previewed dish", 8_000, 80_000,
                 lambda n: ("POST", "/api/v1/merchant/menu/preview", {
                     "name": "Bounded bowl", "description": "", "price": 1200, "portionGrams": 400,
                     "nutrition": {"kcal": 500, "proteinG": 20, "carbsG": 60, "sugarsG": 5, "fatG": 18,
                                   "saturatedFatG": 3, "fiberG": 8, "saltG": 1.2, "fruitVegLegumePercent": 40},
                     "category": "general", "allergens": ["milk"] * n, "diets": [], "available": True,
                     "section": "Bowls"}, kitchen["token"])),
            ]
            rows = []
            for name, small, large, request in cases:
                medians = []
                for size in (small, large):
                    times = []
                    for _ in range(RUNS):
                        method, path, body, token = request(size)
                        status, answer, ms = client.send(method, path, body, token)
                        assert status == 422, (name, size, status, str(answer)[:300])
                        assert len(answer.get("errors", [])) <= 101, (name, size, len(answer["errors"]))
                        times.append(ms)
                    medians.append(statistics.median(times))
                    print(f"bench: {name}, {size:,}: median {medians[-1]:.1f} ms", flush=True)
                rows.append((name, small, large, medians[0], medians[1]))
        finally:
            process.terminate()
            process.wait(timeout=15)
    lines = [START, f"Measured {time.strftime('%Y-%m-%d')} on {bench.machine()} (`make bench BENCH_ONLY=bounded`, "
             f"median of {RUNS} requests, each answered 422 with at most 101 field errors):", "",
             "| body | a tenth | full size | ratio |", "| --- | --- | --- | --- |"]
    for name, small, large, small_ms, large_ms in rows:
        lines.append(f"| {name} | {small:,}: {small_ms:.1f} ms | {large:,}: {large_ms:.1f} ms "
                     f"| {large_ms / small_ms:.1f}x |")
    lines += ["", "Ten times the items take at most about ten times as long (the time is parsing the JSON; the "
              "check refuses a list past its bound before reading its items).", END]
    bench.publish("\n".join(lines), START, END, QUICK)


if __name__ == "__main__":
    main()
