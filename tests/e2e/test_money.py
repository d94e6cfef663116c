"""Money: an operator opens a delivered order's console page, refunds part of it with a reason and sees it in the
order's money and ledger; a second refund past what is left is refused under the amount field; the customer's order
page says what came back. At 1280x800 and 390x844 (nothing wider than the screen). And the race of the issue on
PostgreSQL with two processes: two `foodly serve` on one database, two operators refunding 60% of one order's total
at once, one through each process: one succeeds, the other is refused, and the ledger adds up."""

import os
import threading

from selenium.webdriver.common.by import By

from cluster import Client, Process, fill_cart, foodly, fresh_database, kitchen_restaurant, login as cluster_login, plain_dish
from cluster import register as cluster_register, sql
from conftest import deliver, accept_offer, api, expect_console_errors, login, open_as, register_via_api, set_viewport, shot
from test_diary import staffed_restaurant
from test_first_use import LAYOUT_PROBLEMS
from test_ordering import submit, wait_ready


def staffed(server, label, courier_name):
    """A demo restaurant open all day with a new kitchen account and a new courier at its door: (its page, the
    kitchen's token, the courier's token, the courier's name)."""
    return (*staffed_restaurant(server, label, "Mo Kitchen", courier_name, "(415) 555-0181"), courier_name)


def placed_order(server, staff, key):
    """A new customer's order at the `staffed` restaurant, brought by its courier: (order, the customer's token)."""
    restaurant, _, courier, courier_name = staff
    _, _, customer = register_via_api(server, "Rhea Refund")
    api(server, "PATCH", "/api/v1/me", {"phone": "(415) 555-0182", "address": {
        "line1": "2 Refund Row", "city": "San Francisco", "latitude": restaurant["latitude"] + 0.003,
        "longitude": restaurant["longitude"]}}, token=customer)
    dish = plain_dish(restaurant)
    api(server, "POST", "/api/v1/cart/items", {"dishId": dish["id"], "quantity": 2}, token=customer)
    order = api(server, "POST", "/api/v1/orders", {}, token=customer,
                headers={"Idempotency-Key": f"money-{key}-{os.getpid()}"})
    order = accept_offer(server, courier, order["id"])
    assert order["courier"]["name"] == courier_name, order["courier"]
    return order, customer


def delivered_order(server, staff, key):
    """A customer's order at the `staffed` restaurant, cooked by its kitchen and delivered by its courier: (order,
    the customer's token)."""
    order, customer = placed_order(server, staff, key)
    _, kitchen, courier, _ = staff
    for action in ("accept", "preparing", "ready"):
        api(server, "POST", f"/api/v1/kitchen/orders/{order['id']}/{action}", {}, token=kitchen)
    deliver(server, courier, order["id"], customer)
    return order, customer


def dollars(cents):
    return f"${cents / 100:,.2f}"


def refund(driver, amount, reason, bearer=None):
    """Fills the refund form (who bears it when `bearer` names the choice) and sends it (a plain post: the page
    comes back)."""
    field = driver.find_element(By.ID, "field-amount")
    field.clear()
    field.send_keys(amount)
    box = driver.find_element(By.ID, "refund-reason")
    box.clear()
    box.send_keys(reason)
    if bearer:
        choice = driver.find_element(By.XPATH, f'//form[@action[contains(., "/refunds")]]//label[span[text()="{bearer}"]]')
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", choice)
        choice.click()
    submit(driver, driver.find_element(By.ID, "refund-submit"))


def restaurant_share(driver):
    """The restaurant's row of "Where the money goes", in cents."""
    row = next(r for r in driver.find_elements(By.CSS_SELECTOR, "#money-shares tbody tr")
               if "food less commission" in r.text)
    amount = row.find_element(By.TAG_NAME, "td").text
    return round(float(amount.replace("$", "").replace(",", "")) * 100)


