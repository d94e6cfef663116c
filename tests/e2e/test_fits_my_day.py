"""Fits my day (issue 21): with a daily target set through the API, the menu shows what fits what is left today,
Home and Search say it too, and the cart offers a lighter swap of the same kind that one tap accepts, with
JavaScript (in place) and without (a plain form that comes back at the cart's lines). Nothing overflows at 320 px,
restaurant cards stay within a quarter of the screen, and axe finds nothing on these pages."""

from selenium.webdriver.common.by import By

from conftest import WebDriverWait, api, open_as, set_viewport, shot
from test_accessibility import axe_script, check
from test_first_use import LAYOUT_PROBLEMS, customer, navigate, restaurant, scripts, wait_ready
from test_ordering import in_place

TARGET = 1200
EATEN = 700
GRILL = "Potrero Ember Grill"  # "Sides & Drinks": Sweet Potato Fries 327 kcal, Side Salad 78, Roasted Vegetables 124


def dish_id(detail, name):
    return next(d["id"] for s in detail["menu"] for d in s["dishes"] if d["name"] == name)


def cart_lines(driver):
    return [line.find_element(By.CSS_SELECTOR, ".dish-name").text + " × "
            + line.find_element(By.CSS_SELECTOR, ".stepper-count").text
            for line in driver.find_elements(By.CSS_SELECTOR, ".cart-line")]


def test_the_menu_fits_what_is_left_and_the_cart_swaps_with_and_without_js(browser, server):
    token = customer(server)
    api(server, "PATCH", "/api/v1/me", {"dailyKcalTarget": TARGET}, token=token)
    api(server, "POST", "/api/v1/diary/entries", {"name": "Breakfast and lunch", "kcal": EATEN}, token=token)
    left = TARGET - EATEN
    grill = restaurant(server, GRILL)

    # The menu: "Fits my day" beside "Lighter first" keeps to the dishes of at most what is left.
    open_as(browser, server, token, f"/restaurants/{grill['id']}")
    assert browser.find_element(By.ID, "kcal-left").text == f"{left} kcal left today."
    every = len(browser.find_elements(By.CSS_SELECTOR, ".menu-section .list > li"))
    navigate(browser, browser.find_element(By.XPATH, "//a[@class='chip' and normalize-space()='Fits my day']"))
    assert browser.current_url.endswith("?order=fits")
    assert browser.find_element(By.CSS_SELECTOR, ".chip[aria-current='page']").text == "Fits my day"
    rows = browser.find_elements(By.CSS_SELECTOR, ".menu-section .list > li")
    kcals = [int(row.get_attribute("data-kcal")) for row in rows]
    assert kcals and all(k <= left for k in kcals), kcals
    assert len(kcals) < every, "something on this menu is over what is left"
    note = browser.find_element(By.ID, "kcal-left").text
    assert note.startswith(f"{left} kcal left today · {len(kcals)} of "), note
    browser.execute_script("document.getElementById('kcal-left').scrollIntoView({behavior: 'instant'})")
    shot(browser, "1-menu-fits")

    # Home: what is left, and on each card how many of its dishes fit, in a card no taller than a quarter screen.
    browser.get(server.url + "/")
    assert browser.find_element(By.ID, "kcal-left").text == f"{left} kcal left today."
    assert browser.find_elements(By.CSS_SELECTOR, ".restaurant-card .fits-line")
    heights = browser.execute_script(
        "return [...document.querySelectorAll('.restaurant-card')].map(c => c.getBoundingClientRect().height)")
    assert max(heights) <= 844 / 4, heights
    shot(browser, "2-home")

    # Search: the "Fits my day" box narrows the results as it is ticked (scripts on: no reload).
    browser.get(server.url + "/search?q=salad")
    browser.execute_script("window.foodlyOldPage = true")
    browser.find_element(By.ID, "search-fits").click()
    WebDriverWait(browser, 10).until(lambda d: "fits=today" in d.current_url)
    WebDriverWait(browser, 10).until(
        lambda d: not d.find_element(By.ID, "search-results").get_attribute("aria-busy"))
    assert browser.execute_script("return window.foodlyOldPage === true")
    found = [int(kcal.text.split()[0])
             for kcal in browser.find_elements(By.CSS_SELECTOR, "#search-results .search-dish .kcal")]
    assert found and all(k <= left for k in found), found
    shot(browser, "3-search-fits")

    # The cart: Sweet Potato Fries (327 kcal) × 2 → Side Salad (78 kcal), 498 kcal less; one tap, in place.
    fries = dish_id(grill, "Sweet Potato Fries")
    api(server, "POST", "/api/v1/cart/items", {"dishId": fries, "quantity": 2}, token=token)
    browser.get(server.url + "/cart")
    swap = browser.find_element(By.CSS_SELECTOR, "form.swap")
    assert (swap.find_element(By.CSS_SELECTOR, ".swap-text").text
            == "Side Salad instead of Sweet Potato Fries: 498 kcal less")
    shot(browser, "4-cart-swap")
    in_place(browser, swap.find_element(By.TAG_NAME, "button"))
    assert cart_lines(browser) == ["Side Salad × 2"]
    assert browser.find_element(By.ID, "cart-status").get_attribute("textContent") == "Cart updated."
    shot(browser, "5-swapped-in-place")

    # Without JavaScript the same button posts a plain form that comes back at the cart's lines.
    api(server, "POST", "/api/v1/cart/items", {"dishId": fries, "quantity": 1}, token=token)
    scripts(browser, False)
    browser.get(server.url + "/cart")
    swap = browser.find_element(By.CSS_SELECTOR, "form.swap")
    # Side Salad is in the cart already, so the next lightest side is offered.
    assert swap.find_element(By.CSS_SELECTOR, ".swap-text").text.startswith(
        "Roasted Seasonal Vegetables instead of Sweet Potato Fries: 203 kcal less")
    navigate(browser, swap.find_element(By.TAG_NAME, "button"))
    assert browser.current_url.endswith("/cart#cart-lines")
    assert sorted(cart_lines(browser)) == ["Roasted Seasonal Vegetables × 1", "Side Salad × 2"]
    assert not browser.find_elements(By.CSS_SELECTOR, "form.swap"), "nothing lighter is left to offer"
    shot(browser, "6-swapped-without-js")
    scripts(browser, True)

    # At 320 px nothing overflows on these pages: the menu, Home and Search with an empty cart (so dishes fit),
    # then the cart with a swap on offer.
    api(server, "DELETE", "/api/v1/cart", token=token)
    set_viewport(browser, 320, 640)
    pages = {"menu": f"/restaurants/{grill['id']}?order=fits", "home": "/", "search": "/search?q=salad&fits=today",
             "cart": "/cart"}
    for label, path in pages.items():
        if label == "cart":
            api(server, "POST", "/api/v1/cart/items", {"dishId": fries, "quantity": 1}, token=token)
        browser.get(server.url + path)
        wait_ready(browser)
        problems = browser.execute_script(LAYOUT_PROBLEMS)
        assert not problems, f"{path} at 320px: {problems}"
        browser.execute_async_script(
            "const done = arguments[0], e = document.querySelector('form.swap, .menu-section, .search-dish');"
            "if (e) e.scrollIntoView({block: 'center', behavior: 'instant'});"
            "requestAnimationFrame(() => requestAnimationFrame(done));")
        shot(browser, f"7-320-{label}")
    set_viewport(browser, 390, 844)
    check(browser, server, list(pages.values()), axe_script(), "fits")


