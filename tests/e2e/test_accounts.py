"""Account screens in a phone browser (onboarding, login, register, dashboard): onboarding on the first visit only,
login, "Create New Account" with every failing field shown at once, Home's greeting, the Profile
tab (save, reload, keep), log out and log in again; plus wrong passwords, HTML in a name, Skip, and
keyboard use. Screenshots go to .build/e2e-screenshots/<test>-<NN-screen>.png.
"""

import uuid

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from conftest import WebDriverWait, expect_console_errors, shot

WAIT_S = 10
PASSWORD = "abcdef1!"
PHONE_TYPED, PHONE_SAVED = "(415) 555-0123", "(415) 555-0123"  # typed, shown again after saving


# --------------------------------------------------------------------------------------- helpers


def unique_email() -> str:
    return f"e2e-{uuid.uuid4().hex[:12]}@example.com"


def wait_path(driver, server, path: str) -> None:
    """Waits until the browser shows `path` (query string included when given) and has loaded it."""
    want = server.url + path
    WebDriverWait(driver, WAIT_S).until(
        lambda d: d.current_url.split("#")[0] == want
        and d.execute_script("return document.readyState") == "complete",
        message=f"expected {want}, still at {driver.current_url}")


def css(driver, selector: str):
    return WebDriverWait(driver, WAIT_S).until(
        EC.presence_of_element_located((By.CSS_SELECTOR, selector)))


def field(driver, name: str):
    return css(driver, f'[name="{name}"]')


def fill(driver, values: dict[str, str]) -> None:
    for name, value in values.items():
        element = field(driver, name)
        element.clear()
        element.send_keys(value)


def tap(driver, element) -> None:
    """Scrolls `element` to the middle of the screen at once (the app scrolls smoothly, and the
    fixed tab bar covers the bottom edge), then clicks it."""
    driver.execute_script(
        "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    element.click()


def submit(driver, label: str) -> None:
    """Clicks the submit button whose visible text is `label`."""
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "button[type=submit]")
               if b.text.strip() == label]
    assert len(buttons) == 1, f"expected one submit button {label!r}, found {len(buttons)}"
    tap(driver, buttons[0])


def expect_form_refused(driver, server, path: str) -> None:
    """The form came back on its own page with its errors; answered 200, so Chromium logs no error for it."""
    WebDriverWait(driver, WAIT_S).until(
        lambda d: d.current_url.split("#")[0] == server.url + path
        and d.find_elements(By.CSS_SELECTOR, ".error-summary"),
        message=f"the form at {path} did not come back with its errors")
    expect_console_errors(driver)


def greeting(driver) -> str:
    return css(driver, "h2#greeting").text


def assert_no_alert(driver) -> None:
    try:
        text = driver.switch_to.alert.text
    except NoAlertPresentException:
        return
    raise AssertionError(f"an alert dialog is open: {text!r}")


def log_in(driver, email: str, password: str) -> None:
    fill(driver, {"email": email, "password": password})
    submit(driver, "Log in")


def register(driver, server, full_name: str, email: str, password: str = PASSWORD) -> None:
    driver.get(server.url + "/register")
    fill(driver, {"fullName": full_name, "email": email, "password": password})
    submit(driver, "Create account")
    wait_path(driver, server, "/")


def open_profile_tab(driver, server) -> None:
    css(driver, 'nav[aria-label="Main"] a[href="/profile"]').click()
    wait_path(driver, server, "/profile")


def checked(driver, name: str) -> list[str]:
    return [box.get_attribute("value")
            for box in driver.find_elements(By.CSS_SELECTOR, f'input[type=checkbox][name="{name}"]')
            if box.is_selected()]


def assert_profile_kept(driver) -> None:
    assert field(driver, "phone").get_attribute("value") == PHONE_SAVED
    assert field(driver, "dailyKcalTarget").get_attribute("value") == "1800"
    assert checked(driver, "diets") == ["vegetarian"]
    assert checked(driver, "avoidAllergens") == ["nuts"]


# ----------------------------------------------------------------------------------------- tests


