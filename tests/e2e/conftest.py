"""Shared fixtures for the browser tests.

- `server` (session): the real foodly binary on a free loopback port with a throwaway database.
- `browser` (function): headless Debian Chromium at a 390x844 phone viewport, as a fresh profile would
  be (one Chromium per worker, cleared between tests: see `_session`); the test fails on any SEVERE browser
  console entry (JS errors, CSP violations, 404s).
- `second_browser`, `third_browser` (function): more people's browsers in the same test, same checks.
- `shot(driver, name)`: PNG screenshot at .build/e2e-screenshots/<test>-<name>.png.
  Every test that uses `browser` also gets a `<test>-final.png`, pass or fail.
"""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.common.by import By
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait as SeleniumWait


class WebDriverWait(SeleniumWait):
    """Selenium's wait, where an element gone stale (its page replaced by a navigation, or redrawn live, while the
    condition read it) means "not yet", as an element not found does. Every browser test waits with this one."""

    def __init__(self, driver, timeout, poll_frequency=0.5, ignored_exceptions=None):
        super().__init__(driver, timeout, poll_frequency,
                         [StaleElementReferenceException, *(ignored_exceptions or [])])


def type_into(driver, selector: str, text: str, timeout: float = 10) -> None:
    """Types `text` into the field `selector` (CSS) of a region that redraws itself (the courier's deliveries every
    4 s): a redraw between finding the field and focusing it leaves a stale element, so it is found again. Once the
    field has the focus the region is not redrawn (app.js), so the typing and the press that follows are safe."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            field = driver.find_element(By.CSS_SELECTOR, selector)
            driver.execute_script(
                "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'}); arguments[0].focus();", field)
            field.send_keys(text)
            return
        except StaleElementReferenceException:
            if time.monotonic() > deadline:
                raise


REPO_ROOT = Path(__file__).resolve().parents[2]
SCREENSHOT_DIR = REPO_ROOT / ".build" / "e2e-screenshots"
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
VIEWPORT = (390, 844)
STARTUP_TIMEOUT_S = 20
SHUTDOWN_TIMEOUT_S = 15
LISTENING = re.compile(r"^Foodly is listening on (http://127\.0\.0\.1:\d+)$")

# Chromium's CPU is most of the browser tests' (2026-12-07: about 860 of 1,270 CPU-seconds a pass, measured per
# process). These leave out what a test never uses (background networking, component updates, extensions, sync,
# translation), and ask for reduced motion, so that spinners and shimmering placeholders do not repaint a waiting
# page 60 times a second (app.css honours the setting). Pages render at one device pixel per CSS pixel: a quarter of
# the pixels to paint and screenshot at two.
QUIET_CHROMIUM = (
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-extensions",
    "--disable-default-apps",
    "--disable-sync",
    "--disable-client-side-phishing-detection",
    "--disable-component-extensions-with-background-pages",
    "--disable-breakpad",
    "--metrics-recording-only",
    "--mute-audio",
    ("--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,"
     "CertificateTransparencyComponentUpdater,AutofillServerCommunication"),
    "--password-store=basic",
    "--use-mock-keychain",
    "--force-prefers-reduced-motion",
    "--disable-smooth-scrolling",
)

# Belt and braces: Selenium Manager must never try to download a driver or a browser.
os.environ.setdefault("SE_OFFLINE", "true")


# --------------------------------------------------------------------------------------- server


@dataclass
class Server:
    url: str  # e.g. http://127.0.0.1:41234 (no trailing slash)
    process: subprocess.Popen
    stderr_path: Path
    database: str  # the SQLite file it serves, for CLI commands run alongside it

    def stderr_tail(self, limit: int = 4000) -> str:
        return _tail(self.stderr_path, limit)


def _tail(path: Path, limit: int) -> str:
    try:
        data = path.read_bytes()
    except OSError:
        return "(no stderr captured)"
    text = data[-limit:].decode("utf-8", "replace")
    return text if text.strip() else "(stderr is empty)"


def _foodly_binary() -> Path:
    path = Path(os.environ.get("FOODLY_BIN", ".build/release/foodly"))
    return path if path.is_absolute() else REPO_ROOT / path


def stripe_options() -> list[str]:
    """Card payments through the localstripe that tests/e2e/run starts (FOODLY_TEST_STRIPE_URL), as `make run-cards`
    does; none without one."""
    url = os.environ.get("FOODLY_TEST_STRIPE_URL")
    if not url:
        return []
    return ["--stripe-secret-key", "sk_test_e2e", "--stripe-publishable-key", "pk_test_e2e",
            "--stripe-api-url", url, "--stripe-js-url", url + "/js.stripe.com/v3/"]


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory):
    binary = _foodly_binary()
    if not os.access(binary, os.X_OK):
        pytest.fail(f"foodly binary not found at {binary}: run `swift build -c release` "
                    "or set FOODLY_BIN", pytrace=False)

    workdir = tmp_path_factory.mktemp("foodly-server")
    stderr_path = workdir / "stderr.log"
    stderr_file = stderr_path.open("wb")
    database = str(workdir / "foodly.sqlite")
    # The demo city, as `make run` loads it: restaurants and demo accounts.
    seeded = subprocess.run([str(binary), "seed", "--db", database], cwd=REPO_ROOT, capture_output=True,
                            text=True, timeout=120)
    if seeded.returncode != 0:
        pytest.fail(f"foodly seed failed:\n{seeded.stdout}\n{seeded.stderr}", pytrace=False)
    # Mail goes to a folder of its own, not the developer's data/mail (test_mail.py runs an SMTP sink).
    cmd = [str(binary), "serve", "--host", "127.0.0.1", "--port", "0", "--db", database,
           "--mail-dir", str(workdir / "mail")] + stripe_options()
    proc = subprocess.Popen(cmd, cwd=REPO_ROOT, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=stderr_file, text=True)

    # Drain stdout on a thread for the server's whole life, so a chatty server never blocks on a
    # full pipe; the first listening line is handed over through the queue.
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:
        for line in proc.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)  # EOF

    threading.Thread(target=pump, name="foodly-stdout", daemon=True).start()

    url = None
    seen: list[str] = []
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while url is None:
        remaining = deadline - time.monotonic()
        try:
            line = lines.get(timeout=max(remaining, 0)) if remaining > 0 else None
        except queue.Empty:
            line = None
        if line is None:  # timed out, or the server closed stdout (probably exited)
            break
        seen.append(line)
        match = LISTENING.match(line)
        if match:
            url = match.group(1)

    if url is None:
        still_running = proc.poll() is None
        if still_running:
            proc.kill()
        proc.wait(timeout=5)
        stderr_file.close()
        why = (f"was still silent after {STARTUP_TIMEOUT_S} s (killed)" if still_running
               else f"exited with code {proc.returncode}")
        pytest.fail(
            f"foodly never printed 'Foodly is listening on http://127.0.0.1:PORT': it {why}.\n"
            f"command: {' '.join(cmd)}\n"
            f"stdout:\n{chr(10).join(seen) or '(empty)'}\n"
            f"stderr:\n{_tail(stderr_path, 4000)}",
            pytrace=False,
        )

    _server_origins.add(url)
    yield Server(url=url, process=proc, stderr_path=stderr_path, database=database)

    # Graceful shutdown: SIGTERM must make the server finish and exit 0.
    proc.send_signal(signal.SIGTERM)
    try:
        code = proc.wait(timeout=SHUTDOWN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=5)
        code = None
    stderr_file.close()
    if code != 0:
        what = (f"did not exit within {SHUTDOWN_TIMEOUT_S} s of SIGTERM (killed)"
                if code is None else f"exited with code {code} after SIGTERM")
        pytest.fail(f"foodly {what}.\nstderr:\n{_tail(stderr_path, 4000)}", pytrace=False)


# -------------------------------------------------------------------------------------- browser


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "test"


def shot(driver: webdriver.Chrome, name: str) -> Path:
    """Save a PNG screenshot as .build/e2e-screenshots/<test>-<name>.png and return its path."""
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOT_DIR / f"{_safe(getattr(driver, 'foodly_test', 'test'))}-{_safe(name)}.png"
    driver.save_screenshot(str(path))
    return path


def set_viewport(driver: webdriver.Chrome, width: int, height: int) -> None:
    """Emulate a phone screen of width x height CSS pixels (layout reflows without a reload)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True,
    })


