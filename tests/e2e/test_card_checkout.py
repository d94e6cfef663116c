"""Paying by card at checkout, at 390x844, against localstripe (tests/e2e/run starts it; the server gets its keys in
conftest.py): the card is typed into the provider's card field (localstripe's copy of Stripe.js), never into a Foodly
form. 4242 4242 4242 4242: the total is held, the kitchen and the courier take the order to delivered, the hold is
captured for the total, and the order page says "Visa ending 4242: $… charged". 4000 0025 0000 3155: the bank's check
passed places the order, failed places nothing. 4000 0000 0000 0341: declined, nothing placed, the cart kept.
A tip after delivery is a second charge on the card. An operator's partial refund from the console reaches the card (a refund at localstripe). Cancelling before the
kitchen accepts releases the hold (read back from localstripe). The card number is nowhere in
the server's log or database."""

import json
import os
import time
import urllib.request

from selenium.webdriver.common.by import By

from conftest import deliver, REPO_ROOT, WebDriverWait, api, expect_console_errors, login, open_as, set_viewport, shot
from test_live_map import create_user
from test_money import refund
from test_ordering import click, submit, wait_ready

DEMO = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())
STRIPE = os.environ.get("FOODLY_TEST_STRIPE_URL", "")


def stripe(path):
    """An object as localstripe has it (read with the server's secret key)."""
    request = urllib.request.Request(STRIPE + path, headers={"Authorization": "Bearer sk_test_e2e"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def intent_of(server, order_id):
    """The provider's payment of an order, from Foodly's database."""
    import sqlite3
    with sqlite3.connect(server.database) as db:
        row = db.execute("SELECT intent_id FROM card_payments WHERE order_id = ?", (order_id,)).fetchone()
    assert row and row[0], f"order {order_id} has no card payment"
    return stripe(f"/v1/payment_intents/{row[0]}")


def kitchen_restaurant(server):
    listed = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    return api(server, "GET", "/api/v1/restaurants/" + next(r["id"] for r in listed if r["name"] == DEMO[0]["name"]))


def customer_with_cart(server, name):
    assert STRIPE, "tests/e2e/run starts localstripe and exports FOODLY_TEST_STRIPE_URL"
    token = api(server, "POST", "/api/v1/users", {"fullName": f"{name} Card", "email": f"{name.lower()}-card@example.com",
                                                  "password": "Healthy1!"})["token"]
    detail = kitchen_restaurant(server)
    dish = next(d for s in detail["menu"] for d in s["dishes"] if d["available"])
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=token)
    api(server, "PUT", "/api/v1/cart/address", {"line1": "12 Card Court", "city": "San Francisco",
                                                "latitude": detail["latitude"] + 0.004,
                                                "longitude": detail["longitude"]}, token=token)
    return token


def pay_by_card(driver, server, token, number):
    """Opens checkout, chooses Card, types `number` into the provider's card field and presses Place order."""
    open_as(driver, server, token, "/checkout")
    wait_ready(driver)
    click(driver, driver.find_element(By.ID, "pay-card"))
    fields = WebDriverWait(driver, 10).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#card-element input[placeholder=number]") and
        d.find_elements(By.CSS_SELECTOR, "#card-element input"))
    for field in fields:
        value = {"number": number, "exp_month": "12", "exp_year": "30", "cvc": "123",
                 "postal_code": "94110"}[field.get_attribute("placeholder")]
        field.send_keys(value)
    shot(driver, "card-entered")
    click(driver, driver.find_element(By.ID, "place-order"))


def answer_bank(driver, passed, name):
    """Presses a button of localstripe's 3-D Secure window, once it shows."""
    label = "Complete authentication" if passed else "Fail authentication"
    button = WebDriverWait(driver, 15).until(
        lambda d: d.find_elements(By.XPATH, f"//button[normalize-space()='{label}']"))[0]
    shot(driver, name)
    # Marked, so that its window being gone can be told from the next check's window (same buttons) and from the
    # next page (an old element's staleness cannot be asked reliably once the page changed).
    driver.execute_script("arguments[0].dataset.pressed = '1'", button)
    # localstripe's window can still be sliding in: a click at the button's old place would land outside it.
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "const r = arguments[0].getBoundingClientRect(); const e = document.elementFromPoint(r.x + r.width / 2, "
        "r.y + r.height / 2); return r.top >= 0 && (e === arguments[0] || arguments[0].contains(e));", button))
    button.click()
    WebDriverWait(driver, 15).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "button[data-pressed='1']"))


