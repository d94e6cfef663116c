"""With calories hidden (Profile: "Show calories next to prices" off), no page a customer can open shows an amount
of energy: no kcal, no kJ, no target, no meter, at 390x844 (issue 21: "everything here hides when the user has
chosen to hide calories")."""

import re

from selenium.webdriver.common.by import By

from conftest import api, open_as, register_via_api, set_viewport, shot
from test_accessibility import MISSION

ENERGY = re.compile(r"\bk?cals?\b|\bcalories\b|\bkJ\b|kilojoule", re.IGNORECASE)
# The one place the word may stay: the setting itself, which says what it hides.
SETTING = "Show calories next to prices"


def test_no_page_shows_energy_when_calories_are_hidden(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Ada Lovelace")
    api(server, "PATCH", "/api/v1/me", {"address": MISSION, "dailyKcalTarget": 1600}, token=token)
    api(server, "PUT", "/api/v1/me/body-profile", {
        "goal": "lose", "sex": "female", "age": 34, "heightCm": 168, "weightKg": 72, "activity": "light",
        "paceKgPerWeek": 0.5}, token=token)
    listed = api(server, "GET", "/api/v1/restaurants?limit=100&lat=37.7599&lon=-122.4148")["items"]
    restaurant = api(server, "GET", f"/api/v1/restaurants/{listed[0]['id']}")
    dishes = [d for s in restaurant["menu"] for d in s["dishes"] if d["available"]]
    for dish in dishes[:2]:
        api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 1}, token=token)
    order = api(server, "POST", "/api/v1/orders", {}, token=token, headers={"Idempotency-Key": "hidden-1"})
    api(server, "POST", "/api/v1/diary/entries", {"name": "Apple", "kcal": 80}, token=token)
    api(server, "POST", "/api/v1/cart/items", {"dishId": dishes[0]["id"], "quantity": 1}, token=token)
    api(server, "PATCH", "/api/v1/me", {"showCalories": False}, token=token)
    pages = ["/", "/search", "/search?q=bowl", "/search?diet=vegan", "/search?q=bowl&sort=lightest",
             f"/restaurants/{restaurant['id']}", f"/restaurants/{restaurant['id']}?order=lighter",
             f"/dishes/{dishes[0]['id']}", "/cart", "/orders", f"/orders/{order['id']}", "/profile", "/diary"]
    open_as(browser, server, token, "/")
    shown = []
    for path in pages:
        browser.get(server.url + path)
        text = browser.find_element(By.TAG_NAME, "body").text.replace(SETTING, "")
        shown += [f"{path}: …{text[max(0, m.start() - 40):m.end() + 20]}…" for m in ENERGY.finditer(text)]
    assert not shown, "energy shown with calories hidden:\n" + "\n".join(shown)
    browser.get(server.url + f"/dishes/{dishes[0]['id']}")
    shot(browser, "dish-without-calories")
