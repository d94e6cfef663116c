"""Mail survives a crash, on SQLite and on PostgreSQL: eight customers place orders against a server that sends its
mail to an SMTP sink; the server is killed with SIGKILL in the middle of it, started again on the same database,
and every order the server acknowledged before the kill gets its receipt. A receipt may arrive twice (the kill fell
between the sink taking it and the server recording that): then both copies carry the same Message-ID, so a mail
program shows one."""

from __future__ import annotations

import http.client
import re
import threading
import time
import uuid
from collections import defaultdict

import pytest

from cluster import Client, Process, fill_cart, foodly, fresh_database, kitchen_restaurant, register
from test_mail import smtp_sink  # noqa: F401  (the SMTP sink fixture)

CUSTOMERS = 8
ORDERS_BEFORE_KILL = 24
# A message the killed server held when it died is sent again once its hold ends (45 s), so wait longer than that.
RECEIPTS_WAIT_S = 90
RECEIPT = re.compile(r"Your Foodly order #(\d+) from ")


def place_orders(port: int, token: str, restaurant: dict, acknowledged: dict, stop: threading.Event) -> None:
    """Orders one dish after another until the server dies or `stop` is set; records each acknowledged order."""
    client = Client(port, token)
    while not stop.is_set():
        try:
            fill_cart(port, token, restaurant)
            status, order, _ = client.send("POST", "/api/v1/orders", {},
                                           {"Idempotency-Key": "crash-" + uuid.uuid4().hex})
        except (OSError, http.client.HTTPException, AssertionError):
            return  # the server is gone: whatever it did not answer was not acknowledged
        if status == 201:
            acknowledged[order["number"]] = order["id"]


@pytest.mark.parametrize("store", ["sqlite", "postgres"])
def test_every_acknowledged_orders_receipt_arrives_after_a_kill_9(tmp_path, smtp_sink, store):
    database = str(tmp_path / "foodly.sqlite") if store == "sqlite" else fresh_database()
    seeded = foodly("seed", "--db", database)
    assert seeded.returncode == 0, seeded.stderr
    mail = ("--smtp-url", f"smtp://127.0.0.1:{smtp_sink.port}", "--mail-from", "Foodly Test <hello@foodly.test>")
    first = Process(database, tmp_path / "first.log", *mail)
    restaurant = kitchen_restaurant(first.port)
    tokens = [register(first.port, f"Crash Customer {index}") for index in range(CUSTOMERS)]

    acknowledged: dict[int, str] = {}
    stop = threading.Event()
    workers = [threading.Thread(target=place_orders, args=(first.port, token, restaurant, acknowledged, stop))
               for token in tokens]
    for worker in workers:
        worker.start()
    deadline = time.monotonic() + 60
    while len(acknowledged) < ORDERS_BEFORE_KILL and time.monotonic() < deadline:
        time.sleep(0.01)
    first.process.kill()  # SIGKILL, under load: no shutdown, no flush
    first.process.wait()
    stop.set()
    for worker in workers:
        worker.join(timeout=30)
    assert len(acknowledged) >= ORDERS_BEFORE_KILL, f"only {len(acknowledged)} orders before the kill"

    second = Process(database, tmp_path / "second.log", *mail)
    try:
        ids_by_order: dict[int, list[str]] = defaultdict(list)
        deadline = time.monotonic() + RECEIPTS_WAIT_S
        while not set(acknowledged) <= set(ids_by_order) and time.monotonic() < deadline:
            try:
                message = smtp_sink.messages.get(timeout=0.5)
            except Exception:  # queue.Empty: nothing new yet
                continue
            if match := RECEIPT.match(message["Subject"]):
                ids_by_order[int(match.group(1))].append(message["Message-ID"])
        missing = sorted(set(acknowledged) - set(ids_by_order))
        assert not missing, f"no receipt for acknowledged orders {missing} within {RECEIPTS_WAIT_S} s"
        doubled = {number: ids for number, ids in ids_by_order.items() if len(ids) > 1}
        assert all(len(set(ids)) == 1 for ids in doubled.values()), f"a second receipt is a new mail: {doubled}"
        # Only a message the killed server was sending can go out twice: at most one claim's worth.
        assert len(doubled) <= 20, doubled
        print(f"{store}: {len(acknowledged)} orders acknowledged before the kill, "
              f"{len(ids_by_order)} receipts, {len(doubled)} sent twice (held by the killed server)")
    finally:
        second.stop()
