"""Options from the merchant to the kitchen, in two browsers: an owner made by the admin writes a "Size" group
(required, one) and an "Extras" group (optional, up to two) on a demo dish in the option editor (laptop, 1280x800),
adding rows with the page's buttons; a customer (phone, 390x844) finds the dish asking for a choice, picks a size
and two extras, sees the price change as they choose, adds it and orders; the kitchen screen shows the choices,
and the owner sees the sale in the numbers with the choices in the day's orders.
axe-core finds nothing on the editor and the dish page with options, in the light and the dark scheme."""

from __future__ import annotations

import datetime
import json
import subprocess
import zoneinfo

from selenium.webdriver.common.by import By

from test_accessibility import axe_script, check

from conftest import (REPO_ROOT, WebDriverWait, _foodly_binary, api, expect_console_errors, login, open_as,
                      register_via_api, set_viewport, shot)

PASSWORD = "Options1!"


def fill(driver, name: str, value: str) -> None:
    field = driver.find_element(By.NAME, name)
    field.clear()
    field.send_keys(value)


def press(driver, action: str) -> None:
    """Presses the editor's button for `action` and waits for the page it answers with."""
    button = driver.find_element(By.CSS_SELECTOR, f'button[name="action"][value="{action}"]:not(.visually-hidden)')
    old = driver.find_element(By.TAG_NAME, "html")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
    button.click()
    WebDriverWait(driver, 10).until(lambda d: old != d.find_element(By.TAG_NAME, "html"))


