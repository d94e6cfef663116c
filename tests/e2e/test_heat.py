"""How hot a dish is, as a customer meets it at 390x844: one chilli per level beside its price on the menu, named
in words for screen readers, and the Search tab's Heat filter, which keeps its choice and lets no spicy dish
through."""

from selenium.webdriver.common.by import By

from conftest import api, open_as, register_via_api, set_viewport, shot


def test_menus_show_the_heat_and_search_keeps_to_dishes_that_are_not_spicy(browser, server):
    _, _, token = register_via_api(server, "Hana Heat")
    found = api(server, "GET", "/api/v1/search?q=spicy%20pork%20bowl", token=token)
    pork = found["dishes"][0]
    assert pork["dish"]["spicyLevel"] == 3
    set_viewport(browser, 390, 844)

    open_as(browser, server, token, f"/restaurants/{pork['restaurant']['id']}")
    heat = browser.find_element(By.CSS_SELECTOR, f"#dish-{pork['dish']['id']} .heat")
    assert heat.get_attribute("title") == "Hot"
    assert len(heat.find_elements(By.CSS_SELECTOR, "svg")) == 3
    assert heat.find_element(By.CSS_SELECTOR, ".visually-hidden").get_attribute("textContent") == "Hot"
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", heat)
    shot(browser, "menu-chillies")

    open_as(browser, server, token, "/search?q=curry&maxSpicy=0")
    chosen = browser.find_element(By.CSS_SELECTOR, "select[name=maxSpicy] option:checked")
    assert chosen.text == "Not spicy"
    results = browser.find_elements(By.CSS_SELECTOR, "#search-results .heat")
    assert results == [], "no dish with a chilli gets through Not spicy"
    every = api(server, "GET", "/api/v1/search?q=curry", token=token)["dishes"]
    calm = api(server, "GET", "/api/v1/search?q=curry&maxSpicy=0", token=token)["dishes"]
    assert any(d["dish"]["spicyLevel"] > 0 for d in every) and all(d["dish"]["spicyLevel"] == 0 for d in calm)
    shot(browser, "search-not-spicy")
