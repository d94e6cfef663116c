"""The Diary tab at 390x844: a customer with a daily target orders from a demo restaurant, its kitchen and courier
take the order to the door, and the diary lists it (linked to its order) with less left for the day; a meal added
by hand appears and is removed in place; weights on two days draw the chart with its trend and the change per week
in words. At 320x640 nothing overflows; with calories hidden the page shows no energy number. Screenshots of each
step."""

import datetime
import json
import os
import re
import subprocess
import urllib.error

from selenium.webdriver.common.by import By

from conftest import (deliver, accept_offer, DEMO_PASSWORD, REPO_ROOT, WebDriverWait, _foodly_binary, api, expect_console_errors, login,
                      open_as, register_via_api, set_viewport, shot)
from test_first_use import LAYOUT_PROBLEMS
from test_ordering import click, submit, wait_ready

DEMO = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())
ENERGY_NUMBER = re.compile(r"\d[\d,.]*\s*kcal")


def crew_account(server, role, email, name):
    created = subprocess.run([str(_foodly_binary()), "admin", "create-user", "--role", role, "--email", email,
                              "--name", name, "--db", server.database], cwd=REPO_ROOT, capture_output=True, text=True,
                             env={"FOODLY_PASSWORD": DEMO_PASSWORD}, timeout=60)
    assert created.returncode == 0, created.stderr
    return login(server, email)


# Couriers that `staffed_restaurant` put at the door on this process's server (each xdist worker has its own).
_AT_THE_DOOR: list[str] = []


def staffed_restaurant(server, label: str, kitchen_name: str, courier_name: str, courier_phone: str):
    """A demo restaurant open all day (not the first one) with a new kitchen account on its staff and a new courier
    waiting at its door: (its page, the kitchen's token, the courier's token). Couriers an earlier call left there go
    off duty first, so the new one is the courier sent, whichever tests ran before on the shared server."""
    while _AT_THE_DOOR:
        try:
            api(server, "PUT", "/api/v1/courier/availability", {"available": False}, token=_AT_THE_DOOR.pop())
        except urllib.error.HTTPError:
            pass  # still on a delivery, or the session ended: it is not waiting at the door
    admin = login(server, "admin@foodly.test")
    listed = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    demo = next(r for r in DEMO if all(p == [["00:00", "24:00"]] for p in r["openingHours"].values())
                and r["name"] != DEMO[0]["name"])
    restaurant = api(server, "GET", f"/api/v1/restaurants/{next(r['id'] for r in listed if r['name'] == demo['name'])}")
    tag = f"{label}-{os.getpid()}"
    kitchen = crew_account(server, "staff", f"{tag}-kitchen@example.com", kitchen_name)
    api(server, "POST", "/api/v1/admin/staff", {"email": f"{tag}-kitchen@example.com", "restaurantId": restaurant["id"]},
        token=admin)
    courier = crew_account(server, "courier", f"{tag}-courier@example.com", courier_name)
    api(server, "POST", "/api/v1/admin/couriers", {
        "email": f"{tag}-courier@example.com", "phone": courier_phone, "vehicle": "bicycle",
        "latitude": restaurant["latitude"], "longitude": restaurant["longitude"]}, token=admin)
    _AT_THE_DOOR.append(courier)
    return restaurant, kitchen, courier


def in_place(driver, button):
    """Taps a diary control that app.js sends in the background; waits until the diary is replaced, not reloaded."""
    driver.execute_script("window.foodlyOldPage = true; document.getElementById('diary-page').firstElementChild"
                          ".dataset.old = '1'")
    click(driver, button)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "const c = document.getElementById('diary-page');"
        "return !c.hasAttribute('aria-busy') && !c.firstElementChild.dataset.old"))
    assert driver.execute_script("return window.foodlyOldPage === true"), "the page reloaded"


def headline(driver):
    return driver.find_element(By.ID, "today-headline").text


def kcal_left(driver):
    match = re.fullmatch(r"([\d,]+) kcal left today", headline(driver))
    assert match, headline(driver)
    return int(match.group(1).replace(",", ""))