def _severe_entries(driver: webdriver.Chrome) -> list[str]:
    return [f"{e.get('source', '?')}: {e.get('message', '')}"
            for e in driver.get_log("browser") if e.get("level") == "SEVERE"]


def _launch(profile: Path) -> webdriver.Chrome:
    """A headless Chromium with a fresh profile, logging the console."""
    options = Options()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--no-first-run",
        "--no-default-browser-check",
        f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}",
        f"--user-data-dir={profile}",
        *QUIET_CHROMIUM,
    ):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    _emulate_phone(driver)
    return driver


def _emulate_phone(driver: webdriver.Chrome) -> None:
    """The tab's screen and position as every test starts with them."""
    set_viewport(driver, *VIEWPORT)
    # A position of its own (the demo city's centre), so that a page that asks for one (the courier screen follows
    # it) never makes Chromium call its network location service; tests move it with the same command.
    driver.execute_cdp_cmd("Emulation.setGeolocationOverride",
                           {"latitude": 37.7880, "longitude": -122.4075, "accuracy": 50})


# Starting Chromium costs about 2 CPU-seconds, and a pass starts about a hundred of them: each worker keeps one
# Chromium per role (browser, second_browser, third_browser) from test to test instead. Before a test gets one, it
# is made as good as new: a new tab replaces every old one (so no history, page script, emulation or disabled
# JavaScript carries over: those belong to a tab), and cookies, the HTTP cache, permissions and every kind of site
# storage (local, IndexedDB, Cache Storage, service workers) are cleared for each origin it was sent to. A browser
# that cannot be made so (it died, a dialog is open) is quit and a new one started.
_kept: dict[str, webdriver.Chrome] = {}
_origins: dict[str, set[str]] = {}
_server_origins: set[str] = set()  # the `server` fixture's, cleared in every kept browser


