#!/usr/bin/env python3
"""Live order events benchmark: 1,000 server-sent event streams held open on one server while orders change
state; every stream must receive every event. Reports the server's RSS and CPU.

Part 1 (order statuses). Steps: `foodly seed` into a fresh database; `foodly serve --demo --demo-speed 3600` (the simulator moves each
order one status per second, as kitchens and couriers would); 50 customers each place one order through the API;
20 streams per order (1,000 in all) connect to GET /api/v1/orders/{id}/events over their own connections and
read until the order is delivered and the server ends the stream. Each stream must have received the event
ids 1..6 (placed, accepted, preparing, ready, picked up, delivered). Rewrites the bench:events section of
docs/PERFORMANCE.md.

Part 2 (courier positions). A second server on a fresh seeded database, no demo: 100 courier accounts on duty at
the demo kitchen's restaurant, 100 customers' orders taken there (one courier each: the dispatch setting at 1, each
order accepted by the courier it is offered to), the kitchen and the couriers
move them to picked up; 10 streams per order (1,000 in all) stay open while every courier sends a new position
(`PUT /api/v1/courier/location`) every 2 s for 60 s. Every stream must receive every position of its order's
courier; the latency is from just before the courier's request is written to the moment its `position` event is
read by the stream (both on this machine's monotonic clock). Rewrites the bench:positions section.

Env: FOODLY_BIN (default .build/release/foodly); BENCH_QUICK=1 for 10 orders x 10 streams (part 2: 10 couriers x
5 streams for 10 s), printing only; BENCH_EVENTS_PART=1 or 2 runs one part.
"""

from __future__ import annotations

import asyncio
import json
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
POSITIONS_START, POSITIONS_END = "<!-- bench:positions:start -->", "<!-- bench:positions:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
ORDERS = 10 if QUICK else 50
STREAMS_PER_ORDER = 10 if QUICK else 20
EXPECTED_IDS = set(range(1, 7))
TIMEOUT_SECONDS = 300
COURIERS = 10 if QUICK else 100
STREAMS_PER_DELIVERY = 5 if QUICK else 10
UPDATE_EVERY = 2.0
UPDATES_FOR = 10.0 if QUICK else 60.0


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
    binary = bench.foodly_binary()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    commit = bench.commit()
    part = os.environ.get("BENCH_EVENTS_PART", "")
    if part in ("", "1"):
        statuses(binary, commit)
    if part in ("", "2"):
        positions(binary, commit)


def statuses(binary: Path, commit: str) -> None:
    """Part 1: every status of 50 orders reaches 20 streams each."""
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


# ------------------------------------------------------------------------------------ part 2: courier positions


class PositionStream:
    """One order's event stream, read as it comes: the positions it received and when."""

    def __init__(self, order: str, token: str):
        self.order = order
        self.token = token
        self.received: dict[float, float] = {}  # latitude -> monotonic time read
        self.error = ""

    async def run(self, host: str, port: int, ready: asyncio.Event, stop: asyncio.Event) -> None:
        try:
            reader, writer = await asyncio.open_connection(host, port)
            writer.write((f"GET /api/v1/orders/{self.order}/events HTTP/1.1\r\nHost: {host}\r\n"
                          f"Authorization: Bearer {self.token}\r\nAccept: text/event-stream\r\n\r\n").encode())
            await writer.drain()
            pending = b""
            first = True
            while not stop.is_set():
                try:
                    chunk = await asyncio.wait_for(reader.read(65536), 0.5)
                except asyncio.TimeoutError:
                    continue
                if not chunk:
                    self.error = "closed"
                    break
                now = time.monotonic()
                pending += chunk
                for match in re.finditer(rb"event: position\ndata: (\{[^\n]*\})", pending):
                    latitude = float(re.search(rb'"latitude":(-?[0-9.eE-]+)', match.group(1)).group(1))
                    self.received.setdefault(latitude, now)
                    if first:
                        first = False
                        ready.set()
                pending = pending[pending.rfind(b"\n\n") + 2:] if b"\n\n" in pending else pending
            writer.close()
        except Exception as error:  # noqa: BLE001 (reported in the table)
            self.error = repr(error)


