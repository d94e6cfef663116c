"""The operator's restaurants and couriers in the console, at 1280x800 and 390x844: a customer applies (API), the
operator approves it in /admin/restaurants (a rejection without a reason is refused under its field first) and the
applicant's mail arrives; the operator suspends a demo restaurant with a reason, the customer no longer finds it,
the operator reinstates it and the customer finds it again; the operator changes a courier's vehicle. No overflow
at 320 px. Screenshots of each step."""

import re
from urllib.error import HTTPError

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import api, expect_console_errors, login, open_as, register_via_api, set_viewport, shot
from test_merchants import mailed_text, no_overflow
from test_ordering import submit, wait_ready

HOURS = {day: [["00:00", "24:00"]] for day in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}
APPLICATION = {
    "name": "Console Pho", "cuisine": "Vietnamese", "description": "Pho and fresh rolls.", "phone": "+14155550142",
    "categories": ["soups"], "location": {"address": "2400 Mission St", "latitude": 37.7599, "longitude": -122.4148},
    "deliveryRadiusKm": 4, "timeZone": "America/Los_Angeles", "prepMinutes": 15, "openingHours": HOURS,
    "fees": {"deliveryBase": 199, "deliveryPerKm": 50, "minimumOrder": 1000}, "taxRateBps": 863,
    "contactEmail": "console-pho@example.com",
}
MISSION = "lat=37.7599&lon=-122.4148"


def found(server, name: str) -> bool:
    """Whether a customer finds a restaurant called `name` by searching for it."""
    results = api(server, "GET", "/api/v1/search?q=" + name.replace(" ", "+"))
    return any(entry["name"] == name for entry in results["restaurants"])