def test_an_operator_refunds_part_of_a_delivered_order_and_cannot_refund_past_the_rest(browser, server):
    admin = login(server, "admin@foodly.test")
    staff = staffed(server, "money", "Mia Money")
    for width, height in ((1280, 800), (390, 844)):
        set_viewport(browser, width, height)
        order, customer = delivered_order(server, staff, f"{width}")
        total = order["pricing"]["total"]
        open_as(browser, server, admin, f"/admin/orders/{order['id']}")
        wait_ready(browser)
        assert f"Order #{order['number']}" in browser.find_element(By.TAG_NAME, "h1").text
        assert browser.find_element(By.ID, "order-status-badge").text == "Delivered"
        assert "Rhea Refund" in browser.find_element(By.ID, "order-customer").text
        assert "Mia Money" in browser.find_element(By.ID, "order-courier").text
        assert browser.find_element(By.ID, "money-charged").text == dollars(total)
        assert browser.find_element(By.ID, "money-refunded").text == "$0.00"
        assert not browser.find_elements(By.ID, "cancel"), "a delivered order cannot be cancelled"
        assert not browser.execute_script(LAYOUT_PROBLEMS)
        shot(browser, f"{width}-1-delivered-order")

        # Part of it back, with a reason, borne by the restaurant: the page says so, the money and the ledger show it,
        # and it comes off what the restaurant is owed.
        part = total // 2
        owed = restaurant_share(browser)
        refund(browser, f"{part / 100:.2f}", "Cold when it arrived", bearer="The restaurant")
        assert browser.current_url.endswith(f"/admin/orders/{order['id']}?done=refunded#order-money")
        assert browser.find_element(By.ID, "order-notice").text == "Refund recorded."
        assert browser.find_element(By.ID, "money-refunded").text == dollars(part)
        assert browser.find_element(By.ID, "money-remaining").text == dollars(total - part)
        ledger = browser.find_element(By.ID, "ledger").text
        assert "Cold when it arrived" in ledger and f"-{dollars(part)}" in ledger
        assert restaurant_share(browser) == owed - part
        assert "Courier: pay and tips" in browser.find_element(By.ID, "money-shares").text
        assert not browser.execute_script(LAYOUT_PROBLEMS)
        browser.execute_script(
            "document.getElementById('money-shares').scrollIntoView({block: 'start', behavior: 'instant'})")
        shot(browser, f"{width}-2-refunded")

        # More than is left: refused under the amount field, what was typed kept, nothing written.
        refund(browser, f"{total / 100:.2f}", "And the rest twice")
        expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
        error = browser.find_element(By.ID, "field-amount-error").text
        assert error == f"At most {dollars(total - part)} is left to refund on this order."
        assert browser.find_element(By.ID, "field-amount").get_attribute("aria-invalid") == "true"
        assert browser.find_element(By.ID, "refund-reason").get_attribute("value") == "And the rest twice"
        browser.execute_script(
            "document.getElementById('refund').scrollIntoView({block: 'start', behavior: 'instant'})")
        shot(browser, f"{width}-3-refund-past-the-rest-refused")
        money = api(server, "GET", f"/api/v1/admin/orders/{order['id']}", token=admin)["money"]
        assert money["refunded"] == part and money["charged"] == money["refunded"] + money["remaining"]

        # The customer's order says what came back.
        open_as(browser, server, customer, f"/orders/{order['id']}")
        wait_ready(browser)
        assert browser.find_element(By.ID, "order-refunded").text == f"Refunded {dollars(part)}"
        browser.execute_script(
            "document.getElementById('order-bill').scrollIntoView({block: 'start', behavior: 'instant'})")
        shot(browser, f"{width}-4-customer-sees-the-refund")

    # Its courier goes off duty: the shared server's later tests expect their own couriers at this door.
    api(server, "PUT", "/api/v1/courier/availability", {"available": False}, token=staff[2])


def test_two_processes_refunding_one_order_at_once_on_postgres(tmp_path):
    """Two `foodly serve` processes on one PostgreSQL database; for each of five orders, two operators refund 60%
    of its total at the same moment, one through each process: one 201, one 409 `refund_exceeds_charge`, and the
    ledger in the database adds up."""
    database = fresh_database()
    seeded = foodly("seed", "--db", database)
    assert seeded.returncode == 0, seeded.stderr
    processes = [Process(database, tmp_path / f"foodly-{index}.log") for index in (1, 2)]
    try:
        first, second = (p.port for p in processes)
        restaurant = kitchen_restaurant(first)
        operators = [Client(port, cluster_login(port, "admin@foodly.test")) for port in (first, second)]
        for round_ in range(5):
            customer = cluster_register(first, f"Rae Racer{round_}")
            fill_cart(first, customer, restaurant)
            order = Client(first, customer).ok("POST", "/api/v1/orders", {}, {"Idempotency-Key": f"race-{round_}"})
            share = (order["pricing"]["total"] * 60 + 99) // 100
            barrier = threading.Barrier(2)
            replies = [None, None]

            def send(index):
                barrier.wait()
                status, body, _ = operators[index].send(
                    "POST", f"/api/v1/admin/orders/{order['id']}/refunds",
                    {"amount": share, "reason": f"operator {index}"})
                replies[index] = (status, (body or {}).get("code"))

            threads = [threading.Thread(target=send, args=(i,)) for i in (0, 1)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert sorted(status for status, _ in replies) == [201, 409], replies
            assert [code for status, code in replies if status == 409] == ["refund_exceeds_charge"], replies
            charged, refunded, refunds = sql(database, f"""
                SELECT SUM(amount) FILTER (WHERE event = 'placed'), SUM(amount) FILTER (WHERE event = 'refund'),
                    COUNT(*) FILTER (WHERE event = 'refund') FROM ledger_entries WHERE order_id = '{order['id']}'
                """).split("|")
            assert int(charged) == order["pricing"]["total"] and int(refunded) == share and refunds == "1"
            money = operators[1].ok("GET", f"/api/v1/admin/orders/{order['id']}")["money"]
            assert money["charged"] == money["refunded"] + money["remaining"]
        audited = sql(database, "SELECT COUNT(*) FROM audit_log WHERE action = 'order.refund'")
        assert audited == "5"
    finally:
        for process in processes:
            process.stop()
