"""A personal daily target on the Profile page at 390x844: easy to skip, worked out from the body when asked, kind
when a value cannot be used, shown again with why, overridden by a typed number, forgotten on request, and gone
when calories are hidden; with and without JavaScript."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import WebDriverWait, api, expect_console_errors, open_as, register_via_api, set_viewport, shot
from test_first_use import LAYOUT_PROBLEMS, navigate, scripts, tap


def fill(driver, values):
    for name, value in values.items():
        field = driver.find_element(By.ID, "field-" + name)
        field.clear()
        field.send_keys(value)


def choose(driver, name, value):
    tap(driver, driver.find_element(By.CSS_SELECTOR, f"input[name='{name}'][value='{value}']"))


def test_a_target_is_worked_out_from_the_body_and_can_be_forgotten(browser, server):
    set_viewport(browser, 390, 844)
    _, _, token = register_via_api(server, "Grace Hopper")
    for enabled in (False, True):
        scripts(browser, enabled)
        open_as(browser, server, token, "/profile")
        section = browser.find_element(By.ID, "target")
        assert "Optional" in section.text and "skip" in section.text
        assert not browser.find_element(By.ID, "field-age").is_displayed(), "the form waits behind a button"
        tap(browser, section.find_element(By.CSS_SELECTOR, "summary"))
        choose(browser, "goal", "lose")
        choose(browser, "paceKgPerWeek", "0.5")
        choose(browser, "sex", "female")
        fill(browser, {"age": "34", "heightCm": "168", "weightKg": "72,5", "goalWeightKg": "40"})
        Select(browser.find_element(By.ID, "field-activity")).select_by_value("light")
        navigate(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Work out my target']"))
        expect_console_errors(browser)  # a refusal the page explains answers 200: nothing logged
        # A goal weight below a healthy one is refused kindly, with the form open and the values kept.
        summary = browser.find_element(By.ID, "error-summary").text
        assert "Weight I aim for: For your height a healthy weight starts at 52.3 kg" in summary, summary
        assert browser.find_element(By.ID, "field-weightKg").get_attribute("value") == "72,5"
        assert api(server, "GET", "/api/v1/me/body-profile", token=token)["profile"] is None
        # The answer opens at the target section (the page scrolls there smoothly), its summary in view.
        WebDriverWait(browser, 5).until(lambda d: d.execute_script(
            "const r = document.getElementById('error-summary').getBoundingClientRect();"
            "return r.top >= 0 && r.bottom <= window.innerHeight"))
        if enabled:
            shot(browser, "1-goal-weight-refused")
        fill(browser, {"goalWeightKg": "64"})
        navigate(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Work out my target']"))
        result = browser.find_element(By.ID, "target-result").text
        # (10 × 72.5 + 6.25 × 168 − 5 × 34 − 161) × 1.375 − 550 ≈ 1,436 → 1,440 kcal; 1.2 g × 72.5 kg ≈ 87 g protein.
        assert result == "1,440 kcal and 87 g protein a day", result
        assert "losing 0.5 kg a week takes about 550 kcal off" in browser.find_element(By.ID, "target").text
        assert browser.find_element(By.ID, "field-dailyKcalTarget").get_attribute("value") == "1440"
        assert not browser.execute_script(LAYOUT_PROBLEMS)
        if enabled:
            browser.execute_script("document.getElementById('target').scrollIntoView()")
            shot(browser, "2-target-worked-out")
        # Forgetting removes the body details and keeps the target.
        navigate(browser, browser.find_element(By.ID, "forget-body"))
        assert "forgotten your body details" in browser.find_element(By.CSS_SELECTOR, ".notice-success").text
        assert not browser.find_elements(By.ID, "target-result")
        assert api(server, "GET", "/api/v1/me", token=token)["dailyKcalTarget"] == 1440

    # A typed number is the one used; the worked-out target says so.
    api(server, "PUT", "/api/v1/me/body-profile", {
        "goal": "keep", "sex": "male", "age": 40, "heightCm": 180, "weightKg": 80, "activity": "moderate"},
        token=token)
    api(server, "PATCH", "/api/v1/me", {"dailyKcalTarget": 2000}, token=token)
    open_as(browser, server, token, "/profile")
    target = browser.find_element(By.ID, "target").text
    assert "You typed your own target of 2,000 kcal, and that is the one we use" in target, target

    # With calories hidden, no target and no energy number on the Profile page; saving keeps the target.
    api(server, "PATCH", "/api/v1/me", {"showCalories": False}, token=token)
    open_as(browser, server, token, "/profile")
    assert not browser.find_elements(By.ID, "target")
    assert "kcal" not in browser.find_element(By.TAG_NAME, "main").text
    navigate(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Save profile']"))
    assert api(server, "GET", "/api/v1/me", token=token)["dailyKcalTarget"] == 2000
    shot(browser, "3-calories-hidden")