def placed_order(driver):
    WebDriverWait(driver, 20).until(lambda d: "/orders/" in d.current_url and "placed=1" in d.current_url)
    return driver.current_url.split("/orders/")[1].split("?")[0]


def test_a_card_order_is_held_then_charged_at_delivery(browser, server):
    set_viewport(browser, 390, 844)
    token = customer_with_cart(server, "Vera")
    total = api(server, "GET", "/api/v1/cart", token=token)["pricing"]["total"]
    open_as(browser, server, token, "/checkout")
    wait_ready(browser)
    # Without a choice, paying on delivery is chosen and the card form is not loaded.
    assert browser.find_element(By.ID, "pay-on-delivery").is_selected()
    assert not browser.find_element(By.ID, "card-form").is_displayed()
    shot(browser, "checkout-with-card-choice")

    pay_by_card(browser, server, token, "4242424242424242")
    order_id = placed_order(browser)
    dollars = f"${total // 100}.{total % 100:02d}"
    WebDriverWait(browser, 10).until(lambda d: "Visa ending 4242" in d.page_source)
    assert f"{dollars} held" in browser.find_element(By.ID, "order-payment").text
    click(browser, browser.find_element(By.ID, "order-payment"))
    shot(browser, "order-held")
    held = intent_of(server, order_id)
    assert held["status"] == "requires_capture" and held["amount"] == total
    # The card is kept: Profile → Cards lists it, without its number.
    open_as(browser, server, token, "/profile/cards")
    kept = browser.find_element(By.ID, "saved-cards").text
    assert "Visa ending 4242" in kept and "Expires 12/2030" in kept and "4242424242424242" not in kept
    # Chosen as the default, it is marked, and checkout would start with it.
    click(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Use by default']"))
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "default-card"))
    assert browser.find_element(By.ID, "cards-notice").text == "Checkout now starts with that card."
    assert not browser.find_elements(By.XPATH, "//button[normalize-space()='Use by default']")
    assert [c["isDefault"] for c in api(server, "GET", "/api/v1/me/cards", token=token)["cards"]] == [True]
    shot(browser, "saved-cards")

    # The kitchen and a courier take it to delivered.
    admin = login(server, "admin@foodly.test")
    kitchen = login(server, "kitchen@foodly.test")
    detail = kitchen_restaurant(server)
    email = "carla-card@example.com"
    create_user(server, "courier", email, "Carla Card")
    api(server, "POST", "/api/v1/admin/couriers", {
        "email": email, "phone": "(415) 555-0177", "vehicle": "bicycle",
        "latitude": detail["latitude"], "longitude": detail["longitude"]}, token=admin)
    roster = api(server, "GET", "/api/v1/admin/couriers", token=admin)["couriers"]
    carla = next(c["id"] for c in roster if c["email"] == email)
    api(server, "POST", f"/api/v1/admin/orders/{order_id}/courier", {"courierId": carla}, token=admin)
    for step in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{order_id}/{step}", {}, token=kitchen)
    rider = login(server, email)
    open_as(browser, server, rider, "/courier")
    collect = WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[id^=collect-]"))[0]
    assert collect.text == "Paid online — collect nothing"
    shot(browser, "courier-collects-nothing")
    deliver(server, rider, order_id, token)

    deadline = time.monotonic() + 15
    while intent_of(server, order_id)["status"] != "succeeded":
        assert time.monotonic() < deadline, "the hold was never captured"
        time.sleep(0.5)
    open_as(browser, server, token, f"/orders/{order_id}")
    WebDriverWait(browser, 10).until(lambda d: f"Visa ending 4242: {dollars} charged." in d.page_source)
    click(browser, browser.find_element(By.ID, "order-payment"))
    shot(browser, "order-charged")

    # A $3.00 tip after delivery: a second charge on the same card.
    click(browser, browser.find_element(By.ID, "tip-300"))
    WebDriverWait(browser, 10).until(lambda d: "Your tip: $3.00." in d.find_element(By.ID, "tip-note").text)
    tips = [i for i in stripe("/v1/payment_intents?limit=100")["data"]
            if "-tip-300-" in i.get("metadata", {}).get("foodly_payment", "")]
    assert [(i["amount"], i["status"]) for i in tips] == [(300, "succeeded")]
    shot(browser, "tip-charged")

    # An operator gives $5.00 back from the console: a refund at Stripe, and a line in the order's ledger.
    set_viewport(browser, 1280, 800)
    open_as(browser, server, admin, f"/admin/orders/{order_id}")
    refund(browser, "5.00", "A side was missing")
    assert browser.find_element(By.ID, "money-refunded").text == "$5.00"
    assert "goes back to the card" in browser.find_element(By.ID, "money-payment").text
    shot(browser, "console-refunded")
    intent = intent_of(server, order_id)["id"]
    deadline = time.monotonic() + 15
    while [r["amount"] for r in stripe(f"/v1/refunds?payment_intent={intent}")["data"]] != [500]:
        assert time.monotonic() < deadline, "the refund never reached the card"
        time.sleep(0.5)

    # PCI: the card number went to the provider only.
    with open(server.database, "rb") as db:
        assert b"4242424242424242" not in db.read()
    assert "4242424242424242" not in server.stderr_tail(10_000_000)


