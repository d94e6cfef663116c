"""A release server whose SQLite database cannot take writes, on a small file system of its own: a full disk
(a tmpfs, or a loop-mounted ext4 image where tmpfs cannot be mounted) and a read-only database (an ext4 image's
files made immutable with chattr +i; tmpfs ignores that for files already open, and remount,ro is refused while
the server holds the file open for writing), also one the server was started on.

Each time: an order answers 503 with Retry-After and problem `unavailable`, never 500, and leaves nothing (no order,
the cart as it was); signed-in reads go on; the process keeps running, and once there is space again (or the file
is writable) the same order, with the same Idempotency-Key, goes through without a restart."""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from cluster import Client, Process, fill_cart, foodly, kitchen_restaurant, login
from conftest import WebDriverWait, expect_console_errors, shot

DISK_MB = 24
NOT_SAVED = "We could not save that, and nothing was changed. Try again in a moment."


def _run(*command: str) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True)


def _mount_tmpfs(directory: Path, work: Path) -> str | None:
    result = _run("mount", "-t", "tmpfs", "-o", f"size={DISK_MB}m", "tmpfs", str(directory))
    return None if result.returncode == 0 else f"tmpfs: {result.stderr.strip()}"


def _mount_ext4(directory: Path, work: Path) -> str | None:
    image = work / "disk.ext4"
    with image.open("wb") as file:
        file.truncate(DISK_MB << 20)
    made = _run("mkfs.ext4", "-q", "-F", "-m", "0", str(image))
    if made.returncode != 0:
        return f"mkfs.ext4: {made.stderr.strip()}"
    result = _run("mount", "-o", "loop", str(image), str(directory))
    return None if result.returncode == 0 else f"ext4 loop: {result.stderr.strip()}"


@contextlib.contextmanager
def small_disk(work: Path, *kinds: str):
    """A DISK_MB file system mounted under `work`, the first of `kinds` ("tmpfs", "ext4") that mounts; skips the
    test, saying why, when none does. Unmounted afterwards."""
    directory = work / "disk"
    directory.mkdir()
    failures = []
    for kind in kinds:
        failure = (_mount_tmpfs if kind == "tmpfs" else _mount_ext4)(directory, work)
        if failure is None:
            break
        failures.append(failure)
    else:
        pytest.skip("cannot mount a small file system for the database: " + "; ".join(failures))
    try:
        yield directory
    finally:
        if _run("umount", str(directory)).returncode != 0:
            _run("umount", "-l", str(directory))


@contextlib.contextmanager
def serving(directory: Path, work: Path, seed: bool = True):
    """A release server on `directory`'s database (the demo city seeded first), logging to `work`."""
    database = str(directory / "foodly.sqlite")
    if seed:
        seeded = foodly("seed", "--db", database)
        assert seeded.returncode == 0, seeded.stderr
    server = Process(database, work / f"server-{os.urandom(3).hex()}.log")
    try:
        yield server, database
    finally:
        server.stop()


def fill_up(directory: Path) -> Path:
    """Writes a file until the file system has not one byte left; returns it."""
    filler = directory / "filler"
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (1 << 20, 1 << 12, 1 << 9, 1):
            block = b"\0" * size
            while True:
                try:
                    os.write(descriptor, block)
                except OSError as error:
                    assert error.errno == errno.ENOSPC, error
                    break
        os.fsync(descriptor)
    except OSError as error:
        assert error.errno == errno.ENOSPC, error
    finally:
        os.close(descriptor)
    assert os.statvfs(directory).f_bavail == 0
    return filler


def truncate_wal(database: str) -> None:
    """Moves every commit into the database file and empties its -wal, as a checkpoint does in time: without that
    a full disk would still take writes into the space the -wal already has."""
    with contextlib.closing(sqlite3.connect(database)) as connection:
        busy, _, _ = connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    assert busy == 0 and os.path.getsize(database + "-wal") == 0


def chattr(flag: str, *files: str) -> None:
    for name in files:
        changed = _run("chattr", flag, name)
        assert changed.returncode == 0, changed.stderr


def order_state(port: int, token: str) -> tuple[int, list]:
    """How many orders the customer has, and the cart's lines."""
    client = Client(port, token)
    orders = client.ok("GET", "/api/v1/orders")["items"]
    cart = client.ok("GET", "/api/v1/cart")["items"]
    return len(orders), [(line["dishId"], line["quantity"]) for line in cart]