def _origin(url: str) -> str | None:
    match = re.match(r"^(https?://[^/]+)", url or "")
    return match.group(1) if match else None


def _as_new(driver: webdriver.Chrome, origins: set[str]) -> None:
    """Makes a kept browser as a fresh profile would be, or raises."""
    old = driver.window_handles
    driver.switch_to.new_window("tab")
    fresh = driver.current_window_handle
    for handle in old:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(fresh)
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    driver.execute_cdp_cmd("Browser.resetPermissions", {})
    for origin in origins:
        driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    _severe_entries(driver)  # what the last test's pages logged as they closed is not this test's
    _emulate_phone(driver)


def _session(request: pytest.FixtureRequest, role: str, tmp_path_factory: pytest.TempPathFactory):
    driver = _kept.pop(role, None)
    if driver is not None:
        try:
            _as_new(driver, _origins.pop(role, set()) | _server_origins)
        except Exception:
            _quit(driver)
            driver = None
    if driver is None:
        driver = _launch(tmp_path_factory.mktemp(f"chromium-{role}"))
    driver.foodly_test = request.node.name  # used by shot() to name files
    try:
        yield driver
        # Collect console output before the browser is kept; failing here marks the test as errored.
        severe = _severe_entries(driver)
    except BaseException:
        _quit(driver)
        raise
    try:
        _origins[role] = {origin for origin in map(_origin, _visited(driver)) if origin}
        _kept[role] = driver
    except Exception:  # a dialog left open, a browser that died: the next test starts a new one
        _quit(driver)
    if severe:
        pytest.fail("browser console reported SEVERE errors:\n  " + "\n  ".join(severe),
                    pytrace=False)


def _visited(driver: webdriver.Chrome) -> list[str]:
    """The addresses of the browser's open tabs (the current one last, where it stays)."""
    current = driver.current_window_handle
    urls = []
    for handle in driver.window_handles:
        driver.switch_to.window(handle)
        urls.append(driver.current_url)
    driver.switch_to.window(current)
    return urls


def _quit(driver: webdriver.Chrome) -> None:
    try:
        driver.quit()
    except Exception:
        pass


@pytest.fixture(scope="session", autouse=True)
def _kept_browsers_quit_at_the_end():
    yield
    for driver in _kept.values():
        _quit(driver)
    _kept.clear()


