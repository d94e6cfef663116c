"""Helpers for the tests that run several `foodly serve` processes: a fresh PostgreSQL database on the throwaway
server `scripts/postgres run` started (FOODLY_TEST_POSTGRES_URL), foodly processes, nginx started with
deploy/nginx.conf, and a small JSON client."""

from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
import sys
import time
import uuid
from pathlib import Path

from conftest import REPO_ROOT, _foodly_binary

sys.path.insert(0, str(REPO_ROOT / "scripts"))
from local_nginx import Nginx  # noqa: E402,F401  (deploy/nginx.conf on loopback, shared with bench/mixed.py)

PASSWORD = "Healthy1!"
BINARY = str(_foodly_binary())


def postgres_url() -> str:
    url = os.environ.get("FOODLY_TEST_POSTGRES_URL")
    assert url, "FOODLY_TEST_POSTGRES_URL is not set: run the browser tests through tests/e2e/run"
    return url


def fresh_database() -> str:
    """Creates an empty database on the test server and returns its URL."""
    base = postgres_url()
    name = "cluster_" + uuid.uuid4().hex[:12]
    subprocess.run(["psql", base, "-q", "-c", f"CREATE DATABASE {name}"], check=True, capture_output=True)
    return base.rsplit("/", 1)[0] + "/" + name


def sql(url: str, query: str) -> str:
    """Runs one query with psql and returns its unaligned output."""
    return subprocess.run(["psql", url, "-Atc", query], check=True, capture_output=True, text=True).stdout.strip()


def foodly(*args: str, timeout: int = 120) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("FOODLY_")}
    return subprocess.run([BINARY, *args], cwd=REPO_ROOT, capture_output=True, text=True, env=environment,
                          timeout=timeout)


class Process:
    """One `foodly serve` on a free loopback port, with any further `options`."""

    def __init__(self, database: str, log: Path, *options: str):
        self.log = log
        self.process = subprocess.Popen(
            [BINARY, "serve", "--host", "127.0.0.1", "--port", "0", "--db", database, "--trusted-proxy", "127.0.0.1",
             *options],
            cwd=REPO_ROOT, stdout=log.open("w"), stderr=subprocess.STDOUT)
        for _ in range(400):
            match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", log.read_text())
            if match:
                self.port = int(match.group(1))
                return
            time.sleep(0.05)
        self.process.kill()
        raise AssertionError("foodly did not start:\n" + log.read_text())

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Client:
    """JSON over one keep-alive connection, as one user (bearer token)."""

    def __init__(self, port: int, token: str | None = None):
        self.port = port
        self.token = token
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def send(self, method: str, path: str, body: object | None = None, headers: dict | None = None):
        all_headers = {"Content-Type": "application/json"}
        if self.token:
            all_headers["Authorization"] = "Bearer " + self.token
        all_headers.update(headers or {})
        try:
            self.connection.request(method, path, body=None if body is None else json.dumps(body),
                                    headers=all_headers)
            response = self.connection.getresponse()
            data = response.read()
        except (OSError, http.client.HTTPException):
            self.connection.close()
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
            raise
        parsed = json.loads(data) if data and "json" in response.getheader("Content-Type", "") else None
        return response.status, parsed, response

    def ok(self, method: str, path: str, body: object | None = None, headers: dict | None = None):
        status, parsed, _ = self.send(method, path, body, headers)
        assert status in (200, 201), (method, path, status, parsed)
        return parsed


def login(port: int, email: str) -> str:
    return Client(port).ok("POST", "/api/v1/sessions", {"email": email, "password": PASSWORD})["token"]


def register(port: int, name: str) -> str:
    email = f"{name.lower().replace(' ', '.')}-{uuid.uuid4().hex[:6]}@example.com"
    return Client(port).ok("POST", "/api/v1/users", {"fullName": name, "email": email, "password": PASSWORD})["token"]


def kitchen_restaurant(port: int) -> dict:
    """The first demo restaurant (where kitchen@foodly.test works), with its menu."""
    demo = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())[0]
    client = Client(port)
    summary = next(r for r in client.ok("GET", "/api/v1/restaurants?limit=100")["items"] if r["name"] == demo["name"])
    return client.ok("GET", f"/api/v1/restaurants/{summary['id']}")


def plain_dish(restaurant: dict) -> dict:
    """The restaurant's first available dish that needs no choice: a story on the same server (test_options) gives
    the first one a required group, so "the first available dish" depends on the order stories ran in."""
    return next(d for s in restaurant["menu"] for d in s["dishes"]
                if d["available"] and not any(g["minChoices"] > 0 for g in d.get("optionGroups", [])))


def fill_cart(port: int, token: str, restaurant: dict) -> None:
    client = Client(port, token)
    dish = plain_dish(restaurant)
    client.ok("POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 1})
    client.ok("PUT", "/api/v1/cart/address", {"line1": "600 Valencia St", "city": "San Francisco",
                                              "latitude": restaurant["latitude"] + 0.003,
                                              "longitude": restaurant["longitude"]})


def wait_for(condition, seconds: float = 15, message: str = "condition"):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {message}")
