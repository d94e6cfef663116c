"""The console's customers and coupons, at 1280x800 and 390x844: the operator finds a customer by the number of an
order they placed, locks the account with a reason (a lock without one is refused under its field) and the
customer's session ends; then creates a coupon from the form (a bad percent named next to its input), sees it
scheduled, lowers its limit and ends it. No overflow at 320 px. Screenshots of each step."""

import urllib.error

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from cluster import plain_dish
from conftest import api, expect_console_errors, login, open_as, register_via_api, set_viewport, shot
from test_accessibility import MISSION
from test_merchants import no_overflow
from test_ordering import submit


def test_operator_finds_a_customer_by_order_number_and_locks_the_account(browser, server):
    admin = login(server, "admin@foodly.test")
    _, _, customer = register_via_api(server, "Lockable Lou")
    api(server, "PATCH", "/api/v1/me", {"address": MISSION}, token=customer)
    listed = api(server, "GET", "/api/v1/restaurants?limit=100&lat=37.7599&lon=-122.4148")["items"]
    restaurant = api(server, "GET", f"/api/v1/restaurants/{listed[0]['id']}")
    dish = plain_dish(restaurant)
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=customer)
    order = api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": "lock-1"})

    set_viewport(browser, 1280, 800)
    open_as(browser, server, admin, "/admin")
    shot(browser, "console-home-1280")
    submit(browser, browser.find_element(By.LINK_TEXT, "Customers"))
    box = browser.find_element(By.ID, "field-q")
    box.send_keys(f"#{order['number']}")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[role=search] button"))
    found = browser.find_element(By.ID, "customers-found")
    assert "Lockable Lou" in found.text
    shot(browser, "customers-found-1280")
    submit(browser, found.find_element(By.LINK_TEXT, "Lockable Lou"))
    assert f"#{order['number']}" in browser.find_element(By.ID, "account-orders").text

    submit(browser, browser.find_element(By.CSS_SELECTOR, "#lock-form button"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    assert browser.find_element(By.ID, "field-reason-error").text
    browser.find_element(By.ID, "field-reason").send_keys("Chargebacks on three orders")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "#lock-form button"))
    assert "signed out everywhere" in browser.find_element(By.CSS_SELECTOR, ".notice-success").text
    assert "Chargebacks on three orders" in browser.find_element(By.ID, "account-state").text
    shot(browser, "customer-locked-1280")
    with pytest.raises(urllib.error.HTTPError) as refused:
        api(server, "GET", "/api/v1/me", token=customer)
    assert refused.value.code == 401

    set_viewport(browser, 390, 844)
    shot(browser, "customer-locked-390")
    no_overflow(browser, "the locked customer's page")
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Unlock account']"))
    assert "open again" in browser.find_element(By.CSS_SELECTOR, ".notice-success").text


def test_operator_creates_changes_and_ends_a_coupon(browser, server):
    admin = login(server, "admin@foodly.test")
    set_viewport(browser, 1280, 800)
    open_as(browser, server, admin, "/admin/coupons")
    form = browser.find_element(By.ID, "new-coupon")
    form.find_element(By.ID, "field-code").send_keys("SPRING26")
    form.find_element(By.ID, "field-description").send_keys("15% off in spring, at most $6")
    form.find_element(By.ID, "field-percentOff").send_keys("150")
    form.find_element(By.ID, "field-cap").send_keys("6")  # dollars, as every amount in the console
    browser.execute_script("arguments[0].value = '2030-03-01'", form.find_element(By.ID, "field-validFrom"))
    browser.execute_script("arguments[0].value = '2030-05-31'", form.find_element(By.ID, "field-validUntil"))
    submit(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    assert "1 to 100" in browser.find_element(By.ID, "field-percentOff-error").text
    shot(browser, "coupon-refused-1280")
    percent = browser.find_element(By.ID, "field-percentOff")
    percent.clear()
    percent.send_keys("15")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "#new-coupon button[type=submit]"))
    assert "created" in browser.find_element(By.CSS_SELECTOR, ".notice-success").text
    assert "Scheduled" in browser.find_element(By.ID, "coupon-state").text
    assert browser.find_element(By.ID, "coupon-value").text == "15% off up to $6.00"
    limit = browser.find_element(By.ID, "field-totalLimit")
    limit.send_keys("200")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "#coupon-terms button[type=submit]"))
    assert "saved" in browser.find_element(By.CSS_SELECTOR, ".notice-success").text
    shot(browser, "coupon-changed-1280")
    submit(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Expire now']"))
    assert "Ended" in browser.find_element(By.ID, "coupon-state").text
    listed = api(server, "GET", "/api/v1/admin/coupons/spring26", token=admin)["coupon"]
    assert listed["state"] == "expired" and listed["totalLimit"] == 200 and listed["percentOff"] == 15
    assert listed["cap"] == 600

    # "Amount off 5" is five dollars, and the list says what each coupon takes off.
    browser.get(server.url + "/admin/coupons")
    form = browser.find_element(By.ID, "new-coupon")
    form.find_element(By.ID, "field-code").send_keys("FIVEOFF")
    form.find_element(By.ID, "field-description").send_keys("$5 off")
    Select(form.find_element(By.ID, "field-kind")).select_by_value("fixed")
    form.find_element(By.ID, "field-amount").send_keys("5")
    form.find_element(By.ID, "field-minimumSubtotal").send_keys("20")
    submit(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert browser.find_element(By.ID, "coupon-value").text == "$5.00 off on $20.00 or more"
    assert api(server, "GET", "/api/v1/admin/coupons/FIVEOFF", token=admin)["coupon"]["amount"] == 500
    browser.get(server.url + "/admin/coupons")
    rows = {row.find_element(By.TAG_NAME, "th").text: row.text
            for row in browser.find_elements(By.CSS_SELECTOR, "#coupons tbody tr")}
    assert "$5.00 off on $20.00 or more" in rows["FIVEOFF"] and "15% off up to $6.00" in rows["SPRING26"]

    set_viewport(browser, 390, 844)
    browser.get(server.url + "/admin/coupons")
    assert "SPRING26" in browser.find_element(By.ID, "coupons").text
    shot(browser, "coupons-390")
    no_overflow(browser, "the coupons page")