def test_first_visit_register_profile_logout_login(browser, server):
    d = browser
    d.get(server.url + "/")
    wait_path(d, server, "/welcome/1")
    shot(d, "01-onboarding-1")
    for number in (2, 3):
        assert css(d, "#onboarding-next").text == "Next"
        assert css(d, "#onboarding-skip").text == "Skip"
        d.find_element(By.ID, "onboarding-next").click()
        wait_path(d, server, f"/welcome/{number}")
        shot(d, f"0{number}-onboarding-{number}")
    assert css(d, "#onboarding-next").text == "Get Started"
    assert not d.find_elements(By.ID, "onboarding-skip"), "no Skip on the last slide"
    d.find_element(By.ID, "onboarding-next").click()
    # A newcomer is asked to create an account, not welcomed back; Log in is a link away.
    wait_path(d, server, "/register")
    assert css(d, "h1").text == "Create New Account"
    assert "Welcome back" not in css(d, "main").text
    assert d.find_element(By.LINK_TEXT, "Log in").get_attribute("href") == server.url + "/login"
    shot(d, "05-register")

    # Three bad fields at once: one last name missing, a broken email, a weak password.
    fill(d, {"fullName": "Ada", "email": "ada@", "password": "short"})
    submit(d, "Create account")
    summary = css(d, ".error-summary")
    expect_form_refused(d, server, "/register")
    assert summary.get_attribute("role") == "alert"
    problems = summary.find_elements(By.CSS_SELECTOR, "li")
    assert len(problems) == 3, f"summary lists {[p.text for p in problems]}"
    assert "3 problems" in summary.text
    for name in ("fullName", "email", "password"):
        element = field(d, name)
        assert element.get_attribute("aria-invalid") == "true", f"{name} is not aria-invalid"
        errors = d.find_elements(By.CSS_SELECTOR, f"#field-{name}-error .field-error")
        assert errors and errors[0].text.strip(), f"no .field-error under {name}"
    assert len(d.find_elements(By.CSS_SELECTOR, ".field-error")) == 3
    assert field(d, "fullName").get_attribute("value") == "Ada"
    assert field(d, "email").get_attribute("value") == "ada@"
    assert field(d, "password").get_attribute("value") == ""
    shot(d, "06-register-errors")

    email = unique_email()
    fill(d, {"fullName": "Ada Lovelace", "email": email, "password": PASSWORD})
    submit(d, "Create account")
    wait_path(d, server, "/")
    assert greeting(d) == "Hi, Ada"
    shot(d, "07-home")

    open_profile_tab(d, server)
    shot(d, "08-profile")
    assert not d.find_elements(By.CSS_SELECTOR, '[name="address.line1"]'), "addresses live in the address book"
    fill(d, {"phone": PHONE_TYPED, "dailyKcalTarget": "1800"})
    assert field(d, "phone").get_attribute("type") == "tel"
    for name, value in (("diets", "vegetarian"), ("avoidAllergens", "nuts")):
        box = css(d, f'input[type=checkbox][name="{name}"][value="{value}"]')
        tap(d, box)
        assert box.is_selected(), f"{name}={value} did not tick"
    shot(d, "08b-profile-filled")
    submit(d, "Save profile")
    wait_path(d, server, "/profile?saved=1")
    assert css(d, ".notice-success").text == "Your profile is saved."
    assert_profile_kept(d)
    shot(d, "09-profile-saved")

    submit(d, "Log out")
    wait_path(d, server, "/login")
    shot(d, "10-logged-out")
    log_in(d, email, PASSWORD)
    wait_path(d, server, "/")
    assert greeting(d) == "Hi, Ada"
    # Home's "Add your delivery address" opens the address book's form, which comes back to Home.
    tap(d, css(d, "#add-address"))
    wait_path(d, server, "/profile/addresses/new?return=home")
    search = css(d, "#field-address-search")
    tap(d, search)
    search.send_keys("1 valencia st")
    WebDriverWait(d, WAIT_S).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#address-suggestions li[role=option]"))
    search.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    WebDriverWait(d, WAIT_S).until(lambda d: field(d, "address.line1").get_attribute("value") == "1 Valencia St")
    shot(d, "11a-address-from-home")
    tap(d, css(d, "#save-address"))
    wait_path(d, server, "/")
    assert "Delivering to 1 Valencia St" in css(d, "section.greeting").text
    assert not d.find_elements(By.CSS_SELECTOR, ".notice-card#add-address"), \
        "Home still asks for a delivery address after one was saved"
    shot(d, "11-home-again")
    open_profile_tab(d, server)
    assert field(d, "fullName").get_attribute("value") == "Ada Lovelace"
    assert_profile_kept(d)
    assert "Orders go to 1 Valencia St" in css(d, "#saved-addresses-link").text
    shot(d, "12-profile-kept")

    # Second visit: signed out again, `/` goes to Login, not onboarding.
    submit(d, "Log out")
    wait_path(d, server, "/login")
    assert d.get_cookie("foodly_session") is None
    d.get(server.url + "/")
    wait_path(d, server, "/login")
    shot(d, "13-second-visit")


