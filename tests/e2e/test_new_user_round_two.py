"""What a new user tripped over, round two, at 390x844: each test names the numbered defects it shows fixed.

- 1 and 10, without JavaScript: the cart offers no neighbourhood in place of an address, and the API refuses a
  street line without a house number; "Add an address" from the cart finds one, saves it and comes back to the
  cart, which now delivers there.
- 2: an option's allergens and the diets it breaks, from the options editor to the dish, the cart and the kitchen.
- 4, 5 and 10: Home's "Add your delivery address" opens the address book's form (without JavaScript) and comes back
  to Home, which then starts from that default address; every restaurant shows the same fee, time and distance on
  Home as on its own page; Home and Search show the cart bar while the cart holds something.
- 12, at 320x640: no amount of money runs over two lines and no word of a restaurant's name is split, on Home, the
  restaurant's page, the cart and checkout.
- 14: the flat and the note for the courier at checkout, and the order page with them and the note for the kitchen;
  17: the kitchen's screen (1280x800) shows that note so that it stands out.
- 17: "1 item in your cart" after the first Add; a locked account is told the address to write to.
- 6: "2000 Mission St", a number the address table lacks, is offered as an approximate position between its
  neighbours, with and without JavaScript, and saved.
- Also expected: a tip of any amount typed in dollars, refused above $100 with the reason; how many of a dish
  (a stepper, or the number field without JavaScript) and a note for the kitchen per dish, changed in the cart and
  shown on the order and the kitchen's ticket.
- 9 and 16: the order page open while the order is delivered shows "Order again" and the tip without a reload; a
  heart on Home puts the restaurant in "Your favourites" at once, and the heart there takes it out again.
Screenshots of each step."""

import json
import urllib.error

import pytest
from selenium.webdriver.common.by import By

from conftest import deliver, accept_offer, WebDriverWait, api, expect_console_errors, login, open_as, register_via_api, set_viewport, shot
from test_diary import staffed_restaurant
from test_first_use import DEMO, dishes, navigate, restaurant, scripts
from test_ordering import click, in_place, submit, wait_ready

ALWAYS_OPEN = next(r for r in DEMO if r["openingHours"]["mon"] == [["00:00", "24:00"]])


def fill_cart(server, token, detail):
    for dish in dishes(detail)[:2]:
        api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 1}, token=token)