@pytest.fixture
def browser(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    yield from _session(request, "browser", tmp_path_factory)


@pytest.fixture
def second_browser(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    """Another person's browser in the same test (e.g. the kitchen)."""
    yield from _session(request, "second", tmp_path_factory)


@pytest.fixture
def third_browser(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    """A third person's browser in the same test (e.g. the courier)."""
    yield from _session(request, "third", tmp_path_factory)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """After each test body (pass or fail), while the browser is still open, save <test>-final.png."""
    yield
    if call.when != "call":
        return
    driver = getattr(item, "funcargs", {}).get("browser")
    if driver is None:
        return
    try:
        shot(driver, "final")
    except Exception as exc:  # a dead browser must not hide the test's own result
        print(f"e2e: could not save final screenshot for {item.name}: {exc}")


# ------------------------------------------------------------------------------------- accounts

_accounts = iter(range(1, 1_000_000))


def register_via_api(server: Server, full_name: str = "Ada Lovelace") -> tuple[str, str, str]:
    """Creates a fresh customer through the JSON API; returns (email, password, token)."""
    import json
    import urllib.request

    email = f"e2e-{os.getpid()}-{next(_accounts)}@example.com"
    password = "abcdef1!"
    body = json.dumps({"fullName": full_name, "email": email, "password": password}).encode()
    request = urllib.request.Request(
        server.url + "/api/v1/users", data=body, method="POST",
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        token = json.load(response)["token"]
    return email, password, token


def sign_in(driver, server: Server, full_name: str = "Ada Lovelace") -> str:
    """Registers a customer and gives the browser its session cookie; returns the email."""
    email, _, token = register_via_api(server, full_name)
    driver.get(server.url + "/login")
    driver.add_cookie({"name": "foodly_session", "value": token, "path": "/"})
    driver.add_cookie({"name": "foodly_onboarded", "value": "1", "path": "/"})
    return email


# ----------------------------------------------------------------------------------------- API

DEMO_PASSWORD = "Healthy1!"  # every demo account's


def api(server: Server, method: str, path: str, body=None, token: str | None = None, headers=None):
    """One JSON API call; returns the decoded answer (None when empty). HTTP errors raise."""
    import json
    import urllib.request

    request = urllib.request.Request(
        server.url + path, data=json.dumps(body).encode() if body is not None else None, method=method,
        headers={"Content-Type": "application/json", **({"Authorization": "Bearer " + token} if token else {}),
                 **(headers or {})})
    with urllib.request.urlopen(request, timeout=10) as response:
        text = response.read()
        return json.loads(text) if text else None


def login(server: Server, email: str, password: str = DEMO_PASSWORD) -> str:
    """A session token for an existing account."""
    return api(server, "POST", "/api/v1/sessions", {"email": email, "password": password})["token"]


def accept_offer(server: Server, courier: str, order_id: str, timeout: float = 10) -> dict:
    """Has the courier of token `courier` accept order `order_id`: the order taken. Dispatch asks the best placed
    courier first, and couriers other tests left on duty at the same kitchen may be better placed (nearer, or waiting
    longer); when the order is not offered to this courier within 3 seconds, the operator offers it to everyone."""
    deadline = time.monotonic() + timeout
    everyone_at = time.monotonic() + 3
    while True:
        offers = api(server, "GET", "/api/v1/courier/offers", token=courier)["items"]
        offer = next((o for o in offers if o["orderId"] == order_id), None)
        if offer is not None:
            return api(server, "POST", f"/api/v1/courier/offers/{offer['id']}/accept", {}, token=courier)
        assert time.monotonic() < deadline, f"order {order_id} was never offered to this courier"
        if everyone_at is not None and time.monotonic() > everyone_at:
            everyone_at = None
            api(server, "POST", f"/api/v1/admin/orders/{order_id}/offers", {}, token=login(server, "admin@foodly.test"))
        time.sleep(0.2)


def deliver(server: Server, courier: str, order_id: str, customer: str) -> dict:
    """Picks up and delivers order `order_id` as its courier, with the code its customer reads out at the door."""
    code = api(server, "GET", f"/api/v1/orders/{order_id}", token=customer)["handoverCode"]
    api(server, "POST", f"/api/v1/courier/deliveries/{order_id}/pickup", {}, token=courier)
    return api(server, "POST", f"/api/v1/courier/deliveries/{order_id}/deliver", {"code": code}, token=courier)


def open_as(driver, server: Server, token: str, path: str) -> None:
    """Gives the browser the session `token` (onboarding seen) and opens `path`."""
    driver.get(server.url + "/login")
    driver.add_cookie({"name": "foodly_session", "value": token, "path": "/"})
    driver.add_cookie({"name": "foodly_onboarded", "value": "1", "path": "/"})
    driver.get(server.url + path)


# ------------------------------------------------------------------------------- console errors


def expect_console_errors(driver, *patterns: str) -> list[str]:
    """Takes the SEVERE console entries logged so far, each of which must match one of `patterns`
    (regular expressions); fails on any other. Use it right after a response the test expects to
    be an error, e.g. a form re-rendered with status 422, which Chromium logs as "Failed to load
    resource". Reading the log empties it, so the `browser` fixture's teardown check still sees
    every later entry. Returns the matched entries."""
    severe = _severe_entries(driver)
    unexpected = [entry for entry in severe
                  if not any(re.search(pattern, entry) for pattern in patterns)]
    assert not unexpected, "browser console reported SEVERE errors:\n  " + "\n  ".join(unexpected)
    return severe