def refused_then_placed(server: Process, token: str, database: str, fault, repair) -> None:
    """The order is refused with 503 while `fault` holds, leaves nothing, reads go on; after `repair` the same
    request goes through."""
    client = Client(server.port, token)
    before = order_state(server.port, token)
    assert before[1], "the cart has lines to order"
    key = {"Idempotency-Key": "faults-" + os.urandom(6).hex()}
    fault()
    try:
        for _ in range(2):  # a second try changes nothing either
            status, problem, response = client.send("POST", "/api/v1/orders", {}, key)
            assert status == 503, (status, problem)
            assert response.getheader("Retry-After") == "5"
            assert response.getheader("Content-Type") == "application/problem+json"
            assert problem["code"] == "unavailable" and problem["detail"] == NOT_SAVED
        assert order_state(server.port, token) == before, "no order, and the cart as it was"
        with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as connection:
            assert connection.execute("SELECT COUNT(*) FROM orders").fetchone() == (before[0],)
        assert client.ok("GET", "/api/v1/me")["email"] == "customer@foodly.test"
        assert client.ok("GET", "/api/v1/restaurants?limit=5")["items"]
        status, problem, _ = Client(server.port).send(
            "POST", "/api/v1/sessions", {"email": "customer@foodly.test", "password": "Healthy1!"})
        assert status == 503 and problem["code"] == "unavailable", "signing in stores a session: refused, not 500"
    finally:
        repair()
    status, order, _ = client.send("POST", "/api/v1/orders", {}, key)
    assert status == 201, (status, order)
    assert order_state(server.port, token) == (before[0] + 1, [])
    assert server.process.poll() is None, "the same process, never restarted"
    assert login(server.port, "customer@foodly.test")
    assert "unhandled error" not in server.log.read_text()


def test_a_full_disk_refuses_the_order_whole_and_takes_it_once_space_returns(tmp_path, browser):
    with small_disk(tmp_path, "tmpfs", "ext4") as disk, serving(disk, tmp_path) as (server, database):
        token = login(server.port, "customer@foodly.test")
        fill_cart(server.port, token, kitchen_restaurant(server.port))
        base = f"http://127.0.0.1:{server.port}"
        browser.get(base + "/login")
        browser.add_cookie({"name": "foodly_session", "value": token, "path": "/"})
        browser.add_cookie({"name": "foodly_onboarded", "value": "1", "path": "/"})
        browser.get(base + "/checkout")
        filler: list[Path] = []

        def fault():
            truncate_wal(database)
            filler.append(fill_up(disk))
            # The web app: the review's Place order gets the error page, worded for people.
            button = browser.find_element(By.CSS_SELECTOR, "form.checkout-form button[type=submit]")
            browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
            button.click()
            WebDriverWait(browser, 10).until(lambda driver: NOT_SAVED in driver.find_element(By.TAG_NAME, "main").text)
            assert "That didn't go through" in browser.find_element(By.TAG_NAME, "h2").text
            expect_console_errors(browser, r"status of 503")
            shot(browser, "disk-full")

        refused_then_placed(server, token, database, fault, lambda: filler[0].unlink())


def test_a_read_only_database_refuses_the_order_whole_and_takes_it_once_writable(tmp_path):
    with small_disk(tmp_path, "ext4") as disk, serving(disk, tmp_path) as (server, database):
        token = login(server.port, "customer@foodly.test")
        fill_cart(server.port, token, kitchen_restaurant(server.port))
        files = [database, database + "-wal", database + "-shm"]
        refused_then_placed(server, token, database, lambda: chattr("+i", *files), lambda: chattr("-i", *files))


def test_a_server_started_on_a_read_only_database_takes_writes_once_it_is_writable(tmp_path):
    with small_disk(tmp_path, "ext4") as disk:
        with serving(disk, tmp_path) as (server, database):
            token = login(server.port, "customer@foodly.test")
            fill_cart(server.port, token, kitchen_restaurant(server.port))
        chattr("+i", database)  # SQLite opens an immutable file for reading only, and says so on every write
        try:
            with serving(disk, tmp_path, seed=False) as (server, _):
                refused_then_placed(server, token, database, lambda: None, lambda: chattr("-i", database))
        finally:
            _run("chattr", "-i", database)
