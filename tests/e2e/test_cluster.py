"""Past one machine: two `foodly serve` processes on one PostgreSQL behind nginx (deploy/nginx.conf, round robin,
loopback). Nothing a user does may depend on which process answers (orders, live events, idempotency keys, coupon
limits, search after a sold-out switch, login throttling); PostgreSQL restarting mid-burst loses no
acknowledged order and makes none twice; `foodly copy-data` moves a SQLite deployment over with nothing lost."""

from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
import threading
import time
import urllib.parse
import uuid

import pytest

from cluster import (PASSWORD, Client, Nginx, Process, fill_cart, foodly, fresh_database, kitchen_restaurant, login, register,
                     sql, wait_for)
from conftest import REPO_ROOT


@pytest.fixture
def cluster(tmp_path):
    """A seeded PostgreSQL database, two foodly processes on it and nginx in front of them."""
    database = fresh_database()
    seeded = foodly("seed", "--db", database)
    assert seeded.returncode == 0, seeded.stderr
    processes = [Process(database, tmp_path / f"foodly-{index}.log") for index in (1, 2)]
    nginx = Nginx(tmp_path / "nginx", [p.port for p in processes])
    try:
        yield {"database": database, "processes": processes, "nginx": nginx}
    finally:
        nginx.stop()
        for process in processes:
            process.stop()


def served_orders(port: int) -> int:
    """How many POST /api/v1/orders this process answered, from its /metrics."""
    text = Client(port).connection
    text.request("GET", "/metrics")
    body = text.getresponse().read().decode()
    return sum(int(n) for n in re.findall(r'http_requests_total\{route="/api/v1/orders",method="POST",[^}]*\} (\d+)',
                                          body))


