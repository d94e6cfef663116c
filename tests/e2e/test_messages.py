"""Messages both ways on a customer's and a courier's phone (390x844): once a courier takes the order, the customer
writes from the order page, the courier reads it on the delivery card and answers, and the customer's page shows
the answer and "Read" under their own message without being reloaded by hand."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from conftest import WebDriverWait, accept_offer, open_as, set_viewport, shot, type_into


def send(driver, number: int, text: str) -> None:
    """Writes `text` in order `number`'s message field and presses Send."""
    type_into(driver, f"#chat-text-{number}", text)
    button = driver.find_element(By.CSS_SELECTOR, f"#chat-{number} form button[type=submit]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
    button.click()


def show_chat(driver, number: int) -> None:
    driver.execute_script("document.getElementById(arguments[0]).scrollIntoView({block: 'end', behavior: 'instant'})",
                          f"chat-{number}")


def log_text(driver, number: int) -> str:
    return driver.find_element(By.ID, f"chat-log-{number}").text


def test_the_customer_and_the_courier_write_to_each_other(browser, second_browser, server):
    from test_board import place
    from test_diary import staffed_restaurant

    for driver in (browser, second_browser):
        set_viewport(driver, 390, 844)
    restaurant, _, cara = staffed_restaurant(server, "chat", "Chat Kitchen", "Cara Chat", "(415) 555-0196")
    order, customer = place(server, restaurant, "chat")
    number = order["number"]
    accept_offer(server, cara, order["id"])

    open_as(browser, server, customer, f"/orders/{order['id']}")
    assert "Messages with Cara" in browser.find_element(By.ID, f"chat-{number}").text
    send(browser, number, "The gate code is 4412.")
    WebDriverWait(browser, 10).until(lambda d: "The gate code is 4412." in log_text(d, number))
    assert "You" in log_text(browser, number) and "Read" not in log_text(browser, number)

    open_as(second_browser, server, cara, "/courier")
    card = second_browser.find_element(By.ID, f"chat-{number}")
    assert "The gate code is 4412." in card.text and "Messages with chat" in card.text
    send(second_browser, number, "Thanks, at the gate in 5 minutes.")
    WebDriverWait(second_browser, 10).until(lambda d: "at the gate in 5 minutes" in log_text(d, number))
    show_chat(second_browser, number)
    shot(second_browser, "courier-answers")

    # The customer's page hears both on the order's event stream: the answer, and that their message was read.
    WebDriverWait(browser, 15).until(lambda d: "at the gate in 5 minutes" in log_text(d, number))
    WebDriverWait(browser, 15).until(lambda d: "Read" in log_text(d, number))
    show_chat(browser, number)
    shot(browser, "customer-reads-the-answer")