def find_and_pick(browser, typed):
    """The address form's search as it works without JavaScript: Find lists matches as links; the first fills the
    form."""
    browser.find_element(By.ID, "field-address-search").send_keys(typed)
    navigate(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Find']"))
    navigate(browser, browser.find_elements(By.CSS_SELECTOR, "#address-matches a.suggestion")[0])


def delivery_facts(meta):
    """The distance, fee and time of a restaurant's meta line ("1.2 km", "$2.49 delivery", "25–35 min")."""
    return [span.text for span in meta.find_elements(By.XPATH, "./span")
            if span.text.endswith((" km", " delivery", " min")) or span.text == "Free delivery"]


def test_items_1_and_10_the_cart_adds_a_real_street_address_without_javascript(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Street Less")
    fill_cart(server, token, restaurant(server, ALWAYS_OPEN["name"]))
    with pytest.raises(urllib.error.HTTPError) as refused:
        api(server, "PUT", "/api/v1/cart/address", {"line1": "Near Mission", "city": "San Francisco",
                                                     "latitude": 37.7599, "longitude": -122.4148}, token=token)
    assert refused.value.code == 422
    assert [e["code"] for e in json.loads(refused.value.read())["errors"]] == ["house_number_missing"]

    open_as(browser, server, token, "/login")
    scripts(browser, False)
    browser.get(server.url + "/cart")
    assert not browser.find_elements(By.ID, "cart-place"), "no neighbourhood stands in for an address"
    assert "Add a delivery address" in browser.find_element(By.ID, "cart-problems").text
    shot(browser, "1-cart-without-address")
    navigate(browser, browser.find_element(By.ID, "cart-add-address"))
    assert browser.current_url.endswith("/profile/addresses/new?return=cart")
    find_and_pick(browser, "600 valencia st")
    assert browser.find_element(By.ID, "field-address-line1").get_attribute("value") == "600 Valencia St"
    assert "return=cart" in browser.current_url, "the pick keeps where Save goes back to"
    shot(browser, "2-picked-from-the-cart")
    navigate(browser, browser.find_element(By.ID, "save-address"))
    assert browser.current_url.endswith("/cart#address")
    assert "600 Valencia St" in browser.find_element(By.CSS_SELECTOR, "#address .cart-address").text
    assert not browser.find_elements(By.ID, "cart-problems"), "nothing stops checkout"
    shot(browser, "3-back-in-the-cart")
    cart = api(server, "GET", "/api/v1/cart", token=token)
    assert cart["address"]["line1"] == "600 Valencia St" and cart["problems"] == []
    saved = api(server, "GET", "/api/v1/me/addresses", token=token)["addresses"]
    assert [(s["address"]["line1"], s["isDefault"]) for s in saved] == [("600 Valencia St", True)], "the first"
    scripts(browser, True)


def test_items_4_5_and_10_home_starts_from_the_default_address_and_agrees_with_each_restaurant(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Dee Fault")
    open_as(browser, server, token, "/login")
    scripts(browser, False)
    browser.get(server.url + "/")
    assert "near the centre" in browser.find_element(By.ID, "main").text
    navigate(browser, browser.find_element(By.ID, "add-address"))
    assert browser.current_url.endswith("/profile/addresses/new?return=home")
    find_and_pick(browser, "1 valencia st")
    navigate(browser, browser.find_element(By.ID, "save-address"))
    assert browser.current_url == server.url + "/"
    greeting = browser.find_element(By.CSS_SELECTOR, "section.greeting").text
    assert "Delivering to 1 Valencia St" in greeting, greeting
    assert not browser.find_elements(By.ID, "add-address")
    shot(browser, "1-home-from-the-default")
    scripts(browser, True)

    # Item 5: the same point everywhere, so the same fee, time and distance on Home and on the restaurant's page.
    browser.get(server.url + "/")
    wait_ready(browser)
    cards = [(card.get_attribute("href"), delivery_facts(card.find_element(By.CSS_SELECTOR, ".card-meta")))
             for card in browser.find_elements(By.CSS_SELECTOR, "a.restaurant-card")[:4]]
    assert len(cards) == 4 and all(len(facts) == 3 for _, facts in cards), cards
    for href, facts in cards:
        browser.get(href)
        wait_ready(browser)
        assert delivery_facts(browser.find_element(By.CSS_SELECTOR, ".restaurant-head-body .card-meta")) == facts, \
            href
    shot(browser, "2-restaurant-page-agrees")

    # Item 10: Home and Search show the cart bar while the cart holds something, and it opens the cart.
    browser.get(server.url + "/")
    assert not browser.find_elements(By.ID, "cartbar"), "no bar for an empty cart"
    fill_cart(server, token, restaurant(server, ALWAYS_OPEN["name"]))
    for path in ("/search", "/"):
        browser.get(server.url + path)
        wait_ready(browser)
        bar = browser.find_element(By.ID, "cartbar")
        assert bar.is_displayed() and browser.find_element(By.ID, "cartbar-count").text == "2"
    shot(browser, "3-home-with-cart-bar")
    submit(browser, browser.find_element(By.ID, "cartbar"))
    assert browser.current_url.endswith("/cart")


def test_item_14_checkout_and_the_order_show_the_flat_and_the_notes(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Flat Four")
    fill_cart(server, token, restaurant(server, ALWAYS_OPEN["name"]))
    api(server, "PUT", "/api/v1/cart/address", {
        "line1": "600 Valencia St", "line2": "Apt 4", "city": "San Francisco", "postcode": "94110",
        "latitude": 37.7599, "longitude": -122.4148, "instructions": "Ring twice"}, token=token)
    open_as(browser, server, token, "/checkout")
    wait_ready(browser)
    address = browser.find_element(By.ID, "checkout-address").text
    assert "Apt 4" in address and "For the courier: Ring twice" in address, address
    shot(browser, "1-checkout")
    browser.find_element(By.ID, "order-notes").send_keys("No onions, please")
    assert browser.find_element(By.ID, "pay-on-delivery").is_selected()
    submit(browser, browser.find_element(By.ID, "place-order"))
    WebDriverWait(browser, 15).until(lambda d: "/orders/" in d.current_url)
    wait_ready(browser)
    placed = browser.find_element(By.ID, "order-address").text
    assert "600 Valencia St" in placed and "Apt 4" in placed and "For the courier: Ring twice" in placed, placed
    assert browser.find_element(By.ID, "order-notes").text == "Your note: No onions, please"
    browser.execute_script(
        "document.getElementById('order-address').scrollIntoView({block: 'center', behavior: 'instant'})")
    shot(browser, "2-order")

    # Item 17: the kitchen cannot miss the note (warm, bold, a bar at its side), not plain grey text.
    order_id = browser.current_url.split("/orders/")[1].split("?")[0]
    set_viewport(browser, 1280, 800)
    open_as(browser, server, login(server, "kitchen@foodly.test"), "/kitchen")
    wait_ready(browser)
    note = browser.find_element(By.ID, f"kitchen-note-{order_id}")
    assert note.text == "Note: No onions, please"
    weight, bar = browser.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.fontWeight, s.borderLeftWidth]", note)
    assert int(weight) >= 600 and bar == "3px"
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", note)
    shot(browser, "3-kitchen-note-1280")


def test_item_17_the_words_a_new_user_reads(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "One Item")
    open_as(browser, server, token, f"/restaurants/{restaurant(server, ALWAYS_OPEN['name'])['id']}")
    wait_ready(browser)
    click(browser, browser.find_elements(By.CSS_SELECTOR, "form[data-cart-add] button")[0])
    status = browser.find_element(By.ID, "cart-status")
    WebDriverWait(browser, 10).until(lambda d: "in your cart" in status.get_attribute("textContent"))
    assert status.get_attribute("textContent").endswith(". 1 item in your cart."), status.get_attribute("textContent")

    # A locked account is told where to write (serve --support-email), not to "Foodly's support".
    email, password, _ = register_via_api(server, "Lock Ed")
    admin = login(server, "admin@foodly.test")
    account = api(server, "GET", "/api/v1/admin/accounts?q=" + email, token=admin)["accounts"][0]
    api(server, "POST", f"/api/v1/admin/accounts/{account['id']}/lock", {"reason": "Chargebacks"}, token=admin)
    browser.delete_all_cookies()
    browser.get(server.url + "/login")
    browser.find_element(By.ID, "field-email").send_keys(email)
    browser.find_element(By.ID, "field-password").send_keys(password)
    submit(browser, browser.find_element(By.CSS_SELECTOR, "main button[type=submit]"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    assert "Write to support@foodly.test to have it opened again." in browser.find_element(By.ID, "main").text
    shot(browser, "locked")


# The texts of `arguments[0]`'s elements that run over more than one line, and the words split over two lines in
# `arguments[1]`'s elements.
WRAPPED = """
const tops = (range) => new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
const lines = (el) => { const r = document.createRange(); r.selectNodeContents(el); return tops(r).size; };
const wrapped = [...document.querySelectorAll(arguments[0])].filter(el => lines(el) > 1).map(el => el.textContent);
const split = [];
for (const el of document.querySelectorAll(arguments[1])) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.data.matchAll(/\\S+/g)) {
            const r = document.createRange();
            r.setStart(node, match.index);
            r.setEnd(node, match.index + match[0].length);
            if (tops(r).size > 1) split.push(match[0]);
        }
    }
}
return [wrapped, split];
"""
MONEY = ".price, .order-line-total, .cart-line-total, .cartbar-total, .price-row dd"
TITLES = ".card-title, .restaurant-name, .section-title"


def test_item_12_at_320_px_money_never_wraps_and_words_break_only_where_they_must(browser, server):
    set_viewport(browser, 320, 640)
    _, _, token = register_via_api(server, "Narrow Screen")
    greens = restaurant(server, "Montgomery Greens")
    for dish in dishes(greens)[:3]:
        api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 1}, token=token)
    api(server, "PUT", "/api/v1/cart/address", {"line1": "220 Montgomery St", "city": "San Francisco",
                                                "latitude": greens["latitude"] + 0.002,
                                                "longitude": greens["longitude"]}, token=token)
    open_as(browser, server, token, "/")
    for path in ("/", f"/restaurants/{greens['id']}", "/cart", "/checkout"):
        browser.get(server.url + path)
        wait_ready(browser)
        wrapped, split = browser.execute_script(WRAPPED, MONEY, TITLES)
        assert wrapped == [] and split == [], f"{path}: amounts on two lines {wrapped}, words split {split}"
        shot(browser, path.strip("/").split("/")[0] or "home")
    assert "Montgomery Greens" in browser.find_element(By.ID, "checkout-items").text


def test_items_9_and_16_the_live_order_and_home_change_without_a_reload(browser, server):
    set_viewport(browser, 390, 844)
    restaurant_page, kitchen, courier = staffed_restaurant(
        server, "round-two", "Kit Chen", "Lee Live", "(415) 555-0193")
    _, _, customer = register_via_api(server, "Live Lee")
    api(server, "POST", "/api/v1/cart/items", {"dishId": dishes(restaurant_page)[0]["id"], "quantity": 1},
        token=customer)
    api(server, "PUT", "/api/v1/cart/address", {"line1": "3 Live Lane", "city": "San Francisco",
                                                "latitude": restaurant_page["latitude"] + 0.003,
                                                "longitude": restaurant_page["longitude"]}, token=customer)
    order = api(server, "POST", "/api/v1/orders", {}, token=customer, headers={"Idempotency-Key": "round-two-live"})
    accept_offer(server, courier, order["id"])
    open_as(browser, server, customer, f"/orders/{order['id']}")
    wait_ready(browser)
    browser.execute_script("window.foodlyNotReloaded = true")
    assert not browser.find_elements(By.ID, f"reorder-{order['number']}")

    # Item 9: delivered while the page is open: "Order again" and the tip appear, and the page was never reloaded.
    for action in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{order['id']}/{action}", {}, token=kitchen)
    deliver(server, courier, order["id"], customer)
    WebDriverWait(browser, 15).until(lambda d: d.find_elements(By.ID, f"reorder-{order['number']}"))
    assert browser.find_element(By.ID, "tip").is_displayed()
    assert browser.find_element(By.ID, "status-title").text == "Delivered. Enjoy!"
    assert browser.execute_script("return window.foodlyNotReloaded === true"), "the page reloaded"
    browser.execute_script("document.getElementById('tip').scrollIntoView({block: 'center', behavior: 'instant'})")
    shot(browser, "1-delivered-live")

    # Item 16: a heart on Home puts the restaurant in "Your favourites" at once, and its heart there takes it out.
    browser.get(server.url + "/")
    wait_ready(browser)
    browser.execute_script("window.foodlyNotReloaded = true")
    favourites = browser.find_element(By.ID, "favourites")
    assert browser.find_elements(By.ID, "favourites-empty")
    card_heart = browser.find_element(By.CSS_SELECTOR, "a.restaurant-card").find_element(
        By.XPATH, "./ancestor::li//button[contains(@class,'btn-favourite')]")
    name = card_heart.get_attribute("aria-label").removeprefix("Favourite ")
    click(browser, card_heart)
    WebDriverWait(browser, 10).until(lambda d: name in favourites.text)
    assert card_heart.get_attribute("aria-pressed") == "true"
    shot(browser, "2-home-favourite-added")
    click(browser, favourites.find_element(By.CSS_SELECTOR, "button.btn-favourite"))
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "favourites-empty"))
    assert card_heart.get_attribute("aria-pressed") == "false", "the card's heart follows"
    assert browser.execute_script("return window.foodlyNotReloaded === true"), "the page reloaded"


def test_item_11_a_customer_who_runs_a_kitchen_keeps_the_customer_tabs(browser, server):
    set_viewport(browser, 390, 844)
    open_as(browser, server, login(server, "kitchen@foodly.test"), "/")
    tabs = {}
    for path in ("/", "/profile", "/kitchen", "/kitchen/menu", "/cart", "/orders"):
        browser.get(server.url + path)
        wait_ready(browser)
        tabs[path] = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "nav[aria-label='Main'] a")]
    assert all(bar == ["Home", "Search", "Orders", "Diary", "Profile"] for bar in tabs.values()), tabs
    browser.get(server.url + "/profile")
    navigate(browser, browser.find_element(By.ID, "kitchen-link"))
    assert browser.current_url == server.url + "/kitchen"
    shot(browser, "kitchen-390")
    browser.get(server.url + "/")
    assert browser.find_element(By.ID, "work-screen").get_attribute("href").endswith("/kitchen")


