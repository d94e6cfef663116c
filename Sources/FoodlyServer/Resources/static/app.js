// Foodly web app: progressive enhancement only. Every page works without this file.
//
// - Adds the `js` class to <html> so CSS can tell that scripts run.
// - Forms marked `data-busy` show a spinner on their submit button and ignore a second submit while
//   the first is on its way (no double orders). `data-busy="Placing order…"` also changes the label.
// - Elements marked `data-bump` get the `bump` class for one animation when `foodly:bump` is dispatched
//   on them (for the cart count).
"use strict";

(function () {
    document.documentElement.classList.add("js");

    /** Marks `form` busy: aria-busy, a spinner on the button that submitted it, buttons disabled. */
    function markBusy(form, submitter) {
        form.setAttribute("aria-busy", "true");
        form.dataset.busyState = "on";
        var button = submitter || form.querySelector("button[type=submit], button:not([type]), input[type=submit]");
        if (button) {
            button.classList.add("is-busy");
            var busyLabel = form.getAttribute("data-busy");
            if (busyLabel && button.tagName === "BUTTON") {
                var label = button.querySelector("span") || button;
                button.dataset.idleLabel = label.textContent;
                label.textContent = busyLabel;
            }
        }
        // Disable only after the submission has captured the submitter's name and value.
        window.setTimeout(function () {
            form.querySelectorAll("button, input[type=submit]").forEach(function (control) {
                control.disabled = true;
            });
        }, 0);
    }

    /** Restores a form marked busy, e.g. when the page comes back from the back/forward cache. */
    function clearBusy(form) {
        form.removeAttribute("aria-busy");
        delete form.dataset.busyState;
        form.querySelectorAll("button, input[type=submit]").forEach(function (control) {
            control.disabled = false;
            control.classList.remove("is-busy");
            if (control.dataset.idleLabel !== undefined) {
                var label = control.querySelector("span") || control;
                label.textContent = control.dataset.idleLabel;
                delete control.dataset.idleLabel;
            }
        });
    }

    document.addEventListener("submit", function (event) {
        var form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-busy")) {
            return;
        }
        if (form.dataset.busyState === "on") {
            event.preventDefault();
            return;
        }
        markBusy(form, event.submitter);
    });

    window.addEventListener("pageshow", function (event) {
        if (event.persisted) {
            document.querySelectorAll("form[data-busy]").forEach(clearBusy);
        }
    });

    document.addEventListener("foodly:bump", function (event) {
        var target = event.target;
        if (!(target instanceof Element) || !target.hasAttribute("data-bump")) {
            return;
        }
        target.classList.remove("bump");
        void target.getBoundingClientRect(); // restart the animation
        target.classList.add("bump");
    });
})();
