"""A mail the mail server refused on every try is on the operator's console, at 1280x800 and 390x844, with its
recipient, subject and the server's last answer; "Try again" queues it again, the console says so, and the mail
arrives (here: in the server's mail folder). Screenshots of each step."""

import datetime
import sqlite3
import uuid

from selenium.webdriver.common.by import By

from conftest import login, open_as, set_viewport, shot
from test_first_use import LAYOUT_PROBLEMS
from test_merchants import mailed_text
from test_ordering import submit, wait_ready


def given_up_mail(database: str, to: str, subject: str) -> str:
    """Puts a mail in the queue as the server leaves one it gave up on (8 tries, the last answer kept)."""
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    message_id = uuid.uuid4().hex + "@foodly.test"
    with sqlite3.connect(database, timeout=10) as connection:
        seq = connection.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM mail_queue").fetchone()[0]
        connection.execute(
            "INSERT INTO mail_queue (message_id, seq, from_address, from_name, to_address, to_name, subject, body,"
            " written_at, queued_at, attempts, next_attempt_at, last_error, given_up_at)"
            " VALUES (?, ?, 'no-reply@foodly.test', 'Foodly', ?, 'Gus', ?, 'Your order is on its way.', ?, ?, 8, ?,"
            " 'SMTP: 550 5.1.1 mailbox unavailable', ?)",
            (message_id, seq, to, subject, now, now, now, now))
    return message_id


def test_an_operator_sees_a_given_up_mail_and_sends_it_again(browser, server):
    address = f"gus-{uuid.uuid4().hex[:8]}@example.com"
    subject = "Your Foodly order #1234 from Marina Mezze, a name long enough to wrap on a phone"
    given_up_mail(server.database, address, subject)
    admin = login(server, "admin@foodly.test")

    set_viewport(browser, 1280, 800)
    open_as(browser, server, admin, "/admin")
    wait_ready(browser)
    section = browser.find_element(By.ID, "mail")
    rows = section.find_elements(By.CSS_SELECTOR, "#mail-undelivered tbody tr")
    row = next(r for r in rows if address in r.text)
    assert subject in row.text and "550 5.1.1 mailbox unavailable (8 tries)" in row.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", section)
    shot(browser, "console-mail-given-up-1280")

    set_viewport(browser, 390, 844)
    browser.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", section)
    assert not browser.execute_script(LAYOUT_PROBLEMS), "the mail section fits a phone"
    shot(browser, "console-mail-given-up-390")

    set_viewport(browser, 1280, 800)
    row = next(r for r in browser.find_elements(By.CSS_SELECTOR, "#mail-undelivered tbody tr") if address in r.text)
    submit(browser, row.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    notice = browser.find_element(By.CSS_SELECTOR, "#mail [role=status]")
    assert notice.text == "The mail is queued again and goes out within a second."
    assert address not in browser.find_element(By.ID, "mail").text, "no longer given up"
    shot(browser, "console-mail-retried-1280")
    assert "Your order is on its way." in mailed_text(server, address, subject)