def test_item_13_the_kitchen_uses_a_laptops_width(browser, server):
    set_viewport(browser, 1280, 800)
    open_as(browser, server, login(server, "kitchen@foodly.test"), "/kitchen")
    wait_ready(browser)
    for path in ("/kitchen", "/kitchen/menu", "/kitchen/hours", "/kitchen/numbers", "/kitchen/staff"):
        browser.get(server.url + path)
        wait_ready(browser)
        width = browser.execute_script("return document.querySelector('main').getBoundingClientRect().width")
        assert width > 1000, f"{path}: main is {width}px wide at 1280"
        assert not browser.execute_script("return document.documentElement.scrollWidth > window.innerWidth"), path
        shot(browser, path.strip("/").replace("/", "-") + "-1280")
    browser.get(server.url + "/kitchen")
    side = browser.find_element(By.ID, "menu-link").rect
    orders = browser.find_element(By.ID, "kitchen-orders").rect
    assert side["x"] > orders["x"] + orders["width"] - 1, "the links and the menu sit beside the orders"


def test_item_7_fits_my_day_says_the_cart_is_counted(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Cart Counted")
    api(server, "PATCH", "/api/v1/me", {"dailyKcalTarget": 1500}, token=token)
    api(server, "POST", "/api/v1/diary/entries", {"name": "Breakfast", "kcal": 1000}, token=token)
    greenhouse = restaurant(server, ALWAYS_OPEN["name"])
    open_as(browser, server, token, "/")
    assert browser.find_element(By.ID, "kcal-left").text == "500 kcal left today."
    dish = dishes(greenhouse)[0]
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 1}, token=token)
    browser.get(server.url + "/")
    cart = round(api(server, "GET", "/api/v1/cart", token=token)["nutrition"]["kcal"])
    line = browser.find_element(By.ID, "kcal-left").text
    assert line == (f"With your cart ({cart:,} kcal): {500 - cart:,} kcal left today." if cart < 500
                    else f"With your cart ({cart:,} kcal) you reach today's 1,500 kcal target."), line
    shot(browser, "home-with-cart")
    browser.get(server.url + "/diary")
    assert "500 kcal left today" in browser.find_element(By.ID, "main").text, "the diary counts what was eaten"


