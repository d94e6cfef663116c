"""Help with a delivered order at 390x844, and the operator's console at 1280x800: the customer of a delivered order
reports a missing item from the order page with a photo (an empty report refused under its field first), the
operator finds it in the console's Issues, sees the photo, opens the order and answers with a refund borne by the
restaurant, and the customer's order page shows the refund and the answer. Screenshots of each screen."""

import uuid

from selenium.webdriver.common.by import By

from cluster import fill_cart, kitchen_restaurant
from conftest import WebDriverWait, accept_offer, api, deliver, login, open_as, set_viewport, shot, type_into
from test_checkout import no_overflow
from test_doorstep import camera_photo
from test_ordering import click, submit, wait_ready


def test_a_missing_item_is_reported_and_refunded_to_the_restaurant_s_account(browser, second_browser, server,
                                                                             tmp_path):
    set_viewport(browser, 390, 844)
    set_viewport(second_browser, 1280, 800)
    port = int(server.url.rsplit(":", 1)[1])
    restaurant = kitchen_restaurant(port)
    courier = login(server, "courier@foodly.test")
    kitchen = login(server, "kitchen@foodly.test")
    admin = login(server, "admin@foodly.test")
    email = f"ivy-{uuid.uuid4().hex[:8]}@example.com"
    ivy = api(server, "POST", "/api/v1/users", {"fullName": "Ivy Issue", "email": email, "password": "abcdef1!"})["token"]
    fill_cart(port, ivy, restaurant)
    order = api(server, "POST", "/api/v1/orders", {}, token=ivy, headers={"Idempotency-Key": uuid.uuid4().hex})
    accept_offer(server, courier, order["id"])
    for action in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{order['id']}/{action}", {}, token=kitchen)
    deliver(server, courier, order["id"], ivy)

    open_as(browser, server, ivy, f"/orders/{order['id']}")
    wait_ready(browser)
    section = browser.find_element(By.ID, "order-issues")
    assert "Something wrong?" in section.text
    submit(browser, browser.find_element(By.ID, "issue-submit"))
    assert browser.find_element(By.ID, "field-details-error").text, "an empty report is refused under its field"
    click(browser, browser.find_element(By.ID, "issue-kind-missing_item"))
    type_into(browser, "#field-details", "The lentil salad was not in the bag.")
    browser.find_element(By.ID, "issue-photo").send_keys(camera_photo(browser, tmp_path))
    submit(browser, browser.find_element(By.ID, "issue-submit"))
    WebDriverWait(browser, 10).until(lambda d: "Foodly support will answer you" in d.find_element(
        By.ID, "order-issues").text)
    assert browser.find_element(By.CSS_SELECTOR, "#order-issues .issue-photo img").get_attribute("naturalWidth") != "0"
    no_overflow(browser, "order with an issue")
    browser.execute_script("document.getElementById('order-issues').scrollIntoView({block: 'start'})")
    shot(browser, "1-issue-reported")

    open_as(second_browser, server, admin, "/admin/issues")
    row = WebDriverWait(second_browser, 10).until(lambda d: d.find_element(
        By.XPATH, f"//table[@id='issues-open']//a[normalize-space()='#{order['number']}']"))
    shot(second_browser, "2-console-issues")
    submit(second_browser, row)
    assert second_browser.find_element(By.CSS_SELECTOR, "#issues .issue-photo img").get_attribute("naturalWidth") != "0"
    form = second_browser.find_element(By.CSS_SELECTOR, "#issues form")
    form.find_element(By.NAME, "refund").send_keys("3.50")
    form.find_element(By.NAME, "answer").send_keys("Sorry: the salad is refunded to you.")
    shot(second_browser, "3-console-answer")
    submit(second_browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert "Answered" in second_browser.find_element(By.ID, "order-notice").text
    assert "Refunded $3.50" in second_browser.find_element(By.ID, "issues").text
    shot(second_browser, "4-console-answered")

    browser.refresh()
    wait_ready(browser)
    answered = browser.find_element(By.ID, "order-issues").text
    assert "Refunded $3.50." in answered and "Sorry: the salad is refunded to you." in answered
    browser.execute_script("document.getElementById('order-issues').scrollIntoView({block: 'start'})")
    shot(browser, "5-issue-refunded")
    issues = api(server, "GET", f"/api/v1/orders/{order['id']}/issues", token=ivy)["items"]
    assert [(i["state"], i["refunded"], i["bearer"]) for i in issues] == [("refunded", 350, "restaurant")]