def test_a_full_day_and_hidden_calories(browser, server):
    token = customer(server)
    api(server, "PATCH", "/api/v1/me", {"dailyKcalTarget": 1500}, token=token)
    api(server, "POST", "/api/v1/diary/entries", {"name": "A big day", "kcal": 1500}, token=token)
    grill = restaurant(server, GRILL)
    open_as(browser, server, token, f"/restaurants/{grill['id']}?order=fits")
    assert browser.find_element(By.ID, "kcal-left").text.startswith("You have reached today's 1,500 kcal target")
    assert "Nothing here fits" in browser.find_element(By.ID, "nothing-fits").text
    assert not browser.find_elements(By.CSS_SELECTOR, ".menu-section")
    browser.execute_script(
        "document.getElementById('nothing-fits').scrollIntoView({block: 'center', behavior: 'instant'})")
    shot(browser, "1-nothing-fits")
    navigate(browser, browser.find_element(By.LINK_TEXT, "Show the whole menu"))
    assert browser.find_elements(By.CSS_SELECTOR, ".menu-section")

    # Calories hidden: no numbers, no "Fits my day", no swaps; the API still answers.
    api(server, "PATCH", "/api/v1/me", {"showCalories": False}, token=token)
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish_id(grill, "Sweet Potato Fries"), "quantity": 1},
        token=token)
    for path in [f"/restaurants/{grill['id']}?order=fits", "/", "/search?q=salad", "/cart"]:
        browser.get(server.url + path)
        body = browser.find_element(By.TAG_NAME, "main").text
        assert "kcal left" not in body and "Fits my day" not in body and "instead of" not in body, path
        assert not browser.find_elements(By.CSS_SELECTOR, "main .kcal, .fits-line, #search-fits, form.swap"), path
    shot(browser, "2-calories-hidden-cart")
    assert api(server, "GET", "/api/v1/cart/swaps", token=token)["items"][0]["replacement"]["name"] == "Side Salad"
