#!/usr/bin/env python3
"""Delivery offers benchmark: 200 couriers on duty, their screens asking for their offers as the courier screen
does, while customers place orders; reports how long an order takes from placed to shown on the phone of the
courier it is offered to (the offer-to-screen latency), and what the server spends.

Steps: `foodly seed` into a fresh database; 200 courier accounts (`foodly admin create-user --role courier`) put on
duty by an operator (`POST /api/v1/admin/couriers`) at random points within about 2 km of the demo kitchen's
restaurant; `foodly serve`. Each courier's "screen" is a thread with its own keep-alive connection that asks
`GET /api/v1/courier/offers` every POLL seconds (its phase random), and accepts the first offer it sees (as a
courier would, so busy couriers leave the pool). Customers place 100 orders there, two a second. The latency of an
order is from just before its `POST /api/v1/orders` is written to the moment a screen reads an offer of it (both on
this machine's monotonic clock). Run twice: POLL = 4 s (the courier screen's refresh) and 1 s (what the server
adds, the rest being the wait for the next poll). Rewrites the bench:offers section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); BENCH_QUICK=1 for 20 couriers and 10 orders, printing only.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), start_foodly(), publish())
from events import proc_stats  # noqa: E402
from orders import Client  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- bench:offers:start -->", "<!-- bench:offers:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
COURIERS = 20 if QUICK else 200
ORDERS = 10 if QUICK else 100
ORDERS_PER_SECOND = 2.0
POLLS = (4.0, 1.0)
PASSWORD = "Healthy1!"


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


class Screen(threading.Thread):
    """One courier's phone: asks for its offers every `poll` seconds and accepts the first one it sees."""

    def __init__(self, host: str, port: int, token: str, poll: float, placed: dict, seen: dict, lock, stop):
        super().__init__(daemon=True)
        self.client = Client(host, port, token)
        self.poll, self.placed, self.seen, self.lock, self.stop = poll, placed, seen, lock, stop
        self.requests = 0
        self.errors = 0

    def run(self) -> None:
        time.sleep(random.uniform(0, self.poll))
        while not self.stop.is_set():
            started = time.monotonic()
            try:
                status, body = self.client.send("GET", "/api/v1/courier/offers")
                self.requests += 1
                now = time.monotonic()
                if status != 200:
                    self.errors += 1
                else:
                    for offer in body["items"]:
                        with self.lock:
                            at = self.placed.get(offer["orderId"])
                            first = at is not None and offer["orderId"] not in self.seen
                            if first:
                                self.seen[offer["orderId"]] = now - at
                        if first:
                            self.client.send("POST", f"/api/v1/courier/offers/{offer['id']}/accept", {})
                            break
            except Exception:  # a reset connection counts, and the screen asks again on a new one
                self.errors += 1
                self.client = Client(self.client.connection.host, self.client.connection.port, self.client.token)
            self.stop.wait(max(0.0, self.poll - (time.monotonic() - started)))


