"""Mail over SMTP, end to end: a release server of its own sends to an aiosmtpd sink running in this process
(`--smtp-url smtp://127.0.0.1:PORT`), and a phone browser follows the links in the messages it receives:
registering mails a confirmation link; "Forgot your password?" mails a link that sets a new password (which then
logs in, the old one no longer does); placing an order mails its receipt with the order number and total."""

from __future__ import annotations

import email
import email.policy
import queue
import re
import signal
import socket
import subprocess
import threading
import time
import uuid

import pytest
from aiosmtpd.controller import Controller
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from cluster import fill_cart, kitchen_restaurant
from conftest import (LISTENING, REPO_ROOT, SHUTDOWN_TIMEOUT_S, STARTUP_TIMEOUT_S, Server, WebDriverWait,
                      _foodly_binary, _tail, api, expect_console_errors, set_viewport, shot)

WAIT_S = 10
MAIL_WAIT_S = 15
OLD_PASSWORD = "abcdef1!"
NEW_PASSWORD = "new-secret-2!"


class Sink:
    """An SMTP server on a free loopback port that keeps every message it is given."""

    def __init__(self):
        self.messages: queue.Queue[email.message.EmailMessage] = queue.Queue()
        self.envelopes: list[tuple[str, list[str]]] = []
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.controller = Controller(self, hostname="127.0.0.1", port=self.port)

    async def handle_DATA(self, server, session, envelope):  # aiosmtpd's hook for each message
        self.envelopes.append((envelope.mail_from, list(envelope.rcpt_tos)))
        self.messages.put(email.message_from_bytes(envelope.original_content, policy=email.policy.default))
        return "250 Message accepted"

    def next(self, to: str, subject: str) -> email.message.EmailMessage:
        """The next message to `to` whose subject starts with `subject` (others to the same address are skipped)."""
        deadline = time.monotonic() + MAIL_WAIT_S
        while (remaining := deadline - time.monotonic()) > 0:
            try:
                message = self.messages.get(timeout=remaining)
            except queue.Empty:
                break
            if to in message["To"] and message["Subject"].startswith(subject):
                return message
        pytest.fail(f"no mail to {to} starting {subject!r} within {MAIL_WAIT_S} s", pytrace=False)


def link(message: email.message.EmailMessage, server: Server, path: str) -> str:
    """The link to `path` in the message's text (decoded from quoted-printable), on this server."""
    text = message.get_content()
    found = re.search(re.escape(server.url + path) + r"\?token=[A-Za-z0-9_-]{43}", text)
    assert found, f"no {path} link in:\n{text}"
    return found.group(0)


@pytest.fixture
def smtp_sink():
    sink = Sink()
    sink.controller.start()
    yield sink
    sink.controller.stop()


