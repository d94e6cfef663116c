"""Sorting at 390x844: Home's "Sort by" chips list the restaurants fastest first or with the lowest delivery fee
first (what each card says agrees), a category keeps the order, and the Search tab's Order offers the same."""

import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import WebDriverWait, set_viewport, shot, sign_in
from test_ordering import submit, wait_ready


def card_facts(driver):
    """Each listed restaurant's (latest minutes, fee in cents), as its card on Home says them."""
    facts = []
    for meta in driver.find_elements(By.CSS_SELECTOR, "#popular ~ ul a.restaurant-card .card-meta"):
        text = meta.text
        minutes = re.search(r"(\d+)–(\d+) min", text)
        fee = re.search(r"\$(\d+)\.(\d\d) delivery", text)
        if minutes:
            facts.append((int(minutes.group(2)), int(fee.group(1)) * 100 + int(fee.group(2)) if fee else 0))
    return facts


def test_home_sorts_by_delivery_time_and_fee_and_search_offers_it(browser, server):
    set_viewport(browser, 390, 844)
    sign_in(browser, server, "Sara Sort")
    browser.get(server.url + "/")
    wait_ready(browser)
    submit(browser, browser.find_element(By.ID, "sort-time"))
    assert browser.current_url.endswith("/?sort=time#sort")
    assert browser.find_element(By.ID, "popular").text == "Fastest delivery to you"
    assert browser.find_element(By.ID, "sort-time").get_attribute("aria-current") == "page"
    times = [minutes for minutes, _ in card_facts(browser)]
    assert len(times) > 3 and times == sorted(times), times
    shot(browser, "1-home-fastest")

    submit(browser, browser.find_element(By.ID, "sort-fee"))
    fees = [fee for _, fee in card_facts(browser)]
    assert len(fees) > 3 and fees == sorted(fees), fees
    category = browser.find_elements(By.CSS_SELECTOR, ".category-chips a.chip")[1]
    submit(browser, category)
    assert "sort=fee" in browser.current_url, "a category keeps the order"
    shot(browser, "2-home-lowest-fee-in-a-category")

    browser.get(server.url + "/search?q=bowl")
    wait_ready(browser)
    Select(browser.find_element(By.ID, "search-sort")).select_by_visible_text("Fastest delivery")
    browser.find_element(By.CSS_SELECTOR, "button.search-submit").click()
    WebDriverWait(browser, 10).until(lambda d: "sort=time" in d.current_url)
    wait_ready(browser)
    assert Select(browser.find_element(By.ID, "search-sort")).first_selected_option.text == "Fastest delivery"
    shot(browser, "3-search-fastest")
