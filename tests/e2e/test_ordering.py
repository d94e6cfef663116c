"""The whole ordering journey at 390x844: Home -> restaurant -> add three dishes (no reload) -> cart ->
change a quantity (each cart change in place) -> a bad coupon (reason shown) -> a good coupon -> tip -> Continue -> the
review -> Place order (clicked twice: one order) -> confirmation with courier and arrival window -> the Orders tab lists it. A screenshot per step."""

import json
import os
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import WebDriverWait, accept_offer, api, expect_console_errors, login, set_viewport, shot, sign_in


def wait_ready(driver):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")


def submit(driver, button):
    """Clicks a button that posts a form (or a link) and waits for the next page (not just the old page's
    readyState: elements found before the old page is gone go stale)."""
    # A mark on the old page's window: gone once the next page has loaded (checking an old element for
    # staleness can fail in Chromium with "Node … does not belong to the document" instead).
    driver.execute_script("window.foodlyOldPage = true")
    click(driver, button)
    WebDriverWait(driver, 10).until(
        lambda d: d.execute_script("return !window.foodlyOldPage && document.readyState === 'complete'"))


def click(driver, element):
    """Scrolls `element` to the middle of the viewport at once (the page scrolls smoothly otherwise), then
    clicks it like a user."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    element.click()


def in_place(driver, element):
    """Taps a cart control that app.js sends in the background; waits until the cart is replaced, not reloaded."""
    driver.execute_script("window.foodlyOldPage = true; document.getElementById('cart-page').firstElementChild"
                          ".dataset.old = '1'")
    click(driver, element)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "const c = document.getElementById('cart-page');"
        "return !c.hasAttribute('aria-busy') && !c.firstElementChild.dataset.old"))
    assert driver.execute_script("return window.foodlyOldPage === true"), "the page reloaded"


def api_orders(server, driver):
    token = driver.get_cookie("foodly_session")["value"]
    request = urllib.request.Request(server.url + "/api/v1/orders", headers={"Authorization": "Bearer " + token})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)["items"]


def test_home_to_confirmation_and_the_orders_tab(browser, server):
    set_viewport(browser, 390, 844)
    sign_in(browser, server)
    browser.get(server.url + "/")
    wait_ready(browser)
    shot(browser, "1-home")

    submit(browser, browser.find_element(By.CSS_SELECTOR, "a.restaurant-card"))
    assert "/restaurants/" in browser.current_url
    restaurant_url = browser.current_url
    bar = browser.find_element(By.ID, "cartbar")
    assert not bar.is_displayed(), "no cart bar while the cart is empty"
    buttons = browser.find_elements(By.CSS_SELECTOR, "form[data-cart-add] button")
    assert len(buttons) >= 3
    for count, button in enumerate(buttons[:3], start=1):
        click(browser, button)
        WebDriverWait(browser, 10).until(
            lambda d: d.find_element(By.ID, "cartbar-count").text == str(count))
    assert browser.current_url == restaurant_url, "adding does not reload the page"
    assert bar.is_displayed() and "$" in bar.text
    assert "3 items in your cart" in browser.find_element(By.ID, "cart-status").get_attribute("textContent")
    shot(browser, "2-restaurant-with-cart-bar")

    submit(browser, bar)
    assert browser.current_url.endswith("/cart")
    lines = browser.find_elements(By.CSS_SELECTOR, ".cart-line")
    assert len(lines) == 3
    shot(browser, "3-cart")

    more = lines[0].find_element(By.CSS_SELECTOR, "button[aria-label^='One more']")
    in_place(browser, more)
    first = browser.find_elements(By.CSS_SELECTOR, ".cart-line")[0]
    assert first.find_element(By.CSS_SELECTOR, ".stepper-count").text == "2"

    # No address yet: add one from the cart, which comes back to the cart delivering there.
    assert "Add a delivery address" in browser.find_element(By.ID, "cart-problems").text
    assert browser.find_element(By.ID, "continue").get_attribute("disabled") is not None
    assert not browser.find_elements(By.ID, "cart-place"), "no neighbourhood stands in for an address"
    submit(browser, browser.find_element(By.ID, "cart-add-address"))
    search = browser.find_element(By.ID, "field-address-search")
    click(browser, search)
    search.send_keys("981 jones st")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#address-suggestions li[role=option]"))
    search.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    WebDriverWait(browser, 5).until(
        lambda d: d.find_element(By.ID, "field-address-line1").get_attribute("value") == "981 Jones St")
    submit(browser, browser.find_element(By.ID, "save-address"))
    assert browser.current_url.endswith("/cart#address")
    assert "981 Jones St" in browser.find_element(By.CSS_SELECTOR, ".cart-address").text

    code = browser.find_element(By.ID, "coupon-code")
    code.send_keys("NOTACODE")
    in_place(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Apply']"))
    error = browser.find_element(By.ID, "coupon-error")
    assert "no coupon with this code" in error.text
    assert browser.find_element(By.ID, "coupon-code").get_attribute("aria-invalid") == "true"
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    shot(browser, "4-bad-coupon")

    code = browser.find_element(By.ID, "coupon-code")
    code.clear()
    code.send_keys("welcome10")
    in_place(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Apply']"))
    assert "WELCOME10" in browser.find_element(By.CSS_SELECTOR, ".coupon-applied").text
    assert "Discount" in browser.find_element(By.CSS_SELECTOR, ".price-table").text
    shot(browser, "5-good-coupon")

    in_place(browser, browser.find_element(By.XPATH, "//form[contains(@class,'tip-choices')]//button[normalize-space()='$2.00']"))
    pressed = browser.find_element(By.CSS_SELECTOR, ".tip-choices button[aria-pressed='true']")
    assert pressed.text == "$2.00"
    assert "Tip" in browser.find_element(By.CSS_SELECTOR, ".price-table").text
    assert "of your 2,000 kcal day" in browser.find_element(By.CSS_SELECTOR, ".kcal-meter").text
    shot(browser, "6-tip-and-summary")

    before = len(api_orders(server, browser))
    submit(browser, browser.find_element(By.ID, "continue"))
    assert browser.current_url.split("?")[0].endswith("/checkout"), "Continue leads to the review"
    assert len(api_orders(server, browser)) == before, "the review places nothing"
    assert "Nothing is charged online." in browser.find_element(By.ID, "payment-note").text
    shot(browser, "7-review")
    place = browser.find_element(By.ID, "place-order")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", place)
    browser.execute_script("arguments[0].click(); arguments[0].click();", place)  # a double click
    WebDriverWait(browser, 15).until(lambda d: "/orders/" in d.current_url)
    wait_ready(browser)
    assert len(api_orders(server, browser)) == before + 1, "a double click places one order"
    assert "Thank you" in browser.page_source
    assert "Arriving" in browser.find_element(By.ID, "eta").text
    assert "asking the couriers nearby" in browser.find_element(By.CSS_SELECTOR, ".courier-card").text
    assert len(browser.find_element(By.CSS_SELECTOR, "#handover-code .handover-digits").text) == 4
    # A courier at the restaurant accepts the offer: the page shows who brings it, without a reload.
    from test_diary import crew_account  # here: test_diary imports this module

    order = api_orders(server, browser)[0]
    restaurant = api(server, "GET", f"/api/v1/restaurants/{order['restaurant']['id']}")
    email = f"ordering-rider-{os.getpid()}@example.com"
    rider = crew_account(server, "courier", email, "Otto Order")
    api(server, "POST", "/api/v1/admin/couriers", {
        "email": email, "phone": "(415) 555-0196", "vehicle": "bicycle", "latitude": restaurant["latitude"],
        "longitude": restaurant["longitude"]}, token=login(server, "admin@foodly.test"))
    accept_offer(server, rider, order["id"])
    phone = WebDriverWait(browser, 15).until(lambda d: d.find_element(By.ID, "courier-phone"))
    assert phone.get_attribute("href").startswith("tel:+1")
    assert browser.find_element(By.ID, "courier-name").text
    shot(browser, "8-confirmation")

    submit(browser, browser.find_element(By.CSS_SELECTOR, "a.tabbar-link[href='/orders']"))
    assert browser.current_url.endswith("/orders")
    cards = browser.find_elements(By.CSS_SELECTOR, "a.order-card")
    assert len(cards) == 1
    # Item 14: a short status chip, "4 items" (never "1 items"), and when it was ordered.
    assert cards[0].find_element(By.CSS_SELECTOR, ".badge").text == "Placed"
    assert " 4 items · " in cards[0].text
    assert cards[0].find_element(By.TAG_NAME, "time").get_attribute("datetime")
    shot(browser, "9-orders-tab")
