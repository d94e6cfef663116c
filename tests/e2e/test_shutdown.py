"""SIGTERM under load, on a release server of its own: it exits 0, every answer that started arrives whole
(Content-Length honoured, chunked bodies terminated), event streams are ended cleanly, and once it is stopping new
connections get no answer."""

from __future__ import annotations

import signal
import socket
import threading
import time
import urllib.request
import uuid

from cluster import Client, Process, fill_cart, foodly, kitchen_restaurant, login, wait_for

LARGE = ["/api/v1/restaurants?limit=100", "/api/openapi.json", "/api/v1/search?q=bowl&limit=50"]


class Truncated(Exception):
    """The connection ended inside an answer."""


class Reader:
    """HTTP/1.1 answers read off a raw socket by their framing, nothing assumed."""

    def __init__(self, sock: socket.socket, pause: float = 0):
        self.sock = sock
        self.pause = pause  # between reads, so that answers are still being sent when the signal comes
        self.buffer = b""

    def _more(self) -> bool:
        time.sleep(self.pause)
        try:
            data = self.sock.recv(8192)
        except (ConnectionResetError, socket.timeout):
            data = b""
        self.buffer += data
        return bool(data)

    def _until(self, marker: bytes) -> bytes:
        while marker not in self.buffer:
            if not self._more():
                raise Truncated(f"no {marker!r} after {len(self.buffer)} bytes")
        head, self.buffer = self.buffer.split(marker, 1)
        return head

    def _exactly(self, count: int) -> bytes:
        while len(self.buffer) < count:
            if not self._more():
                raise Truncated(f"{len(self.buffer)} of {count} bytes")
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def answer(self, on_chunk=None) -> tuple[int, dict[str, str], bytes] | None:
        """The next answer; None when the connection closed before its first byte."""
        while not self.buffer:
            if not self._more():
                return None
        lines = self._until(b"\r\n\r\n").decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ")[1])
        headers = {name.lower(): value.strip() for name, value in (line.split(":", 1) for line in lines[1:])}
        if headers.get("transfer-encoding", "").lower() == "chunked":
            body = b""
            while True:
                size = int(self._until(b"\r\n").split(b";")[0], 16)
                if size == 0:
                    self._until(b"\r\n")  # no trailers: the blank line that ends the body
                    return status, headers, body
                chunk = self._exactly(size)
                body += chunk
                if on_chunk:
                    on_chunk(chunk)
                self._exactly(2)
        return status, headers, self._exactly(int(headers.get("content-length", "0")))