def read_events(port: int, token: str, order_id: str, found: list, stop: threading.Event) -> None:
    """Collects the `order` events of one stream (status of each) until `stop` is set or the stream ends."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    connection.request("GET", f"/api/v1/orders/{order_id}/events", headers={"Authorization": "Bearer " + token,
                                                                             "Accept": "text/event-stream"})
    response = connection.getresponse()
    assert response.status == 200
    while not stop.is_set():
        line = response.fp.readline()
        if not line:
            return
        if line.startswith(b"data: "):
            found.append(json.loads(line[6:])["status"])


def test_orders_events_keys_and_coupons_do_not_depend_on_the_process(cluster):
    first, second = (p.port for p in cluster["processes"])
    front = cluster["nginx"].port
    restaurant = kitchen_restaurant(front)

    # A customer orders through the first process and watches the order's event stream there.
    customer = register(first, "Cleo Cluster")
    fill_cart(first, customer, restaurant)
    order = Client(first, customer).ok("POST", "/api/v1/orders", {}, {"Idempotency-Key": "cluster-1"})
    statuses: list[str] = []
    stop = threading.Event()
    reader = threading.Thread(target=read_events, args=(first, customer, order["id"], statuses, stop), daemon=True)
    reader.start()
    wait_for(lambda: statuses == ["placed"], message="the stream's first event")

    # The kitchen accepts through the second process; the stream on the first hears of it.
    kitchen = Client(second, login(second, "kitchen@foodly.test"))
    kitchen.ok("POST", f"/api/v1/kitchen/orders/{order['id']}/accept")
    wait_for(lambda: "accepted" in statuses, seconds=10, message="the accepted event on the other process")
    stop.set()
    assert statuses == ["placed", "accepted"]

    # A dish the kitchen marks sold out through the second process leaves search on the first at once.
    dish = next(d for s in restaurant["menu"] for d in s["dishes"] if d["available"])
    query = f"/api/v1/search?q={urllib.parse.quote(dish['name'])}"
    assert dish["id"] in [d["dish"]["id"] for d in Client(first).ok("GET", query)["dishes"]]
    status, _, _ = kitchen.send("PATCH", f"/api/v1/kitchen/dishes/{dish['id']}", {"available": False})
    assert status == 204
    assert dish["id"] not in [d["dish"]["id"] for d in Client(first).ok("GET", query)["dishes"]]
    kitchen.send("PATCH", f"/api/v1/kitchen/dishes/{dish['id']}", {"available": True})
    assert dish["id"] in [d["dish"]["id"] for d in Client(first).ok("GET", query)["dishes"]]

    # 20 parallel replays of one Idempotency-Key through nginx (round robin over both processes): one order.
    replayer = register(front, "Rex Replay")
    fill_cart(front, replayer, restaurant)
    before = [served_orders(first), served_orders(second)]
    replies: list = [None] * 20

    def replay(index: int) -> None:
        status, body, _ = Client(front, replayer).send("POST", "/api/v1/orders", {}, {"Idempotency-Key": "same-key"})
        replies[index] = (status, (body or {}).get("id") or (body or {}).get("code"))

    threads = [threading.Thread(target=replay, args=(i,)) for i in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(status == 201 for status, _ in replies), replies
    assert len({order_id for _, order_id in replies}) == 1
    spread = [served_orders(first) - before[0], served_orders(second) - before[1]]
    assert spread[0] > 0 and spread[1] > 0 and sum(spread) == 20, spread
    mine = Client(front, replayer).ok("GET", "/api/v1/orders")["items"]
    assert len(mine) == 1

    # A coupon with a total limit of 1, raced by 10 customers across both processes: redeemed once.
    admin = Client(front, login(front, "admin@foodly.test"))
    admin.ok("POST", "/api/v1/admin/coupons", {"code": "ONLYONE", "description": "$3 off, once", "kind": "fixed",
                                               "amount": 300, "totalLimit": 1})
    racers = [register(front, f"Racer {chr(ord('A') + index)}") for index in range(10)]
    for token in racers:
        fill_cart(front, token, restaurant)
        Client(front, token).ok("PUT", "/api/v1/cart/coupon", {"code": "onlyone"})
    results: list = [None] * 10

    def race(index: int) -> None:
        status, body, _ = Client(front, racers[index]).send("POST", "/api/v1/orders", {},
                                                             {"Idempotency-Key": f"race-{index}"})
        results[index] = (status, (body or {}).get("code"))

    threads = [threading.Thread(target=race, args=(i,)) for i in range(10)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(1 for status, _ in results if status == 201) == 1, results
    assert all(code == "coupon_limit_reached" for status, code in results if status != 201), results
    database = cluster["database"]
    assert sql(database, "SELECT redemptions FROM coupons WHERE code = 'ONLYONE'") == "1"
    assert sql(database, "SELECT COUNT(*) FROM coupon_redemptions WHERE coupon_code = 'ONLYONE'") == "1"
    assert sql(database, "SELECT COUNT(*) FROM orders WHERE coupon_code = 'ONLYONE'") == "1"

    # Failed logins count across processes: five through nginx make the next attempt for this account from this
    # address wait, on both.
    victim = f"victim-{uuid.uuid4().hex[:6]}@example.com"
    Client(front).ok("POST", "/api/v1/users", {"fullName": "Vic Tim", "email": victim, "password": PASSWORD})
    for _ in range(5):
        status, _, _ = Client(front).send("POST", "/api/v1/sessions", {"email": victim, "password": "Wrong-pass1!"})
        assert status == 401
    for port in (first, second):
        status, _, response = Client(port).send("POST", "/api/v1/sessions", {"email": victim, "password": PASSWORD})
        assert status == 429 and response.getheader("Retry-After")


def test_postgres_restart_during_a_burst_loses_no_acknowledged_order(cluster):
    directory = os.environ["FOODLY_TEST_POSTGRES_DIR"]
    front = cluster["nginx"].port
    processes = cluster["processes"]
    restaurant = kitchen_restaurant(front)
    customers = [register(front, f"Burst {chr(ord('A') + index)}") for index in range(6)]
    acknowledged: dict[str, str] = {}  # idempotency key -> order id
    failed: dict[str, str] = {}  # idempotency key -> customer token, for requests that got no 201
    statuses: list[int] = []
    lock = threading.Lock()
    stop_at = time.monotonic() + 8

    def burst(token: str) -> None:
        client = Client(front, token)
        while time.monotonic() < stop_at:
            key = uuid.uuid4().hex
            try:
                dish = restaurant["menu"][0]["dishes"][0]["id"]
                status, _, _ = client.send("POST", "/api/v1/cart/items", {"dishId": dish, "quantity": 1})
                if status != 200:
                    with lock:
                        statuses.append(status)
                    time.sleep(0.1)
                    continue
                status, body, response = client.send("POST", "/api/v1/orders", {}, {"Idempotency-Key": key})
            except (OSError, http.client.HTTPException):
                status, body, response = 0, None, None
            with lock:
                statuses.append(status)
                if status == 201:
                    acknowledged[key] = body["id"]
                else:
                    failed[key] = token
                    if status == 503:
                        assert response.getheader("Retry-After"), "a 503 says when to come back"
            if status != 201:
                time.sleep(0.1)

    for token in customers:
        fill_cart(front, token, restaurant)
    threads = [threading.Thread(target=burst, args=(token,)) for token in customers]
    for thread in threads:
        thread.start()
    time.sleep(2)
    health_during: list = []
    restart = subprocess.Popen([str(REPO_ROOT / "scripts/postgres"), "restart", directory])
    while restart.poll() is None:
        status, body, _ = Client(processes[0].port).send("GET", "/healthz")
        health_during.append((status, (body or {}).get("database")))
        time.sleep(0.05)
    assert restart.returncode == 0
    restarted_at = time.monotonic()
    for thread in threads:
        thread.join()

    assert (503, "down") in health_during, health_during
    # Both processes answer normally again within seconds, without being restarted.
    for process in processes:
        wait_for(lambda: Client(process.port).send("GET", "/healthz")[0] == 200, seconds=10, message="healthz")
        assert process.process.poll() is None
    assert time.monotonic() - restarted_at < 15
    print(f"burst: {len(acknowledged)} orders acknowledged, {len(failed)} refused or unanswered, "
          f"statuses {sorted(set(statuses))}, healthz during the restart {sorted(set(health_during))}")
    assert len(acknowledged) > 20, f"the burst placed too few orders to mean anything: {len(acknowledged)}"
    assert any(status != 201 for status in statuses), "the restart did not touch the burst"
    # Refusals are Foodly's own 503s, passed on by nginx (never nginx's bare 502 for processes marked down).
    assert set(statuses) <= {200, 201, 503}, sorted(set(statuses))

    database = cluster["database"]
    # Every acknowledged order exists, once; no key has two orders.
    stored = dict(line.split("|") for line in sql(database, "SELECT idempotency_key, id FROM orders").splitlines())
    for key, order_id in acknowledged.items():
        assert stored.get(key) == order_id
    assert sql(database, "SELECT COUNT(*) FROM (SELECT user_id, idempotency_key FROM orders "
                         "GROUP BY user_id, idempotency_key HAVING COUNT(*) > 1) AS twice") == "0"
    # Nothing half-written: every order has its first timeline step.
    assert sql(database, "SELECT COUNT(*) FROM orders o WHERE NOT EXISTS "
                         "(SELECT 1 FROM order_timeline t WHERE t.order_id = o.id)") == "0"
    # Orders that got no answer were either made whole or not at all: stored ones carry the key that was sent.
    assert set(stored) <= set(acknowledged) | set(failed)
    # A new order goes through normally.
    token = customers[0]
    fill_cart(front, token, restaurant)
    Client(front, token).ok("POST", "/api/v1/orders", {}, {"Idempotency-Key": "after-restart"})


def test_copy_data_moves_a_sqlite_deployment_to_postgres(tmp_path):
    sqlite = tmp_path / "foodly.sqlite"
    assert foodly("seed", "--db", str(sqlite)).returncode == 0
    embedded = Process(str(sqlite), tmp_path / "sqlite.log")
    try:
        restaurant = kitchen_restaurant(embedded.port)
        customer = register(embedded.port, "Moe Mover")
        fill_cart(embedded.port, customer, restaurant)
        order = Client(embedded.port, customer).ok("POST", "/api/v1/orders", {}, {"Idempotency-Key": "move-1"})
        fill_cart(embedded.port, customer, restaurant)  # a cart held for later
        cart = Client(embedded.port, customer).ok("GET", "/api/v1/cart")
    finally:
        embedded.stop()

    target = fresh_database()
    copied = foodly("copy-data", "--from", f"sqlite:{sqlite}", "--to", target)
    assert copied.returncode == 0, copied.stderr
    assert "every checksum matches" in copied.stdout
    assert re.search(r"orders\s+1 rows\s+checksum [0-9a-f]+\s+ok", copied.stdout), copied.stdout
    again = foodly("copy-data", "--from", f"sqlite:{sqlite}", "--to", target)
    assert again.returncode == 1 and "not empty" in again.stderr and "--force" in again.stderr

    moved = Process(target, tmp_path / "postgres.log")
    try:
        client = Client(moved.port, customer)  # the same session token still signs the customer in
        history = client.ok("GET", "/api/v1/orders")["items"]
        assert [o["id"] for o in history] == [order["id"]]
        assert client.ok("GET", f"/api/v1/orders/{order['id']}")["pricing"] == order["pricing"]
        held = client.ok("GET", "/api/v1/cart")
        assert held["items"] == cart["items"] and held["pricing"] == cart["pricing"]
        # The held cart can be ordered, and order numbers continue after the copied ones.
        placed = client.ok("POST", "/api/v1/orders", {}, {"Idempotency-Key": "move-2"})
        assert placed["number"] == order["number"] + 1
    finally:
        moved.stop()