def run(binary: Path, poll: float) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-offers."))
    process = None
    try:
        db = tmp / "foodly.sqlite"
        log(f"seeding the demo city; {COURIERS} courier accounts")
        subprocess.run([str(binary), "seed", "--db", str(db)], check=True, stdout=subprocess.DEVNULL)
        environment = {k: v for k, v in os.environ.items() if not k.startswith("FOODLY_")}
        environment["FOODLY_PASSWORD"] = PASSWORD
        for index in range(COURIERS):
            subprocess.run([str(binary), "admin", "create-user", "--role", "courier", "--email",
                            f"rider{index}@example.com", "--name", f"Offer Rider {index}", "--db", str(db)],
                           check=True, stdout=subprocess.DEVNULL, env=environment)
        process, url = bench.start_foodly(binary, db, tmp / "foodly.out")
        host, port = url.removeprefix("http://").split(":")
        port = int(port)
        anonymous = Client(host, port)

        def token(email: str) -> str:
            status, body = anonymous.send("POST", "/api/v1/sessions", {"email": email, "password": PASSWORD})
            assert status in (200, 201), (status, body)
            return body["token"]

        admin = Client(host, port, token("admin@foodly.test"))
        # The seeded demo courier is on duty but nobody plays them here: an offer to them would wait its whole
        # minute (the offer window) before going to the next courier.
        demo_rider = Client(host, port, token("courier@foodly.test"))
        assert demo_rider.send("PUT", "/api/v1/courier/availability", {"available": False})[0] == 200
        demo = json.loads((ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())[0]
        _, page = anonymous.send("GET", "/api/v1/restaurants?limit=100")
        summary = next(r for r in page["items"] if r["name"] == demo["name"])
        _, detail = anonymous.send("GET", f"/api/v1/restaurants/{summary['id']}")
        base = (detail["latitude"], detail["longitude"])
        dish = next(d["id"] for s in detail["menu"] for d in s["dishes"] if d["available"] and d["price"] >= 1200)
        random.seed(20261207)
        tokens = []
        for index in range(COURIERS):
            status, body = admin.send("POST", "/api/v1/admin/couriers", {
                "email": f"rider{index}@example.com", "phone": f"(415) 555-{2000 + index:04d}", "vehicle": "bicycle",
                "latitude": base[0] + random.uniform(-0.015, 0.015),
                "longitude": base[1] + random.uniform(-0.015, 0.015)})
            assert status == 201, (status, body)
            tokens.append(token(f"rider{index}@example.com"))
        customers = []
        address = {"line1": "1 Offer St", "city": "San Francisco", "latitude": base[0] + 0.01, "longitude": base[1]}
        for index in range(ORDERS):
            status, body = anonymous.send("POST", "/api/v1/users", {
                "fullName": "Offer Customer", "email": f"offer{index}@example.com", "password": PASSWORD})
            assert status == 201, (status, body)
            customer = Client(host, port, body["token"])
            assert customer.send("PUT", "/api/v1/cart/address", address)[0] == 200
            assert customer.send("POST", "/api/v1/cart/items", {"dishId": dish, "quantity": 1})[0] == 200
            customers.append(body["token"])

        placed, seen, lock, stop = {}, {}, threading.Lock(), threading.Event()
        screens = [Screen(host, port, t, poll, placed, seen, lock, stop) for t in tokens]
        for screen in screens:
            screen.start()
        time.sleep(poll + 1)  # every screen polling
        log(f"{ORDERS} orders, {ORDERS_PER_SECOND:g} a second; screens poll every {poll:g} s")
        _, cpu_before = proc_stats(process.pid)
        began = time.monotonic()
        for index, customer_token in enumerate(customers):
            time.sleep(max(0.0, began + index / ORDERS_PER_SECOND - time.monotonic()))
            customer = Client(host, port, customer_token)  # a new connection: the server closes idle ones
            customer.connection.connect()
            at = time.monotonic()
            status, order = customer.send("POST", "/api/v1/orders", {}, {"Idempotency-Key": f"offer-{index}"})
            assert status == 201, (status, order)
            with lock:
                placed[order["id"]] = at
        deadline = time.monotonic() + poll * 3 + 10
        while time.monotonic() < deadline and len(seen) < ORDERS:
            time.sleep(0.2)
        wall = time.monotonic() - began
        rss, cpu_after = proc_stats(process.pid)
        stop.set()
        for screen in screens:
            screen.join(timeout=poll + 5)
        latencies = [seconds * 1000 for seconds in seen.values()]
        return {
            "poll": poll, "shown": len(seen), "orders": ORDERS, "p50": percentile(latencies, 0.5),
            "p95": percentile(latencies, 0.95), "p99": percentile(latencies, 0.99),
            "max": max(latencies) if latencies else float("nan"),
            "mean": statistics.fmean(latencies) if latencies else float("nan"),
            "requests": sum(s.requests for s in screens), "errors": sum(s.errors for s in screens),
            "cpu": (cpu_after - cpu_before) / wall * 100, "rss": rss, "wall": wall,
        }
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
        shutil.rmtree(tmp, ignore_errors=True)


def render(meta: dict, results: list[dict]) -> str:
    rows = "\n".join(
        f"| {r['poll']:g} s | {r['shown']}/{r['orders']} | {r['p50']:.0f} | {r['p95']:.0f} | {r['p99']:.0f} | "
        f"{r['max']:.0f} | {r['requests']:,} ({r['requests'] / r['wall']:.0f}/s) | {r['errors']} | "
        f"{r['cpu']:.0f}% | {r['rss'] / 1024:.0f} MiB |"
        for r in results)
    return f"""{START}
## Delivery offers: 200 couriers' screens (`bench/offers.py`)

{meta['date']}, commit {meta['commit']}, {bench.machine()}; `BENCH_ONLY=offers make bench`.
{COURIERS} couriers on duty within about 2 km of the demo kitchen, each screen asking for its offers every POLL
seconds and accepting the first it sees; {ORDERS} orders placed there, {ORDERS_PER_SECOND:g} a second. Latency: from
just before an order's `POST /api/v1/orders` to a screen reading an offer of it, in ms.

| POLL | orders shown | p50 | p95 | p99 | max | offer requests | errors | server CPU (of one core) | RSS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
{rows}

The offer is made inside the transaction that places the order, so what a courier waits for is their screen's
next look: about half the polling interval on average, at most the interval plus a request. An offer nobody answers
(a courier on duty who is not looking) costs its whole minute before the next courier is asked; with the seeded
demo courier left on duty, one order in a hundred waited 61 s that way. The courier screen asks
every 4 s; pushing offers (over the event stream the order pages use, or a phone notification) would bring it to the
1-second row's server time and below, and is not built yet.
{END}"""


def main() -> None:
    binary = bench.foodly_binary()
    results = []
    for poll in POLLS:
        result = run(binary, poll)
        log(f"poll {poll:g} s: {result['shown']}/{result['orders']} shown, p50 {result['p50']:.0f} ms, "
            f"p99 {result['p99']:.0f} ms, {result['errors']} errors")
        results.append(result)
    meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "commit": bench.commit()}
    bench.publish(render(meta, results), START, END, QUICK)


if __name__ == "__main__":
    main()