def slow_connection(port: int) -> socket.socket:
    """A connection with a small receive window: the server cannot hand a large answer to the kernel at once."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.settimeout(20)
    sock.connect(("127.0.0.1", port))
    return sock


def request(sock: socket.socket, path: str, headers: dict[str, str] | None = None) -> None:
    extra = "".join(f"{name}: {value}\r\n" for name, value in (headers or {}).items())
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}\r\n".encode())


def test_sigterm_under_load_exits_cleanly_and_cuts_no_answer(tmp_path):
    database = str(tmp_path / "foodly.sqlite")
    seeded = foodly("seed", "--db", database)
    assert seeded.returncode == 0, seeded.stderr
    server = Process(database, tmp_path / "server.log")
    port = server.port
    try:
        customer = login(port, "customer@foodly.test")
        restaurant = kitchen_restaurant(port)
        orders = []
        for _ in range(4):
            fill_cart(port, customer, restaurant)
            orders.append(Client(port, customer).ok("POST", "/api/v1/orders", {},
                                                    {"Idempotency-Key": uuid.uuid4().hex})["id"])
    except BaseException:
        server.stop()
        raise

    stopping = threading.Event()
    complete: list[int] = []  # statuses of answers read whole
    failures: list[str] = []
    streams_open = threading.Semaphore(0)
    lock = threading.Lock()

    def load(number: int) -> None:
        paths = LARGE[number % len(LARGE):] + LARGE[:number % len(LARGE)]
        while True:
            try:
                sock = slow_connection(port)
            except OSError:
                return  # refused: the server is gone
            reader = Reader(sock, pause=0.001)
            try:
                for turn in range(1000):
                    request(sock, paths[turn % len(paths)])
                    try:
                        answer = reader.answer()
                    except Truncated as error:
                        with lock:
                            failures.append(f"{paths[turn % len(paths)]}: {error}")
                        return
                    except OSError:
                        answer = None  # the request could not be sent: no answer had started
                    if answer is None:
                        break  # closed between answers: a new connection, which a stopping server refuses
                    with lock:
                        complete.append(answer[0])
                    if answer[1].get("connection", "").lower() == "close":
                        break
            finally:
                sock.close()
            if stopping.is_set():
                time.sleep(0.01)  # reconnect until refused

    # The OpenAPI document grows with the API: ask for as many copies as make about 1.6 MB, not a fixed count.
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/openapi.json", timeout=30) as answer:
        document_bytes = len(answer.read())
    pipelined = max(3, 1_600_000 // document_bytes)

    def pipeline() -> None:
        """Answers asked for at once (about 1.6 MB), read only after the signal: more than the kernel buffers hold,
        and little enough to cross a slow loopback within the grace period whatever the machine."""
        sock = slow_connection(port)
        for _ in range(pipelined):
            request(sock, "/api/openapi.json")
        stopping.wait()
        time.sleep(0.5)
        reader = Reader(sock)
        try:
            while (answer := reader.answer()) is not None:
                with lock:
                    complete.append(answer[0])
                if answer[1].get("connection", "").lower() == "close":
                    break
        except Truncated as error:
            with lock:
                failures.append(f"pipelined /api/openapi.json: {error}")
        finally:
            sock.close()

    def stream(order_id: str) -> None:
        sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        request(sock, f"/api/v1/orders/{order_id}/events", {"Authorization": f"Bearer {customer}"})
        first = threading.Event()

        def chunk(_: bytes) -> None:
            if not first.is_set():
                first.set()
                streams_open.release()

        try:
            answer = Reader(sock).answer(on_chunk=chunk)
            if answer is None or answer[0] != 200 or b"data:" not in answer[2]:
                with lock:
                    failures.append(f"event stream of {order_id}: {answer and answer[:2]}")
        except (Truncated, OSError) as error:
            with lock:
                failures.append(f"event stream of {order_id} cut: {error}")
        finally:
            if not first.is_set():
                streams_open.release()
            sock.close()

    threads = [threading.Thread(target=stream, args=(order,)) for order in orders]
    threads += [threading.Thread(target=load, args=(number,)) for number in range(16)]
    threads += [threading.Thread(target=pipeline) for _ in range(2)]
    for thread in threads:
        thread.start()
    for _ in orders:
        assert streams_open.acquire(timeout=15), "an event stream never started"
    wait_for(lambda: len(complete) > 200, message="200 answers under load")

    stopping.set()
    signalled_at = time.monotonic()
    server.process.send_signal(signal.SIGTERM)
    # While it stops, a new connection is never answered (refused by the accept policy, or the port is closed).
    time.sleep(0.2)
    late_answer = None
    try:
        late = socket.create_connection(("127.0.0.1", port), timeout=5)
        try:
            request(late, "/healthz")
            late_answer = Reader(late).answer()
        except (OSError, Truncated):
            pass
        late.close()
    except OSError:
        pass
    code = server.process.wait(timeout=20)
    stopped_after = time.monotonic() - signalled_at
    for thread in threads:
        thread.join(timeout=30)
    log = (tmp_path / "server.log").read_text()

    assert code == 0, f"exit status {code}\n{log[-3000:]}"
    assert not failures, failures[:10]
    assert late_answer is None, f"a connection opened while stopping was answered: {late_answer[:2]}"
    assert all(status == 200 for status in complete), sorted(set(complete))
    assert len(complete) > 200
    assert stopped_after < 12, f"took {stopped_after:.1f} s to stop"
    assert not any(thread.is_alive() for thread in threads), "a client is still waiting"
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        raise AssertionError("the port still accepts connections after exit")
    except ConnectionRefusedError:
        pass
