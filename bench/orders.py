#!/usr/bin/env python3
"""Ordering benchmark: orders placed per second on SQLite (durable commits: WAL, synchronous=FULL, on disk)
by 16 concurrent clients, and the cart endpoints' requests per second.

Steps: `foodly seed` into a fresh database in a temporary directory on disk; `foodly serve` on loopback;
16 customers registered through the API, each with a delivery address; then for a fixed time each client
loops "add a dish to the cart, place the order with a new Idempotency-Key" over its own keep-alive
connection (two write transactions per order, each committed durably). Then `wrk -t2 -c64 -d10s` on
GET /api/v1/cart (a read) and on PUT /api/v1/cart/tip (a write), each with a customer's bearer token.
Then the same order loop paying by card, against localstripe started beside it (scripts/localstripe; each client's
card entered once through a card set-up, as Stripe.js does), in the same run.
Rewrites the bench:orders section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); BENCH_QUICK=1 for short runs, printing the section only.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), percentile(), parse_wrk(), yes())

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- bench:orders:start -->", "<!-- bench:orders:end -->"
GOAL_ORDERS_PER_SECOND = 500
CLIENTS = 16
QUICK = os.environ.get("BENCH_QUICK") == "1"
SECONDS = 5 if QUICK else 20
WRK_SECONDS = 3 if QUICK else 10
NAMES = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo",
         "Lima", "Mike", "November", "Oscar", "Papa"]
ADDRESS = {"line1": "1 Bench St", "city": "San Francisco", "latitude": 37.7880, "longitude": -122.4075}


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


class Client:
    """One keep-alive connection speaking JSON as one customer."""

    def __init__(self, host: str, port: int, token: str | None = None):
        self.connection = http.client.HTTPConnection(host, port, timeout=60)
        self.token = token

    def send(self, method: str, path: str, body: object | None = None, headers: dict | None = None):
        all_headers = {"Content-Type": "application/json"}
        if self.token:
            all_headers["Authorization"] = "Bearer " + self.token
        all_headers.update(headers or {})
        self.connection.request(method, path, body=json.dumps(body) if body is not None else None, headers=all_headers)
        response = self.connection.getresponse()
        data = response.read()
        return response.status, json.loads(data) if data else None


def dishes_near(client: Client) -> list[str]:
    """Dish ids of the most popular open restaurant that delivers to the bench address."""
    _, page = client.send("GET", f"/api/v1/restaurants?lat={ADDRESS['latitude']}&lon={ADDRESS['longitude']}&limit=5")
    for summary in page["items"]:
        if summary["isOpen"]:
            _, detail = client.send("GET", f"/api/v1/restaurants/{summary['id']}")
            return [d["id"] for s in detail["menu"] for d in s["dishes"] if d["available"] and d["price"] >= 1200]
    raise SystemExit("bench: no open restaurant near the bench address")


def place_orders(host: str, port: int, tokens: list[str], dishes: list[str], cards: list[str] | None = None) -> dict:
    """Each client loops add-to-cart + place-order (paying with `cards[index]` when given) until the time is up;
    returns counts and latencies."""
    stop_at = time.monotonic() + SECONDS
    results = [{"orders": 0, "errors": 0, "latencies": []} for _ in tokens]

    def run(index: int) -> None:
        client = Client(host, port, tokens[index])
        mine = results[index]
        step = 0
        while time.monotonic() < stop_at:
            started = time.perf_counter()
            status, _ = client.send("POST", "/api/v1/cart/items", {"dishId": dishes[step % len(dishes)], "quantity": 1})
            if status != 200:
                mine["errors"] += 1
                continue
            body = {"card": cards[index]} if cards else {}
            status, _ = client.send("POST", "/api/v1/orders", body, {"Idempotency-Key": str(uuid.uuid4())})
            if status == 201:
                mine["orders"] += 1
                mine["latencies"].append((time.perf_counter() - started) * 1000)
            else:
                mine["errors"] += 1
            step += 1

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(tokens))]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    latencies = sorted(x for r in results for x in r["latencies"])
    orders = sum(r["orders"] for r in results)
    return {"orders": orders, "errors": sum(r["errors"] for r in results), "seconds": elapsed,
            "per_second": orders / elapsed, "p50": bench.percentile(latencies, 0.5),
            "p99": bench.percentile(latencies, 0.99)}


def wrk(url: str, path: str, token: str, method: str, body: str | None, tmp: Path) -> dict:
    script = tmp / f"{method.lower()}.lua"
    lines = [f'wrk.method = "{method}"', f'wrk.headers["Authorization"] = "Bearer {token}"',
             'wrk.headers["Content-Type"] = "application/json"']
    if body is not None:
        lines.append(f"wrk.body = {json.dumps(body)}")
    script.write_text("\n".join(lines) + "\n")
    subprocess.run(["wrk", "-t2", "-c64", "-d2s", "-s", str(script), url + path], check=True, stdout=subprocess.DEVNULL)
    text = subprocess.run(["wrk", "-t2", "-c64", f"-d{WRK_SECONDS}s", "--latency", "-s", str(script), url + path],
                          check=True, capture_output=True, text=True).stdout
    print(text, flush=True)
    return bench.parse_wrk(text)


def enter_card(host: str, port: int, token: str, stripe_url: str) -> str:
    """A card set-up through Foodly, confirmed at localstripe with 4242 4242 4242 4242 as Stripe.js would: the card's id."""
    import urllib.parse
    import urllib.request
    status, setup = Client(host, port, token).send("POST", "/api/v1/payments/card-setups")
    assert status == 201, (status, setup)
    secret = setup["clientSecret"]
    form = urllib.parse.urlencode({
        "key": setup["publishableKey"], "client_secret": secret, "payment_method_data[type]": "card",
        "payment_method_data[card][number]": "4242424242424242", "payment_method_data[card][exp_month]": "12",
        "payment_method_data[card][exp_year]": "2030", "payment_method_data[card][cvc]": "123"}).encode()
    request = urllib.request.Request(f"{stripe_url}/v1/setup_intents/{secret.split('_secret_')[0]}/confirm", data=form)
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())["payment_method"]