def test_the_banks_check_passed_places_the_order_and_failed_places_nothing(browser, server):
    set_viewport(browser, 390, 844)
    token = customer_with_cart(server, "Sofia")
    pay_by_card(browser, server, token, "4000002500003155")
    # The bank checks the card when it is entered, and again for the payment (the cardholder is there).
    answer_bank(browser, passed=True, name="bank-check-card")
    answer_bank(browser, passed=True, name="bank-check-payment")
    order_id = placed_order(browser)
    assert intent_of(server, order_id)["status"] == "requires_capture"
    shot(browser, "placed-after-check")

    token = customer_with_cart(server, "Felix")
    pay_by_card(browser, server, token, "4000002500003155")
    answer_bank(browser, passed=True, name="bank-check-card-again")
    answer_bank(browser, passed=False, name="bank-check-failed")
    error = WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.ID, "checkout-error"))[0]
    assert "did not confirm" in error.text and "Nothing was charged" in error.text
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    assert api(server, "GET", "/api/v1/orders", token=token)["items"] == []
    assert len(api(server, "GET", "/api/v1/cart", token=token)["items"]) == 1
    shot(browser, "check-failed")


def test_a_declined_card_places_nothing_and_keeps_the_cart(browser, server):
    set_viewport(browser, 390, 844)
    token = customer_with_cart(server, "Dora")
    pay_by_card(browser, server, token, "4000000000000341")
    error = WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.ID, "checkout-error"))[0]
    assert "declined" in error.text and "Nothing was charged" in error.text
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    assert api(server, "GET", "/api/v1/orders", token=token)["items"] == []
    assert len(api(server, "GET", "/api/v1/cart", token=token)["items"]) == 1
    shot(browser, "declined")


def test_cancelling_before_the_kitchen_accepts_releases_the_hold(browser, server):
    set_viewport(browser, 390, 844)
    token = customer_with_cart(server, "Cleo")
    pay_by_card(browser, server, token, "4242424242424242")
    order_id = placed_order(browser)
    open_as(browser, server, token, f"/orders/{order_id}/cancel")
    wait_ready(browser)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action$='/cancel'] button[type=submit]"))
    deadline = time.monotonic() + 15
    while intent_of(server, order_id)["status"] != "canceled":
        assert time.monotonic() < deadline, "the hold was never released"
        time.sleep(0.5)
    open_as(browser, server, token, f"/orders/{order_id}")
    WebDriverWait(browser, 10).until(lambda d: "the hold of" in d.page_source and "is released" in d.page_source)
    shot(browser, "hold-released")
