"""One contract: a client made by an independent generator (openapi-python-client, pinned in requirements.txt)
from the document the server serves at /api/openapi.json.

The document must generate cleanly: no warning, every operation a module, every model a named component (no
names the generator invents for inline schemas: `CartCouponType0`, `RestaurantsResponse200`, `AddToCartBody`,
`OrderTimelineItem`, ...), one enum per concept. Then a customer goes through the generated client's typed
models and functions alone: register, restaurants, search, cart, coupon, address, order, history, cancel.

The client is generated once per module (a few seconds); each check below is its own test, so a warning shows
up as one failure while the journey still runs. Request-body classes are taken from the generated functions'
signatures (so the journey names no body type itself); the name checks make sure those are components."""

from __future__ import annotations

import enum
import importlib
import json
import os
import subprocess
import sys
import typing
import urllib.request
import uuid
from collections import defaultdict
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from types import ModuleType

import pytest
from openapi_python_client import strings as generator_names  # the generator's own naming rules

PACKAGE = "foodly_client"
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
GENERATE_TIMEOUT_S = 120
# Demo accounts (README): every one has this password.
ADMIN_EMAIL = "admin@foodly.test"
DEMO_PASSWORD = "Healthy1!"
# A point in the demo city (San Francisco, near Union Square) that restaurants deliver to.
CITY_LAT, CITY_LON = 37.7880, -122.4075


@dataclass
class Generated:
    document: dict
    root: Path  # the directory that holds the package (put on sys.path)
    package_dir: Path
    command: list[str]
    returncode: int
    output: str  # stdout + stderr of the generator
    package: ModuleType | None
    import_error: str | None

    def module(self, name: str) -> ModuleType:
        return importlib.import_module(f"{PACKAGE}.{name}")


@pytest.fixture(scope="module")
def generated(server, tmp_path_factory: pytest.TempPathFactory):
    work = tmp_path_factory.mktemp("generated-client")
    with urllib.request.urlopen(server.url + "/api/openapi.json", timeout=10) as response:
        assert response.status == 200, f"GET /api/openapi.json: HTTP {response.status}"
        raw = response.read()
    document = json.loads(raw)
    doc_path = work / "openapi.json"
    doc_path.write_bytes(raw)
    config = work / "config.yaml"
    # The photo uploads take a raw image/jpeg, image/png or image/webp body; the generator knows raw bodies only as
    # application/octet-stream, so it is told to read those three as that (its documented content_type_overrides).
    config.write_text(
        f"project_name_override: foodly-client\npackage_name_override: {PACKAGE}\ncontent_type_overrides:\n"
        + "".join(f"  image/{kind}: application/octet-stream\n" for kind in ("jpeg", "png", "webp")))
    package_dir = work / PACKAGE
    command = [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(doc_path),
               "--config", str(config), "--meta", "none", "--output-path", str(package_dir)]
    # The generator's post hooks run `ruff` (installed in this venv) by name; no colours, wide lines.
    env = dict(os.environ, PATH=str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", ""),
               NO_COLOR="1", TERM="dumb", COLUMNS="200")
    done = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True, timeout=GENERATE_TIMEOUT_S)
    output = done.stdout + done.stderr

    package, import_error = None, None
    sys.path.insert(0, str(work))
    try:
        if (package_dir / "__init__.py").exists():
            try:
                package = importlib.import_module(PACKAGE)
                importlib.import_module(f"{PACKAGE}.models")
            except Exception as exc:  # reported by the tests that need the package
                import_error = f"{type(exc).__name__}: {exc}"
        else:
            import_error = f"the generator wrote no package at {package_dir}"
        yield Generated(document, work, package_dir, command, done.returncode, output, package, import_error)
    finally:
        sys.path.remove(str(work))
        for name in [n for n in sys.modules if n == PACKAGE or n.startswith(PACKAGE + ".")]:
            del sys.modules[name]


def _require_package(gen: Generated) -> None:
    assert gen.package is not None, (f"the generated client cannot be imported: {gen.import_error}\n"
                                     f"generator output:\n{gen.output}")