def test_an_operator_approves_suspends_reinstates_and_changes_a_courier(browser, server):
    _, _, customer = register_via_api(server, "Cam Console")
    application = api(server, "POST", "/api/v1/restaurant-applications", APPLICATION, token=customer)

    admin = login(server, "admin@foodly.test")
    set_viewport(browser, 1280, 800)
    open_as(browser, server, admin, "/admin/restaurants")
    wait_ready(browser)
    card = browser.find_element(By.ID, f"application-{application['id']}")
    assert "Console Pho" in card.text and "console-pho@example.com" in card.text
    shot(browser, "console-applications")

    # A rejection needs a reason: refused under its field, nothing decided.
    submit(browser, browser.find_element(By.ID, f"reject-{application['id']}"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    error = browser.find_element(By.ID, f"reject-reason-{application['id']}-error")
    assert error.text == "This field is required."
    shot(browser, "console-reject-without-reason")
    assert api(server, "GET", "/api/v1/me/restaurant-applications", token=customer)["applications"][0][
        "status"] == "pending"

    submit(browser, browser.find_element(By.ID, f"approve-{application['id']}"))
    assert "approved" in browser.find_element(By.ID, "console-notice").text
    assert mailed_text(server, "console-pho@example.com", "Console Pho is on Foodly").count("/kitchen") >= 1
    decided = api(server, "GET", "/api/v1/me/restaurant-applications", token=customer)["applications"][0]
    assert decided["status"] == "approved"
    shot(browser, "console-approved")
    no_overflow(browser, "the restaurants page")

    # Suspend a demo restaurant the customer can find.
    demo = api(server, "GET", f"/api/v1/restaurants?{MISSION}&limit=1")["items"][0]
    assert found(server, demo["name"])
    set_viewport(browser, 1280, 800)
    query = browser.find_element(By.ID, "restaurant-query")
    query.send_keys(demo["name"])
    submit(browser, browser.find_element(By.CSS_SELECTOR, "#restaurants button[type=submit]"))
    submit(browser, browser.find_element(By.CSS_SELECTOR, f"#restaurant-{demo['id']} a"))
    assert browser.current_url.endswith(f"/admin/restaurants/{demo['id']}")
    assert "Listed" in browser.find_element(By.ID, "standing").text
    shot(browser, "console-restaurant")
    browser.find_element(By.ID, "suspend-reason").send_keys("Failed the hygiene inspection")
    submit(browser, browser.find_element(By.ID, "suspend"))
    assert "suspended" in browser.find_element(By.ID, "console-notice").text
    assert "Failed the hygiene inspection" in browser.find_element(By.ID, "suspension-note").text
    shot(browser, "console-suspended")
    set_viewport(browser, 390, 844)
    shot(browser, "console-suspended-phone")
    no_overflow(browser, "the restaurant page")

    assert not found(server, demo["name"])
    listed = api(server, "GET", f"/api/v1/restaurants?{MISSION}&limit=100")["items"]
    assert demo["id"] not in [entry["id"] for entry in listed]
    try:
        api(server, "GET", f"/api/v1/restaurants/{demo['id']}")
        raise AssertionError("a suspended restaurant's page is found")
    except HTTPError as refused:
        assert refused.code == 404

    set_viewport(browser, 1280, 800)
    submit(browser, browser.find_element(By.ID, "reinstate"))
    assert "reinstated" in browser.find_element(By.ID, "console-notice").text
    assert found(server, demo["name"])
    shot(browser, "console-reinstated")

    # The new restaurant's terms, in dollars and percent: a tax rate out of bounds comes back under its input.
    pho = decided["restaurantId"]
    open_as(browser, server, admin, f"/admin/restaurants/{pho}")
    wait_ready(browser)
    summary = browser.find_element(By.CSS_SELECTOR, "#terms-change summary")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", summary)
    summary.click()
    fee = browser.find_element(By.ID, "field-fees-deliveryBase")
    assert fee.get_attribute("value") == "1.99"
    fee.clear()
    fee.send_keys("2,49")
    tax = browser.find_element(By.ID, "field-taxRate")
    tax.clear()
    tax.send_keys("45")
    submit(browser, browser.find_element(By.ID, "save-terms"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    assert browser.find_element(By.ID, "field-taxRate-error").text == "Enter a rate from 0% to 30%."
    assert browser.find_element(By.ID, "field-fees-deliveryBase").get_attribute("value") == "2,49"
    shot(browser, "console-terms-refused")
    tax = browser.find_element(By.ID, "field-taxRate")
    tax.clear()
    tax.send_keys("9.5")
    browser.find_element(By.ID, "field-drinksTaxRate").send_keys("5")  # drinks taxed apart
    submit(browser, browser.find_element(By.ID, "save-terms"))
    assert "terms are saved" in browser.find_element(By.ID, "console-notice").text
    terms = browser.find_element(By.ID, "terms").text
    assert "$2.49 + $0.50/km" in terms and "9.50%" in terms and re.search(r"Tax on drinks\s*5%", terms), terms
    shot(browser, "console-terms-saved")
    set_viewport(browser, 390, 844)
    browser.execute_script("document.getElementById('terms-change').open = true;"
                           "document.getElementById('terms').scrollIntoView({behavior: 'instant'})")
    shot(browser, "console-terms-phone")
    no_overflow(browser, "the terms form at 390")
    set_viewport(browser, 1280, 800)

    # A courier's vehicle.
    open_as(browser, server, admin, "/admin/couriers")
    wait_ready(browser)
    couriers = api(server, "GET", "/api/v1/admin/couriers", token=admin)["couriers"]
    rider = couriers[0]
    other = next(v for v in ("bicycle", "scooter", "car") if v != rider["vehicle"])
    Select(browser.find_element(By.ID, f"vehicle-{rider['id']}")).select_by_value(other)
    submit(browser, browser.find_element(By.ID, f"save-{rider['id']}"))
    assert "changed" in browser.find_element(By.ID, "console-notice").text
    changed = next(c for c in api(server, "GET", "/api/v1/admin/couriers", token=admin)["couriers"]
                   if c["id"] == rider["id"])
    assert changed["vehicle"] == other and changed["active"] == rider["active"]
    shot(browser, "console-courier-changed")
    set_viewport(browser, 390, 844)
    shot(browser, "console-couriers-phone")
    no_overflow(browser, "the couriers page")
