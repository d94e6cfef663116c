#!/usr/bin/env python3
"""Mixed workload benchmark: browse, search, cart and order requests in fixed proportions against three set-ups in
the same run: one foodly on SQLite, one foodly on PostgreSQL, and two foodly processes on one PostgreSQL database
behind nginx (deploy/nginx.conf). Reports requests/s, p50/p99 latency and errors for each.

Steps, for each set-up in turn, from scratch: a fresh database (an SQLite file in a temporary directory on disk, or
a new database on one throwaway PostgreSQL server started with scripts/postgres for the whole run), `foodly seed`,
the server(s) (default threads), 32 customers registered through the API, each with a delivery address near the
city centre; the nearest open restaurants and their dishes looked up. Then 32 client threads, each on its own
keep-alive connection as its own customer, loop over a fixed cycle of 20 operations (each client starting at a
different place in it), first for a short warm-up (discarded), then for a fixed time:

  browse 50%  GET /api/v1/restaurants?lat=…&lon=…&limit=20 (5 of 20), GET /api/v1/restaurants/{id} (5 of 20)
  search 25%  GET /api/v1/search?q=<word from a fixed list>&lat=…&lon=…
  cart   15%  POST /api/v1/cart/items, then in turn GET /api/v1/cart, PATCH or DELETE /api/v1/cart/items/{dish}
  order  10%  POST /api/v1/cart/items if the cart is empty, then POST /api/v1/orders (a new Idempotency-Key)

Every HTTP request counts; latency is per request, send to last byte. An error is any status other than the
expected one, or a failed connection. Rewrites the bench:mixed section of docs/PERFORMANCE.md.

Env: FOODLY_BIN (default .build/release/foodly); BENCH_QUICK=1 for a short run (4 s a set-up), printing only.
"""

from __future__ import annotations

import collections
import http.client
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (shared helpers: machine(), percentile(), start_foodly(), replace_section())

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from local_nginx import Nginx  # noqa: E402  (deploy/nginx.conf on loopback, shared with the cluster test)

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- bench:mixed:start -->", "<!-- bench:mixed:end -->"
QUICK = os.environ.get("BENCH_QUICK") == "1"
CLIENTS = 32  # client threads, one customer and one keep-alive connection each
SECONDS = 4 if QUICK else 20
WARMUP_SECONDS = 1 if QUICK else 3
RESTAURANTS = 4  # the nearest open ones; client i orders from restaurant i % RESTAURANTS
PASSWORD = "Healthy1!"
CENTRE = (37.7880, -122.4075)  # Neighbourhood.cityCentre
ADDRESS = {"line1": "1 Bench St", "city": "San Francisco", "latitude": CENTRE[0], "longitude": CENTRE[1]}
# Browse points: the centre and four about 500 m away.
POINTS = [CENTRE, (37.7925, -122.4075), (37.7835, -122.4075), (37.7880, -122.4018), (37.7880, -122.4132)]
SEARCH_WORDS = ["salad", "chicken", "bowl", "soup", "tofu", "salmon", "vegan", "noodles", "curry", "quinoa",
                "falafel", "smoothie", "avocado", "lentil", "poke", "chiken", "grain", "taco", "greens", "pho"]
# One cycle of 20 operations: browse 10 (5 list, 5 detail), search 5, cart 3, order 2.
SLOTS = ["list", "search", "detail", "cart", "list", "order", "detail", "search", "list", "detail",
         "cart", "search", "list", "detail", "order", "search", "list", "detail", "cart", "search"]
OPERATIONS = [("browse", "list", "detail"), ("search", "search"), ("cart", "cart"), ("order", "order")]
SHARE = {name: sum(SLOTS.count(slot) for slot in slots) / len(SLOTS) for name, *slots in OPERATIONS}
OPERATION_OF = {slot: name for name, *slots in OPERATIONS for slot in slots}
TIMEOUT = 30
NATO = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo", "Lima",
        "Mike", "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango", "Uniform", "Victor", "Whiskey",
        "Xray", "Yankee", "Zulu"]  # customers' names (letters only: the API wants a first and a last name)


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


# ----------------------------------------------------------------------------------- processes and CPU time