def _operations(document: dict):
    for path, item in document.get("paths", {}).items():
        for method in HTTP_METHODS:
            if method in item:
                yield method.upper(), path, item[method]


def _model_classes(gen: Generated) -> dict[str, type]:
    """Every class defined in a module of models/ (imported, so nothing hides in a multi-line import)."""
    classes: dict[str, type] = {}
    for path in sorted((gen.package_dir / "models").glob("*.py")):
        if path.stem == "__init__":
            continue
        module = gen.module(f"models.{path.stem}")
        for name, value in vars(module).items():
            if isinstance(value, type) and value.__module__ == module.__name__:
                classes[name] = value
    assert classes, f"the generated client has no models in {gen.package_dir / 'models'}"
    return classes


# ------------------------------------------------------------------------------------------- the contract


def test_the_generator_reports_nothing(generated):
    """A clean run prints exactly one line, `Generating <path>`; anything else is a warning, a skipped
    endpoint or a failed post hook, all of which mean the document is not what the generator expects."""
    lines = [line.rstrip() for line in generated.output.splitlines() if line.strip()]
    extra = [line for line in lines if line != f"Generating {generated.package_dir}"]
    assert generated.returncode == 0 and not extra, (
        f"openapi-python-client exited {generated.returncode} and printed more than `Generating ...`:\n"
        f"{generated.output}\ncommand: {' '.join(generated.command)}")


def test_every_operation_becomes_a_module(generated):
    problems, wanted = [], set()
    api_dir = generated.package_dir / "api"
    modules = {p.stem: p for p in api_dir.glob("*/*.py") if p.stem != "__init__"}
    operations = list(_operations(generated.document))
    assert operations, "the document has no operations"
    for method, path, operation in operations:
        operation_id = operation.get("operationId")
        if not operation_id:
            problems.append(f"{method} {path}: no operationId")
            continue
        name = generator_names.PythonIdentifier(operation_id, "field_")
        wanted.add(name)
        module = modules.get(name)
        if module is None:
            problems.append(f"{method} {path} ({operation_id}): no module api/*/{name}.py (endpoint skipped)")
        elif "def sync_detailed(" not in module.read_text():
            problems.append(f"{method} {path} ({operation_id}): api/{module.parent.name}/{name}.py has no "
                            "sync_detailed function")
    assert not problems, f"{len(problems)} of {len(operations)} operations have no generated function:\n  " + (
        "\n  ".join(problems))
    unmatched = sorted(set(modules) - wanted)
    assert not unmatched, f"generated API modules that match no operation: {unmatched}"


def test_every_model_is_a_named_component(generated):
    """Every class in models/ is exactly a component of the document; the generator names inline schemas
    after where they sit (`...Type0`, `...Response200`, `...Body`, `...Item`, `<Schema><Property>`)."""
    _require_package(generated)
    components = generated.document.get("components", {}).get("schemas", {})
    expected = {generator_names.ClassName(name, ""): name for name in components}
    classes = _model_classes(generated)
    invented = sorted(f"{name} ({cls.__module__.removeprefix(PACKAGE + '.')})"
                      for name, cls in classes.items() if name not in expected)
    assert not invented, (
        f"{len(invented)} of {len(classes)} generated models are named by the generator, not the document "
        "(an inline schema that should be a $ref to a named component):\n  " + "\n  ".join(invented))


def test_each_concept_has_one_enum(generated):
    """No two generated enums with the same values (e.g. the A-E grade, the vehicle): one component each,
    $ref'd wherever it is used."""
    _require_package(generated)
    by_values: dict[frozenset, list[str]] = defaultdict(list)
    for name, cls in _model_classes(generated).items():
        if issubclass(cls, enum.Enum):
            by_values[frozenset(member.value for member in cls)].append(name)
    duplicated = [f"{', '.join(sorted(names))}: {sorted(values)}"
                  for values, names in by_values.items() if len(names) > 1]
    assert not duplicated, "the same enum is defined more than once:\n  " + "\n  ".join(duplicated)


# -------------------------------------------------------------------------------------------- the journey


