"""A restaurant joins and staffs itself, at 390x844 and 1280x800: a customer applies from Profile (a bad phone is
named next to its input), the sent application waits, the operator approves it with `foodly admin
approve-restaurant`, the owner opens the kitchen screen and its Staff page and invites a manager by email; the
manager opens the mailed link in their own browser, creates an account with the invited address, joins and lands
on the kitchen screen. No overflow at 320 px. Screenshots of each step."""

import email
import email.header
import re
import subprocess
import time
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import (REPO_ROOT, WebDriverWait, _foodly_binary, api, expect_console_errors, open_as,
                      register_via_api, set_viewport, shot)
from test_first_use import LAYOUT_PROBLEMS
from test_ordering import submit, wait_ready

FIELDS = {
    "name": "Pho Mission", "cuisine": "Vietnamese", "categories": "soups, bowls", "phone": "call us",
    "contactEmail": "owner@example.com", "location.address": "2401 mission st", "deliveryRadiusKm": "4",
    "fees.deliveryBase": "1.99",
    "fees.deliveryPerKm": "0.50", "fees.minimumOrder": "10", "taxRate": "8.625",
}


def no_overflow(browser, name):
    for width in (320, 390, 1280):
        set_viewport(browser, width, 800 if width == 1280 else 844)
        problems = browser.execute_script(LAYOUT_PROBLEMS)
        assert not problems, f"{name} at {width}px: {problems}"


def mails(server, address: str) -> list:
    """The mails to `address` the server (or a CLI command) wrote to its mail folder, newest first."""
    found = []
    for mail in sorted((Path(server.database).parent / "mail").glob("*.eml"), key=lambda file: file.name):
        message = email.message_from_bytes(mail.read_bytes())
        if address in (message["To"] or ""):
            found.insert(0, message)
    return found