async def courier_updates(host: str, port: int, token: str, base: tuple[float, float], offset: float,
                          sent: dict[float, float], stop_at: float, errors: list) -> int:
    """One courier: a new position every UPDATE_EVERY seconds until `stop_at`; each latitude unique."""
    reader, writer = await asyncio.open_connection(host, port)
    await asyncio.sleep(offset)
    count = 0
    while time.monotonic() < stop_at:
        count += 1
        latitude = round(base[0] + count * 0.00001, 7)
        body = json.dumps({"latitude": latitude, "longitude": base[1]}).encode()
        request = (f"PUT /api/v1/courier/location HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\n"
                   f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n").encode() + body
        sent[latitude] = time.monotonic()
        writer.write(request)
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 204"):
            errors.append(head[:40])
        length = re.search(rb"Content-Length: (\d+)", head, re.IGNORECASE)
        if length and int(length.group(1)):
            await reader.readexactly(int(length.group(1)))
        await asyncio.sleep(max(0, UPDATE_EVERY - (time.monotonic() - sent[latitude])))
    writer.close()
    return count


async def run_positions(host: str, port: int, deliveries: list[dict], sampler) -> dict:
    stop = asyncio.Event()
    streams = [PositionStream(d["order"], d["customer"]) for d in deliveries for _ in range(STREAMS_PER_DELIVERY)]
    readies = [asyncio.Event() for _ in streams]
    readers = [asyncio.create_task(s.run(host, port, r, stop)) for s, r in zip(streams, readies)]
    await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), 60)  # each got the position at connect
    samples = []
    started = time.monotonic()
    cpu_start = sampler()[1]
    stop_at = started + UPDATES_FOR
    sent = [{} for _ in deliveries]
    errors: list = []
    updaters = [asyncio.create_task(courier_updates(host, port, d["courier"], d["base"],
                                                    index * UPDATE_EVERY / len(deliveries), sent[index], stop_at,
                                                    errors))
                for index, d in enumerate(deliveries)]

    async def sample() -> None:
        while time.monotonic() < stop_at + 3:
            samples.append(sampler())
            await asyncio.sleep(0.5)

    sampling = asyncio.create_task(sample())
    updates = await asyncio.gather(*updaters)
    await asyncio.sleep(3)  # the last updates' events on their way
    cpu_end = sampler()[1]
    stop.set()
    await asyncio.gather(*readers)
    await sampling
    latencies, delivered, expected = [], 0, 0
    for index, stream in enumerate(streams):
        mine = sent[index // STREAMS_PER_DELIVERY]
        expected += len(mine)
        for latitude, at in mine.items():
            if latitude in stream.received:
                delivered += 1
                latencies.append((stream.received[latitude] - at) * 1000)
    latencies.sort()
    return {"streams": len(streams), "updates": sum(updates), "expected": expected, "delivered": delivered,
            "errors": len(errors) + sum(1 for s in streams if s.error),
            "first_error": repr(errors[0]) if errors else next((s.error for s in streams if s.error), ""),
            "p50": bench.percentile(latencies, 0.50) if latencies else 0,
            "p99": bench.percentile(latencies, 0.99) if latencies else 0,
            "max": latencies[-1] if latencies else 0, "seconds": UPDATES_FOR, "samples": samples,
            "cpu": cpu_end - cpu_start, "wall": time.monotonic() - 3 - started}


def render_positions(meta: dict, result: dict) -> str:
    ok = result["delivered"] == result["expected"] and result["errors"] == 0
    per_second = result["updates"] / result["seconds"]
    return "\n".join([
        POSITIONS_START,
        f"## Courier positions: {result['streams']:,} live order streams, a position every 2 s "
        "(`bench/events.py`, part 2)" if not QUICK else "## Courier positions (quick)",
        "",
        f"Run {meta['date']} on {bench.machine()}; CPU idle just before: {meta['idle']}.  ",
        f"foodly commit {meta['commit']}.",
        "",
        "```",
        ".build/release/foodly seed --db <tmp>/foodly.sqlite",
        f"# {COURIERS} couriers: foodly admin create-user --role courier …; POST /api/v1/admin/couriers at the kitchen",
        ".build/release/foodly serve --host 127.0.0.1 --port 0 --db <tmp>/foodly.sqlite",
        f"# {COURIERS} customers order (one courier each); kitchen and couriers move the orders to picked up;",
        f"# {STREAMS_PER_DELIVERY} streams per order (GET /api/v1/orders/{{id}}/events, one connection each);",
        f"# every courier: PUT /api/v1/courier/location every {UPDATE_EVERY:.0f} s for {UPDATES_FOR:.0f} s",
        "```",
        "",
        "Each update is one write transaction (the position, the order's arrival worked out again) and wakes the "
        "order's streams, which reload the order and send a `position` event (and an `order` event when the "
        "arrival moved). Latency: from just before the courier's request is written to the moment its position "
        "is read by the stream, on one clock; the client (Python asyncio, the same 2 CPUs) is part of it.",
        "",
        "| measure | result |",
        "|---|---:|",
        f"| live streams | {result['streams']:,} |",
        f"| courier updates sent | {result['updates']:,} ({per_second:.0f} a second) |",
        f"| position events expected / delivered | {result['expected']:,} / **{result['delivered']:,}** |",
        f"| errors | {result['errors']} |",
        f"| latency publish → receipt p50 / p99 / max | {result['p50']:.1f} / **{result['p99']:.1f}** / "
        f"{result['max']:.1f} ms |",
        f"| foodly RSS with the streams open, peak | {meta['rss_open'] / 1024:.1f} / {meta['rss_peak'] / 1024:.1f} MiB |",
        f"| foodly CPU during the updates | {result['cpu']:.2f} s ({result['cpu'] / result['wall'] * 100:.0f}% of "
        "one core) |",
        "",
        "| goal | target | measured | met |",
        "|---|---|---|---|",
        f"| every update reaches every stream of its order | {result['expected']:,} | {result['delivered']:,} | "
        f"{bench.yes(ok)} |",
        POSITIONS_END,
    ]) + "\n"


def positions(binary: Path, commit: str) -> None:
    """Part 2: 1,000 streams of picked-up orders, each order's courier moving every 2 s."""
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-positions."))
    process = None
    try:
        db = tmp / "foodly.sqlite"
        log("seeding the demo city")
        subprocess.run([str(binary), "seed", "--db", str(db)], check=True, stdout=subprocess.DEVNULL)
        log(f"creating {COURIERS} courier accounts")
        environment = {k: v for k, v in os.environ.items() if not k.startswith("FOODLY_")}
        environment["FOODLY_PASSWORD"] = "Healthy1!"
        for index in range(COURIERS):
            subprocess.run([str(binary), "admin", "create-user", "--role", "courier", "--email",
                            f"rider{index}@example.com", "--name", f"Bench Rider {index}", "--db", str(db)],
                           check=True, stdout=subprocess.DEVNULL, env=environment)
        idle = subprocess.run([sys.executable, str(ROOT / "bench/bench.py"), "cpu-idle", "2"],
                              capture_output=True, text=True).stdout.strip()
        process, url = bench.start_foodly(binary, db, tmp / "foodly.out")
        host, port = url.removeprefix("http://").split(":")
        port = int(port)
        anonymous = Client(host, port)

        def token(email: str) -> str:
            status, body = anonymous.send("POST", "/api/v1/sessions", {"email": email, "password": "Healthy1!"})
            assert status in (200, 201), (status, body)
            return body["token"]

        admin, kitchen = Client(host, port, token("admin@foodly.test")), Client(host, port, token("kitchen@foodly.test"))
        demo = json.loads((ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())[0]
        _, page = anonymous.send("GET", "/api/v1/restaurants?limit=100")
        restaurant = next(r for r in page["items"] if r["name"] == demo["name"])
        _, detail = anonymous.send("GET", f"/api/v1/restaurants/{restaurant['id']}")
        base = (detail["latitude"], detail["longitude"])
        dish = next(d["id"] for s in detail["menu"] for d in s["dishes"] if d["available"] and d["price"] >= 1200)
        riders = {}
        for index in range(COURIERS):
            status, body = admin.send("POST", "/api/v1/admin/couriers", {
                "email": f"rider{index}@example.com", "phone": f"(415) 555-{1000 + index:04d}", "vehicle": "bicycle",
                "latitude": base[0], "longitude": base[1]})
            assert status == 201, (status, body)
            riders[f"Bench Rider {index}"] = token(f"rider{index}@example.com")
        # One order per courier (no batching): each stream follows one courier. Dispatch offers each order to one
        # courier, found by asking their offers, who takes it.
        assert admin.send("PUT", "/api/v1/admin/dispatch", {"maxActiveDeliveries": 1})[0] == 200
        demo_rider = Client(host, port, token("courier@foodly.test"))  # on duty in the seed; nobody plays them here
        assert demo_rider.send("PUT", "/api/v1/courier/availability", {"available": False})[0] == 200
        screens = {name: Client(host, port, rider) for name, rider in riders.items()}

        def take(order_id: str) -> str:
            for name, screen in screens.items():
                _, offers = screen.send("GET", "/api/v1/courier/offers")
                offer = next((o for o in offers["items"] if o["orderId"] == order_id), None)
                if offer is not None:
                    assert screen.send("POST", f"/api/v1/courier/offers/{offer['id']}/accept", {})[0] == 200
                    return riders[name]
            raise AssertionError(f"order {order_id} was offered to nobody")

        log(f"{COURIERS} orders to picked up")
        deliveries = []
        address = {"line1": "1 Bench St", "city": "San Francisco", "latitude": base[0] + 0.015, "longitude": base[1]}
        for index in range(COURIERS):
            status, body = anonymous.send("POST", "/api/v1/users", {
                "fullName": "Position Customer", "email": f"watcher{index}@example.com", "password": "Healthy1!"})
            assert status == 201, (status, body)
            customer = Client(host, port, body["token"])
            assert customer.send("PUT", "/api/v1/cart/address", address)[0] == 200
            assert customer.send("POST", "/api/v1/cart/items", {"dishId": dish, "quantity": 1})[0] == 200
            status, order = customer.send("POST", "/api/v1/orders", {}, {"Idempotency-Key": f"positions-{index}"})
            assert status == 201, (status, order)
            rider = take(order["id"])
            for action in ("accept", "preparing", "ready"):
                assert kitchen.send("POST", f"/api/v1/kitchen/orders/{order['id']}/{action}", {})[0] == 200
            courier = Client(host, port, rider)
            assert courier.send("POST", f"/api/v1/courier/deliveries/{order['id']}/pickup", {})[0] == 200
            deliveries.append({"order": order["id"], "customer": body["token"], "courier": rider,
                               "base": (base[0] + index * 0.001, base[1])})
        log(f"{COURIERS * STREAMS_PER_DELIVERY} streams, a position per courier every {UPDATE_EVERY:.0f} s "
            f"for {UPDATES_FOR:.0f} s")
        result = asyncio.run(run_positions(host, port, deliveries, lambda: proc_stats(process.pid)))
        meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "idle": idle, "commit": commit,
                "rss_open": result["samples"][0][0] if result["samples"] else 0,
                "rss_peak": max(s[0] for s in result["samples"]) if result["samples"] else 0}
        log(f"{result['delivered']}/{result['expected']} positions delivered, p99 {result['p99']:.1f} ms, "
            f"{result['errors']} errors {result['first_error']}")
        bench.publish(render_positions(meta, result), POSITIONS_START, POSITIONS_END, QUICK)
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