def test_item_6_a_house_number_the_finder_lacks_is_placed_between_its_neighbours(browser, server):
    """Without JavaScript (Find, then a link), and with it (the suggestions as you type)."""
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Number Lacking")
    open_as(browser, server, token, "/login")
    scripts(browser, False)
    browser.get(server.url + "/profile/addresses/new")
    browser.find_element(By.ID, "field-address-search").send_keys("2000 Mission St")
    navigate(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Find']"))
    first = browser.find_elements(By.CSS_SELECTOR, "#address-matches a.suggestion")[0]
    assert first.find_element(By.TAG_NAME, "strong").text == "2000 Mission St"
    assert "approximate position" in first.text
    shot(browser, "1-found-without-js")
    navigate(browser, first)
    assert browser.find_element(By.ID, "field-address-line1").get_attribute("value") == "2000 Mission St"
    assert "approximate" in browser.find_element(By.ID, "address-search-status").text
    latitude = float(browser.find_element(By.NAME, "address.latitude").get_attribute("value"))
    assert 37.7650 < latitude < 37.7658, "between 1982 and 2002 Mission St"
    navigate(browser, browser.find_element(By.ID, "save-address"))
    saved = api(server, "GET", "/api/v1/me/addresses", token=token)["addresses"]
    assert [s["address"]["line1"] for s in saved] == ["2000 Mission St"]
    scripts(browser, True)

    browser.get(server.url + "/profile/addresses/new")
    wait_ready(browser)
    search = browser.find_element(By.ID, "field-address-search")
    click(browser, search)
    search.send_keys("2000 mission st")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#address-suggestions li[role=option]"))
    option = browser.find_elements(By.CSS_SELECTOR, "#address-suggestions li[role=option]")[0]
    assert "2000 Mission St" in option.text and "approximate position" in option.text
    shot(browser, "2-suggested-with-js")
    click(browser, option)
    assert "approximate" in browser.find_element(By.ID, "address-search-status").text


def test_item_2_an_option_carries_its_allergens_and_the_diets_it_breaks(browser, server):
    """The kitchen ticks them in the options editor (1280x800); the customer sees them on the dish (with a warning
    for an allergen they avoid), in the cart and on the kitchen's ticket."""
    kitchen = login(server, "kitchen@foodly.test")
    greenhouse = restaurant(server, DEMO[0]["name"])
    bowl = next(d for d in dishes(greenhouse) if d["name"] == "Rainbow Buddha Bowl")
    assert "vegan" in bowl["diets"] and "milk" not in bowl["allergens"]
    api(server, "PUT", f"/api/v1/merchant/dishes/{bowl['id']}/options", {"groups": [{
        "name": "Extras", "minChoices": 0, "maxChoices": 2,
        "options": [{"name": "Feta", "priceDelta": 150}, {"name": "Avocado", "priceDelta": 200}]}]}, token=kitchen)

    set_viewport(browser, 1280, 800)
    open_as(browser, server, kitchen, f"/kitchen/menu/dishes/{bowl['id']}/options")
    wait_ready(browser)
    feta = browser.find_element(By.ID, "group-0-option-0")
    feta.find_element(By.XPATH, ".//summary[normalize-space()='Allergens and diets it changes']").click()
    click(browser, feta.find_element(By.CSS_SELECTOR, "input[name='groups[0].options[0].allergens.milk']"))
    for diet in ("vegan", "dairy_free"):
        click(browser, feta.find_element(By.CSS_SELECTOR, f"input[name='groups[0].options[0].unsuitableFor.{diet}']"))
    shot(browser, "1-editor-1280")
    submit(browser, browser.find_element(By.ID, "save-options"))
    saved = api(server, "GET", f"/api/v1/merchant/dishes/{bowl['id']}/options", token=kitchen)["groups"][0]["options"]
    assert [(o["name"], o["allergens"], o["unsuitableFor"]) for o in saved] == [
        ("Feta", ["milk"], ["vegan", "dairy_free"]), ("Avocado", [], [])]

    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Milk Free")
    api(server, "PATCH", "/api/v1/me", {"avoidAllergens": ["milk"]}, token=token)
    open_as(browser, server, token, f"/dishes/{bowl['id']}")
    wait_ready(browser)
    choice = browser.find_element(By.XPATH, "//label[contains(@class,'option-choice')][.//span[.='Feta']]")
    assert "adds milk" in choice.text and "not vegan" in choice.text and "You avoid it" in choice.text
    assert "Milk with Feta" in browser.find_element(By.ID, "option-allergens").text
    assert "Not vegan with Feta." in browser.find_element(By.ID, "diet-exceptions").text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", choice)
    shot(browser, "2-dish-390")
    click(browser, choice.find_element(By.TAG_NAME, "input"))
    submit(browser, browser.find_element(By.XPATH, "//form[@id='options']//button[normalize-space()='Add to cart']"))
    browser.get(server.url + "/cart")
    assert "Adds milk" in browser.find_element(By.ID, "cart-lines").text
    shot(browser, "3-cart-390")
    api(server, "PUT", "/api/v1/cart/address", {"line1": "600 Valencia St", "city": "San Francisco",
                                                "latitude": 37.7599, "longitude": -122.4148}, token=token)
    order = api(server, "POST", "/api/v1/orders", {}, token=token, headers={"Idempotency-Key": "round-two-feta"})
    set_viewport(browser, 1280, 800)
    open_as(browser, server, kitchen, "/kitchen")
    wait_ready(browser)
    assert "Adds milk" in browser.find_element(By.ID, f"order-{order['number']}").text
    api(server, "PUT", f"/api/v1/merchant/dishes/{bowl['id']}/options", {"groups": []}, token=kitchen)


def test_also_expected_a_tip_of_any_amount(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Tip Typed")
    fill_cart(server, token, restaurant(server, ALWAYS_OPEN["name"]))
    open_as(browser, server, token, "/cart")
    wait_ready(browser)
    field = browser.find_element(By.ID, "tip-custom")
    field.send_keys("250")
    in_place(browser, browser.find_element(By.ID, "set-tip"))
    expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
    assert "from $0 to $100" in browser.find_element(By.ID, "tip-error").text
    assert api(server, "GET", "/api/v1/cart", token=token)["pricing"]["tip"] == 0, "nothing changed"
    field = browser.find_element(By.ID, "tip-custom")
    field.clear()
    field.send_keys("3.75")
    in_place(browser, browser.find_element(By.ID, "set-tip"))
    assert api(server, "GET", "/api/v1/cart", token=token)["pricing"]["tip"] == 375
    assert browser.find_element(By.ID, "tip-custom").get_attribute("value") == "3.75"
    assert "$3.75" in browser.find_element(By.CSS_SELECTOR, ".price-table").text
    browser.execute_script("document.getElementById('tip').scrollIntoView({block: 'center', behavior: 'instant'})")
    shot(browser, "custom-tip")


def test_also_expected_how_many_and_a_note_for_the_kitchen_per_dish(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Note Taker")
    detail = restaurant(server, ALWAYS_OPEN["name"])
    plain = [d for d in dishes(detail) if not d["optionGroups"]]
    dish, other = plain[0], plain[1]
    open_as(browser, server, token, f"/dishes/{dish['id']}")
    wait_ready(browser)
    quantity = browser.find_element(By.ID, "dish-quantity")
    assert quantity.get_attribute("value") == "1"
    more = browser.find_element(By.CSS_SELECTOR, "#options button[data-step='1']")
    click(browser, more)
    click(browser, more)
    assert quantity.get_attribute("value") == "3"
    total = browser.find_element(By.CSS_SELECTOR, "[data-options-price]").text
    assert total == "$%d.%02d" % divmod(3 * dish["price"], 100), total
    browser.find_element(By.ID, "dish-note").send_keys("No onions")
    shot(browser, "1-dish-three-with-a-note")
    submit(browser, browser.find_element(By.CSS_SELECTOR, "#options button[type=submit]"))
    assert f"Added 3 × {dish['name']} to your cart." in browser.find_element(By.ID, "added-notice").text
    assert browser.find_element(By.ID, "cartbar-count").text == "3"
    shot(browser, "2-added-notice")

    # Without JavaScript the number field is the picker; the same dish with another note is another line.
    scripts(browser, False)
    browser.get(server.url + f"/dishes/{other['id']}")
    assert not browser.find_element(By.CSS_SELECTOR, "#options button[data-step='1']").is_displayed()
    field = browser.find_element(By.ID, "dish-quantity")
    field.clear()
    field.send_keys("2")
    browser.find_element(By.ID, "dish-note").send_keys("Sauce on the side")
    navigate(browser, browser.find_element(By.CSS_SELECTOR, "#options button[type=submit]"))
    scripts(browser, True)
    lines = api(server, "GET", "/api/v1/cart", token=token)["items"]
    assert [(line["dishId"], line["quantity"], line["note"]) for line in lines] == [
        (dish["id"], 3, "No onions"), (other["id"], 2, "Sauce on the side")]

    # The cart shows each note and changes one in place.
    browser.get(server.url + "/cart")
    wait_ready(browser)
    notes = [n.text for n in browser.find_elements(By.CSS_SELECTOR, "#cart-lines .line-note")]
    assert notes == ["Note: No onions", "Note: Sauce on the side"], notes
    change = browser.find_elements(By.CSS_SELECTOR, "#cart-lines .line-note-edit summary")[0]
    click(browser, change)
    edit = browser.find_element(By.ID, f"note-{lines[0]['lineId']}")
    edit.clear()
    edit.send_keys("No onions, extra lemon")
    shot(browser, "3-cart-changing-a-note")
    in_place(browser, browser.find_elements(By.CSS_SELECTOR, "#cart-lines .line-note-edit button")[0])
    notes = [n.text for n in browser.find_elements(By.CSS_SELECTOR, "#cart-lines .line-note")]
    assert notes == ["Note: No onions, extra lemon", "Note: Sauce on the side"], notes
    shot(browser, "4-cart-with-notes")

    api(server, "PUT", "/api/v1/cart/address", {
        "line1": "600 Valencia St", "city": "San Francisco", "postcode": "94110",
        "latitude": 37.7599, "longitude": -122.4148}, token=token)
    order = api(server, "POST", "/api/v1/orders", {}, token=token, headers={"Idempotency-Key": f"notes-{token[:8]}"})
    open_as(browser, server, token, f"/orders/{order['id']}")
    wait_ready(browser)
    bill = browser.find_element(By.ID, "order-bill").text
    assert "Note: No onions, extra lemon" in bill and "Note: Sauce on the side" in bill, bill

    # The kitchen's ticket (1280x800) shows each dish's note so that it stands out.
    set_viewport(browser, 1280, 800)
    open_as(browser, server, login(server, "kitchen@foodly.test"), "/kitchen")
    wait_ready(browser)
    ticket = browser.find_element(By.ID, f"order-{order['number']}")
    notes = [n.text for n in ticket.find_elements(By.CSS_SELECTOR, ".line-note")]
    assert notes == ["Note: No onions, extra lemon", "Note: Sauce on the side"], notes
    weight = browser.execute_script("return getComputedStyle(arguments[0]).fontWeight",
                                    ticket.find_element(By.CSS_SELECTOR, ".line-note"))
    assert int(weight) >= 600
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", ticket)
    shot(browser, "5-kitchen-notes-1280")