class Api:
    """The generated package's functions and models, looked up with clear failures."""

    def __init__(self, gen: Generated):
        _require_package(gen)
        self.gen = gen
        self.models = gen.module("models")
        self.client_module = gen.module("client")
        self.types = gen.module("types")
        api_dir = gen.package_dir / "api"
        self._modules = {p.stem: f"api.{p.parent.name}.{p.stem}" for p in api_dir.glob("*/*.py")}

    def op(self, operation_id: str) -> ModuleType:
        name = generator_names.PythonIdentifier(operation_id, "field_")
        assert name in self._modules, f"the generated client has no function for operation {operation_id}"
        return self.gen.module(self._modules[name])

    def component(self, name: str) -> type:
        cls = getattr(self.models, generator_names.ClassName(name, ""), None)
        assert cls is not None, f"the generated client has no model for component {name}"
        return cls

    def hints(self, obj) -> dict:
        namespace = {**vars(self.models), **vars(self.types), **vars(self.client_module)}
        if isinstance(obj, ModuleType):
            obj = obj.sync_detailed
        # The model's or function's own module first; models it imports only for type checking from models/.
        own = vars(sys.modules[obj.__module__])
        return typing.get_type_hints(obj, globalns={**namespace, **own})

    def body_class(self, operation_id: str) -> type:
        """The request body's model, as the generated function declares it."""
        hint = self.hints(self.op(operation_id)).get("body")
        assert isinstance(hint, type), f"{operation_id}: the body is not one model class but {hint!r}"
        return hint

    def answer_class(self, operation_id: str) -> type:
        """The success answer's model, as the generated function declares it (`Response[Model | Problem]`)."""
        answer = self.hints(self.op(operation_id)).get("return")
        inner = typing.get_args(answer)
        assert len(inner) == 1, f"{operation_id}: sync_detailed does not return Response[...] but {answer!r}"
        problem = self.component("Problem")
        options = [t for t in typing.get_args(inner[0]) or inner if t is not problem and t is not type(None)]
        assert len(options) == 1 and isinstance(options[0], type), (
            f"{operation_id}: the success answer is not one model but {inner[0]!r}")
        return options[0]

    def field_class(self, model: type, field: str) -> type:
        hint = self.hints(model).get(field)
        options = [t for t in typing.get_args(hint) or (hint,) if isinstance(t, type) and t is not self.types.Unset]
        assert len(options) == 1, f"{model.__name__}.{field} is not one type but {hint!r}"
        return options[0]


def expect(response, status: HTTPStatus, cls: type, what: str):
    """The response's status and its parsed body's model; the parsed body."""
    assert response.status_code == status, (
        f"{what}: HTTP {int(response.status_code)} (expected {int(status)}): {response.content[:600]!r}")
    assert isinstance(response.parsed, cls), (
        f"{what}: parsed as {type(response.parsed).__name__}, expected the model {cls.__name__}")
    return response.parsed


def enum_value(value, what: str) -> str:
    assert isinstance(value, enum.Enum), f"{what} is a plain {type(value).__name__} ({value!r}), not an enum"
    return value.value


def half_up_percent(amount: int, percent: int) -> int:
    return (amount * percent + 50) // 100