def proc_stat(pid: int) -> list[str]:
    """Fields of /proc/PID/stat after the command name (index 0 is the state)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def cpu_ticks(pid: int, tree: bool = False) -> int:
    """User + system clock ticks of a process; with `tree`, also of its children, live (their own ticks) and
    exited (reaped into the parent's cutime/cstime): right for a server's master process whose workers come and go."""
    try:
        fields = proc_stat(pid)
    except OSError:
        return 0
    ticks = int(fields[11]) + int(fields[12])
    if tree:
        ticks += int(fields[13]) + int(fields[14])
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    child = proc_stat(int(entry.name))
                except OSError:
                    continue
                if int(child[1]) == pid:
                    ticks += int(child[11]) + int(child[12])
    return ticks


def client_ticks() -> int:
    """This process's own CPU (all threads), in clock ticks."""
    times = os.times()
    return round((times.user + times.system) * os.sysconf("SC_CLK_TCK"))


class Postgres:
    """One throwaway server from scripts/postgres for the whole run; a new database per set-up."""

    def __init__(self, directory: Path):
        self.directory = directory
        self.base = subprocess.run([str(ROOT / "scripts/postgres"), "start", str(directory)], check=True,
                                   capture_output=True, text=True).stdout.strip().splitlines()[-1]
        self.version = self.sql(self.base, "SHOW server_version").split()[0]

    @staticmethod
    def sql(url: str, query: str) -> str:
        return subprocess.run(["psql", url, "-Atc", query], check=True, capture_output=True, text=True).stdout.strip()

    def url(self, name: str) -> str:
        return self.base.rsplit("/", 1)[0] + "/" + name

    def create(self, name: str) -> str:
        self.sql(self.base, f"CREATE DATABASE {name}")
        return self.url(name)

    def drop(self, name: str) -> None:
        subprocess.run(["psql", self.base, "-qc", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"],
                       capture_output=True)

    def pid(self) -> int:
        return int((self.directory / "data/postmaster.pid").read_text().split()[0])

    @staticmethod
    def stop(directory: Path) -> None:
        """Stops the server in `directory` (if it started at all) and deletes the directory."""
        subprocess.run([str(ROOT / "scripts/postgres"), "stop", str(directory)], capture_output=True)


def stop_process(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


# ------------------------------------------------------------------------------------------- the HTTP client


class Client:
    """One keep-alive connection speaking JSON as one customer."""

    def __init__(self, port: int, token: str | None = None):
        self.port = port
        self.token = token
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)

    def raw(self, method: str, path: str, body: object | None = None, headers: dict | None = None):
        """Sends one request; returns (status, body bytes). A failed connection is reopened and the error raised."""
        all_headers = {"Content-Type": "application/json"} if body is not None else {}
        if self.token:
            all_headers["Authorization"] = "Bearer " + self.token
        all_headers.update(headers or {})
        try:
            self.connection.request(method, path, body=None if body is None else json.dumps(body),
                                    headers=all_headers)
            response = self.connection.getresponse()
            return response.status, response.read()
        except (OSError, http.client.HTTPException):
            self.connection.close()
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=TIMEOUT)
            raise

    def ok(self, method: str, path: str, body: object | None = None, expected: int = 200):
        status, data = self.raw(method, path, body)
        if status != expected:
            raise SystemExit(f"bench: set-up request {method} {path} answered {status}: {data[:500]!r}")
        return json.loads(data) if data else None

    def close(self) -> None:
        self.connection.close()


def prepare(port: int) -> tuple[list[str], list[dict], list[str]]:
    """Registers the customers (each with the bench address); returns their tokens, the nearest open restaurants
    (id and the dishes that meet its minimum alone) and the restaurant ids browsing asks for."""
    anonymous = Client(port)
    tokens = []
    stamp = time.strftime("%Y%m%d%H%M%S")
    for index in range(CLIENTS):
        body = anonymous.ok("POST", "/api/v1/users", {
            "fullName": f"{NATO[index % 26]} {NATO[index // 26 % 26]}son",
            "email": f"mixed{index}-{stamp}@example.com", "password": PASSWORD}, expected=201)
        tokens.append(body["token"])
        customer = Client(port, body["token"])
        customer.ok("PUT", "/api/v1/cart/address", ADDRESS)
        customer.close()
    page = anonymous.ok("GET", f"/api/v1/restaurants?lat={CENTRE[0]}&lon={CENTRE[1]}&limit=20")
    detail_ids = [item["id"] for item in page["items"]]
    restaurants = []
    checker = Client(port, tokens[0])
    for summary in page["items"]:
        if not summary["isOpen"] or len(restaurants) == RESTAURANTS:
            continue
        menu = anonymous.ok("GET", f"/api/v1/restaurants/{summary['id']}")["menu"]
        dishes = [d["id"] for s in menu for d in s["dishes"]
                  if d["available"] and d["price"] >= summary["minimumOrder"]]
        if len(dishes) < 2:
            continue
        # One of its dishes alone must be orderable to the bench address: no problem in the cart.
        cart = checker.ok("POST", "/api/v1/cart/items", {"dishId": dishes[0], "quantity": 1})
        checker.ok("DELETE", f"/api/v1/cart/items/{dishes[0]}")  # not DELETE /api/v1/cart: it drops the address
        if cart["problems"]:
            log(f"skipping {summary['name']}: {[p['code'] for p in cart['problems']]}")
            continue
        restaurants.append({"id": summary["id"], "name": summary["name"], "dishes": dishes[:6]})
    checker.close()
    anonymous.close()
    if not restaurants:
        raise SystemExit("bench: no open restaurant delivers to the bench address")
    return tokens, restaurants, detail_ids


class Worker:
    """One client: its own connection and customer; walks the cycle of operations from its own offset and keeps
    what it saw (latencies and errors per operation)."""

    def __init__(self, index: int, port: int, token: str, restaurant: dict, detail_ids: list[str], tag: str):
        self.index = index
        self.client = Client(port, token)
        self.dishes = restaurant["dishes"]
        self.detail_ids = detail_ids
        self.tag = tag
        self.slots = itertools.cycle(SLOTS[index % len(SLOTS):] + SLOTS[:index % len(SLOTS)])
        self.counter = collections.Counter()  # per-slot step, to pick points, words, dishes, variants
        self.cart: dict[str, int] = {}  # what this client believes its cart holds
        self.keys = 0
        self.reset()

    def reset(self) -> None:
        self.latencies: dict[str, list[float]] = collections.defaultdict(list)
        self.operations = collections.Counter()
        self.errors = collections.Counter()  # (operation, "METHOD route", status) -> count
        self.samples: list[str] = []  # the first few errors in full
        self.orders = 0

    def request(self, operation: str, method: str, path: str, route: str, expected: int,
                body: object | None = None, headers: dict | None = None) -> bool:
        started = time.perf_counter()
        try:
            status, data = self.client.raw(method, path, body, headers)
        except (OSError, http.client.HTTPException) as error:
            status, data = f"{type(error).__name__}", str(error).encode()
        self.latencies[operation].append((time.perf_counter() - started) * 1000)
        if status == expected:
            return True
        self.errors[(operation, f"{method} {route}", status)] += 1
        if len(self.samples) < 5:
            self.samples.append(f"{method} {path} -> {status}: {data[:300].decode(errors='replace')}")
        return False

    def step(self) -> None:
        slot = next(self.slots)
        n = self.counter[slot]
        self.counter[slot] += 1
        operation = OPERATION_OF[slot]
        self.operations[operation] += 1
        if slot == "list":
            lat, lon = POINTS[(self.index + n) % len(POINTS)]
            self.request(operation, "GET", f"/api/v1/restaurants?lat={lat}&lon={lon}&limit=20",
                         "/api/v1/restaurants", 200)
        elif slot == "detail":
            restaurant = self.detail_ids[(self.index + n) % len(self.detail_ids)]
            self.request(operation, "GET", f"/api/v1/restaurants/{restaurant}", "/api/v1/restaurants/{id}", 200)
        elif slot == "search":
            word = SEARCH_WORDS[(self.index + n) % len(SEARCH_WORDS)]
            self.request(operation, "GET", f"/api/v1/search?q={word}&lat={CENTRE[0]}&lon={CENTRE[1]}",
                         "/api/v1/search", 200)
        elif slot == "cart":
            dish = self.dishes[n % len(self.dishes)]
            ok = self.add(operation, dish)
            variant = n % 3
            if ok and variant == 0:
                ok = self.request(operation, "GET", "/api/v1/cart", "/api/v1/cart", 200)
            elif ok and variant == 1:
                ok = self.request(operation, "PATCH", f"/api/v1/cart/items/{dish}", "/api/v1/cart/items/{dish}",
                                  200, {"quantity": 2})
                self.cart[dish] = 2
            elif ok:
                ok = self.request(operation, "DELETE", f"/api/v1/cart/items/{dish}", "/api/v1/cart/items/{dish}",
                                  200)
                self.cart.pop(dish, None)
            if not ok:
                self.resync()
        else:  # order
            ok = self.add(operation, self.dishes[n % len(self.dishes)]) if not self.cart else True
            if ok:
                self.keys += 1
                ok = self.request(operation, "POST", "/api/v1/orders", "/api/v1/orders", 201, {},
                                  {"Idempotency-Key": f"{self.tag}-{self.index}-{self.keys}"})
            if ok:
                self.orders += 1
                self.cart.clear()
            else:
                self.resync()

    def add(self, operation: str, dish: str) -> bool:
        if self.cart.get(dish, 0) >= 50:  # never in practice (orders empty the cart), but stay valid
            self.resync()
        ok = self.request(operation, "POST", "/api/v1/cart/items", "/api/v1/cart/items", 200,
                          {"dishId": dish, "quantity": 1})
        if ok:
            self.cart[dish] = self.cart.get(dish, 0) + 1
        return ok

    def resync(self) -> None:
        """After a failure the cart is unknown: empty it and set the address again, as DELETE /api/v1/cart
        drops it (not counted as workload)."""
        try:
            self.client.raw("DELETE", "/api/v1/cart")
            self.client.raw("PUT", "/api/v1/cart/address", ADDRESS)
        except (OSError, http.client.HTTPException):
            pass
        self.cart.clear()


def drive(workers: list[Worker], seconds: float) -> float:
    """Runs every worker's loop for `seconds` (all starting together); returns the elapsed time."""
    gate = threading.Barrier(len(workers) + 1)
    deadline = [0.0]

    def run(worker: Worker) -> None:
        gate.wait()
        while time.monotonic() < deadline[0]:
            worker.step()

    threads = [threading.Thread(target=run, args=(w,), daemon=True) for w in workers]
    for thread in threads:
        thread.start()
    deadline[0] = time.monotonic() + seconds
    started = time.monotonic()
    gate.wait()
    for thread in threads:
        thread.join()
    return time.monotonic() - started


def summarize(latencies: list[float]) -> tuple[float, float]:
    ordered = sorted(latencies)
    return (bench.percentile(ordered, 0.50), bench.percentile(ordered, 0.99)) if ordered else (float("nan"),) * 2


# -------------------------------------------------------------------------------------------------- set-ups


def measure(name: str, port: int, cpu: dict[str, callable]) -> dict:
    """Prepares customers on the set-up at `port`, warms up, measures; `cpu` maps a label to a function giving
    that component's CPU ticks now."""
    log(f"{name}: registering {CLIENTS} customers, looking up restaurants")
    tokens, restaurants, detail_ids = prepare(port)
    log(f"{name}: ordering from {', '.join(r['name'] for r in restaurants)}")
    tag = f"mixed-{time.time_ns()}"
    workers = [Worker(i, port, tokens[i], restaurants[i % len(restaurants)], detail_ids, tag)
               for i in range(CLIENTS)]
    idle = subprocess.run([sys.executable, str(ROOT / "bench/bench.py"), "cpu-idle", "2"],
                          capture_output=True, text=True).stdout.strip()
    log(f"{name}: CPU idle {idle}; warm-up {WARMUP_SECONDS} s, then {CLIENTS} clients for {SECONDS} s")
    drive(workers, WARMUP_SECONDS)
    warmup_errors = sum(sum(w.errors.values()) for w in workers)
    warmup_samples = [s for w in workers for s in w.samples]
    for worker in workers:
        worker.reset()
    before = {label: read() for label, read in cpu.items()}
    before["client"] = client_ticks()
    elapsed = drive(workers, SECONDS)
    after = {label: read() for label, read in cpu.items()}
    after["client"] = client_ticks()
    for worker in workers:
        worker.client.close()

    every = [x for w in workers for xs in w.latencies.values() for x in xs]
    errors = collections.Counter()
    for worker in workers:
        errors.update(worker.errors)
    per_operation = {}
    for operation, *_ in OPERATIONS:
        samples = [x for w in workers for x in w.latencies[operation]]
        p50, p99 = summarize(samples)
        per_operation[operation] = {
            "operations": sum(w.operations[operation] for w in workers), "requests": len(samples),
            "p50": p50, "p99": p99, "errors": sum(n for (op, _, _), n in errors.items() if op == operation)}
    p50, p99 = summarize(every)
    hz = os.sysconf("SC_CLK_TCK")
    result = {
        "name": name, "requests": len(every), "seconds": elapsed, "rps": len(every) / elapsed, "p50": p50,
        "p99": p99, "errors": sum(errors.values()), "error_kinds": errors,
        "samples": [s for w in workers for s in w.samples][:10], "orders": sum(w.orders for w in workers),
        "per_operation": per_operation, "idle": idle, "warmup_errors": warmup_errors,
        "warmup_samples": warmup_samples[:5],
        "cpu_ms": {label: (after[label] - before[label]) / hz * 1000 for label in after},
    }
    log(f"{name}: {result['requests']:,} requests in {elapsed:.1f} s, {result['rps']:,.0f}/s, p50 {p50:.2f} ms, "
        f"p99 {p99:.2f} ms, {result['errors']} errors, {result['orders']} orders")
    for (operation, route, status), count in sorted(errors.items(), key=str):
        log(f"{name}:   error {operation} {route} -> {status}: {count}")
    for sample in result["samples"]:
        log(f"{name}:   e.g. {sample}")
    if warmup_errors:
        log(f"{name}: {warmup_errors} errors during the warm-up, e.g. {warmup_samples[:3]}")
    return result


def run_sqlite(binary: Path, tmp: Path) -> dict:
    directory = tmp / "sqlite"
    directory.mkdir()
    db = directory / "foodly.sqlite"
    log("SQLite: seeding")
    subprocess.run([str(binary), "seed", "--db", str(db)], check=True, stdout=subprocess.DEVNULL)
    process, url = bench.start_foodly(binary, db, directory / "foodly.out")
    try:
        port = int(url.rsplit(":", 1)[1])
        return measure("SQLite", port, {"foodly": lambda: cpu_ticks(process.pid)})
    finally:
        stop_process(process)


def run_postgres(binary: Path, tmp: Path, postgres: Postgres) -> dict:
    directory = tmp / "postgres"
    directory.mkdir()
    url = postgres.create("mixed_single")
    try:
        log("PostgreSQL: seeding")
        subprocess.run([str(binary), "seed", "--db", url], check=True, stdout=subprocess.DEVNULL)
        process, address = bench.start_foodly(binary, url, directory / "foodly.out")
        try:
            port = int(address.rsplit(":", 1)[1])
            return measure("PostgreSQL", port, {"foodly": lambda: cpu_ticks(process.pid),
                                                "postgres": lambda: cpu_ticks(postgres.pid(), tree=True)})
        finally:
            stop_process(process)
    finally:
        postgres.drop("mixed_single")


def run_cluster(binary: Path, tmp: Path, postgres: Postgres) -> dict:
    directory = tmp / "cluster"
    directory.mkdir()
    url = postgres.create("mixed_cluster")
    processes, nginx = [], None
    try:
        log("2 × PostgreSQL + nginx: seeding")
        subprocess.run([str(binary), "seed", "--db", url], check=True, stdout=subprocess.DEVNULL)
        ports = []
        for index in range(2):
            process, address = bench.start_foodly(binary, url, directory / f"foodly{index}.out",
                                                  "--trusted-proxy", "127.0.0.1")
            processes.append(process)
            ports.append(int(address.rsplit(":", 1)[1]))
        nginx = Nginx(directory / "nginx", ports)
        return measure("2 × PostgreSQL + nginx", nginx.port, {
            "foodly": lambda: sum(cpu_ticks(p.pid) for p in processes),
            "postgres": lambda: cpu_ticks(postgres.pid(), tree=True),
            "nginx": lambda: cpu_ticks(nginx.pid(), tree=True)})
    finally:
        if nginx is not None:
            nginx.stop()
        for process in processes:
            stop_process(process)
        postgres.drop("mixed_cluster")


# --------------------------------------------------------------------------------------------------- report


def render(meta: dict, results: list[dict]) -> str:
    def cpu(r: dict, label: str) -> str:
        return f"{r['cpu_ms'][label] / r['requests']:.2f}" if label in r["cpu_ms"] and r["requests"] else "–"

    def slots(*names: str) -> int:
        return sum(SLOTS.count(n) for n in names)

    lines = [
        START,
        "## Mixed workload: SQLite, PostgreSQL, two PostgreSQL processes behind nginx (`bench/mixed.py`)" if not QUICK
        else "## Mixed workload (quick run)",
        "",
        f"Run {meta['date']} on {bench.machine()}.  ",
        f"foodly commit {meta['commit']}; PostgreSQL {meta['postgres_version']} (`scripts/postgres`: fsync on, "
        f"shared_buffers 128MB); {meta['nginx_version']} with `deploy/nginx.conf` (worker_processes auto, "
        "keep-alive to the upstreams); SQLite in WAL mode with `synchronous=FULL`; every database on the same disk.",
        "",
        "Command: `BENCH_ONLY=mixed bench/run` (`bench/mixed.py`). The three set-ups run one after the other, "
        "each from scratch, on 127.0.0.1 (ports and temp paths picked at run time; one PostgreSQL server for "
        "the run, a new database per set-up):",
        "",
        "```",
        "# SQLite",
        ".build/release/foodly seed --db <tmp>/foodly.sqlite",
        ".build/release/foodly serve --host 127.0.0.1 --port 0 --db <tmp>/foodly.sqlite",
        "# PostgreSQL",
        "scripts/postgres start <tmp>/pg   # once for the run",
        "psql postgres://postgres@127.0.0.1:<pg>/foodly -c 'CREATE DATABASE mixed_single'",
        ".build/release/foodly seed --db postgres://postgres@127.0.0.1:<pg>/mixed_single",
        ".build/release/foodly serve --host 127.0.0.1 --port 0 --db postgres://postgres@127.0.0.1:<pg>/mixed_single",
        "# two PostgreSQL processes behind nginx",
        "psql postgres://postgres@127.0.0.1:<pg>/foodly -c 'CREATE DATABASE mixed_cluster'",
        ".build/release/foodly seed --db postgres://postgres@127.0.0.1:<pg>/mixed_cluster",
        ".build/release/foodly serve --host 127.0.0.1 --port 0 --db postgres://postgres@127.0.0.1:<pg>/mixed_cluster "
        "--trusted-proxy 127.0.0.1   # twice",
        "nginx -p <tmp>/nginx/ -c <tmp>/nginx/nginx.conf -e <tmp>/nginx/error.log   "
        "# deploy/nginx.conf, its three ports replaced",
        "```",
        "",
        f"On each set-up: {CLIENTS} customers registered through the API, each with a delivery address at the city "
        f"centre; then {CLIENTS} client threads (Python `http.client`), each on its own keep-alive connection as "
        f"its own customer, loop over a fixed cycle of {len(SLOTS)} operations, each client starting at a "
        f"different place in it; {WARMUP_SECONDS} s of warm-up (discarded), then {SECONDS} s measured. "
        "The operations, in fixed proportions:",
        "",
        f"- browse {SHARE['browse']:.0%}: `GET /api/v1/restaurants?lat=…&lon=…&limit=20` ({slots('list')} of "
        f"{len(SLOTS)}, {len(POINTS)} points within 500 m of the centre) or `GET /api/v1/restaurants/{{id}}` "
        f"({slots('detail')} of {len(SLOTS)}, the 20 nearest restaurants in turn);",
        f"- search {SHARE['search']:.0%}: `GET /api/v1/search?q=…&lat=…&lon=…`, {len(SEARCH_WORDS)} words in turn "
        "(one with a typo);",
        f"- cart {SHARE['cart']:.0%}: `POST /api/v1/cart/items`, then in turn `GET /api/v1/cart`, "
        "`PATCH /api/v1/cart/items/{dish}` (quantity 2) or `DELETE /api/v1/cart/items/{dish}` (two requests);",
        f"- order {SHARE['order']:.0%}: `POST /api/v1/cart/items` if the cart is empty, then `POST /api/v1/orders` "
        f"with a new `Idempotency-Key` (each client orders from one of the {RESTAURANTS} nearest open restaurants; "
        "with no courier free, orders wait for one).",
        "",
        "Every HTTP request counts, and each one's latency is send to last byte. An error is any status other "
        "than the expected one (200; 201 for an order) or a failed connection.",
        "",
        "**The load generator shares the machine's CPUs with foodly, PostgreSQL and nginx** (a Python client "
        "holding the GIL, whose waits count in the latencies): the figures compare the set-ups with each other on "
        "this machine, they do not show what a set-up can serve on its own. CPU per request (user + system time "
        "over the measured seconds divided by the requests; PostgreSQL includes its background processes) shows "
        "where the CPU went.",
        "",
        "| set-up | req/s | p50 | p99 | requests | errors | orders placed | CPU ms per request: foodly "
        "/ PostgreSQL / nginx / client | CPU idle just before |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        lines.append(
            f"| {r['name']} | **{r['rps']:,.0f}** | {r['p50']:.2f} ms | {r['p99']:.2f} ms | {r['requests']:,} "
            f"| {r['errors']:,} | {r['orders']:,} | {cpu(r, 'foodly')} / {cpu(r, 'postgres')} / {cpu(r, 'nginx')} "
            f"/ {cpu(r, 'client')} | {r['idle']} |")
    lines += [
        "",
        "Latency by operation (p50 / p99 of its requests), and errors:",
        "",
        "| operation | share | " + " | ".join(r["name"] for r in results) + " |",
        "|---|---:|" + "---:|" * len(results),
    ]
    for operation, *_ in OPERATIONS:
        cells = []
        for r in results:
            o = r["per_operation"][operation]
            cells.append(f"{o['p50']:.2f} / {o['p99']:.2f} ms" + (f", **{o['errors']} errors**" if o["errors"] else ""))
        lines.append(f"| {operation} | {SHARE[operation]:.0%} | " + " | ".join(cells) + " |")
    failed = [r for r in results if r["errors"] or r["warmup_errors"]]
    if failed:
        lines += ["", "**Warning:** some requests failed; the figures are not trustworthy:", ""]
        for r in failed:
            kinds = "; ".join(f"{route} → {status}: {count}" for (_, route, status), count
                              in sorted(r["error_kinds"].items(), key=str))
            lines.append(f"- {r['name']}: {kinds or 'none measured'}"
                         + (f" (and {r['warmup_errors']} during the warm-up)" if r["warmup_errors"] else ""))
    lines.append(END)
    return "\n".join(lines) + "\n"


def main() -> None:
    binary = bench.foodly_binary()
    if shutil.which("psql") is None:
        raise SystemExit("bench: psql not found; PostgreSQL is needed (bench/run installs it)")
    commit = bench.commit()
    nginx_version = subprocess.run([shutil.which("nginx") or "/usr/sbin/nginx", "-v"],
                                   capture_output=True, text=True).stderr.strip()
    nginx_version = re.sub(r"^nginx version: ", "", nginx_version) or "nginx"
    tmp = Path(tempfile.mkdtemp(prefix="foodly-bench-mixed.", dir="/var/tmp"))
    # scripts/postgres hands its directory to the postgres user: keep it out of `tmp` (mode 700).
    pg_dir = Path(tempfile.mkdtemp(prefix="foodly-bench-mixed-pg.", dir="/var/tmp"))
    try:
        log("starting a throwaway PostgreSQL server")
        postgres = Postgres(pg_dir)
        results = [run_sqlite(binary, tmp), run_postgres(binary, tmp, postgres), run_cluster(binary, tmp, postgres)]
        meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "commit": commit,
                "postgres_version": postgres.version, "nginx_version": nginx_version}
        section = render(meta, results)
        bench.publish(section, START, END, QUICK)
        if any(r["errors"] for r in results):
            sys.exit("bench: some requests failed (see above)")
    finally:
        Postgres.stop(pg_dir)
        shutil.rmtree(pg_dir, ignore_errors=True)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
