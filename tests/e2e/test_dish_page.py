"""A dish's own page at 390x844: reached from its row on the menu, it shows the label per 100 g and per portion in
EU order with kJ and kcal, the user's own target beside the reference intake, the Nutri-Score with each
component's points, allergens under "Contains" (the avoided one flagged), diets and ingredients; Add works from
it with and without JavaScript; with calories hidden it shows no energy at all; a drink says it is graded as one."""

import json
import re

from selenium.webdriver.common.by import By

from conftest import REPO_ROOT, api, open_as, register_via_api, set_viewport, shot
from test_accessibility import MISSION
from test_first_use import LAYOUT_PROBLEMS, navigate, scripts, tap

DEMO = json.loads((REPO_ROOT / "Sources/FoodlyApp/Resources/demo/restaurants.json").read_text())
ENERGY = re.compile(r"\d\s*(kcal|kJ)\b|calorie", re.IGNORECASE)


def test_the_dish_page_shows_the_whole_label(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Ada Lovelace")
    api(server, "PATCH", "/api/v1/me", {"address": MISSION, "dailyKcalTarget": 1600,
                                         "avoidAllergens": ["sesame"]}, token=token)
    near = api(server, "GET", "/api/v1/restaurants?limit=100&lat=37.7599&lon=-122.4148")["items"]
    listed = next(r for r in near if r["name"] == "Greenhouse Grain Co.")
    menu = api(server, "GET", f"/api/v1/restaurants/{listed['id']}")["menu"]
    dish = next(d for s in menu for d in s["dishes"] if "sesame" in d["allergens"] and d["available"])
    detail = api(server, "GET", f"/api/v1/dishes/{dish['id']}")
    assert detail["ingredients"], "the demo dishes list their ingredients"

    open_as(browser, server, token, f"/restaurants/{listed['id']}")
    row = browser.find_element(By.ID, f"dish-{dish['id']}")
    navigate(browser, row.find_element(By.CSS_SELECTOR, ".dish-name a"))
    assert browser.current_url.endswith(f"/dishes/{dish['id']}")
    assert browser.find_element(By.TAG_NAME, "h1").text == dish["name"]
    rows = [r.find_element(By.TAG_NAME, "th").text for r in browser.find_elements(By.CSS_SELECTOR, "#nutrition tbody tr")]
    assert rows == ["Energy", "Fat", "of which saturates", "Carbohydrate", "of which sugars", "Fibre", "Protein", "Salt"]
    energy = browser.find_element(By.CSS_SELECTOR, "#nutrition tbody tr td").text
    assert re.fullmatch(r"[\d,]+ kJ / [\d,]+ kcal", energy), energy
    heads = [h.text for h in browser.find_elements(By.CSS_SELECTOR, "#nutrition thead th")]
    assert heads[1:] == ["Per 100 g", f"Per portion ({round(dish['portionGrams'])} g)"]
    assert "your target is 1,600 kcal" in browser.find_element(By.ID, "kcal-note").text
    panel = browser.find_element(By.ID, "nutri-score")
    assert f"Nutri-Score {dish['nutriGrade']}" in panel.text
    points = detail["nutriScore"]["points"]
    salt = next(r for r in panel.find_elements(By.CSS_SELECTOR, ".points-row") if r.text.startswith("Salt"))
    assert f"{points['salt']} of 20" in salt.text
    contains = browser.find_element(By.ID, "contains").text
    assert "Sesame" in contains and "You avoid it" in contains
    assert detail["ingredients"] in browser.find_element(By.ID, "ingredients").text
    assert not browser.execute_script(LAYOUT_PROBLEMS)
    shot(browser, "1-dish-top")
    for part in ("nutrition", "nutri-score", "contains"):
        browser.execute_script(f"document.getElementById('{part}').scrollIntoView({{behavior: 'instant'}})")
        shot(browser, f"2-{part}")

    # Add from the dish page, with and without JavaScript; the page stays.
    for enabled in (True, False):
        scripts(browser, enabled)
        browser.get(server.url + f"/dishes/{dish['id']}")
        before = api(server, "GET", "/api/v1/cart", token=token)
        count = sum(line["quantity"] for line in before["items"])
        # Another test may have given the dish a required choice (a size): the first of each is chosen.
        for group in browser.find_elements(By.CSS_SELECTOR, "#options fieldset"):
            required = group.find_elements(By.CSS_SELECTOR, "input[type=radio][required]")
            if required:
                tap(browser, required[0])
        navigate(browser, browser.find_element(By.CSS_SELECTOR, "#options button[type=submit]"))
        assert f"/dishes/{dish['id']}?added=1" in browser.current_url
        after = api(server, "GET", "/api/v1/cart", token=token)
        assert sum(line["quantity"] for line in after["items"]) == count + 1
    scripts(browser, True)

    # A drink says it is graded on the drinks' scale.
    bar, drink_name = next((r["name"], d["name"]) for r in DEMO for s in r["menu"] for d in s["dishes"]
                           if d.get("nutriScoreCategory", "").startswith("beverage"))
    everywhere = api(server, "GET", "/api/v1/restaurants?limit=100")["items"]
    drinks_menu = api(server, "GET", f"/api/v1/restaurants/{next(r['id'] for r in everywhere if r['name'] == bar)}")
    drink = next(d for s in drinks_menu["menu"] for d in s["dishes"] if d["name"] == drink_name)
    browser.get(server.url + f"/dishes/{drink['id']}")
    assert "Drinks are graded on their own, stricter scale." in browser.find_element(By.ID, "nutri-score").text

    # With calories hidden, no energy anywhere on the page.
    api(server, "PATCH", "/api/v1/me", {"showCalories": False}, token=token)
    browser.get(server.url + f"/dishes/{dish['id']}")
    text = browser.find_element(By.TAG_NAME, "main").text
    assert not ENERGY.search(text), ENERGY.search(text)
    assert "Fat" in text
    shot(browser, "3-calories-hidden")