def render(meta: dict, placed: dict, cart_get: dict, cart_put: dict, by_card: dict) -> str:
    ok = placed["per_second"] >= GOAL_ORDERS_PER_SECOND
    return "\n".join([
        START,
        "## Ordering: orders per second and cart endpoints (`bench/orders.py`)" if not QUICK
        else "## Ordering (quick run)",
        "",
        f"Run {meta['date']} on {bench.machine()}; CPU idle just before: {meta['idle']}.  ",
        f"foodly commit {meta['commit']}; SQLite in WAL mode with `synchronous=FULL` (every commit synced to "
        f"disk), database on ext4; {meta['wrk_version']}.",
        "",
        "```",
        ".build/release/foodly seed --db <tmp>/foodly.sqlite",
        ".build/release/foodly serve --host 127.0.0.1 --port 0 --db <tmp>/foodly.sqlite",
        f"# {CLIENTS} clients, each on its own keep-alive connection as its own customer, for {SECONDS} s:",
        "#   POST /api/v1/cart/items {dishId, quantity: 1}; POST /api/v1/orders (new Idempotency-Key)",
        f"wrk -t2 -c64 -d{WRK_SECONDS}s --latency -s get.lua URL/api/v1/cart",
        f"wrk -t2 -c64 -d{WRK_SECONDS}s --latency -s put.lua URL/api/v1/cart/tip   # body {{\"amount\": 200}}",
        "```",
        "",
        "Each order is two durable write transactions (the cart line, then the order: re-validation, insert, "
        "coupon and courier checks, cart emptied); the couriers are soon all busy, so most orders wait for one, "
        "as they would at a rush. A card order adds the provider's calls before it (the card read once per order, the "
        "hold created and confirmed) and a third transaction (the payment row); against localstripe, a single-threaded "
        "Python server on the same two cores, they measure mostly localstripe.",
        "",
        "| measure | result |",
        "|---|---:|",
        f"| orders placed ({CLIENTS} clients, {placed['seconds']:.0f} s) | {placed['orders']:,} "
        f"({placed['errors']} errors) |",
        f"| **orders per second** | **{placed['per_second']:,.0f}** |",
        f"| add + place latency p50 / p99 | {placed['p50']:.1f} ms / {placed['p99']:.1f} ms |",
        f"| orders paid by card ({CLIENTS} clients, {by_card['seconds']:.0f} s, localstripe) | {by_card['orders']:,} "
        f"({by_card['errors']} errors) |",
        f"| **card orders per second** (the hold asked of localstripe before each) | "
        f"**{by_card['per_second']:,.0f}** ({by_card['per_second'] / placed['per_second']:.2f}x cash) |",
        f"| card add + place latency p50 / p99 | {by_card['p50']:.1f} ms / {by_card['p99']:.1f} ms |",
        f"| GET /api/v1/cart, 64 connections | {cart_get['rps']:,.0f} req/s, p50 {cart_get['p50_ms']:.2f} ms, "
        f"p99 {cart_get['p99_ms']:.2f} ms, {cart_get['errors']} errors |",
        f"| PUT /api/v1/cart/tip, 64 connections | {cart_put['rps']:,.0f} req/s, p50 {cart_put['p50_ms']:.2f} ms, "
        f"p99 {cart_put['p99_ms']:.2f} ms, {cart_put['errors']} errors |",
        "",
        "| goal | target | measured | met |",
        "|---|---|---|---|",
        f"| orders per second on SQLite, 16 clients, durable commits | >= {GOAL_ORDERS_PER_SECOND} | "
        f"{placed['per_second']:,.0f} | {bench.yes(ok)} |",
        END,
    ]) + "\n"