def test_login_wrong_password_shows_message_and_keeps_email(browser, server):
    d = browser
    email = unique_email()
    register(d, server, "Grace Hopper", email)
    d.delete_cookie("foodly_session")
    d.get(server.url + "/login")
    wait_path(d, server, "/login")
    log_in(d, email, "wrong-password-1!")
    summary = css(d, ".error-summary")
    expect_form_refused(d, server, "/login")
    assert "The email or password is not correct." in summary.text
    assert d.current_url == server.url + "/login"
    assert field(d, "email").get_attribute("value") == email
    assert field(d, "password").get_attribute("value") == ""
    shot(d, "wrong-password")
    # The right password still works afterwards.
    log_in(d, email, PASSWORD)
    wait_path(d, server, "/")
    assert greeting(d) == "Hi, Grace"


def test_script_in_name_is_text(browser, server):
    d = browser
    name = "<script>alert(1)</script> Smith"
    register(d, server, name, unique_email())
    assert_no_alert(d)
    assert greeting(d) == "Hi, <script>alert(1)</script>"
    assert "&lt;script&gt;" in d.page_source
    shot(d, "home")
    open_profile_tab(d, server)
    assert_no_alert(d)
    assert field(d, "fullName").get_attribute("value") == name
    assert "&lt;script&gt;" in d.page_source
    shot(d, "profile")


def test_onboarding_skip_goes_to_register_and_a_second_visit_to_login(browser, server):
    d = browser
    d.get(server.url + "/")
    wait_path(d, server, "/welcome/1")
    css(d, "#onboarding-next").click()
    wait_path(d, server, "/welcome/2")
    css(d, "#onboarding-skip").click()
    wait_path(d, server, "/register")
    shot(d, "register")
    d.get(server.url + "/")
    wait_path(d, server, "/login")


def test_register_page_is_keyboard_usable(browser, server):
    d = browser
    d.get(server.url + "/register")
    wait_path(d, server, "/register")
    d.execute_script("document.activeElement && document.activeElement.blur()")

    seen = []
    for _ in range(8):
        ActionChains(d).send_keys(Keys.TAB).perform()
        focus = d.execute_script("""
            const el = document.activeElement, s = getComputedStyle(el);
            return {name: el.getAttribute('name') || el.getAttribute('aria-label')
                          || el.textContent.trim() || el.tagName,
                    outline: s.outlineStyle === 'none' ? 'none' : s.outlineWidth + ' ' + s.outlineStyle,
                    shadow: s.boxShadow, visible: el.getBoundingClientRect().height > 0};""")
        seen.append(focus)
        assert focus["outline"] != "none" or focus["shadow"] != "none", \
            f"{focus['name']!r} has no visible focus ring: {focus}"
        assert focus["visible"], f"{focus['name']!r} is focused but not on screen"
        if focus["name"] == "fullName":
            break
    assert seen[-1]["name"] == "fullName", \
        f"Tab never reached the full-name input; focus went {[f['name'] for f in seen]}"
    shot(d, "full-name-focused")

    # Typing and Enter submit the form from the keyboard alone.
    ActionChains(d).send_keys("Alan Turing", Keys.TAB, unique_email(), Keys.TAB,
                              PASSWORD, Keys.ENTER).perform()
    wait_path(d, server, "/")
    assert greeting(d) == "Hi, Alan"
