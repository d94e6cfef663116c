"""The kitchen's working day at 1280x800, on a server that sends its mail to an SMTP sink: a new order chimes (once
the sound is switched on) and counts in the tab's title and a badge until it is accepted; Reject asks for a reason,
and the customer reads it in the mail and on the order page; an order prints as an 80 mm ticket (Chromium's print to
PDF, read back), its allergens in capitals."""

from __future__ import annotations

import base64
import io
import uuid

from pypdf import PdfReader
from selenium.webdriver.common.by import By

from cluster import fill_cart, kitchen_restaurant, plain_dish
from conftest import WebDriverWait, api, login, open_as, set_viewport, shot
from test_mail import mail_server, smtp_sink  # noqa: F401 (pytest fixtures)

MM = 72 / 25.4  # PDF points per millimetre


def place(server, restaurant) -> tuple[dict, str, str]:
    """A new customer's order at the restaurant: (the order, the customer's token, their address)."""
    address = f"kitchen-{uuid.uuid4().hex[:8]}@example.com"
    customer = api(server, "POST", "/api/v1/users",
                   {"fullName": "Kit Customer", "email": address, "password": "abcdef1!"})["token"]
    fill_cart(int(server.url.rsplit(":", 1)[1]), customer, restaurant)
    order = api(server, "POST", "/api/v1/orders", {}, token=customer,
                headers={"Idempotency-Key": uuid.uuid4().hex})
    return order, customer, address


def test_a_new_order_chimes_a_reject_gives_the_reason_and_a_ticket_prints_at_80_mm(browser, mail_server,
                                                                                  smtp_sink):
    server = mail_server
    set_viewport(browser, 1280, 800)
    restaurant = kitchen_restaurant(int(server.url.rsplit(":", 1)[1]))
    open_as(browser, server, login(server, "kitchen@foodly.test"), "/kitchen")
    switch = browser.find_element(By.ID, "kitchen-sound")
    assert switch.is_displayed() and switch.text == "Turn on sound"
    switch.click()
    assert switch.text == "Sound on" and switch.get_attribute("aria-pressed") == "true"

    # A new order: the screen refreshes by itself, chimes, and counts it until it is accepted.
    order, customer, address = place(server, restaurant)
    number = order["number"]
    WebDriverWait(browser, 15).until(lambda d: d.find_elements(By.ID, f"order-{number}"))
    WebDriverWait(browser, 5).until(lambda d: d.find_element(By.ID, "kitchen-sound").get_attribute("data-chimes"))
    assert browser.find_element(By.ID, "kitchen-sound").get_attribute("data-chimes") == "1"
    assert browser.title.startswith("(1) ")
    assert browser.find_element(By.ID, "kitchen-new").text == "1 new order to accept"
    assert "Looking for a courier" in browser.find_element(By.ID, f"order-{number}").text
    shot(browser, "new-order")

    # Reject asks why; the customer is told by mail and on the order.
    browser.find_element(By.ID, f"reject-{number}").click()
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "reject-form"))
    browser.find_element(By.CSS_SELECTOR, "input[name=reason][value=other]").click()
    browser.find_element(By.ID, "reject-confirm").click()
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "field-note-error"))
    shot(browser, "reject-needs-words")
    browser.find_element(By.CSS_SELECTOR, "input[name=reason][value=sold_out]").click()
    browser.find_element(By.ID, "field-note").send_keys("The lentils ran out.")
    browser.find_element(By.ID, "reject-confirm").click()
    WebDriverWait(browser, 10).until(lambda d: d.current_url.endswith("/kitchen"))
    assert not browser.find_elements(By.ID, f"order-{number}")
    mail = smtp_sink.next(address, f"Your Foodly order #{number} was not accepted")
    assert "They said: Something you ordered has run out. The lentils ran out." in mail.get_content()
    open_as(browser, server, customer, f"/orders/{order['id']}")
    reason = browser.find_element(By.ID, "cancellation-reason").text
    assert reason.startswith("The restaurant said:") and "Something you ordered has run out." in reason, reason
    shot(browser, "customer-reads-the-reason")

    # Another order prints as an 80 mm ticket.
    second, _, _ = place(server, restaurant)
    open_as(browser, server, login(server, "kitchen@foodly.test"), f"/kitchen/orders/{second['id']}/ticket")
    ticket = browser.find_element(By.ID, "ticket")
    assert f"#{second['number']}" in ticket.text and "For Kit" in ticket.text
    shot(browser, "ticket")
    printed = browser.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True, "printBackground": False})
    pdf = PdfReader(io.BytesIO(base64.b64decode(printed["data"])))
    width = float(pdf.pages[0].mediabox.width)
    assert abs(width - 80 * MM) < 2, f"{width / MM:.1f} mm wide"
    text = pdf.pages[0].extract_text()
    assert f"#{second['number']}" in text and "Print" not in text, text
    dish = plain_dish(restaurant)
    if dish["allergens"]:
        assert "ALLERGENS:" in text.upper(), text