def main() -> None:
    binary = bench.foodly_binary()
    commit = bench.commit()
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-orders.", dir="/var/tmp"))
    process = None
    stripe_dir = tmp / "localstripe"
    try:
        log("starting localstripe")
        stripe_url = subprocess.run([str(ROOT / "scripts/localstripe"), "start", str(stripe_dir)], check=True,
                                    capture_output=True, text=True).stdout.strip()
        db = tmp / "foodly.sqlite"
        log("seeding the demo city")
        subprocess.run([str(binary), "seed", "--db", str(db)], check=True, stdout=subprocess.DEVNULL)
        idle = subprocess.run([sys.executable, str(ROOT / "bench/bench.py"), "cpu-idle", "2"],
                              capture_output=True, text=True).stdout.strip()
        process, url = bench.start_foodly(
            binary, db, tmp / "foodly.out", "--stripe-secret-key", "sk_test_bench", "--stripe-publishable-key",
            "pk_test_bench", "--stripe-api-url", stripe_url, "--stripe-js-url", stripe_url + "/js.stripe.com/v3/")
        host, port = url.removeprefix("http://").split(":")
        anonymous = Client(host, int(port))
        tokens = []
        log(f"registering {CLIENTS} customers")
        for index in range(CLIENTS):
            status, body = anonymous.send("POST", "/api/v1/users", {
                "fullName": f"Bench {NAMES[index]}", "email": f"bench{index}@example.com", "password": "Healthy1!"})
            assert status == 201, (status, body)
            tokens.append(body["token"])
            status, _ = Client(host, int(port), body["token"]).send("PUT", "/api/v1/cart/address", ADDRESS)
            assert status == 200, status
        dishes = dishes_near(anonymous)
        log(f"{CLIENTS} clients placing orders for {SECONDS} s")
        placed = place_orders(host, int(port), tokens, dishes)
        log(f"{placed['orders']} orders, {placed['per_second']:.0f}/s, {placed['errors']} errors")
        Client(host, int(port), tokens[0]).send("POST", "/api/v1/cart/items", {"dishId": dishes[0], "quantity": 2})
        log("wrk on the cart endpoints")
        cart_get = wrk(url, "/api/v1/cart", tokens[0], "GET", None, tmp)
        cart_put = wrk(url, "/api/v1/cart/tip", tokens[1], "PUT", json.dumps({"amount": 200}), tmp)
        wrk_version = subprocess.run(["dpkg-query", "-W", "-f", "wrk ${Version}", "wrk"],
                                     capture_output=True, text=True).stdout.strip() or "wrk"
        meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "idle": idle, "commit": commit,
                "wrk_version": wrk_version}
        log("entering a card for each client")
        cards = [enter_card(host, int(port), token, stripe_url) for token in tokens]
        log(f"{CLIENTS} clients placing orders paid by card for {SECONDS} s")
        by_card = place_orders(host, int(port), tokens, dishes, cards)
        log(f"{by_card['orders']} card orders, {by_card['per_second']:.0f}/s, {by_card['errors']} errors")
        section = render(meta, placed, cart_get, cart_put, by_card)
        bench.publish(section, START, END, QUICK)
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
        if (stripe_dir / "pid").exists():
            subprocess.run([str(ROOT / "scripts/localstripe"), "stop", str(stripe_dir)], check=False)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
