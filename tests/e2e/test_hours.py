"""A restaurant's own hours, closures and pause: the owner adds a second period on today's opening hours and a
closure for today on the hours page, the customer sees why the restaurant is closed on its page; the closure gone,
the kitchen pauses new orders for 15 minutes and the customer's checkout is refused with the reason. Screenshots at
1280x800 (kitchen) and 390x844 (customer)."""

import datetime
import re
import urllib.error

from selenium.webdriver.common.by import By

from conftest import api, login, open_as, set_viewport, shot
from test_accessibility import axe_script, check
from test_checkout import DEMO, LA, customer, fill_cart, no_overflow
from test_live_map import create_user
from test_ordering import submit

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def show(driver, element_id):
    """Scrolls the element with `element_id` to the top of the screen, for a screenshot of it."""
    driver.execute_script("document.getElementById(arguments[0]).scrollIntoView({block: 'start', behavior: 'instant'})",
                          element_id)


def test_owner_closes_for_today_then_the_kitchen_pauses_and_checkout_is_refused(browser, second_browser, server):
    admin = login(server, "admin@foodly.test")
    mornings = dict(next(r for r in DEMO if r["name"] == "Greenhouse Grain Co."))
    mornings.update(name="Hourly Herbs", openingHours={day: [["00:00", "12:00"]] for day in DAYS})
    imported = api(server, "POST", "/api/v1/admin/restaurants", mornings, token=admin)
    owner = create_user(server, "staff", "hourly-owner@example.com", "Hana Owner")
    api(server, "POST", "/api/v1/admin/staff",
        {"email": "hourly-owner@example.com", "restaurantId": imported["id"], "role": "owner"}, token=admin)
    today = datetime.datetime.now(LA)
    day = DAYS[today.weekday()]

    # The owner adds an afternoon period to today's hours on the hours page (no JavaScript needed).
    set_viewport(second_browser, 1280, 800)
    open_as(second_browser, server, owner, "/kitchen")
    submit(second_browser, second_browser.find_element(By.ID, "hours-link"))
    opens = second_browser.find_element(By.ID, f"field-{day}[1]-opens".replace(".", "-"))
    closes = second_browser.find_element(By.ID, f"field-{day}[1]-closes".replace(".", "-"))
    opens.send_keys("12:00")
    closes.send_keys("24:00")
    submit(second_browser, second_browser.find_element(By.ID, "save-hours"))
    assert "The hours are saved." in second_browser.page_source
    saved = api(server, "GET", "/api/v1/merchant/hours", token=owner)["hours"][day]
    assert saved == [{"opens": "00:00", "closes": "12:00"}, {"opens": "12:00", "closes": "24:00"}]

    # A closure for today, with a reason.
    date = today.strftime("%Y-%m-%d")
    for field in ("field-first", "field-last"):
        second_browser.execute_script("arguments[0].value = arguments[1]", second_browser.find_element(By.ID, field),
                                      date)
    second_browser.find_element(By.ID, "field-reason").send_keys("Stocktaking")
    submit(second_browser, second_browser.find_element(By.ID, "add-closure"))
    assert "The closure is added." in second_browser.page_source
    assert "Closed for Stocktaking" in second_browser.find_element(By.ID, "closed-notice").text
    second_browser.execute_script("window.scrollTo(0, 0)")
    shot(second_browser, "1-hours-page-1280")
    show(second_browser, "closures")
    shot(second_browser, "1b-hours-closures-1280")
    no_overflow(second_browser, "hours page at 1280")

    # The customer sees why on the restaurant page.
    set_viewport(browser, 390, 844)
    token = customer(server, "Hal")
    open_as(browser, server, token, f"/restaurants/{imported['id']}")
    notice = browser.find_element(By.ID, "opens").text
    assert notice.startswith("Closed for Stocktaking · opens"), notice
    no_overflow(browser, "restaurant page at 390")
    shot(browser, "2-customer-closed-for-today-390")

    # The closure removed, the kitchen pauses for 15 minutes from the kitchen screen.
    closure = api(server, "GET", "/api/v1/merchant/hours", token=owner)["closures"][0]
    submit(second_browser, second_browser.find_element(By.ID, f"closure-{closure['id']}").find_element(
        By.TAG_NAME, "button"))
    assert "The closure is removed." in second_browser.page_source
    second_browser.get(server.url + "/kitchen")
    submit(second_browser, second_browser.find_element(By.ID, "pause-15"))
    state = second_browser.find_element(By.ID, "pause-state").text
    # Late in the evening the pause ends "tomorrow at 00:10".
    assert re.match(r"Paused by the restaurant · taking orders again (tomorrow )?at ", state), state
    assert second_browser.find_element(By.ID, "resume").is_displayed()
    shot(second_browser, "3-kitchen-paused-1280")
    check(second_browser, server, ["/kitchen", "/kitchen/hours"], axe_script(), "owner")
    set_viewport(second_browser, 320, 640)
    for path in ("/kitchen", "/kitchen/hours"):
        second_browser.get(server.url + path)
        no_overflow(second_browser, f"{path} at 320")
    second_browser.get(server.url + "/kitchen/hours")
    show(second_browser, "hours-days")
    shot(second_browser, "3b-hours-page-320")
    set_viewport(second_browser, 1280, 800)
    second_browser.get(server.url + "/kitchen")

    # The customer's checkout is refused with the reason.
    detail = api(server, "GET", f"/api/v1/restaurants/{imported['id']}")
    fill_cart(server, token, detail)
    browser.get(server.url + "/cart")
    problems = browser.find_element(By.ID, "cart-problems").text
    assert re.search(r"Hourly Herbs has paused new orders, taking orders again (tomorrow )?at ", problems), problems
    assert browser.find_element(By.ID, "continue").get_attribute("disabled") is not None
    no_overflow(browser, "cart at 390")
    show(browser, "cart-problems")
    shot(browser, "4-customer-checkout-refused-390")
    try:
        api(server, "POST", "/api/v1/orders", {}, token=token, headers={"Idempotency-Key": "paused-1"})
        raise AssertionError("a paused restaurant took an order")
    except urllib.error.HTTPError as error:
        assert error.code == 409
        assert b"restaurant_paused" in error.read()

    # Resumed from the kitchen, the customer can order again.
    submit(second_browser, second_browser.find_element(By.ID, "resume"))
    browser.get(server.url + "/cart")
    assert not browser.find_elements(By.ID, "cart-problems")
    assert browser.find_element(By.ID, "continue").get_attribute("disabled") is None