def test_an_owner_writes_options_a_customer_orders_two_and_the_kitchen_sees_them(browser, second_browser, server):
    set_viewport(browser, 1280, 800)
    set_viewport(second_browser, 390, 844)
    admin = login(server, "admin@foodly.test")
    restaurants = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    demo = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())[0]
    restaurant = next(r for r in restaurants if r["name"] == demo["name"])
    detail = api(server, "GET", f"/api/v1/restaurants/{restaurant['id']}")
    dish = next(d for s in detail["menu"] for d in s["dishes"] if d["available"] and not d["optionGroups"])

    # The owner: a staff account the admin makes the restaurant's owner.
    email = "olga-owner@example.com"
    created = subprocess.run([str(_foodly_binary()), "admin", "create-user", "--role", "staff", "--email", email,
                              "--name", "Olga Owner", "--db", server.database], cwd=REPO_ROOT, capture_output=True,
                             text=True, env={"FOODLY_PASSWORD": PASSWORD}, timeout=60)
    assert created.returncode == 0, created.stderr
    api(server, "POST", "/api/v1/admin/staff", {"email": email, "restaurantId": restaurant["id"], "role": "owner"},
        token=admin)
    owner = login(server, email, PASSWORD)

    # The editor, reached from the kitchen screen's dish list; rows added with the page's own buttons.
    open_as(browser, server, owner, "/kitchen")
    link = browser.find_element(By.CSS_SELECTOR, f'a[aria-label="Options of {dish["name"]}"]')
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", link)
    link.click()
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "options-editor"))
    press(browser, "add-group")
    fill(browser, "groups[0].name", "Size")
    fill(browser, "groups[0].minChoices", "1")
    fill(browser, "groups[0].maxChoices", "1")
    fill(browser, "groups[0].options[0].name", "Regular")
    press(browser, "add-option-0")
    fill(browser, "groups[0].options[1].name", "Large")
    fill(browser, "groups[0].options[1].priceDelta", "2.00")
    summary = browser.find_element(
        By.XPATH, "//*[@id='group-0-option-1']//summary[normalize-space()='Nutrition change per portion']")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", summary)
    summary.click()
    fill(browser, "groups[0].options[1].nutrition.kcal", "150")
    press(browser, "add-group")
    fill(browser, "groups[1].name", "Extras")
    fill(browser, "groups[1].minChoices", "3")
    fill(browser, "groups[1].maxChoices", "2")
    fill(browser, "groups[1].options[0].name", "Feta")
    fill(browser, "groups[1].options[0].priceDelta", "1.00")
    press(browser, "add-option-1")
    fill(browser, "groups[1].options[1].name", "Olives")
    fill(browser, "groups[1].options[1].priceDelta", "0.50")
    press(browser, "add-option-1")
    fill(browser, "groups[1].options[2].name", "Egg")
    fill(browser, "groups[1].options[2].priceDelta", "1.20")
    # A minimum above the maximum is refused under its field, nothing saved.
    press(browser, "save")
    error = browser.find_element(By.ID, "field-groups[1]-minChoices-error")
    assert "above the most" in error.text
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    fresh = api(server, "GET", f"/api/v1/restaurants/{restaurant['id']}")
    assert next(d for s in fresh["menu"] for d in s["dishes"] if d["id"] == dish["id"])["optionGroups"] == []
    shot(browser, "editor-refused")
    fill(browser, "groups[1].minChoices", "0")
    press(browser, "save")
    WebDriverWait(browser, 10).until(lambda d: "The options are saved" in d.page_source)
    shot(browser, "editor-saved")

    # The customer, on a phone: the dish asks for a choice, the price follows it.
    _, _, customer = register_via_api(server, "Oscar Options")
    api(server, "PUT", "/api/v1/cart/address", {"line1": "600 Valencia St", "city": "San Francisco",
                                                "latitude": detail["latitude"] + 0.003,
                                                "longitude": detail["longitude"]}, token=customer)
    open_as(second_browser, server, customer, f"/restaurants/{restaurant['id']}")
    choose = second_browser.find_element(By.CSS_SELECTOR, f'a[aria-label="Choose options for {dish["name"]}"]')
    second_browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", choose)
    choose.click()
    WebDriverWait(second_browser, 10).until(lambda d: d.find_elements(By.ID, "options"))
    legends = [legend.text for legend in second_browser.find_elements(By.CSS_SELECTOR, "#options legend")]
    assert legends == ["Size (choose 1)", "Extras (optional, up to 2)"]
    price = second_browser.find_element(By.CSS_SELECTOR, "[data-options-price]")
    assert price.text == "$%d.%02d" % divmod(dish["price"], 100)
    for name in ("Large", "Feta", "Olives"):
        choice = second_browser.find_element(By.XPATH, f'//label[span[text()="{name}"]]')
        second_browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", choice)
        choice.click()
    expected = dish["price"] + 200 + 100 + 50
    assert price.text == "$%d.%02d" % divmod(expected, 100)
    kcal = second_browser.find_element(By.CSS_SELECTOR, "[data-options-kcal]").text
    assert kcal == f"{round(dish['kcal'] + 150)} kcal each"
    shot(second_browser, "dish-chosen")
    add = second_browser.find_element(By.CSS_SELECTOR, "#options button[type=submit]")
    second_browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", add)
    add.click()
    WebDriverWait(second_browser, 10).until(lambda d: d.current_url.endswith(f"/dishes/{dish['id']}?added=1"))
    open_as(second_browser, server, customer, "/cart")
    assert "Size: Large; Extras: Feta, Olives" in second_browser.find_element(By.ID, "cart-lines").text
    shot(second_browser, "cart")
    order = api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": "options-1"})
    assert order["items"][0]["unitPrice"] == expected
    open_as(second_browser, server, customer, f"/orders/{order['id']}")
    items = second_browser.find_element(By.ID, "items-title")
    second_browser.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", items)
    assert "Size: Large; Extras: Feta, Olives" in items.find_element(By.XPATH, "..").text
    shot(second_browser, "order")

    # The kitchen screen shows the choices.
    open_as(browser, server, owner, "/kitchen")
    card = WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, f"order-{order['number']}"))
    assert "Size: Large; Extras: Feta, Olives" in card.text
    shot(browser, "kitchen")

    # The owner sees the sale in the numbers, and the day's orders name the choices.
    # The day it counts on: its promised arrival's, in the restaurant's zone (the demo city's).
    promised = datetime.datetime.fromisoformat(order["estimatedDeliveryAt"].replace("Z", "+00:00"))
    day = promised.astimezone(zoneinfo.ZoneInfo("America/Los_Angeles")).date()
    # (The demo restaurant has other tests' orders too, so the sale is looked for in the day's orders.)
    open_as(browser, server, owner, f"/kitchen/numbers?from={day - datetime.timedelta(days=6)}&to={day}")
    assert browser.find_element(By.ID, "sales-chart").is_displayed()
    shot(browser, "numbers")
    open_as(browser, server, owner, f"/kitchen/numbers/day?date={day}")
    sold = WebDriverWait(browser, 10).until(lambda d: d.find_element(By.ID, f"sold-{order['number']}"))
    assert "Size: Large; Extras: Feta, Olives" in sold.text
    assert "$%d.%02d" % divmod(order["pricing"]["subtotal"], 100) in sold.text, sold.text
    shot(browser, "numbers-day")

    # axe-core on the pages this test added, in both schemes (the editor as its owner, the dish page as a customer).
    script = axe_script()
    check(browser, server, [f"/kitchen/menu/dishes/{dish['id']}/options"], script, "options-editor")
    check(second_browser, server, [f"/dishes/{dish['id']}"], script, "options-dish")

    # Nothing overflows a 320 px screen.
    for driver, path in ((browser, f"/kitchen/menu/dishes/{dish['id']}/options"), (second_browser, f"/dishes/{dish['id']}")):
        set_viewport(driver, 320, 700)
        driver.get(server.url + path)
        assert driver.execute_script("return document.documentElement.scrollWidth") <= 320, path
    shot(browser, "editor-320")