def test_a_customer_orders_and_cancels_through_the_generated_client(generated, server):
    api = Api(generated)
    Cart, Order, Problem = api.component("Cart"), api.component("Order"), api.component("Problem")
    AuthResponse, RestaurantDetail = api.component("AuthResponse"), api.component("RestaurantDetail")
    PriceBreakdown, CartLine = api.component("PriceBreakdown"), api.component("CartLine")
    Dish = api.component("Dish")
    RestaurantSummary, Address = api.component("RestaurantSummary"), api.component("Address")
    anonymous = api.client_module.Client(base_url=server.url, raise_on_unexpected_status=True)

    # Register a new customer; the token is the bearer for everything after.
    email = f"generated-{os.getpid()}-{uuid.uuid4().hex[:8]}@example.com"
    Register = api.body_class("register")
    auth = expect(api.op("register").sync_detailed(
        client=anonymous, body=Register(full_name="Grace Hopper", email=email, password="abcdef1!")),
        HTTPStatus.CREATED, AuthResponse, "register")
    assert auth.user.email == email and auth.user.full_name == "Grace Hopper"
    assert enum_value(auth.user.role, "User.role") == "customer"
    customer = api.client_module.AuthenticatedClient(base_url=server.url, token=auth.token,
                                                     raise_on_unexpected_status=True)
    expect(api.op("me").sync_detailed(client=customer), HTTPStatus.OK, api.component("User"), "me")

    # A coupon of the test's own, made by the demo admin: 15% off.
    login = api.body_class("login")(email=ADMIN_EMAIL, password=DEMO_PASSWORD)
    admin_auth = expect(api.op("login").sync_detailed(client=anonymous, body=login), HTTPStatus.CREATED,
                        AuthResponse, "admin login")
    assert enum_value(admin_auth.user.role, "User.role") == "admin"
    admin = api.client_module.AuthenticatedClient(base_url=server.url, token=admin_auth.token,
                                                  raise_on_unexpected_status=True)
    CouponBody = api.body_class("createCoupon")
    kind = api.field_class(CouponBody, "kind")
    code, percent = f"GEN{uuid.uuid4().hex[:10].upper()}", 15
    created = expect(api.op("createCoupon").sync_detailed(client=admin, body=CouponBody(
        code=code, description=f"{percent}% off (generated-client test)", kind=kind("percent"), percent_off=percent)),
        HTTPStatus.CREATED, api.answer_class("createCoupon"), "create the coupon")
    assert created.code == code

    # Restaurants that deliver to the point: an open one, with at least two available dishes.
    page = expect(api.op("restaurants").sync_detailed(client=customer, lat=CITY_LAT, lon=CITY_LON, limit=50),
                  HTTPStatus.OK, api.answer_class("restaurants"), "restaurants")
    summaries = page.items
    assert summaries and all(isinstance(s, RestaurantSummary) for s in summaries)
    assert all(s.distance_km is not None for s in summaries), "with lat/lon every restaurant has its distance"
    chosen, dishes = None, []
    for summary in (s for s in summaries if s.is_open):
        restaurant = expect(api.op("restaurant").sync_detailed(client=customer, id=summary.id), HTTPStatus.OK,
                            RestaurantDetail, f"restaurant {summary.id}")
        available = [d for section in restaurant.menu for d in section.dishes if d.available]
        if len(available) >= 2:
            chosen, dishes = restaurant, available[:2]
            break
    assert chosen is not None, "no open restaurant with two available dishes delivers to the city centre"
    assert all(isinstance(d, Dish) for d in dishes)
    first, second = dishes
    assert enum_value(first.nutri_grade, "Dish.nutri_grade") in {"A", "B", "C", "D", "E"}
    assert type(first.nutri_grade) is type(chosen.nutri_grade), "Dish and Restaurant grades are one enum"

    # Search finds the first dish by its name, at that restaurant.
    found = expect(api.op("search").sync_detailed(client=customer, q=first.name, lat=CITY_LAT, lon=CITY_LON),
                   HTTPStatus.OK, api.answer_class("search"), "search")
    hits = [hit for hit in found.dishes if hit.dish.id == first.id]
    assert hits, f"search {first.name!r} does not return the dish {first.id}"
    assert isinstance(hits[0].dish, Dish) and hits[0].restaurant.id == chosen.id

    # The cart: one of the first dish, enough of the second to meet the minimum order.
    AddToCart = api.body_class("addToCart")
    cart = expect(api.op("addToCart").sync_detailed(client=customer, body=AddToCart(dish_id=first.id, quantity=1)),
                  HTTPStatus.OK, Cart, "add the first dish")
    quantity = max(1, -(-(chosen.minimum_order - first.price) // second.price))
    assert quantity <= 50, "the minimum order needs more than 50 of one dish"
    cart = expect(api.op("addToCart").sync_detailed(
        client=customer, body=AddToCart(dish_id=second.id, quantity=quantity)), HTTPStatus.OK, Cart,
        "add the second dish")
    assert cart.restaurant.id == chosen.id
    assert all(isinstance(line, CartLine) for line in cart.items)
    assert {line.dish_id: line.quantity for line in cart.items} == {first.id: 1, second.id: quantity}
    subtotal = first.price + quantity * second.price
    assert isinstance(cart.pricing, PriceBreakdown) and cart.pricing.subtotal == subtotal
    assert cart.pricing.discount == 0 and cart.coupon is None

    # The coupon: 15% of the subtotal, rounded half-up to the cent.
    cart = expect(api.op("applyCoupon").sync_detailed(client=customer, body=api.body_class("applyCoupon")(code=code)),
                  HTTPStatus.OK, Cart, "apply the coupon")
    assert cart.coupon is not None and cart.coupon.code == code
    pricing = cart.pricing
    assert pricing.subtotal == subtotal
    assert pricing.discount == half_up_percent(subtotal, percent), f"{percent}% of {subtotal}: {pricing}"
    assert pricing.total == (pricing.subtotal - pricing.discount + pricing.delivery_fee + pricing.service_fee
                             + pricing.tax + pricing.tip), f"the total does not add up: {pricing}"

    # The address, inside the restaurant's delivery area (the point the restaurants were listed for).
    address = Address(line1="1 Grant Avenue", line2=None, city="San Francisco", postcode="94108", latitude=CITY_LAT,
                      longitude=CITY_LON, instructions="Ring twice")
    assert api.body_class("setCartAddress") is Address
    cart = expect(api.op("setCartAddress").sync_detailed(client=customer, body=address), HTTPStatus.OK, Cart,
                  "set the address")
    assert isinstance(cart.address, Address)
    assert (cart.address.line1, cart.address.postcode) == ("1 Grant Avenue", "94108")
    codes = [problem.code for problem in cart.problems]
    assert not codes, f"the cart cannot be checked out: {codes}"

    # Place it.
    place = api.op("placeOrder")
    order = expect(place.sync_detailed(client=customer, body=api.body_class("placeOrder")(notes="ring twice"),
                                       idempotency_key=str(uuid.uuid4())), HTTPStatus.CREATED, Order, "place order")
    status_enum = type(order.status)
    assert enum_value(order.status, "Order.status") == "placed"
    assert order.restaurant.id == chosen.id and order.coupon_code == code and order.notes == "ring twice"
    assert order.pricing.to_dict() == pricing.to_dict(), "the order is priced as the cart was"
    assert {line.dish_id: line.quantity for line in order.items} == {first.id: 1, second.id: quantity}
    assert order.timeline and all(type(entry.status) is status_enum for entry in order.timeline), (
        "timeline[].status is not the order-status enum: "
        + ", ".join(type(entry.status).__name__ for entry in order.timeline))
    emptied = expect(api.op("cart").sync_detailed(client=customer), HTTPStatus.OK, Cart, "cart after ordering")
    assert emptied.items == [], "placing the order empties the cart"

    # History: the new order first.
    history = expect(api.op("orders").sync_detailed(client=customer), HTTPStatus.OK, api.answer_class("orders"),
                     "orders")
    assert [o.id for o in history.items] == [order.id], "a new customer's history is the one order"
    assert all(isinstance(o, Order) for o in history.items)

    # Cancel it (the restaurant has not accepted it), and read it back.
    cancelled = expect(api.op("cancelOrder").sync_detailed(client=customer, id=order.id), HTTPStatus.OK, Order,
                       "cancel")
    assert cancelled.status == status_enum("cancelled")
    assert [enum_value(e.status, "timeline[].status") for e in cancelled.timeline] == ["placed", "cancelled"]
    again = expect(api.op("order").sync_detailed(client=customer, id=order.id), HTTPStatus.OK, Order, "order")
    assert again.status == status_enum("cancelled") and again.pricing.total == pricing.total
    history = expect(api.op("orders").sync_detailed(client=customer), HTTPStatus.OK, api.answer_class("orders"),
                     "orders after the cancel")
    assert [(o.id, o.status) for o in history.items] == [(order.id, status_enum("cancelled"))]

    # A second cancel is refused with the typed problem.
    refused = api.op("cancelOrder").sync_detailed(
        client=api.client_module.AuthenticatedClient(base_url=server.url, token=auth.token), id=order.id)
    problem = expect(refused, HTTPStatus.CONFLICT, Problem, "cancel again")
    assert problem.code == "invalid_transition"