@pytest.fixture
def mail_server(tmp_path, smtp_sink):
    """A seeded release server of its own that sends its mail to the sink."""
    binary = str(_foodly_binary())
    database = str(tmp_path / "foodly.sqlite")
    seeded = subprocess.run([binary, "seed", "--db", database], cwd=REPO_ROOT, capture_output=True, text=True,
                            timeout=120)
    assert seeded.returncode == 0, seeded.stderr
    stderr_path = tmp_path / "stderr.log"
    with stderr_path.open("wb") as stderr:
        process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--db", database,
             "--smtp-url", f"smtp://127.0.0.1:{smtp_sink.port}", "--mail-from", "Foodly Test <hello@foodly.test>"],
            cwd=REPO_ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=stderr, text=True)
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:  # stdout is read for the server's whole life, so it never blocks on a full pipe
        for line in process.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    url = None
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while url is None and time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(deadline - time.monotonic(), 0.01))
        except queue.Empty:
            break
        if line is None:
            break
        if match := LISTENING.match(line):
            url = match.group(1)
    if url is None:
        process.kill()
        pytest.fail(f"foodly serve did not start:\n{_tail(stderr_path, 4000)}", pytrace=False)
    yield Server(url=url, process=process, stderr_path=stderr_path, database=database)
    process.send_signal(signal.SIGTERM)
    try:
        code = process.wait(timeout=SHUTDOWN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()
        code = None
    assert code == 0, f"foodly exited with {code} after SIGTERM:\n{_tail(stderr_path, 4000)}"


def wait_path(driver, server: Server, path: str) -> None:
    WebDriverWait(driver, WAIT_S).until(
        lambda d: d.current_url.split("#")[0] == server.url + path
        and d.execute_script("return document.readyState") == "complete",
        message=f"expected {server.url + path}, still at {driver.current_url}")


def css(driver, selector: str):
    return WebDriverWait(driver, WAIT_S).until(EC.presence_of_element_located((By.CSS_SELECTOR, selector)))


def fill(driver, values: dict[str, str]) -> None:
    for name, value in values.items():
        field = css(driver, f'[name="{name}"]')
        field.clear()
        field.send_keys(value)


def press(driver, element) -> None:
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    element.click()


def log_in(driver, server: Server, address: str, password: str) -> None:
    driver.get(server.url + "/login")
    fill(driver, {"email": address, "password": password})
    press(driver, css(driver, "form[action='/login'] button[type='submit']"))


def test_confirmation_reset_and_receipt_mails_arrive_and_their_links_work(browser, mail_server, smtp_sink):
    server = mail_server
    set_viewport(browser, 390, 844)
    address = f"mail-{uuid.uuid4().hex[:10]}@example.com"

    # Registering mails a link that confirms the address.
    browser.get(server.url + "/register")
    browser.add_cookie({"name": "foodly_onboarded", "value": "1", "path": "/"})
    fill(browser, {"fullName": "Ada Lovelace", "email": address, "password": OLD_PASSWORD})
    press(browser, css(browser, "form[action='/register'] button[type='submit']"))
    wait_path(browser, server, "/")
    welcome = smtp_sink.next(address, "Confirm your email address")
    assert welcome["From"] == "Foodly Test <hello@foodly.test>"
    assert welcome["To"] == f"Ada Lovelace <{address}>"
    assert welcome["Message-ID"].endswith("@foodly.test>") and welcome["Date"]
    assert smtp_sink.envelopes[-1] == ("hello@foodly.test", [address])
    browser.get(server.url + "/profile")
    assert "Email not confirmed yet" in css(browser, "#email-status").text
    shot(browser, "1-profile-not-confirmed")
    browser.get(link(welcome, server, "/verify"))
    assert "Your email address is confirmed" in css(browser, "#email-confirmed").text
    shot(browser, "2-email-confirmed")
    browser.get(server.url + "/profile")
    assert "Email confirmed" in css(browser, "#email-status").text
    shot(browser, "3-profile-confirmed")

    # Log out, then "Forgot your password?" mails a link that sets a new one.
    press(browser, css(browser, "form[action='/logout'] button"))
    wait_path(browser, server, "/login")
    press(browser, css(browser, "#forgot-link"))
    wait_path(browser, server, "/forgot")
    shot(browser, "4-forgot")
    fill(browser, {"email": address})
    press(browser, css(browser, "form[action='/forgot'] button[type='submit']"))
    wait_path(browser, server, "/forgot?sent=1")
    assert (css(browser, "#reset-sent").text
            == "If an account uses this address, we have sent a link to it. It works for 30 minutes.")
    shot(browser, "5-forgot-sent")
    reset = smtp_sink.next(address, "Reset your Foodly password")
    assert "works for 30 minutes and only once" in reset.get_content()
    browser.get(link(reset, server, "/reset"))
    assert css(browser, "#field-password").get_attribute("autocomplete") == "new-password"
    assert "8 or more characters" in css(browser, "#field-password-hint").text
    shot(browser, "6-reset-form")
    fill(browser, {"password": NEW_PASSWORD})
    press(browser, css(browser, "form[action='/reset'] button[type='submit']"))
    wait_path(browser, server, "/reset?done=1")
    assert "Your password is changed. Log in with it." in css(browser, "#password-changed").text
    shot(browser, "7-password-changed")
    assert "was just changed" in smtp_sink.next(address, "Your Foodly password was changed").get_content()
    browser.get(link(reset, server, "/reset"))
    assert "expired or was already used" in css(browser, "#link-invalid").text, "the link works once"
    shot(browser, "8-link-used")

    # The old password no longer works; the new one does.
    log_in(browser, server, address, OLD_PASSWORD)
    assert "The email or password is not correct." in css(browser, ".error-summary").text
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    log_in(browser, server, address, NEW_PASSWORD)
    wait_path(browser, server, "/")

    # An order mails its receipt once, with its number and total.
    token = api(server, "POST", "/api/v1/sessions", {"email": address, "password": NEW_PASSWORD})["token"]
    port = int(server.url.rsplit(":", 1)[1])
    fill_cart(port, token, kitchen_restaurant(port))
    browser.get(server.url + "/cart")
    total = re.search(r"\$\d+\.\d\d", css(browser, "#continue").text).group(0)
    press(browser, css(browser, "#continue"))
    press(browser, css(browser, "#place-order"))
    WebDriverWait(browser, WAIT_S).until(lambda d: "/orders/" in d.current_url)
    number = re.search(r"#(\d+)", browser.title).group(1)
    shot(browser, "9-order-placed")
    receipt = smtp_sink.next(address, f"Your Foodly order #{number} from ")
    text = receipt.get_content().replace("\r\n", "\n")
    assert f"Thank you for your order #{number}." in text
    assert "\nFrom Greenhouse Grain Co.\n1 × " in text
    assert re.search(r"^Total +" + re.escape(total) + "$", text, re.MULTILINE), text
    assert re.search(r"^Arriving: \d\d:\d\d–\d\d:\d\d", text, re.MULTILINE), text
    assert browser.current_url.split("?")[0] in text
    time.sleep(1)
    assert smtp_sink.messages.empty(), "one receipt, nothing more"
