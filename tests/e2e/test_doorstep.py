"""At the door, on a customer's and a courier's phone (390x844), on a server that sends its mail to an SMTP sink:
an order the customer asked at checkout to be left at the door is delivered with a photo from the courier's camera
input (no code), which the customer then sees on their order; a customer who does not answer sees that the courier
is at the door, and after the 10-minute wait the courier ends the delivery as not delivered, which the order page
and a mail explain."""

from __future__ import annotations

import base64
import contextlib
import datetime
import sqlite3
import uuid

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By

from cluster import fill_cart, kitchen_restaurant
from conftest import WebDriverWait, accept_offer, api, login, open_as, set_viewport, shot, type_into
from test_mail import mail_server, smtp_sink  # noqa: F401 (pytest fixtures)


def customer(server) -> tuple[str, str]:
    """A new customer: (their token, their address)."""
    address = f"door-{uuid.uuid4().hex[:8]}@example.com"
    token = api(server, "POST", "/api/v1/users",
                {"fullName": "Dora Door", "email": address, "password": "abcdef1!"})["token"]
    return token, address


def carried(server, courier: str, order_id: str) -> None:
    """Has the courier take order `order_id`, the demo kitchen cook it, and the courier pick it up."""
    accept_offer(server, courier, order_id)
    kitchen = login(server, "kitchen@foodly.test")
    for action in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{order_id}/{action}", {}, token=kitchen)
    api(server, "POST", f"/api/v1/courier/deliveries/{order_id}/pickup", {}, token=courier)


def press(driver, selector: str) -> None:
    """Scrolls the button `selector` to the middle of the screen (clear of the tab bar) and presses it; the courier's
    deliveries redraw every 4 s, so a button gone stale on the way is found again."""
    for attempt in range(5):
        try:
            button = driver.find_element(By.CSS_SELECTOR, selector)
            driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
            button.click()
            return
        except StaleElementReferenceException:
            if attempt == 4:
                raise


def camera_photo(driver, folder) -> str:
    """A JPEG drawn in the browser (what a phone's camera would hand the file input): its path."""
    data = driver.execute_script("""
        const canvas = document.createElement('canvas');
        canvas.width = 640; canvas.height = 480;
        const context = canvas.getContext('2d');
        context.fillStyle = '#7a4b2a'; context.fillRect(0, 0, 640, 480);
        context.fillStyle = '#f4e3c1'; context.fillRect(200, 160, 240, 200);
        return canvas.toDataURL('image/jpeg', 0.9);""")
    path = folder / "door.jpg"
    path.write_bytes(base64.b64decode(data.split(",", 1)[1]))
    return str(path)


def test_a_bag_left_at_the_door_and_a_door_nobody_opens(browser, second_browser, mail_server, smtp_sink,
                                                        tmp_path):
    server = mail_server
    for driver in (browser, second_browser):
        set_viewport(driver, 390, 844)
    port = int(server.url.rsplit(":", 1)[1])
    restaurant = kitchen_restaurant(port)
    courier = login(server, "courier@foodly.test")

    # The customer asks at checkout for the bag to be left at the door.
    dora, _ = customer(server)
    fill_cart(port, dora, restaurant)
    open_as(browser, server, dora, "/checkout")
    choice = browser.find_element(By.ID, "leave-at-door")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", choice)
    choice.click()
    assert choice.is_selected()
    shot(browser, "checkout-leave-at-door")
    place = browser.find_element(By.ID, "place-order")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", place)
    place.click()
    WebDriverWait(browser, 15).until(lambda d: "/orders/" in d.current_url and "placed=1" in d.current_url)
    order_id = browser.current_url.split("/orders/", 1)[1].split("?", 1)[0]
    assert "left at your door" in browser.find_element(By.ID, "leave-at-door").text
    assert not browser.find_elements(By.ID, "handover-code")
    number = api(server, "GET", f"/api/v1/orders/{order_id}", token=dora)["number"]

    # The courier leaves it and takes a photo with the phone's camera: no code is asked.
    carried(server, courier, order_id)
    open_as(second_browser, server, courier, "/courier")
    card = second_browser.find_element(By.ID, f"delivery-{number}")
    assert "Leave at the door" in card.text
    assert not card.find_elements(By.NAME, "code")
    assert card.find_element(By.ID, f"door-photo-{number}").get_attribute("capture") == "environment"
    type_into(second_browser, f"#door-photo-{number}", camera_photo(second_browser, tmp_path))
    shot(second_browser, "courier-door-photo")
    delivered = second_browser.find_element(
        By.CSS_SELECTOR, f"#delivery-{number} form[action$='/door-photo'] button[type=submit]")
    second_browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", delivered)
    delivered.click()
    WebDriverWait(second_browser, 15).until(lambda d: not d.find_elements(By.ID, f"delivery-{number}"))

    browser.get(f"{server.url}/orders/{order_id}")
    image = WebDriverWait(browser, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "#door-photo img"))
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return arguments[0].naturalWidth", image) > 0)
    assert browser.execute_script("return arguments[0].naturalWidth", image) == 640
    assert "Delivered" in browser.find_element(By.ID, "status-title").text
    shot(browser, "customer-sees-the-door-photo")

    # Nobody answers the next door: the customer's page says the courier is there; after the wait, not delivered.
    nemo, address = customer(server)
    fill_cart(port, nemo, restaurant)
    second = api(server, "POST", "/api/v1/orders", {}, token=nemo, headers={"Idempotency-Key": uuid.uuid4().hex})
    carried(server, courier, second["id"])
    second_browser.get(f"{server.url}/courier")
    press(second_browser, f"#door-{second['number']} form[action$='/not-answering'] button")
    WebDriverWait(second_browser, 10).until(
        lambda d: "Nobody answered once" in d.find_element(By.ID, f"door-{second['number']}").text)
    assert "you may give up in 10 min" in second_browser.find_element(By.ID, f"door-{second['number']}").text
    shot(second_browser, "courier-waits-at-the-door")
    open_as(browser, server, nemo, f"/orders/{second['id']}")
    assert "Your courier is at your door" in browser.find_element(By.ID, "courier-at-door").text
    shot(browser, "customer-told-the-courier-is-at-the-door")

    # Ten minutes later (the wait moved back in the database), the courier gives up.
    before = (datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(minutes=11))
    with contextlib.closing(sqlite3.connect(server.database, timeout=10)) as connection:
        connection.execute("UPDATE orders SET unanswered_since = ? WHERE id = ?",
                           (before.strftime("%Y-%m-%dT%H:%M:%S.000Z"), second["id"]))
        connection.commit()
    second_browser.get(f"{server.url}/courier")
    press(second_browser, f"#door-{second['number']} form[action$='/give-up'] button")
    WebDriverWait(second_browser, 15).until(lambda d: not d.find_elements(By.ID, f"delivery-{second['number']}"))
    browser.get(f"{server.url}/orders/{second['id']}")
    told = browser.find_element(By.ID, "not-delivered").text
    assert "could not reach you" in told and "you pay nothing for it" in told, told
    assert browser.find_element(By.ID, "status-title").text == "Not delivered"
    assert browser.find_element(By.CSS_SELECTOR, ".order-ended").text == "Nobody answered the door."
    shot(browser, "customer-reads-not-delivered")
    mail = smtp_sink.next(address, f"Your Foodly order #{second['number']} could not be delivered")
    assert "nobody answered" in mail.get_content()