def test_an_order_a_meal_by_hand_and_weights_in_the_diary(browser, server):
    set_viewport(browser, 390, 844)
    # A demo restaurant open all day, with a kitchen account and a courier waiting at its door.
    restaurant, kitchen, courier = staffed_restaurant(server, "diary", "Kim Kitchen", "Dee Diary", "(415) 555-0177")

    # A customer with a daily target and an address near the restaurant.
    _, _, customer = register_via_api(server, "Dana Diary")
    api(server, "PATCH", "/api/v1/me", {"dailyKcalTarget": 2000, "phone": "(415) 555-0166", "address": {
        "line1": "1 Diary Lane", "city": "San Francisco", "latitude": restaurant["latitude"] + 0.003,
        "longitude": restaurant["longitude"]}}, token=customer)

    open_as(browser, server, customer, "/diary")
    wait_ready(browser)
    zone = browser.execute_script("return Intl.DateTimeFormat().resolvedOptions().timeZone")
    assert browser.find_element(By.ID, "diary-page").get_attribute("data-time-zone") == zone
    assert headline(browser) == "2,000 kcal left today"
    assert "Nothing here yet today." in browser.find_element(By.ID, "entries").text
    assert "No weights yet." in browser.find_element(By.ID, "weight").text
    protein = browser.find_element(By.CSS_SELECTOR, "#today a[href='/profile#target']")
    assert "Work it out in your profile" in protein.text
    tab = browser.find_element(By.CSS_SELECTOR, "a.tabbar-link[href='/diary']")
    assert tab.get_attribute("aria-current") == "page" and tab.text == "Diary"
    shot(browser, "1-empty")

    # The order, in the browser: add a dish, check out.
    browser.get(server.url + f"/restaurants/{restaurant['id']}")
    wait_ready(browser)
    click(browser, browser.find_element(By.CSS_SELECTOR, "form[data-cart-add] button"))
    WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, "cartbar-count").text == "1")
    submit(browser, browser.find_element(By.ID, "cartbar"))
    submit(browser, browser.find_element(By.ID, "continue"))
    click(browser, browser.find_element(By.ID, "place-order"))
    WebDriverWait(browser, 15).until(lambda d: "/orders/" in d.current_url)
    order_id = browser.current_url.split("/orders/")[1].split("?")[0]
    order = api(server, "GET", f"/api/v1/orders/{order_id}", token=customer)
    order = accept_offer(server, courier, order_id)
    assert order["courier"]["name"] == "Dee Diary", order["courier"]
    for action in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{order_id}/{action}", {}, token=kitchen)
    deliver(server, courier, order_id, customer)

    submit(browser, browser.find_element(By.CSS_SELECTOR, "a.tabbar-link[href='/diary']"))
    entry = browser.find_element(By.ID, f"entry-{order_id}")
    link = entry.find_element(By.CSS_SELECTOR, f"a[href='/orders/{order_id}']")
    assert link.text.startswith(f"Order #{order['number']} from {restaurant['name']}")
    assert "Delivered order" in entry.text
    eaten = round(order["nutrition"]["kcal"])
    assert kcal_left(browser) == 2000 - eaten
    assert f"{eaten:,} of your 2,000 kcal eaten" in browser.find_element(By.ID, "today").text
    chart = browser.find_element(By.ID, "energy-chart")
    assert chart.get_attribute("role") == "img" and "your target is 2,000 kcal" in chart.get_attribute("aria-label")
    shot(browser, "2-order-delivered")

    # A meal by hand, added and taken out again without a reload.
    form = browser.find_element(By.CSS_SELECTOR, "form[action='/diary/entries#add']")
    form.find_element(By.NAME, "name").send_keys("Green apple")
    form.find_element(By.NAME, "kcal").send_keys("80")
    form.find_element(By.NAME, "carbsG").send_keys("19")
    in_place(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert kcal_left(browser) == 2000 - eaten - 80
    rows = browser.find_elements(By.CSS_SELECTOR, "#entries .diary-entry")
    apple = next(r for r in rows if "Green apple" in r.text)
    assert "Added by you" in apple.text and "80 kcal" in apple.text and "carbs 19 g" in apple.text
    assert browser.find_element(By.ID, "diary-status").get_attribute("textContent") == "Diary updated."
    browser.execute_script("document.getElementById('entries').scrollIntoView({block: 'start', behavior: 'instant'})")
    shot(browser, "3-meal-added")
    in_place(browser, apple.find_element(By.CSS_SELECTOR, "button[aria-label='Remove Green apple']"))
    assert "Green apple" not in browser.find_element(By.ID, "entries").text
    assert kcal_left(browser) == 2000 - eaten

    # Weights: ten days ago through the API, today through the form.
    today = datetime.date.fromisoformat(browser.find_element(By.CSS_SELECTOR, "#weight input[name=date]")
                                        .get_attribute("value"))
    earlier = (today - datetime.timedelta(days=10)).isoformat()
    api(server, "PUT", f"/api/v1/diary/weights/{earlier}", {"weightKg": 73.5}, token=customer)
    weight = browser.find_element(By.CSS_SELECTOR, "form[action='/diary/weights#weight']")
    weight.find_element(By.NAME, "weightKg").send_keys("72.4")
    in_place(browser, weight.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    change = browser.find_element(By.ID, "weight-change").text
    assert change.startswith("72.4 kg on ") and "Your trend is going down by about 0.8 kg a week." in change, change
    dots = browser.find_elements(By.CSS_SELECTOR, "#weight-chart circle.chart-dot")
    assert len(dots) == 2
    assert browser.find_elements(By.CSS_SELECTOR, "#weight-chart polyline.chart-trend")
    browser.execute_script("document.getElementById('weight').scrollIntoView({block: 'start', behavior: 'instant'})")
    shot(browser, "4-weights")
    browser.execute_script("document.getElementById('week').scrollIntoView({block: 'start', behavior: 'instant'})")
    shot(browser, "5-week")

    # A phone 320 px wide: nothing overflows or is cut off.
    set_viewport(browser, 320, 640)
    browser.get(server.url + "/diary")
    wait_ready(browser)
    problems = browser.execute_script(LAYOUT_PROBLEMS)
    assert not problems, problems
    tabs = browser.execute_script(
        "return [...document.querySelectorAll('.tabbar-link')].map(a => a.getBoundingClientRect().right)")
    assert len(tabs) == 5 and max(tabs) <= 320
    shot(browser, "6-320px")
    browser.execute_script("document.getElementById('weight').scrollIntoView({block: 'start', behavior: 'instant'})")
    shot(browser, "7-320px-weights")

    # Calories hidden: meals, macronutrients and weights, but no energy number and no energy chart.
    set_viewport(browser, 390, 844)
    api(server, "PATCH", "/api/v1/me", {"showCalories": False}, token=customer)
    browser.get(server.url + "/diary")
    wait_ready(browser)
    text = browser.find_element(By.TAG_NAME, "main").get_attribute("textContent").replace("\xa0", " ")
    assert not ENERGY_NUMBER.search(text), ENERGY_NUMBER.search(text)
    assert not browser.find_elements(By.ID, "energy-chart")
    assert headline(browser) == "1 meal in your diary today"
    assert restaurant["name"] in text and "72.4 kg" in text and "Macronutrients" in text
    shot(browser, "8-calories-hidden")


def test_the_diary_forms_work_without_javascript(browser, server):
    _, _, customer = register_via_api(server, "Nora Noscript")
    api(server, "PATCH", "/api/v1/me", {"dailyKcalTarget": 1800}, token=customer)
    open_as(browser, server, customer, "/diary")
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    browser.get(server.url + "/diary")
    wait_ready(browser)
    form = browser.find_element(By.CSS_SELECTOR, "form[action='/diary/entries#add']")
    form.find_element(By.NAME, "name").send_keys("Lentil soup")
    # The energy left out (a number field takes no letters).
    submit(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    summary = browser.find_element(By.ID, "error-summary")
    assert "Energy: Enter the energy in kcal, like 450." in summary.text
    assert browser.find_element(By.ID, "field-name").get_attribute("value") == "Lentil soup"
    assert "Nothing here yet today." in browser.find_element(By.ID, "entries").text
    shot(browser, "1-refused")
    kcal = browser.find_element(By.ID, "field-kcal")
    kcal.clear()
    kcal.send_keys("320")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/diary/entries#add'] button[type=submit]"))
    assert browser.current_url.endswith("/diary#entries")
    assert headline(browser) == "1,480 kcal left today"
    row = browser.find_element(By.CSS_SELECTOR, "#entries .diary-entry")
    assert "Lentil soup" in row.text
    shot(browser, "2-added")
    submit(browser, row.find_element(By.CSS_SELECTOR, "button[aria-label='Remove Lentil soup']"))
    assert browser.current_url.endswith("/diary#entries")
    assert "Nothing here yet today." in browser.find_element(By.ID, "entries").text
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