def newest_mail(server, address: str, pick, what: str, seconds: float = 10):
    """`pick`'s answer for the newest mail to `address` it answers for. Mail leaves a moment after the change that
    queued it (the server's delivery thread), so the folder is read again until then, for at most `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        for message in mails(server, address):
            if (found := pick(message)) is not None:
                return found
        if time.monotonic() > deadline:
            raise AssertionError(f"no mail to {address} {what} within {seconds} s")
        time.sleep(0.1)


def mailed_text(server, address: str, subject: str) -> str:
    """The body of the newest mail to `address` with `subject`."""
    def body(message):
        if str(email.header.make_header(email.header.decode_header(message["Subject"]))) == subject:
            return message.get_payload(decode=True).decode("utf-8", errors="replace")
        return None
    return newest_mail(server, address, body, f"about {subject!r}")


def mailed_link(server, address: str, path: str) -> str:
    """The newest link to `path` mailed to `address`."""
    def link(message):
        body = message.get_payload(decode=True).decode("utf-8", errors="replace")
        found = re.search(r"https?://\S+?" + re.escape(path) + r"\?token=[A-Za-z0-9_-]+", body)
        return found.group(0) if found else None
    return newest_mail(server, address, link, f"with a {path} link")


def apply_and_be_approved(browser, server) -> str:
    """Applies as a new customer at 390 px, is approved from the CLI; returns the owner's token."""
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Pat Pho")
    open_as(browser, server, token, "/profile")
    wait_ready(browser)
    submit(browser, browser.find_element(By.ID, "restaurant-application-link"))
    for name, value in FIELDS.items():
        field = browser.find_element(By.ID, "field-" + name.replace(".", "-"))
        field.clear()
        field.send_keys(value)
    for part, value in (("opens", "1100AM"), ("closes", "0900PM")):
        browser.find_element(By.NAME, f"openingHours.mon.{part}").send_keys(value)
    submit(browser, browser.find_element(By.ID, "send-application"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    error = browser.find_element(By.ID, "field-phone-error")
    assert "E.164" in error.text or "phone" in error.text.lower(), error.text
    assert browser.find_element(By.ID, "field-phone").get_attribute("aria-invalid") == "true"
    # No coordinates are typed: the address is found and picked; the summary lists the errors in the form's order.
    assert "pick it from the list" in browser.find_element(By.ID, "field-location-address-error").text
    summary = [link.text for link in browser.find_elements(By.CSS_SELECTOR, ".error-summary a")]
    assert [s.split(":")[0] for s in summary] == ["Phone", "Street address"], summary
    shot(browser, "apply-bad-phone")
    no_overflow(browser, "the refused application")
    set_viewport(browser, 390, 844)
    submit(browser, browser.find_element(By.ID, "find-address"))
    picks = browser.find_elements(By.CSS_SELECTOR, "#address-matches input[name='location.pick']")
    assert picks and "2401 Mission St" in browser.find_element(By.ID, "address-matches").text
    if not picks[0].is_selected():
        picks[0].click()
    assert browser.find_element(By.ID, "field-name").get_attribute("value") == "Pho Mission", "Find keeps the form"
    # The first match has the focus (autofocus), so the page comes back scrolled to it once it has settled.
    WebDriverWait(browser, 5).until(lambda d: d.execute_script(
        "const r = document.getElementById('address-matches').getBoundingClientRect();"
        "return r.bottom > 0 && r.top < window.innerHeight"), "the page comes back at the matches")
    shot(browser, "apply-address-found")
    phone = browser.find_element(By.ID, "field-phone")
    phone.clear()
    phone.send_keys("+14155550100")
    send = browser.find_element(By.ID, "send-application")
    # The page came back scrolled to the matches (autofocus): wait until the button is on top at its centre.
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", send)
    WebDriverWait(browser, 5).until(lambda d: d.execute_script(
        "const r = arguments[0].getBoundingClientRect();"
        "return arguments[0].contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))", send))
    submit(browser, send)
    assert "Waiting for approval." in browser.find_element(By.ID, "application-status").text
    shot(browser, "apply-pending")

    application = api(server, "GET", "/api/v1/me/restaurant-applications", token=token)["applications"][0]
    mail_dir = str(Path(server.database).parent / "mail")
    approved = subprocess.run([str(_foodly_binary()), "admin", "approve-restaurant", application["id"], "--db",
                               server.database, "--mail-dir", mail_dir, "--public-url", server.url], cwd=REPO_ROOT,
                              capture_output=True, text=True, timeout=60)
    assert approved.returncode == 0, approved.stderr
    assert mailed_text(server, "owner@example.com", "Pho Mission is on Foodly").count(server.url + "/kitchen") == 1
    browser.refresh()
    wait_ready(browser)
    assert "Approved." in browser.find_element(By.ID, "application-status").text
    shot(browser, "apply-approved")
    return token


def test_a_restaurant_joins_and_its_manager_accepts_the_mailed_invitation(browser, second_browser, server):
    apply_and_be_approved(browser, server)
    submit(browser, browser.find_element(By.ID, "kitchen-link"))
    submit(browser, browser.find_element(By.ID, "staff-link"))
    set_viewport(browser, 1280, 800)
    email = browser.find_element(By.ID, "field-email")
    email.send_keys("mia.pho@example.com")
    browser.find_element(By.CSS_SELECTOR, "#field-role option[value=manager]").click()
    submit(browser, browser.find_element(By.ID, "send-invite"))
    assert "mia.pho@example.com · Manager" in browser.find_element(By.ID, "staff-invites").text
    shot(browser, "staff-invited")
    no_overflow(browser, "the staff page")

    # The manager's own browser: the mailed link, then an account with the invited address, then Join.
    link = mailed_link(server, "mia.pho@example.com", "/staff/join")
    set_viewport(second_browser, 390, 844)
    second_browser.get(link.replace(re.match(r"https?://[^/]+", link).group(0), server.url))
    wait_ready(second_browser)
    assert second_browser.current_url == server.url + "/staff/join", "the token left the address"
    summary = second_browser.find_element(By.ID, "invite-summary").text
    assert "Pho Mission" in summary and "manager" in summary
    shot(second_browser, "join-signed-out")
    submit(second_browser, second_browser.find_element(By.ID, "join-register"))
    for name, value in (("fullName", "Mia Pho"), ("email", "mia.pho@example.com"), ("password", "Pho-2026!")):
        second_browser.find_element(By.ID, "field-" + name).send_keys(value)
    submit(second_browser, second_browser.find_element(By.CSS_SELECTOR, "form button[type=submit]"))
    assert second_browser.current_url == server.url + "/staff/join"
    shot(second_browser, "join-ready")
    no_overflow(second_browser, "the join page")
    set_viewport(second_browser, 390, 844)
    submit(second_browser, second_browser.find_element(By.CSS_SELECTOR, "#join-form button"))
    assert second_browser.current_url == server.url + "/kitchen"
    shot(second_browser, "joined-kitchen")

    browser.refresh()
    wait_ready(browser)
    assert "mia.pho@example.com · Manager" in browser.find_element(By.ID, "staff-members").text
    shot(browser, "staff-joined")
