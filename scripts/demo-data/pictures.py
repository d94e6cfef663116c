"""Flat, friendly SVG pictures for the demo catalog, drawn procedurally in one style.

A dish picture (viewBox 0 0 320 240) shows what the dish is: the recipe's picture shape picks the drawing (a grain
bowl, a salad, a soup, a plate, a wrap, an iced drink, a fruit cup, a corn cob, a slice of cake…; SHAPES lists
them) and the dish's ingredients colour its pieces: the grain or greens as a bed, the main toppings as pieces, the
dressing as a drizzle, the broth or drink as a liquid. Every recipe has its own file. A restaurant cover (viewBox
0 0 640 360) puts two of its dishes on a tinted background. Style: the app's fresh green (#16a34a, #166534) and
warm orange (#fb923c, #c2410c) accents, soft backgrounds, rounded shapes, a soft ground shadow; no text, no
external references, no scripts, at most 4 KB a file.
"""

import colorsys
import hashlib
import unicodedata

GREEN, DEEP_GREEN, ORANGE, WARM = "#16a34a", "#166534", "#fb923c", "#c2410c"
CREAM = "#e7e0d3"
BACKGROUNDS = ["#f0fdf4", "#fff7ed", "#fefce8", "#f7fee7", "#ecfdf5", "#fdf4ec"]
BANDS = {"bowl": GREEN, "poke": WARM, "acai": ORANGE, "curry": WARM, "salad": GREEN, "soup": ORANGE,
         "ramen": WARM, "noodles": ORANGE, "porridge": ORANGE, "fruit_bowl": GREEN, "small_bowl": GREEN}
MILKS = ("milk", "oat_milk", "almond_milk", "soy_milk")

# How an ingredient is drawn when it is a topping.
FORMS = {
    "leaf": "mixed_greens kale spinach romaine arugula herbs scallion bok_choy cabbage seaweed_salad broccolini "
            "kimchi vegan_kimchi sauerkraut cabbage_slaw",
    "chunk": "chicken_breast chicken_thigh tandoori_chicken lemongrass_chicken turkey_breast salmon raw_salmon "
             "smoked_salmon ahi_tuna seared_tuna white_fish cod beef_sirloin beef_slices carnitas pork_tenderloin "
             "lamb tofu baked_tofu silken_tofu tempeh seitan halloumi paneer feta yellowtail tuna_canned "
             "karaage jackfruit squid",
    "ball": "falafel turkey_meatballs lamb_kofta baked_samosa veg_gyoza energy_ball mochi gulab_jamun "
            "ice_cream mango_sorbet",
    "egg": "egg soft_egg",
    "avo": "avocado",
    "shrimp": "shrimp crab",
    "shell": "mussels clams",
    "slice": "cucumber banana radish zucchini strawberries orange pickled_ginger lemon lime kiwi apple pear "
             "beetroot eggplant",
    "dot": "tomato blueberries berries edamame chickpeas roasted_chickpeas black_beans pinto_beans kidney_beans "
           "white_beans lentils red_lentils peas corn pomegranate olives lupini almonds tamari_almonds cashews "
           "walnuts pistachios peanuts pumpkin_seeds sunflower_seeds granola croutons mushrooms shiitake "
           "broccoli cauliflower green_beans dates raisins dried_apricots",
    "strip": "carrot bell_pepper red_cabbage pickled_onion pickled_veg bean_sprouts jalapeno asparagus celery",
    "scoop": "hummus guacamole baba_ganoush muhammara greek_yogurt coconut_yogurt cottage_cheese ricotta "
             "goat_cheese mozzarella parmesan cotija salsa",
}
FORM_OF = {key: form for form, keys in FORMS.items() for key in keys.split()}

# Pieces heaped in a small dish, a fruit bowl or cup, or served as bites: drawn closer to what they are.
HEAP_FORMS = {
    "pod": "edamame", "nut": "almonds tamari_almonds pistachios cashews walnuts peanuts", "bean": "lupini black_beans",
    "kernel": "corn", "floret": "cauliflower broccoli broccolini", "strand": "seaweed_salad", "crisp": "kale",
    "cube": "mango pineapple papaya watermelon squash silken_tofu tofu", "berry": "strawberries",
    "segment": "orange apple pear", "nugget": "karaage", "triangle": "baked_samosa", "slab": "halloumi",
}
HEAP_FORM_OF = {key: form for form, keys in HEAP_FORMS.items() for key in keys.split()}


def heap_form(top):
    return HEAP_FORM_OF.get(top[2], top[1])


# ----------------------------------------------------------------------------------------------- small helpers

def num(v):
    """Short numbers: whole numbers from 10 up, one decimal below."""
    r = round(v) if abs(v) >= 10 else round(v, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def attrs(**kw):
    return "".join(f' {k.replace("_", "-")}="{num(v) if isinstance(v, (int, float)) else v}"'
                   for k, v in kw.items() if v is not None)


def circle(x, y, r, fill, **kw):
    return f"<circle{attrs(cx=x, cy=y, r=r, fill=fill, **kw)}/>"


def ellipse(x, y, rx, ry, fill, **kw):
    return f"<ellipse{attrs(cx=x, cy=y, rx=rx, ry=ry, fill=fill, **kw)}/>"


def rect(x, y, w, h, r, fill, **kw):
    return f"<rect{attrs(x=x, y=y, width=w, height=h, rx=r, fill=fill, **kw)}/>"


def path(d, fill="none", **kw):
    return f"<path{attrs(d=d, fill=fill, **kw)}/>"


def group(content, transform):
    return f'<g transform="{transform}">{"".join(content)}</g>'


def rgb(hex_colour):
    h = hex_colour.lstrip("#")
    h = h if len(h) == 6 else "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def hexof(r, g, b):
    return "#" + "".join(f"{max(0, min(255, round(c * 255))):02x}" for c in (r, g, b))


def shade(hex_colour, amount):
    """Mix with black (amount < 0) or white (amount > 0)."""
    r, g, b = rgb(hex_colour)
    if amount < 0:
        k = 1 + amount
        return hexof(r * k, g * k, b * k)
    return hexof(r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount)


def mix(a, b, t):
    return hexof(*(x + (y - x) * t for x, y in zip(rgb(a), rgb(b))))


def light(hex_colour):
    return colorsys.rgb_to_hls(*rgb(hex_colour))[1] > 0.93


def soften(hex_colour):
    """Very light beds (rice, yogurt) get a warm tint so they show against the white bowl."""
    return "#f3eee3" if light(hex_colour) else hex_colour


class Rand:
    """A tiny deterministic generator seeded by text."""

    def __init__(self, seed):
        self.state = int(hashlib.sha256(seed.encode("utf-8")).hexdigest()[:12], 16)

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) / float(1 << 31)

    def between(self, low, high):
        return low + (high - low) * self.next()


# ----------------------------------------------------------------------------------------------- palette

def palette(recipe):
    items = sorted(enumerate(recipe["items"]), key=lambda p: (-p[1][1], p[0]))
    items = [it for _, it in items]

    def first(role):
        for ing, _ in items:
            if ing["role"] == role and ing["colour"]:
                return ing
        return None

    base = first("base")
    tops = []
    for ing, _ in items:
        if ing["role"] == "top" and ing["colour"] and ing["colour"] not in [t["colour"] for t in tops]:
            tops.append(ing)
    sauce, liquid = first("sauce"), first("liquid")
    return dict(
        base=base["colour"] if base else None, base_key=base["key"] if base else None,
        tops=[(t["colour"], FORM_OF.get(t["key"], "dot"), t["key"]) for t in tops[:4]],
        sauce=sauce["colour"] if sauce else None, liquid=liquid["colour"] if liquid else None,
        liquid_key=liquid["key"] if liquid else None,
        liquids=[(ing["key"], ing["colour"]) for ing, _ in items if ing["role"] == "liquid" and ing["colour"]],
        grams={ing["key"]: g for ing, g in items},
        colours={ing["key"]: ing["colour"] for ing, _ in items if ing["colour"]},
        main_key=items[0][0]["key"])


# ----------------------------------------------------------------------------------------------- pieces

LITE = [0]  # detail level: 0 full; higher levels draw fewer highlights and pieces so a file stays small


def piece(form, colour, x, y, s, a):
    t = f"translate({num(x)} {num(y)}) rotate({num(a)})"
    dark = shade(colour, -0.18)
    if form in ("leaf", "crisp"):
        leaf = path(f"M{num(-s)} 0Q0 {num(-s)} {num(s)} 0Q0 {num(s * .8)} {num(-s)} 0Z", colour, transform=t)
        return leaf + ("" if form == "leaf" or LITE[0] else path(f"M{num(-s * .7)} 0H{num(s * .7)}", stroke=dark,
                                                                   stroke_width=2, transform=t))
    if form == "chunk":
        return rect(-s, -s * .55, s * 2, s * 1.1, s * .4, colour, transform=t) + ("" if LITE[0] > 1 else
            path(f"M{num(-s * .5)} {num(-s * .3)}v{num(s * .6)}M{num(s * .3)} {num(-s * .3)}v{num(s * .6)}",
                 stroke=dark, stroke_width=2.5, stroke_linecap="round", transform=t))
    if form == "ball":
        return circle(x, y, s * .75, colour) + ("" if LITE[0] else
                                                circle(x - s * .25, y - s * .25, s * .22, "#fff", fill_opacity=".35"))
    if form == "egg":
        return ellipse(x, y, s * .95, s * .75, "#fff", transform=f"rotate({num(a)} {num(x)} {num(y)})") + \
            circle(x + s * .1, y, s * .42, "#fbbf24")
    if form == "avo":
        return group([ellipse(0, 0, s, s * .72, "#4d7c0f"), ellipse(0, 0, s * .82, s * .58, "#d9f99d"),
                      circle(s * .18, 0, s * .3, "#92400e")], t)
    if form == "shrimp":
        return path(f"M{num(-s * .7)} {num(s * .2)}A{num(s * .7)} {num(s * .7)} 0 1 1 {num(s * .5)} {num(s * .5)}",
                    stroke=colour, stroke_width=num(s * .55), stroke_linecap="round", transform=t)
    if form == "shell":
        return group([path(f"M0 {num(-s)}C{num(s * .8)} {num(-s * .5)} {num(s * .6)} {num(s * .8)} 0 {num(s * .8)}"
                           f"C{num(-s * .6)} {num(s * .8)} {num(-s * .8)} {num(-s * .5)} 0 {num(-s)}Z", colour),
                      ellipse(0, s * .05, s * .32, s * .5, "#fb923c" if sum(rgb(colour)) < 1.5 else "#fde68a")], t)
    if form == "slice":
        return circle(x, y, s * .72, colour) + circle(x, y, s * .46, shade(colour, .45))
    if form == "segment":
        return path(f"M{num(-s)} 0A{num(s)} {num(s * .7)} 0 0 0 {num(s)} 0Q0 {num(-s * .3)} {num(-s)} 0Z", colour,
                    transform=t)
    if form == "strip":
        return rect(-s, -s * .2, s * 2, s * .4, s * .2, colour, transform=t)
    if form == "scoop":
        return path(f"M{num(-s)} {num(s * .3)}Q{num(-s)} {num(-s * .8)} 0 {num(-s * .8)}"
                    f"Q{num(s)} {num(-s * .8)} {num(s)} {num(s * .3)}Z", colour, transform=t) + ("" if LITE[0] else
            path(f"M{num(-s * .5)} {num(-s * .2)}q{num(s * .5)} {num(-s * .3)} {num(s)} 0", stroke="#fff",
                 stroke_opacity=".45", stroke_width=2.5, stroke_linecap="round", transform=t))
    if form == "pod":
        return group([rect(-s, -s * .34, s * 2, s * .68, s * .34, colour)] + ([] if LITE[0] else [
            circle(dx * s, 0, s * .2, shade(colour, .3)) for dx in (-.55, 0, .55)]), t)
    if form == "nut":
        return path(f"M0 {num(-s * .75)}C{num(s * .75)} {num(-s * .55)} {num(s * .6)} {num(s * .7)} 0 {num(s * .7)}"
                    f"C{num(-s * .6)} {num(s * .7)} {num(-s * .75)} {num(-s * .55)} 0 {num(-s * .75)}Z", colour,
                    transform=t) + ("" if LITE[0] else path(f"M{num(-s * .15)} {num(-s * .35)}q{num(-s * .1)} "
                                                             f"{num(s * .4)} 0 {num(s * .7)}", stroke=shade(colour, .3),
                                                             stroke_width=2, stroke_linecap="round", transform=t))
    if form == "bean":
        return ellipse(x, y, s * .62, s * .42, colour, transform=f"rotate({num(a)} {num(x)} {num(y)})")
    if form == "kernel":
        return rect(-s * .4, -s * .36, s * .8, s * .72, s * .24, colour, transform=t)
    if form == "cube":
        return rect(-s * .6, -s * .55, s * 1.2, s * 1.1, s * .25, colour, transform=t) + ("" if LITE[0] else
            rect(-s * .42, -s * .4, s * .5, s * .22, s * .1, "#fff", fill_opacity=".35", transform=t))
    if form == "floret":
        return group([rect(-s * .16, 0, s * .32, s * .7, s * .16, shade(colour, .35)),
                      circle(-s * .36, 0, s * .42, colour), circle(s * .36, 0, s * .42, colour),
                      circle(0, -s * .3, s * .46, colour)], t)
    if form == "strand":
        return path(f"M{num(-s)} 0q{num(s / 2)} {num(-s * .6)} {num(s)} 0t{num(s)} 0", stroke=colour,
                    stroke_width=num(s * .3), stroke_linecap="round", transform=t)
    if form == "berry":
        return group([path(f"M0 {num(s * .8)}C{num(-s)} {num(s * .1)} {num(-s * .7)} {num(-s * .7)} 0 {num(-s * .5)}"
                           f"C{num(s * .7)} {num(-s * .7)} {num(s)} {num(s * .1)} 0 {num(s * .8)}Z", colour),
                      path(f"M{num(-s * .4)} {num(-s * .6)}L0 {num(-s * .4)}L{num(s * .4)} {num(-s * .6)}",
                           stroke=GREEN, stroke_width=num(s * .25), stroke_linecap="round",
                           stroke_linejoin="round")], t)
    if form == "nugget":
        return group([circle(-s * .35, 0, s * .55, colour), circle(s * .32, -s * .18, s * .5, colour),
                      circle(s * .1, s * .3, s * .5, colour)] + ([] if LITE[0] else [
            circle(-s * .4, -s * .2, s * .15, "#fff", fill_opacity=".3"), circle(s * .3, s * .3, s * .1, dark)]), t)
    if form == "triangle":
        return group([path(f"M{num(-s)} {num(s * .55)}L0 {num(-s * .85)}L{num(s)} {num(s * .55)}Z", colour,
                           stroke=colour, stroke_width=num(s * .3), stroke_linejoin="round"),
                      path(f"M{num(-s)} {num(s * .6)}H{num(s)}", stroke=dark, stroke_width=3,
                           stroke_dasharray="3 4")], t)
    if form == "slab":
        return group([rect(-s, -s * .5, s * 2, s, s * .2, colour),
                      path(f"M{num(-s * .6)} {num(s * .4)}l{num(s * .4)} {num(-s * .8)}m{num(s * .3)} {num(s * .8)}"
                           f"l{num(s * .4)} {num(-s * .8)}m{num(s * .3)} {num(s * .8)}l{num(s * .4)} {num(-s * .8)}",
                           stroke="#92400e", stroke_opacity=".6", stroke_width=3, stroke_linecap="round")], t)
    # dot
    return circle(x, y, s * .5, colour) + ("" if LITE[0] else
                                           circle(x - s * .16, y - s * .16, s * .15, "#fff", fill_opacity=".4"))


CLUSTER = [(0, 0), (-1.05, -.25), (1.0, -.35), (.1, .55), (-.4, -.75)]
SLOTS = {1: [(0, -.1)], 2: [(-.42, -.1), (.42, -.1)], 3: [(-.62, 0), (0, -.35), (.62, 0)],
         4: [(-.68, .05), (-.23, -.35), (.23, -.35), (.68, .05)]}


def toppings(tops, cx, cy, rx, ry, s, rand, per=3):
    """Pieces of each topping in its own section of the area, like a poke bowl."""
    out = []
    k = len(tops)
    if not k:
        return ""
    for (colour, form, _), (sx, sy) in zip(tops, SLOTS[min(k, 4)]):
        ax, ay = cx + sx * rx, cy + sy * ry
        n = per + (1 if form in ("dot", "leaf") else 0) - (1 if form in ("egg", "avo") else 0) - LITE[0]
        n = max(1, min(n + (1 if k == 1 else 0), len(CLUSTER)))
        size = s * (1.2 if form in ("egg", "avo", "scoop") else 1)
        for j in range(n):
            ox, oy = CLUSTER[j]
            out.append(piece(form, colour, ax + ox * size * 1.2, ay + oy * size * .8, size,
                             rand.between(-35, 35)))
    return "".join(out)


def heap(items, cx, y, half, rows, size, rand):
    """Pieces heaped in rows, narrowest row on top and drawn first, cycling through (colour, form) items."""
    out = []
    k = 0
    rows = max(1, rows - LITE[0] // 2)
    for i in range(rows):
        w = half * (i + 1.5) / (rows + .5)
        n = max(1, int(w * 2 / (size * 1.45)))
        for j in range(n):
            colour, form = items[k % len(items)]
            k += 1
            out.append(piece(form, colour, cx - w + 2 * w * (j + .5) / n + rand.between(-size * .2, size * .2),
                             y - (rows - 1 - i) * size * .85 + rand.between(-2, 2), size, rand.between(-40, 40)))
    return "".join(out)


def drizzle(colour, x0, y0, width, rand, amp=8):
    if not colour:
        return ""
    d = f"M{num(x0)} {num(y0)}"
    step = width / 6
    for i in range(6):
        d += f"l{num(step)} {num(-amp if i % 2 == 0 else amp)}"
    return path(d, stroke=colour, stroke_width=4, stroke_linecap="round", stroke_linejoin="round")


def leaf_bed(colours, cx, cy, rx, ry, rand, n=9):
    out = []
    for i in range(n):
        x = cx + rx * (-0.85 + 1.7 * i / (n - 1)) + rand.between(-6, 6)
        y = cy - ry * (0.55 - abs(i - (n - 1) / 2) / n) + rand.between(-5, 5)
        out.append(piece("leaf", colours[i % len(colours)], x, y, rand.between(24, 30), rand.between(-50, 50)))
    return "".join(out)


def steam(xs, y=62, h=24):
    return "".join(path(f"M{x} {y}q-8-{h // 2} 0-{h}t0-{h}", stroke="#a8a29e", stroke_opacity=".4", stroke_width=5,
                        stroke_linecap="round") for x in xs)


def specks(points, colour, width, cap="round"):
    """Many small dots (or squares) as one path: seeds, crumbs, diced tomato."""
    return path("".join(f"M{num(x)} {num(y)}h.1" for x, y in points), stroke=colour, stroke_width=width,
                stroke_linecap=cap)


def dip(x, y, rx, ry, colour):
    """A small white dish of sauce or dip."""
    return ellipse(x, y, rx, ry, "#fff", stroke=CREAM, stroke_width=3) + ellipse(x, y - 1, rx * .73, ry * .67, colour)


def wheel(x, y, r, colour):
    """A citrus (or fruit) wheel."""
    return circle(x, y, r, colour) + circle(x, y, r * .78, shade(colour, .5)) + ("" if LITE[0] else path(
        f"M{num(x)} {num(y - r * .7)}V{num(y + r * .7)}M{num(x - r * .6)} {num(y - r * .35)}l{num(r * 1.2)} "
        f"{num(r * .7)}M{num(x - r * .6)} {num(y + r * .35)}l{num(r * 1.2)} {num(-r * .7)}", stroke=colour,
        stroke_width=1.5))


def wedge(x, y, s, colour, a=0):
    """A citrus wedge lying on a plate."""
    return group([path(f"M{num(-s)} 0A{num(s)} {num(s * .8)} 0 0 0 {num(s)} 0Z", colour),
                  path(f"M{num(-s * .75)} 1A{num(s * .75)} {num(s * .55)} 0 0 0 {num(s * .75)} 1Z", shade(colour, .5))],
                 f"translate({num(x)} {num(y)}) rotate({num(a)})")


def citrus(p):
    """The lemon or lime a dish is served with, if any."""
    for key in ("lime", "lemon"):
        if key in p["grams"]:
            return p["colours"].get(key)
    return None


# ----------------------------------------------------------------------------------------------- vessels

def bowl_front(cid, band, x=160, y=126, rx=112, depth=76):
    left, right = x - rx, x + rx
    body = f"M{num(left)} {num(y)}A{num(rx)} {num(depth)} 0 0 0 {num(right)} {num(y)}Z"
    return (f'<clipPath id="{cid}"><path d="{body}"/></clipPath>' + path(body, "#fff") +
            rect(left - 8, y + depth * .3, rx * 2 + 16, 12, 0, band, clip_path=f"url(#{cid})") +
            path(body[:-1], stroke=CREAM, stroke_width=3))


def plate(y=150, rx=132, ry=52):
    return (ellipse(160, y, rx, ry, "#fff") + ellipse(160, y - 2, rx * .8, ry * .72, "#f5f5f4") +
            path(f"M{num(160 - rx)} {y}a{rx} {ry} 0 0 0 {2 * rx} 0", stroke=CREAM, stroke_width=4))


def chopsticks():
    return (rect(196, 36, 8, 128, 4, "#b45309", transform="rotate(38 200 100)") +
            rect(212, 40, 8, 128, 4, "#d97706", transform="rotate(30 216 104)"))


def glass_body(x, y, w, h):
    taper = w * .08
    return f"M{num(x)} {num(y)}h{num(w)}l{num(-taper)} {num(h)}q0 6-8 6h{num(-(w - 2 * taper - 16))}q-8 0-8-6z"


def glass(x, y, w, h, fill, straw=None):
    out = []
    if straw:
        out.append(rect(x + w * .55, y - 44, 9, 80, 4, straw, transform=f"rotate(14 {num(x + w * .55)} {num(y)})"))
    out.append(path(glass_body(x, y, w, h), fill))
    out.append(rect(x + 10, y + 10, 8, h - 24, 4, "#fff", fill_opacity=".35"))
    out.append(path(f"M{num(x)} {num(y)}h{num(w)}", stroke="#fff", stroke_opacity=".7", stroke_width=4,
                    stroke_linecap="round"))
    return out


DRAWERS = {}


def draws(*shapes):
    """Registers the drawing of picture shapes: f(shape, palette, rand, clip id) -> list of SVG fragments."""
    def register(f):
        for s in shapes:
            DRAWERS[s] = f
        return f
    return register


# ----------------------------------------------------------------------------------------------- bowls

@draws("bowl", "poke", "acai", "curry")
def draw_bowl(shape, p, rand, cid):
    band = BANDS.get(shape, GREEN)
    tops = p["tops"]
    # Without a grain or greens bed (a chili bowl, ceviche) the bowl is filled with its main ingredient or sauce.
    filler = p["base"] or (shade(tops[0][0], -.08) if tops else p["sauce"]) or "#e9d5a5"
    base = soften(filler)
    out = [ellipse(160, 126, 112, 24, CREAM)]
    if shape == "curry":
        liquid = p["liquid"] or WARM
        out.append(ellipse(160, 122, 104, 20, liquid))
        out.append(circle(100, 112, 30, base) + circle(128, 106, 24, base) + circle(80, 118, 22, base))
        out.append(toppings(tops[:3], 192, 106, 70, 16, 19, rand, per=3))
        out.append(piece("leaf", GREEN, 150, 98, 13, -30))
    else:
        out.append(ellipse(160, 118, 104, 22, base))
        for x, y, r in ((78, 114, 28), (118, 102, 34), (164, 98, 36), (208, 102, 34), (246, 114, 26)):
            out.append(circle(x, y, r, base))
        out.append(toppings(tops, 162, 98, 100, 30, 22, rand))
    out.append(drizzle(p["sauce"], 104, 96, 110, rand))
    out.append(bowl_front(cid, band))
    if p["grams"].get("lime", 0) + p["grams"].get("lemon", 0) >= 20:
        out.append(wedge(266, 186, 18, citrus(p), -20))
    return out


@draws("porridge")
def draw_porridge(shape, p, rand, cid):
    """Oatmeal, yogurt or cottage cheese: a smooth (or curdy) bowl with toppings and a drizzle of honey."""
    tops = p["tops"]
    filler = p["base"] or (tops[0][0] if tops else "#efdcb5")
    curdy = not p["base"] and tops
    if curdy:
        tops = tops[1:]
    base = soften(filler)
    out = [steam((130, 190), 58) if "oatmeal" in p["grams"] else "", ellipse(160, 126, 112, 24, CREAM),
           path("M52 126Q56 94 160 90Q264 94 268 126Z", base), ellipse(150, 102, 64, 8, shade(base, .3))]
    if curdy:
        out.append(specks([(76 + i * 21, 112 - (i % 2) * 8 - 10 * (1 - abs(i - 4) / 4)) for i in range(9)],
                          shade(base, -.06), 16))
    out.append(toppings(tops[:3], 158, 100, 70, 8, 15, rand, per=3))
    for key in ("honey", "maple"):
        if key in p["grams"]:
            out.append(drizzle(p["colours"][key], 110, 98, 90, rand, 5))
            break
    out.append(rect(230, 50, 12, 70, 6, "#d6d3d1", transform="rotate(30 236 85)") +
               ellipse(214, 106, 18, 10, "#e7e5e4", transform="rotate(30 214 106)"))
    out.append(bowl_front(cid, BANDS[shape]))
    return out


@draws("fruit_bowl")
def draw_fruit_bowl(shape, p, rand, cid):
    fruit = [(c, heap_form((c, f, k))) for c, f, k in p["tops"]] or [("#fbbf24", "cube")]
    out = [ellipse(160, 126, 112, 24, CREAM), heap(fruit, 160, 118, 100, 3, 24, rand)]
    if "herbs" in p["grams"]:
        out.append(piece("leaf", GREEN, 168, 62, 12, -20) + piece("leaf", DEEP_GREEN, 184, 66, 10, 40))
    out.append(bowl_front(cid, BANDS[shape]))
    return out


@draws("small_bowl")
def draw_small_bowl(shape, p, rand, cid):
    """A side in a small bowl: edamame pods, nuts, beans, kimchi, seaweed, corn, raita, tofu in broth…"""
    grams = p["grams"]
    tops = p["tops"] or ([(p["base"], "leaf", p["base_key"])] if p["base"] else [])
    out = [ellipse(160, 136, 88, 19, CREAM)]
    if not tops:  # a creamy side (raita): a smooth dome with cucumber, a swirl and herbs
        out.append(path("M80 136Q84 108 160 106Q236 108 240 136Z", "#f7fbef") +
                   path("M124 118q36-12 72 0", stroke="#fff", stroke_width=5, stroke_linecap="round"))
        out.append(specks(((130, 126), (150, 118), (172, 124), (192, 128), (146, 130), (206, 120)), "#86efac", 8,
                          "square"))
        out.append(piece("leaf", GREEN, 176, 110, 10, -30) + piece("leaf", DEEP_GREEN, 162, 112, 8, 30))
    else:
        main_grams = grams.get(tops[0][2], 0)
        heaped = [(c, heap_form((c, f, k))) for c, f, k in tops if grams.get(k, 0) >= .3 * main_grams]
        garnish = [t for t in tops if grams.get(t[2], 0) < .3 * main_grams]
        if p["liquid"]:
            out.append(ellipse(160, 133, 80, 15, p["liquid"]))
        size = {"kernel": 13, "bean": 17, "nut": 17, "strand": 18, "cube": 24, "floret": 21}.get(heaped[0][1], 22)
        if p["sauce"] and heaped[0][1] == "floret":
            heaped = [(mix(c, p["sauce"], .55), f) for c, f in heaped]
        out.append(heap(heaped, 160, 128, 74, 4 if size < 15 else 3, size, rand))
        for i, (c, f, k) in enumerate(garnish[:2]):
            out.append(toppings([(c, "leaf" if f == "leaf" else "scoop" if f == "scoop" else "dot", k)],
                                146 + i * 30, 92, 10, 4, 10, rand, per=2))
        if "sesame_seeds" in grams or "sea_salt" in grams:
            for x, y in ((132, 100), (150, 90), (170, 96), (188, 104), (160, 108)):
                out.append(ellipse(x, y, 2, 1.2, "#fef9c3" if "sesame_seeds" in grams else "#fff"))
        if p["sauce"] and heaped[0][1] != "floret":
            out.append(drizzle(p["sauce"], 122, 104, 76, rand, 5))
    out.append(bowl_front(cid, BANDS[shape], x=160, y=136, rx=88, depth=62))
    if citrus(p):
        out.append(wedge(262, 178, 18, citrus(p), -20))
    return out


@draws("salad")
def draw_salad(shape, p, rand, cid):
    leaves = [k for k in p["grams"] if FORM_OF.get(k) == "leaf" and k in p["colours"]]
    leafy = sum(p["grams"][k] for k in leaves) >= .15 * sum(p["grams"].values())
    greens = [p["colours"][k] for k in leaves] if leafy else []
    others = [t for t in p["tops"] if t[1] != "leaf"]
    if p["base"] and FORM_OF.get(p["base_key"]) != "leaf":  # a grain salad: its farro or quinoa as pieces
        others.insert(0, (p["base"], "dot", p["base_key"]))
    others = others[:3]
    out = [ellipse(160, 128, 122, 28, CREAM)]
    if greens:
        greens = list(dict.fromkeys(greens + [shade(greens[0], -.25), "#22c55e"]))[:3]
        out.append(ellipse(160, 122, 112, 22, greens[0]))
        out.append(leaf_bed(greens, 160, 120, 100, 34, rand))
        out.append(toppings(others, 160, 100, 96, 26, 20, rand))
    else:  # a chopped salad without leaves (kachumber, green papaya): a heap of its pieces
        chopped = [(c, "cube" if f in ("slice", "dot") else f) for c, f, _ in others] or [("#86efac", "cube")]
        out.append(heap(chopped, 160, 122, 104, 3, 20, rand))
    out.append(drizzle(p["sauce"], 100, 100, 120, rand, 7))
    body = "M38 128A122 58 0 0 0 282 128Z"
    out.append(f'<clipPath id="{cid}"><path d="{body}"/></clipPath>' + path(body, "#fff") +
               rect(30, 146, 260, 10, 0, GREEN, clip_path=f"url(#{cid})") +
               path(body[:-1], stroke=CREAM, stroke_width=3))
    return out


NOODLES = ("ramen_noodles", "egg_noodles", "udon", "rice_noodles", "soba", "glass_noodles")


@draws("soup", "ramen")
def draw_soup(shape, p, rand, cid):
    liquid = p["liquid"] or "#fde68a"
    out = [steam((120, 160, 200)) if shape != "ramen" else ""]
    out.append(ellipse(160, 126, 112, 24, CREAM))
    out.append(ellipse(160, 124, 104, 20, liquid))
    out.append(ellipse(140, 120, 60, 8, "#fff", fill_opacity=".2"))
    tops = p["tops"]
    noodle = p["base"] if p["base_key"] in NOODLES else None
    if noodle and sum(abs(a - b) for a, b in zip(rgb(noodle), rgb(liquid))) < .4:
        noodle = shade(noodle, .6)
    if noodle:
        for i, y in enumerate((110, 117, 124)):
            out.append(path(f"M{84 + i * 6} {y}q12-8 24 0t24 0t24 0t24 0t24 0", stroke=noodle, stroke_width=5,
                            stroke_linecap="round"))
    if shape == "ramen":
        if p["base_key"] == "ramen_noodles":  # a sheet of nori
            out.append(rect(210, 86, 30, 36, 4, "#14532d", transform="rotate(10 225 104)"))
        out.append(toppings(tops[:3], 150, 110, 84, 12, 19, rand, per=2))
        out.append(chopsticks())
    else:
        if p["base"] and not noodle:
            out.append(toppings([(p["base"], "dot", "")], 112, 120, 30, 8, 18, rand, per=3))
        out.append(toppings(tops[:3], 170, 114, 84, 14, 19, rand, per=3))
        out.append(piece("leaf", GREEN, 200, 110, 12, 20))
    out.append(bowl_front(cid, BANDS.get(shape, ORANGE)))
    return out


@draws("bread_bowl")
def draw_bread_bowl(shape, p, rand, cid):
    """A chowder served in a hollowed round sourdough loaf, its cut-off lid leaning behind it."""
    bread = p["base"] or "#d9a066"
    crumb = "#f5deb3"
    out = [plate(170, 124, 38), steam((134, 170), 76, 20),
           group([path("M-46 10Q-46-32 0-32Q46-32 46 10Z", bread), ellipse(0, 10, 46, 9, crumb),
                  path("M-24-14l14-8M4-18l14-6", stroke=shade(bread, .35), stroke_width=4, stroke_linecap="round")],
                 "translate(232 128) rotate(24)"),
           path("M82 120Q78 196 150 196Q222 196 218 120Z", bread),
           path("M100 150q16 22 44 28M118 136q12 16 34 22", stroke=shade(bread, .3), stroke_width=4,
                stroke_linecap="round"),
           ellipse(150, 120, 68, 18, shade(bread, -.15)), ellipse(150, 121, 61, 15, crumb),
           ellipse(150, 122, 51, 11, soften(p["liquid"] or "#fef3c7"))]
    out.append(specks(((128, 120), (152, 124), (172, 119)), "#fde68a", 9))
    out.append(piece("leaf", GREEN, 140, 118, 7, 20) + piece("leaf", GREEN, 164, 125, 6, -30))
    return out


@draws("noodles")
def draw_noodles(shape, p, rand, cid):
    # zucchini noodles have no noodle: their first vegetable makes the strands
    noodle = p["base"] or (p["tops"][0][0] if p["tops"] else "#fde68a")
    tops = p["tops"] if p["base"] else p["tops"][1:]
    out = [ellipse(160, 126, 112, 24, CREAM), ellipse(160, 122, 104, 20, noodle)]
    for i, y in enumerate((100, 108, 116, 124)):
        out.append(path(f"M{70 + i * 4} {y}q11-10 22 0t22 0t22 0t22 0t22 0t22 0t22 0",
                        stroke=shade(noodle, -.12 if i % 2 else .25),
                        stroke_width=5, stroke_linecap="round"))
    out.append(toppings(tops[:4], 156, 100, 90, 20, 19, rand, per=3))
    out.append(drizzle(p["sauce"], 110, 100, 90, rand, 6))
    out.append(chopsticks())
    out.append(bowl_front(cid, BANDS["noodles"]))
    return out


# ----------------------------------------------------------------------------------------------- plates

def grain_mound(base, x=108, y=136):
    base = soften(base)
    out = [ellipse(x, y, 50, 26, base)]
    for dx, dy, r in ((-18, -10, 24), (10, -18, 26), (26, -4, 22)):
        out.append(circle(x + dx, y + dy, r, base))
    for dx, dy in ((-12, -14), (8, -24), (16, -6), (-4, 4), (-22, -2)):
        out.append(ellipse(x + dx, y + dy, 4, 2, shade(base, .5)))
    return "".join(out)


def main_piece(top, x, y, rand):
    """The main piece of a plated dish: a fillet, a few balls or shrimp, calamari rings, a cauliflower steak."""
    colour, form, key = top
    colour = mix(colour, "#d6a35c", .35) if light(colour) else colour
    if key == "squid":
        return "".join(circle(x + dx, y + dy, 15, "none", stroke=colour, stroke_width=8)
                       for dx, dy in ((-34, 0), (-4, -10), (26, 2), (-14, 14), (14, 16)))
    if key == "cauliflower":
        return group([path("M-50 20Q-62-20-30-30Q-20-52 0-40Q20-54 32-32Q62-22 50 20Z", colour),
                      path("M-8 20v-30M8 20l6-26", stroke=shade(colour, -.12), stroke_width=6,
                           stroke_linecap="round")], f"translate({x} {y - 4})")
    if form in ("ball", "shrimp"):
        return toppings([top], x, y, 36, 8, 20, rand, per=4)
    if form == "chunk":
        return group([rect(-56, -26, 112, 52, 24, colour),
                      path("M-30-16l-10 32M-4-18l-10 36M22-16l-10 32", stroke=shade(colour, -.25), stroke_width=5,
                           stroke_linecap="round"),
                      ellipse(-14, -12, 24, 6, "#fff", fill_opacity=".2")], f"translate({x} {y}) rotate(-8)")
    return toppings([top], x - 2, y, 40, 10, 20, rand, per=4)


@draws("plate", "stir_fry")
def draw_plate(shape, p, rand, cid):
    """A plated main: grain at the back left, the main piece in front, vegetables at the right; a stir-fry is
    a heap of small pieces glazed with its sauce instead of one main piece."""
    out = [plate()]
    tops = p["tops"]
    if p["base"]:
        out.append(grain_mound(p["base"]))
    if shape == "stir_fry":
        pieces = [(c, {"chunk": "chunk", "leaf": "leaf", "strip": "strip"}.get(f, "dot" if f != "slice" else f))
                  for c, f, k in tops] or [("#e9b872", "chunk")]
        out.append(ellipse(196, 152, 62, 22, shade(p["sauce"] or "#b45309", .2), fill_opacity=".7"))
        out.append(heap(pieces, 196, 150, 60, 3, 17, rand))
        out.append(piece("leaf", GREEN, 212, 110, 11, -20) + piece("leaf", DEEP_GREEN, 186, 112, 10, 30))
        return out
    main = tops[0] if tops else ("#e9b872", "chunk", "")
    out.append(main_piece(main, 170, 152, rand))
    out.append(toppings(tops[1:4], 222, 126, 50, 30, 19, rand, per=3))
    out.append(drizzle(p["sauce"], 134, 146, 72, rand, 6))
    out.append(piece("leaf", GREEN, 200, 136, 12, -20))
    return out


@draws("fried_rice")
def draw_fried_rice(shape, p, rand, cid):
    """A mound of fried rice dotted with its vegetables (tinted red by kimchi), a fried egg on top when the
    recipe has a whole egg."""
    rice = soften(p["base"] or "#e9d5a5")
    if "kimchi" in p["grams"]:
        rice = mix(rice, "#ea580c", .45)
    out = [plate(158, 128, 46), ellipse(160, 150, 90, 30, rice)]
    for x, y, r in ((110, 138, 30), (140, 120, 36), (180, 118, 36), (212, 136, 30), (160, 138, 40)):
        out.append(circle(x, y, r, rice))
    bits = [(c, "leaf" if f == "leaf" else "cube") for c, f, k in p["tops"] if k not in ("egg", "kimchi")]
    for i in range(16 - 4 * LITE[0]):
        if bits:
            c, f = bits[i % len(bits)]
            out.append(piece(f, c, 104 + (i * 37) % 116, 108 + (i * 23) % 48, 9, rand.between(-40, 40)))
    if p["grams"].get("egg", 0) >= 50:
        out.append(path("M128 96q8-22 34-16 26-8 32 14 6 18-22 20-44 6-44-18z", "#fff") +
                   circle(162, 92, 12, "#fbbf24"))
    elif "egg" in p["grams"]:
        for x, y in ((124, 120), (176, 106), (200, 140)):
            out.append(piece("cube", "#fde68a", x, y, 11, 20))
    if "scallion" in p["grams"]:
        for x, y in ((140, 104), (186, 128), (150, 146)):
            out.append(circle(x, y, 4, "none", stroke="#4ade80", stroke_width=2.5))
    return out


@draws("skillet")
def draw_skillet(shape, p, rand, cid):
    """A cast-iron pan: eggs poached in sauce (shakshuka) or sizzling strips with tortillas (fajitas)."""
    tops = p["tops"]
    out = [rect(236, 128, 74, 16, 8, "#292524", transform="rotate(-12 236 136)"),
           ellipse(150, 140, 112, 52, "#292524"), ellipse(150, 136, 100, 44, "#44403c")]
    if "egg" in p["grams"]:
        out.append(ellipse(150, 136, 94, 40, p["liquid"] or p["sauce"] or "#dc2626"))
        for x, y in ((112, 130), (168, 124), (146, 154)):
            out.append(path(f"M{x - 20} {y}q0-16 20-16t22 14-18 16-24-14z", "#fff") +
                       circle(x + 1, y - 1, 9, "#fbbf24"))
        for x, y in ((186, 150), (92, 148), (206, 128)):
            out.append(piece("cube", "#fff", x, y, 9, 20))
        out.append(piece("leaf", GREEN, 132, 112, 9, 30) + piece("leaf", GREEN, 196, 140, 8, -20))
        if p["base"]:
            out.append(path("M222 190l40-30 10 36z", p["base"], stroke=p["base"], stroke_width=6,
                            stroke_linejoin="round"))
        return out
    strips = [(c, "strip") for c, f, k in tops if f not in ("scoop",)] or [("#e9b872", "strip")]
    out.append(heap([(c, f) for c, f in strips], 150, 150, 84, 3, 22, rand))
    if p["base"]:
        out.append(path("M214 202a34 34 0 0 1 68 0z", p["base"]) + path("M230 202a18 18 0 0 1 36 0", stroke=shade(
            p["base"], -.15), stroke_width=3))
    dips = [c for c, f, k in tops if f == "scoop"][:2]
    for i, c in enumerate(dips):
        out.append(dip(44 + i * 44, 196, 22, 10, c))
    return out


@draws("casserole")
def draw_casserole(shape, p, rand, cid):
    """An oval baking dish: enchiladas (rolled tortillas under sauce) or a layered bake (eggplant parmigiana)."""
    sauce = p["sauce"] or p["liquid"] or "#dc2626"
    out = [rect(34, 118, 252, 24, 12, WARM), rect(48, 92, 224, 100, 40, ORANGE),
           rect(60, 100, 200, 80, 32, sauce)]
    if p["base_key"] and "tortilla" in p["base_key"]:
        for i, y in enumerate((112, 136, 158)):
            out.append(rect(72, y - 8, 176, 22, 11, p["base"]) + ellipse(74, y + 3, 6, 11, shade(p["base"], -.15)))
        for y in (118, 142, 164):
            out.append(path(f"M80 {y}q20-8 40 0t40 0t40 0t40 0", stroke=sauce, stroke_width=7,
                            stroke_linecap="round"))
    else:
        main = next((c for c, f, k in p["tops"] if f != "scoop"), "#6b21a8")
        for x, y in ((100, 124), (150, 116), (200, 124), (124, 156), (178, 158)):
            out.append(circle(x, y, 22, main) + circle(x, y, 17, "#fef3c7"))
        for x, y in ((122, 126), (176, 134), (148, 150), (214, 148), (96, 150)):
            out.append(path(f"M{x - 22} {y}q4-14 22-12t22 10-20 12-24-10z", "#fffbeb") +
                       circle(x + 4, y - 2, 3, "#d97706", fill_opacity=".6"))
    cheese = next((c for c, f, k in p["tops"] if f == "scoop"), None)
    if cheese and p["base_key"] and "tortilla" in p["base_key"]:
        for x, y in ((110, 126), (150, 150), (196, 118), (220, 156), (130, 170)):
            out.append(piece("cube", cheese, x, y, 8, 30))
    out.append(piece("leaf", GREEN, 164, 128, 10, 20) + piece("leaf", GREEN, 232, 130, 9, -40))
    return out


@draws("stuffed")
def draw_stuffed(shape, p, rand, cid):
    """Stuffed vegetables: halves filled with the grain and legumes, cheese crumbled on top."""
    veg = p["tops"][0][0] if p["tops"] else "#dc2626"
    filling = next((c for c, f, k in p["tops"][1:] if f == "dot"), p["base"] or "#b45309")
    out = [plate(156, 124, 46)]
    if p["sauce"]:
        out.append(ellipse(160, 160, 90, 24, p["sauce"], fill_opacity=".8"))
    for x, a in ((114, -8), (204, 8)):
        out.append(group([path("M-44-4Q-46 44 0 46Q46 44 44-4Z", veg),
                          ellipse(0, -4, 44, 16, shade(veg, -.25)), ellipse(0, -8, 38, 14, filling),
                          rect(34, -22, 10, 18, 4, GREEN, transform="rotate(30 38 -14)")] +
                         [circle(dx, dy, 3, shade(filling, .3)) for dx, dy in ((-20, -10), (4, -14), (18, -4))] +
                         [piece("cube", "#fff", dx, dy, 8, 20) for dx, dy in ((-8, -12), (14, -12))],
                         f"translate({x} 140) rotate({a})"))
    out.append(piece("leaf", GREEN, 160, 112, 10, -20))
    return out


@draws("omelette", "scramble", "fried_eggs")
def draw_eggs(shape, p, rand, cid):
    """Egg dishes on a plate: a folded omelette, a fluffy scramble, or fried eggs on a tortilla."""
    tops = p["tops"]
    out = [plate()]
    toast = p["colours"].get("wholegrain_bread")
    if toast:  # a slice of toast at the back
        out.append(group([path("M-40 30V-12a24 22 0 0 1 18-20h44a24 22 0 0 1 18 20v42z", toast),
                          path("M-32 26V-10a18 16 0 0 1 14-15h36a18 16 0 0 1 14 15v36z", shade(toast, .4))],
                         "translate(96 128) rotate(-14)"))
    others = [t for t in tops if t[2] not in ("egg", "egg_whites", "tofu")]
    if FORM_OF.get(p["base_key"]) == "leaf":  # the spinach
        others = [(p["base"], "leaf", p["base_key"])] + others
    if shape == "omelette":
        out.append(toppings(others[:2], 184, 138, 40, 4, 14, rand, per=3))
        out.append(path("M112 140A72 40 0 0 0 256 140Z", "#fcd34d") + path("M112 140H256", stroke="#f59e0b",
                                                                                stroke_width=4, stroke_linecap="round"))
        out.append(ellipse(170, 158, 30, 8, "#fff", fill_opacity=".3"))
        for x, y in ((150, 166), (204, 160)):
            out.append(circle(x, y, 3, "#b45309", fill_opacity=".4"))
    elif shape == "scramble":
        egg = tops[0][0] if tops else "#fde68a"
        egg = "#fde68a" if tops and tops[0][2] == "tofu" else mix(egg, "#fde68a", .4) if light(egg) else egg
        out.append(ellipse(168, 164, 66, 20, CREAM))
        for x, y, a in ((146, 150, 0), (180, 144, 60), (206, 158, 120), (164, 168, 200), (130, 166, 80)):
            out.append(("" if LITE[0] else piece("nugget", shade(egg, -.12), x + 2, y + 3, 24, a)) +
                       piece("nugget", egg, x, y, 24, a))
        out.append(toppings([(c, "cube" if k == "potato" else f, k) for c, f, k in others[:4]], 176, 150, 60, 20, 13,
                            rand, per=2))
    else:
        out.append(ellipse(160, 150, 86, 36, p["base"] or "#f5d77e"))
        for x, y in ((134, 146), (190, 144)):
            out.append(path(f"M{x - 30} {y}q2-24 30-22t30 18-26 24-34-20z", "#fff") + circle(x, y - 2, 12, "#fbbf24"))
        out.append(toppings([t for t in others if t[1] != "egg"][:3], 166, 170, 70, 6, 13, rand, per=2))
    return out


@draws("crepe")
def draw_crepe(shape, p, rand, cid):
    """A buckwheat galette folded into a square around its filling, the egg yolk in the window."""
    crepe = p["base"] or "#c9965b"
    out = [plate(), rect(96, 104, 128, 96, 14, crepe, transform="rotate(-6 160 152)")]
    out.append(rect(122, 124, 76, 56, 10, "#fff7ed", transform="rotate(-6 160 152)"))
    out.append(toppings([t for t in p["tops"] if t[2] != "egg"][:3], 160, 154, 30, 10, 11, rand, per=2))
    out.append(circle(160, 150, 12, "#fbbf24"))
    out.append(path("M98 118l24 8M222 110l-24 16M104 190l20-12M222 184l-24-8", stroke=shade(crepe, -.2),
                    stroke_width=4, stroke_linecap="round"))
    return out


@draws("pancakes")
def draw_pancakes(shape, p, rand, cid):
    base = p["base"] or "#e0a458"
    out = [plate(166, 120, 44)]
    for i in range(3):
        y = 158 - i * 20
        out.append(ellipse(160, y + 6, 76, 22, shade(base, -.2)) + ellipse(160, y, 76, 22, base))
    out.append(ellipse(160, 114, 66, 16, shade(base, .25)))
    out.append(path("M112 114q30 14 84-4v10q-6 8-8 24", stroke="#b45309", stroke_width=7, stroke_linecap="round",
                    stroke_opacity=".8"))
    out.append(toppings(p["tops"][:2], 160, 106, 40, 6, 12, rand, per=3))
    out.append(piece("leaf", GREEN, 196, 100, 10, 20))
    return out


@draws("pasta", "short_pasta")
def draw_pasta(shape, p, rand, cid):
    """Spaghetti (strands) or penne (tubes) on a plate; ribbons of zucchini are its first vegetable."""
    tops = p["tops"]
    noodle = p["base"] or (tops[0][0] if tops else "#e8c27a")
    if not p["base"]:
        tops = tops[1:]
    sauce = p["sauce"] or p["liquid"]
    out = [plate(), ellipse(160, 140, 76, 32, noodle)]
    if shape == "pasta":
        for i in range(5):
            out.append(path(f"M{96 + i * 6} {132 + i * 4}q32-{18 - i * 2} 64 0t64 0",
                            stroke=shade(noodle, -.15 if i % 2 else .2), stroke_width=4, stroke_linecap="round"))
        if sauce:
            out.append(ellipse(160, 126, 40, 16, sauce))
    else:
        if sauce:
            out.append(ellipse(160, 134, 64, 22, sauce, fill_opacity=".8"))
        for i in range(14 - 3 * LITE[0]):
            x, y = 104 + (i * 41) % 112, 112 + (i * 17) % 44
            a = rand.between(-60, 60)
            out.append(rect(x - 13, y - 6, 26, 12, 3, noodle, transform=f"rotate({num(a)} {x} {y})",
                            stroke=shade(noodle, -.15), stroke_width=1.5))
    out.append(toppings(tops[:3], 160, 126, 60, 12, 11, rand, per=3))
    out.append(piece("leaf", GREEN, 182, 116, 11, 20) + piece("leaf", DEEP_GREEN, 142, 118, 10, -30))
    return out


@draws("skewer")
def draw_skewer(shape, p, rand, cid):
    out = [plate()]
    tops = p["tops"]
    cols = [c for c, _, _ in tops[:3]] or ["#e9b872"]
    if p["base"]:
        out.append(circle(118, 154, 22, p["base"]) + circle(142, 160, 20, p["base"]) + circle(100, 162, 18, p["base"]))
    for k, (y0, ang) in enumerate(((118, -12), (150, -8))):
        items = [rect(-136 + i * 40, -13, 30, 26, 8, cols[(i + k) % len(cols)]) for i in range(6)]
        out.append(group([rect(-150, -3, 290, 6, 3, "#b45309")] + items, f"translate(170 {y0}) rotate({ang})"))
    out.append(drizzle(p["sauce"], 190, 168, 60, rand, 5))
    return out


@draws("dumplings")
def draw_dumplings(shape, p, rand, cid):
    out = [plate()]
    colour = p["tops"][0][0] if p["tops"] else "#fde68a"
    for i, (x, y) in enumerate(((104, 138), (148, 128), (192, 130), (124, 162), (170, 162))):
        out.append(path(f"M{x - 26} {y + 8}Q{x} {y - 34} {x + 26} {y + 8}Z", colour) +
                    path(f"M{x - 10} {y - 6}l3 8M{x} {y - 10}v9M{x + 10} {y - 6}l-3 8", stroke=shade(colour, -.2),
                         stroke_width=2.5, stroke_linecap="round") +
                    path(f"M{x - 26} {y + 8}Q{x} {y + 14} {x + 26} {y + 8}", stroke="#d97706", stroke_width=4,
                         stroke_linecap="round"))
    out.append(dip(236, 160, 26, 12, "#451a03"))
    return out


@draws("rolls")
def draw_rolls(shape, p, rand, cid):
    out = [plate()]
    cols = [c for c, _, _ in p["tops"][:3]] or ["#fdba74"]
    for k, x in enumerate((64, 136)):
        inner = [rect(8 + i * 20, 10, 16, 50, 8, cols[i % len(cols)]) for i in range(4)]
        out.append(group([rect(0, 0, 96, 70, 32, "#fff7ed")] + inner +
                         [rect(0, 0, 96, 70, 32, "#fff", fill_opacity=".55"),
                          path("M18 14q30-8 60 0", stroke="#fff", stroke_width=4, stroke_linecap="round")],
                         f"translate({x} {96 + k * 14}) rotate({-14 + k * 10} 48 35)"))
    out.append(dip(250, 156, 32, 15, p["sauce"] or "#b45309"))
    return out


@draws("lettuce_cups")
def draw_lettuce_cups(shape, p, rand, cid):
    """Lettuce leaves cupped around a minced filling, with lime."""
    leaf = p["base"] or "#86efac"
    tops = p["tops"]
    filling = tops[0][0] if tops else "#d49a4f"
    out = [plate()]
    for x, y, a in ((100, 146, -10), (164, 128, 0), (222, 150, 10)):
        bits = [circle(dx, dy, 5, filling) for dx, dy in ((-18, -4), (-6, -8), (6, -6), (18, -2), (-10, 2), (8, 2))]
        bits += [piece(f if f == "leaf" else "strip", c, dx, -8, 7, 30) for (c, f, k), dx in zip(tops[1:3], (-10, 12))]
        out.append(group([path("M-42 0Q-40-22-24-20Q-10-30 0-22Q10-30 24-20Q40-22 42 0Q20 24 0 22Q-20 24-42 0Z",
                               leaf), path("M-30 4Q0 14 30 4", stroke=shade(leaf, -.2), stroke_width=3)] + bits,
                         f"translate({x} {y}) rotate({a})"))
    if citrus(p):
        out.append(wedge(250, 186, 16, citrus(p), -10))
    return out


@draws("bites")
def draw_bites(shape, p, rand, cid):
    """Small bites on a plate with their dip: karaage, samosas, grilled halloumi."""
    tops = p["tops"]
    main = tops[0] if tops else ("#c2782d", "nugget", "")
    form = heap_form(main)
    spots = {"triangle": ((112, 146, 34, -10), (202, 150, 34, 12)),
             "slab": ((120, 146, 30, -12), (168, 138, 30, -4), (206, 156, 30, 8))}.get(
        form, ((108, 150, 22, 0), (146, 136, 22, 30), (184, 150, 22, -20), (128, 170, 20, 10), (170, 172, 20, 40)))
    out = [plate()]
    for x, y, s, a in spots:
        out.append(piece(form, main[0], x, y, s, a))
    if p["sauce"]:
        out.append(dip(244, 176, 28, 13, p["sauce"]))
    if citrus(p):
        out.append(wedge(226, 134, 16, citrus(p), 20))
    out.append(piece("leaf", GREEN, 144, 120, 10, -30))
    return out


@draws("dip")
def draw_dip(shape, p, rand, cid):
    """Dips with chips or pita wedges: one big bowl of guacamole or hummus, or the three dips of a mezze."""
    tops = p["tops"]
    dips = [t for t in tops if t[1] == "scoop"] or [("#e9c98f", "scoop", "")]
    chip = p["colours"].get("tortilla_chips") or p["base"] or "#e8c27a"
    round_wedge = "tortilla_chips" not in p["grams"]
    out = [plate()]
    others = [t for t in tops if t[1] != "scoop" and t[2] != "tortilla_chips"]
    spots = [(176, 132, 62, 28)] if len(dips) == 1 else [(110, 122, 40, 18), (170, 114, 40, 18), (226, 126, 40, 18)]
    for (x, y, rx, ry), (c, f, k) in zip(spots, dips):
        out.append(dip(x, y, rx, ry, c) + path(f"M{num(x - rx * .4)} {y - 2}q{num(rx * .4)} -10 {num(rx * .8)} 0",
                                             stroke=shade(c, .35), stroke_width=4, stroke_linecap="round"))
    if "olive_oil" in p["grams"]:
        out.append(ellipse(spots[0][0] + 6, spots[0][1] - 2, 10, 4, "#ca8a04", fill_opacity=".6"))
    wedges = ((74, 170, -30), (104, 184, -10), (140, 192, 8), (96, 146, -50)) if len(dips) == 1 else \
        ((120, 172, -20), (160, 184, 0), (200, 176, 20))
    for x, y, a in wedges[:4 - LITE[0]]:
        tri = "M-22 12L0-22L22 12Z" if not round_wedge else "M-24 12L0-20L24 12Q0 20-24 12Z"
        out.append(path(tri, chip, stroke=chip, stroke_width=6, stroke_linejoin="round",
                        transform=f"translate({x} {y}) rotate({a})"))
        if round_wedge:
            out.append(circle(x - 4, y + 2, 2.5, "#b45309", fill_opacity=".5"))
    out.append(toppings(others[:2], 230, 170, 30, 6, 12, rand, per=2))
    return out


@draws("corn")
def draw_corn(shape, p, rand, cid):
    """A grilled corn cob with its husk, char marks, a drizzle of crema and lime."""
    corn = p["colours"].get("corn", "#facc15")
    out = [plate(160, 124, 44)]
    cob = [path("M-96 4Q-80-30-40-20L-60 10Z", "#bef264"), path("M-96 0Q-86 30-44 22L-60-4Z", "#a3e635"),
           rect(-70, -24, 166, 48, 24, shade(corn, -.12))]
    for row in (-13, 0, 13):
        cob.append(path(f"M-58 {row}H86", stroke=shade(corn, .2), stroke_width=10, stroke_dasharray="7 4",
                        stroke_linecap="round"))
    for x in (-30, 10, 50):
        cob.append(path(f"M{x} -22l-10 44", stroke="#78350f", stroke_opacity=".45", stroke_width=6,
                        stroke_linecap="round"))
    out.append(group(cob, "translate(150 142) rotate(-10)"))
    out.append(drizzle(p["sauce"], 104, 142, 120, rand, 8))
    if citrus(p):
        out.append(wedge(248, 178, 18, citrus(p), -20))
    return out


@draws("sushi")
def draw_sushi(shape, p, rand, cid):
    out = [group([rect(-120, -34, 240, 68, 14, "#d9a066"), rect(-120, 22, 240, 12, 6, "#b7814a")],
                 "translate(160 150) rotate(-4)")]
    tops = [c for c, _, _ in p["tops"][:3]] or ["#fb7185"]
    for i, x in enumerate((88, 136, 184)):
        y = 130 - (i % 2) * 6
        out.append(circle(x, y, 24, "#1c1917") + circle(x, y, 19, soften(p["base"] or "#fafaf9")))
        for j in range(min(3, len(tops))):
            out.append(circle(x - 5 + j * 5, y - 3 + (j % 2) * 6, 6, tops[(i + j) % len(tops)]))
    out.append(path("M222 136c6-14 22-14 24 0-8 6-18 6-24 0z", "#fecdd3") +
               path("M230 146c6-12 20-12 22 0-8 6-16 6-22 0z", "#fda4af"))
    out.append(circle(254, 124, 8, "#84cc16"))
    out.append(dip(262, 184, 24, 10, "#451a03"))
    return out


@draws("sashimi")
def draw_sashimi(shape, p, rand, cid):
    """Slices of raw (or seared) fish fanned out on a long plate, with a shiso leaf, ginger and wasabi."""
    fish = [(c, k) for c, f, k in p["tops"] if f == "chunk"] or [("#fb7185", "")]
    out = [rect(40, 112, 240, 80, 22, "#fff", stroke=CREAM, stroke_width=4), rect(52, 122, 216, 60, 16, "#f5f5f4")]
    if p["base"]:  # seared tuna on greens
        out.append(leaf_bed([p["base"], shade(p["base"], -.2)], 160, 150, 80, 10, rand, n=6))
    else:
        out.append(piece("leaf", "#22c55e", 96, 146, 26, -20))
    for g, (c, k) in enumerate(fish[:3]):
        x0 = 96 + g * 64 if len(fish) > 1 else 126
        for i in range(3 if len(fish) > 1 else 5):
            x = x0 + i * 12
            seared = k == "seared_tuna"
            out.append(rect(x - 12, 124, 24, 46, 8, c, transform=f"rotate(18 {x} 147)",
                            stroke="#7f1d1d" if seared else None, stroke_width=3 if seared else None))
            if not LITE[0]:
                out.append(path(f"M{x - 4} 132l8 26", stroke="#fff", stroke_opacity=".45", stroke_width=3,
                                stroke_linecap="round", transform=f"rotate(18 {x} 147)"))
    out.append(path("M236 160c4-12 18-12 20 0-6 6-14 6-20 0z", "#fecdd3") + circle(246, 140, 7, "#84cc16"))
    out.append(dip(70, 196, 22, 9, p["sauce"] or "#451a03"))
    return out


# ----------------------------------------------------------------------------------------------- breads

@draws("wrap", "burrito")
def draw_wrap(shape, p, rand, cid):
    tortilla = p["base"] or "#f1d39a"
    cols = [c for c, _, _ in p["tops"][:4]] or ["#84cc16"]
    out = []
    for k, (x, a) in enumerate(((118, -10), (202, 8))):
        fill = [circle(-14 + (i % 3) * 14, -6 + (i // 3) * 12, 8, cols[i % len(cols)]) for i in range(6)]
        body = [rect(-44, -18, 88, 110, 40, tortilla),
                ellipse(0, -8, 44, 26, shade(tortilla, -.12)), ellipse(0, -8, 36, 19, cols[0])] + fill + \
               [path("M-44 40h88v28a24 24 0 0 1-24 24h-40a24 24 0 0 1-24-24z", "#d9a066" if k else "#fff"),
                rect(-44, 48, 88, 8, 0, WARM if k else GREEN)]
        out.append(group(body, f"translate({x} 104) rotate({a})"))
    return out


@draws("taco")
def draw_taco(shape, p, rand, cid):
    shell = p["base"] or "#f5d77e"
    cols = [(c, f) for c, f, _ in p["tops"][:4]] or [("#84cc16", "leaf")]
    out = []
    for k, x in enumerate((96, 160, 224)):
        parts = []
        for i in range(5 - LITE[0] // 2):
            c, f = cols[(i + k) % len(cols)]
            parts.append(piece("leaf" if f == "leaf" else ("dot" if f not in ("chunk", "shrimp") else f), c,
                               -32 + i * 16, -8 + (i % 2) * 5, 18 if f != "dot" else 22, -20 + i * 10))
        parts.append(path("M-46 0A46 46 0 0 0 46 0Z", shell))
        parts.append(path("M-46 0A46 46 0 0 0 46 0", stroke=shade(shell, -.2), stroke_width=3))
        parts.append(circle(-18, 18, 3, shade(shell, -.25)) + circle(8, 28, 3, shade(shell, -.25)))
        out.append(group(parts, f"translate({x} {130 + (k % 2) * 8}) rotate({-6 + k * 6})"))
    if citrus(p):
        out.append(wedge(262, 180, 18, citrus(p), -10))
    return out


def layers_stack(x, y, width, cols, bread, top_h=30, bun=False):
    out = []
    h = y
    out.append(rect(x, h, width, 22, 9, bread))
    h -= 2
    for i, (c, f) in enumerate(cols):
        if f == "leaf":
            waves = int((width + 8) / 12)
            out.append(path(f"M{x - 4} {h}" + "q6-10 12 0" * waves + f"v6h-{waves * 12}z", c))
            h -= 8
        else:
            out.append(rect(x + 2, h - 10, width - 4, 13, 6, c))
            h -= 11
    if bun:
        out.append(path(f"M{x - 2} {h + 2}C{x - 2} {h - 56} {x + width + 2} {h - 56} {x + width + 2} {h + 2}Z", bread))
        for sx, sy in ((.3, -26), (.5, -34), (.7, -26), (.42, -18), (.6, -16)):
            out.append(ellipse(x + width * sx, h + sy, 3, 1.8, "#fef9c3"))
    else:
        out.append(rect(x, h - top_h + 4, width, top_h, 12, bread))
        out.append(rect(x + 6, h - top_h + 9, width - 12, top_h - 12, 9, shade(bread, .35)))
    return out


@draws("sandwich", "burger")
def draw_sandwich(shape, p, rand, cid):
    bread = p["base"] or "#d9a066"
    cols = [(c, f) for c, f, _ in p["tops"][:3]] or [("#84cc16", "leaf")]
    if shape == "burger":
        order = sorted(cols, key=lambda cf: cf[1] != "chunk")
        out = layers_stack(90, 170, 140, list(reversed(order)), bread, bun=True)
        return out
    out = []
    out.append(group(layers_stack(-60, 30, 116, cols, bread), "translate(112 136) rotate(-6)"))
    out.append(group(layers_stack(-56, 30, 116, list(reversed(cols)), bread), "translate(208 140) rotate(5)"))
    out.append(rect(155, 60, 4, 40, 2, "#b45309") + circle(157, 58, 6, WARM))
    return out


@draws("baguette")
def draw_baguette(shape, p, rand, cid):
    """A split baguette (bánh mì) with its fillings showing along the cut."""
    bread = p["base"] or "#e0a458"
    tops = p["tops"] or [("#84cc16", "leaf", "")]
    parts = [rect(-124, 0, 248, 30, 15, shade(bread, -.08))]
    for i in range(9 - LITE[0] * 2):
        c, f, k = tops[i % len(tops)]
        x = -100 + i * (200 / (8 - LITE[0] * 2 or 1))
        if f == "leaf":
            parts.append(piece("leaf", c, x, -2, 16, -20 + i * 9))
        elif f == "chunk":
            parts.append(rect(x - 16, -8, 32, 14, 6, c))
        else:
            parts.append(rect(x - 16, -6, 32, 8, 4, c, transform=f"rotate({-20 + i * 11} {num(x)} -2)"))
    parts.append(path("M-126 -4Q-124-42-80-42H80Q124-42 126-4Z", bread))
    parts.append(path("M-70-30l16-8M-26-30l16-8M18-30l16-8M62-30l16-8", stroke=shade(bread, .45), stroke_width=5,
                      stroke_linecap="round"))
    return [group(parts, "translate(160 140) rotate(-8)")]


@draws("toast", "bruschetta")
def draw_toast(shape, p, rand, cid):
    """A slice of toast with its spread and toppings; bruschetta is three small rustic slices with diced tomato."""
    bread = p["base"] or "#d9a066"
    tops = p["tops"]
    out = [plate(156, 124, 44)]
    if shape == "bruschetta":
        topping = tops[0][0] if tops else "#ef4444"
        for x, y, a in ((106, 144, -14), (164, 134, 4), (220, 148, 16)):
            bits = [specks(((-18, -4), (-2, -9), (14, -3), (-8, 4), (6, 5)), topping, 10, "square")]
            out.append(group([ellipse(0, 0, 38, 22, shade(bread, -.15)), ellipse(0, -2, 32, 17, shade(bread, .3))] +
                             bits + [piece("leaf", GREEN, 6, -10, 8, 30)], f"translate({x} {y}) rotate({a})"))
        return out
    if p["base_key"] == "sourdough":  # a rustic slice
        out.append(path("M92 150Q80 92 128 82Q170 70 210 88Q244 104 230 152Q200 176 150 172Q104 170 92 150Z", bread))
        out.append(path("M102 146Q94 100 132 92Q170 82 204 96Q232 110 220 148Q194 164 150 162Q112 160 102 146Z",
                        shade(bread, .4)))
    else:
        out.append(group([path("M-70 50V-20a40 36 0 0 1 30-34h80a40 36 0 0 1 30 34v70z", bread),
                          path("M-60 44V-18a32 28 0 0 1 24-28h72a32 28 0 0 1 24 28v62z", shade(bread, .4))],
                         "translate(160 112) rotate(-4)"))
    if tops:
        spread = tops[0]
        out.append(ellipse(158, 122, 50, 28, spread[0]))
        out.append(toppings(tops[1:4] or [spread], 158, 116, 44, 18, 12, rand, per=3))
    out.append(piece("leaf", GREEN, 190, 100, 9, 30))
    return out


@draws("flatbread")
def draw_flatbread(shape, p, rand, cid):
    """Naan (a blistered teardrop with garlic and herbs) or a stack of round roti."""
    base = p["base"] or "#e8c27a"
    spots = ((-30, -6, 6), (6, 8, 5), (34, -4, 7), (-8, 20, 4), (-46, 10, 5), (20, -20, 5))
    out = [plate(156, 124, 44)]
    if p["base_key"] == "naan":
        out.append(group([path("M-84 4Q-84-34-20-34Q40-34 86 0Q40 36-20 36Q-84 36-84 4Z", base)] +
                         [circle(x, y, r, "#78350f", fill_opacity=".35") for x, y, r in spots] +
                         [piece("leaf", GREEN, x, y, 5, 30) for x, y in ((-20, 6), (14, -8), (40, 10))],
                         "translate(160 136) rotate(-6)"))
        return out
    for k, (x, y) in enumerate(((148, 146), (172, 130))):
        out.append(ellipse(x, y + 6, 78, 30, shade(base, -.18)) + ellipse(x, y, 78, 30, base))
        out.append("".join(circle(x + sx, y + sy * .8, r, "#78350f", fill_opacity=".3") for sx, sy, r in spots))
    return out


@draws("bread_roll")
def draw_bread_roll(shape, p, rand, cid):
    """A crusty round roll with scored top and flour dusting, a pat of butter beside it."""
    bread = p["base"] or "#d9a066"
    out = [plate(160, 120, 42)]
    out.append(path("M92 170Q84 96 160 92Q236 96 228 170Q160 186 92 170Z", bread))
    out.append(path("M110 160Q104 110 160 106", stroke=shade(bread, .25), stroke_width=8, stroke_linecap="round"))
    out.append(path("M126 116l22 34M158 110l18 36M190 118l12 28", stroke=shade(bread, .5), stroke_width=7,
                    stroke_linecap="round"))
    for x, y in ((132, 104), (180, 102), (206, 130), (118, 140)):
        out.append(circle(x, y, 3, "#fff", fill_opacity=".6"))
    out.append(rect(226, 170, 34, 20, 6, "#fef08a") + rect(230, 172, 26, 6, 3, "#fff", fill_opacity=".5"))
    return out


# ----------------------------------------------------------------------------------------------- drinks

# Ingredients that colour a drink once they make this share of it (beet juice is red, a green smoothie green).
DYES = {"beetroot": .1, "acai": .1, "blueberries": .1, "berries": .1, "kale": .08, "spinach": .08, "matcha": .005,
        "cocoa": .01}


def drink_colour(p):
    """A strong colouring ingredient, else the main fruit, else the main liquid that is not milk, else lemonade
    yellow, else the milk."""
    total = sum(p["grams"].values())
    colour = next((p["colours"][k] for k, share in DYES.items() if p["grams"].get(k, 0) >= share * total), None)
    colour = colour or next((c for c, f, k in p["tops"] if f != "leaf"), None)
    colour = colour or next((c for k, c in p["liquids"] if k not in MILKS), None)
    return colour or ("#fef9c3" if "lemon" in p["grams"] else p["liquid"] or "#fde68a")


@draws("juice", "smoothie", "coffee", "tea")
def draw_drink(shape, p, rand, cid):
    """A cold-pressed juice bottle, a smoothie glass with a straw, a hot cup of coffee or tea."""
    out = []
    liquid = drink_colour(p)
    fruit = [c for c, f, k in p["tops"]]
    if shape == "juice":
        colour = liquid
        body = "M128 98q0-14 14-20v-18h36v18q14 6 14 20v100q0 10-10 10h-44q-10 0-10-10z"
        out.append(path(body, colour))
        out.append(rect(136, 46, 48, 16, 5, GREEN))
        out.append(rect(134, 118, 52, 48, 10, "#fff", fill_opacity=".88"))
        out.append(path("M148 150c0-14 9-22 24-22 0 15-9 23-22 23z", GREEN) +
                   path("M150 150 164 137", stroke="#fff", stroke_width=2.5, stroke_linecap="round"))
        out.append(rect(136, 92, 7, 96, 3.5, "#fff", fill_opacity=".35"))
        f1 = fruit[0] if fruit else ORANGE
        out.append(wheel(226, 178, 26, f1))
        out.append(piece("leaf", GREEN, 96, 184, 16, -20) + circle(92, 168, 12, fruit[1] if len(fruit) > 1 else f1))
        return out
    if shape == "smoothie":
        if any(k in p["grams"] for k in MILKS + ("greek_yogurt",)):
            liquid = mix(liquid, "#fef3c7", .4)
        out.extend(glass(118, 74, 84, 126, liquid, straw=GREEN))
        out.append(ellipse(160, 76, 42, 8, shade(liquid, .3)))
        f2 = fruit[1] if len(fruit) > 1 else (fruit[0] if fruit else ORANGE)
        out.append(circle(202, 78, 16, f2) + circle(202, 78, 10, shade(f2, .4)))
        out.append(circle(96, 190, 12, fruit[0] if fruit else ORANGE) + piece("leaf", GREEN, 232, 188, 14, 20))
        return out
    cup = p["liquid"] or "#78350f"
    milk = any(k in p["grams"] for k in MILKS)
    out.append(ellipse(160, 186, 80, 18, "#fff") + ellipse(160, 184, 56, 10, "#f5f5f4"))
    out.append(path("M206 124a22 20 0 1 1 0 40", stroke="#fff", stroke_width=10))
    out.append(path("M104 112h112v38a56 40 0 0 1-112 0z", "#fff"))
    out.append(rect(104, 130, 112, 10, 0, GREEN if shape == "tea" else WARM))
    out.append(ellipse(160, 112, 56, 14, CREAM) + ellipse(160, 113, 50, 11, mix(cup, "#f5ecd9", .55) if milk else cup))
    if milk:
        out.append(path("M160 120c-12-6-14-14-4-16 3 0 4 2 4 4 0-2 1-4 4-4 10 2 8 10-4 16z", "#fff", fill_opacity=".8"))
    out.append(steam((146, 174), 92, 20))
    return out


@draws("iced")
def draw_iced(shape, p, rand, cid):
    """A tall glass over ice with a straw: iced coffee or tea (milk as a pale layer), lemonade, agua fresca."""
    grams, colours = p["grams"], p["colours"]
    colour = drink_colour(p)
    milk = next((colours[k] for k in MILKS if k in grams), None)
    body = glass_body(120, 70, 80, 130)
    out = [rect(172, 26, 9, 80, 4, ORANGE if milk else GREEN, transform="rotate(14 172 70)"),
           f'<clipPath id="{cid}"><path d="{body}"/></clipPath>', path(body, colour)]
    if milk and milk != colour:
        out.append(rect(110, 150, 100, 60, 0, milk, clip_path=f"url(#{cid})") +
                   path("M116 150q22-10 44 0t44 0", stroke=mix(milk, colour, .5), stroke_width=8,
                        clip_path=f"url(#{cid})"))
    for x, y in ((134, 82), (162, 90), (144, 110), (170, 118))[:4 - LITE[0]]:
        out.append(rect(x, y, 22, 22, 5, "#fff", fill_opacity=".5", transform=f"rotate(15 {x + 11} {y + 11})"))
    out.append(rect(130, 80, 8, 106, 4, "#fff", fill_opacity=".3"))
    out.append(path("M120 70h80", stroke="#fff", stroke_opacity=".7", stroke_width=4, stroke_linecap="round"))
    if citrus(p):
        out.append(wheel(202, 72, 17, citrus(p)))
    if "watermelon" in grams:
        out.append(path("M216 196a30 30 0 0 1 52-26z", "#15803d") + path("M221 193a24 24 0 0 1 42-21z", "#fb7185"))
    if "herbs" in grams:
        out.append(piece("leaf", GREEN, 150, 62, 11, -30) + piece("leaf", DEEP_GREEN, 140, 70, 9, 20))
    if "chai_spices" in grams:
        out.append(rect(220, 170, 50, 10, 5, "#92400e", transform="rotate(-20 245 175)") +
                   rect(224, 184, 46, 10, 5, "#b45309", transform="rotate(-20 247 189)"))
    out.append(piece("leaf", GREEN, 96, 190, 14, -20))
    return out


@draws("sparkling")
def draw_sparkling(shape, p, rand, cid):
    """A tumbler of something fizzy (sparkling water, kombucha): bubbles rising, a wheel of lime or ginger."""
    colour = p["liquid"] or "#e0f2fe"
    if light(colour) or colour == "#e0f2fe":
        colour = "#cfe8fb"
    out = glass(112, 90, 96, 110, colour)
    for x, y, r in ((136, 178, 4), (150, 150, 3), (170, 168, 5), (186, 130, 3.5), (160, 118, 4), (142, 108, 3),
                    (180, 186, 3), (192, 158, 4)):
        out.append(circle(x, y, r, "#fff", fill_opacity=".7"))
    if citrus(p):
        out.append(wheel(206, 94, 18, citrus(p)))
    if "kombucha" in p["grams"]:
        out.append(path("M222 184q-4-18 12-20 6-12 18-4 14-2 12 14 6 12-10 14-26 8-32-4z", "#e9c98f") +
                   circle(236, 176, 3, "#b45309", fill_opacity=".5"))
    out.append(piece("leaf", GREEN, 94, 190, 14, -20))
    return out


@draws("coconut")
def draw_coconut(shape, p, rand, cid):
    """A young coconut, its top trimmed open, with a straw."""
    out = [rect(176, 34, 9, 76, 4, ORANGE, transform="rotate(16 180 90)"),
           path("M98 150Q98 96 128 82Q160 68 192 82Q222 96 222 150Q222 200 160 202Q98 200 98 150Z", "#84cc16"),
           path("M122 86Q160 62 198 86L188 98Q160 84 132 98Z", "#ecfccb"),
           ellipse(160, 92, 30, 8, "#fefce8"), ellipse(128, 140, 10, 30, "#fff", fill_opacity=".25"),
           path("M110 170Q160 196 210 170", stroke="#65a30d", stroke_width=5, stroke_linecap="round")]
    out.append(piece("leaf", GREEN, 240, 186, 16, 20) + piece("leaf", DEEP_GREEN, 84, 188, 13, -30))
    return out


# ----------------------------------------------------------------------------------------------- fruit

FRUIT_SKIN = {"pear": "#d9b45a"}  # an Asian pear: round and golden


@draws("fruit")
def draw_fruit(shape, p, rand, cid):
    """A whole fruit with a few slices cut from it."""
    key = p["main_key"]
    flesh = p["colours"].get(key, "#fde68a")
    skin = FRUIT_SKIN.get(key, shade(flesh, -.1))
    inside = "#fefce8" if key in FRUIT_SKIN else shade(flesh, .45)
    out = [plate(164, 116, 40), rect(120, 66, 7, 22, 3, "#78350f", transform="rotate(12 124 78)"),
           piece("leaf", GREEN, 140, 72, 13, -30), circle(126, 122, 46, skin),
           ellipse(108, 106, 12, 18, "#fff", fill_opacity=".3", transform="rotate(30 108 106)")]
    for x, y in ((110, 138), (140, 110), (146, 144), (118, 152), (132, 128)):
        out.append(circle(x, y, 2, shade(skin, -.25)))
    for x, y, a in ((194, 150, -20), (216, 164, 0), (238, 150, 20)):
        out.append(group([path("M-26 0A26 26 0 0 0 26 0Z", skin), path("M-22 1A22 21 0 0 0 22 1Z", inside),
                          ellipse(0, 8, 4, 2.5, "#78350f", fill_opacity=".6")], f"translate({x} {y}) rotate({a})"))
    return out


@draws("fruit_cup")
def draw_fruit_cup(shape, p, rand, cid):
    """A clear cup of cut fruit, a wooden pick and a lime wedge."""
    fruit = [(c, heap_form((c, f, k))) for c, f, k in p["tops"]] or [("#fbbf24", "cube")]
    body = "M110 84h100l-12 110q-1 8-10 8h-56q-9 0-10-8z"
    out = [rect(186, 40, 5, 70, 2, "#d97706", transform="rotate(20 188 75)")]
    k = 0
    for row in range(6):
        y = 186 - row * 20
        half = 34 + row * 3
        n = 3 if row < 5 else 2
        for j in range(n):
            c, f = fruit[k % len(fruit)]
            k += 1
            out.append(piece(f, c, 160 - half + 2 * half * (j + .5) / n, y + rand.between(-2, 2), 19,
                             rand.between(-30, 30)))
    out.append(path(body, "#fff", fill_opacity=".3") + path(body, stroke=CREAM, stroke_width=3))
    out.append(rect(120, 96, 7, 88, 3.5, "#fff", fill_opacity=".5"))
    if citrus(p):
        out.append(wedge(214, 82, 18, citrus(p), 200))
    return out


@draws("parfait")
def draw_parfait(shape, p, rand, cid):
    chia = p["grams"].get("chia", 0) >= 20  # a chia pudding: grey-speckled under its fruit
    layers = ([mix(p["colours"]["chia"], "#f5ecd9", .7)] if chia else []) + ([p["base"]] if p["base"] else []) + \
        [c for c, f, k in p["tops"]]
    layers = layers or ["#fef3c7"]
    out = []
    x, y, w, h = 116, 70, 88, 132
    body = f"M{x} {y}h{w}l-6 {h - 8}q-1 8-9 8h-{w - 30}q-8 0-9-8z"
    out.append(path(body, "#fff", fill_opacity=".9"))
    n = min(4, len(layers))
    lh = (h - 28) / n
    for i in range(n):
        c = layers[i]
        yy = y + h - 10 - (i + 1) * lh
        out.append(path(f"M{x + 6} {num(yy + lh)}V{num(yy + 4)}q{num((w - 12) / 4)} -8 {num((w - 12) / 2)} 0"
                        f"t{num((w - 12) / 2)} 0V{num(yy + lh)}z", c))
    tops = p["tops"][:3]
    out.append(toppings(tops, 160, 70, 34, 6, 11, rand, per=2))
    out.append(rect(x + 10, y + 12, 7, h - 30, 3.5, "#fff", fill_opacity=".4"))
    out.append(path(body, stroke=CREAM, stroke_width=3))
    out.append(piece("leaf", GREEN, 176, 58, 10, 30))
    return out


@draws("fries")
def draw_fries(shape, p, rand, cid):
    colour = p["tops"][0][0] if p["tops"] else "#facc15"
    out = []
    for i in range(9):
        x = 118 + i * 10
        out.append(rect(x, 56 + (i * 37 % 5) * 6, 14, 90, 4, colour if i % 3 else shade(colour, -.15),
                        transform=f"rotate({-14 + i * 3.5} {x + 7} 150)"))
    out.append(path("M106 110h108l-14 94q-2 6-8 6h-64q-6 0-8-6z", WARM))
    out.append(path("M106 110h108l-3 18q-51 14-102 0z", ORANGE))
    out.append(path("M148 150c0-14 9-22 24-22 0 15-9 23-22 23z", "#fff") +
               path("M150 150 164 137", stroke=WARM, stroke_width=2.5, stroke_linecap="round"))
    out.append(dip(246, 186, 26, 12, "#dc2626"))
    return out


# ----------------------------------------------------------------------------------------------- desserts

def block(x, y, w, h, d, layers, top):
    """A slice seen from the front and a little above: a top face, then front and side faces in layers
    (colour, share of the height) from the top down."""
    out = [path(f"M{x} {y}l{d} {num(-d * .6)}h{w}l{-d} {num(d * .6)}z", top)]
    yy = y
    for colour, share in layers:
        hh = h * share
        out.append(rect(x, yy, w, hh + .5, 0, colour) + path(
            f"M{x + w} {num(yy)}l{d} {num(-d * .6)}v{num(hh + .5)}l{-d} {num(d * .6)}z", shade(colour, -.18)))
        yy += hh
    return "".join(out)


@draws("cake")
def draw_cake(shape, p, rand, cid):
    """A slice of cake: brownies stacked, layered tiramisu, a wedge of cheesecake, slices of banana bread."""
    key = p["main_key"]
    c = p["colours"].get(key, "#c08a5b")
    out = [plate(166, 112, 38)]
    if key == "cheesecake":
        out.append(path("M92 126L222 104Q238 110 238 126Z", shade(c, .3)) + rect(92, 126, 146, 42, 0, c) +
                   rect(92, 158, 146, 12, 0, "#c98a43") + ellipse(204, 114, 24, 7, "#be123c") +
                   path("M200 118q4 14 0 22", stroke="#be123c", stroke_width=6, stroke_linecap="round"))
    elif key == "banana_bread":
        for dx, s in ((26, -.1), (-10, 0)):
            out.append(group([path("M-46 40V-16Q-46-46 0-46Q46-46 46-16V40Z", shade(c, -.25 + s)),
                              path("M-38 36V-14Q-38-38 0-38Q38-38 38-14V36Z", shade(c, .3 + s))] +
                             [circle(x, y, 4, shade(c, -.35)) for x, y in ((-16, -12), (12, -20), (18, 10), (-10, 16))],
                             f"translate({160 + dx} {136 + dx // 4})"))
    elif key == "brownie":
        out.append(block(104, 148, 84, 26, 30, [(c, 1)], shade(c, .2)))
        out.append(block(124, 118, 84, 26, 30, [(c, 1)], shade(c, .2)))
        out.append(path("M140 110l14-4m16 2l12-6m-40 0l10-4", stroke=shade(c, .45), stroke_width=3,
                        stroke_linecap="round"))
    else:  # layered (tiramisu): cocoa on top, cream and soaked sponge below
        cream = "#fef3c7"
        out.append(block(106, 112, 96, 56, 34, [(cream, .3), (c, .2), (cream, .25), (c, .25)], "#78350f"))
        for x, y in ((128, 102), (150, 96), (176, 100), (196, 94)):
            out.append(circle(x, y, 2.5, "#451a03"))
    out.append(piece("leaf", GREEN, 118, 108, 10, -30))
    return out


@draws("pastry")
def draw_pastry(shape, p, rand, cid):
    """A croissant, churros with chocolate, baklava diamonds or cookies."""
    key = p["main_key"]
    c = p["colours"].get(key, "#e0a458")
    out = [plate(162, 112, 40)]
    if key == "croissant":
        segs = ((-70, 22, 18, 14, -60), (70, 22, 18, 14, 60), (-42, 2, 26, 22, -35), (42, 2, 26, 22, 35),
                (0, -6, 34, 30, 0))
        out.append(group([ellipse(x, y, rx, ry, c, stroke=shade(c, -.22), stroke_width=3,
                                  transform=f"rotate({a} {x} {y})") for x, y, rx, ry, a in segs] +
                         [path("M-20-22q20-10 40 0", stroke=shade(c, .4), stroke_width=5, stroke_linecap="round")],
                         "translate(160 138)"))
    elif key == "churros":
        for i in range(3):
            t = f"rotate({-10 + i * 6} 150 130)"
            out.append(rect(80 + i * 8, 100 + i * 16, 130, 20, 10, c, transform=t) +
                       path(f"M{94 + i * 8} {110 + i * 16}h100", stroke=shade(c, -.2), stroke_width=3,
                            stroke_dasharray="8 6", transform=t))
        out.append(dip(238, 160, 30, 14, p["colours"].get("dark_chocolate", "#451a03")))
    elif key == "baklava":
        for x, y in ((122, 146), (188, 146), (156, 124)):
            out.append(group([path("M-34 0v12L0 32v-12Z", shade(c, -.2)), path("M34 0v12L0 32v-12Z", shade(c, -.32)),
                              path("M-34 0L0-20L34 0L0 20Z", c),
                              path("M-34 5L0 25L34 5", stroke=shade(c, .35), stroke_width=2)] +
                             [circle(dx, dy, 3, "#84cc16") for dx, dy in ((-8, -2), (6, -6), (2, 6), (12, 2))],
                             f"translate({x} {y})"))
    else:  # cookies
        for x, y, r in ((192, 132, 38), (136, 146, 42)):
            out.append(circle(x, y, r, c) + circle(x, y, r - 5, shade(c, .12)))
            for dx, dy in ((-16, -12), (10, -16), (-4, 8), (18, 10), (-20, 14)):
                out.append(circle(x + dx * r / 42, y + dy * r / 42, 5, "#451a03"))
    return out


PUDDINGS = {"flan": "flan", "avocado": "mousse"}


@draws("pudding")
def draw_pudding(shape, p, rand, cid):
    """Flan with caramel, a panna cotta dome with berries, or a chocolate mousse in a glass."""
    key = p["main_key"]
    form = PUDDINGS.get(key, "dome")
    c = p["colours"].get(key, "#fef3c7")
    extra = [t for t in p["tops"] if t[2] != key]
    out = [plate(166, 112, 38)]
    if form == "flan":
        out.append(ellipse(160, 168, 74, 14, "#b45309", fill_opacity=".7"))
        out.append(path("M112 166L126 116Q160 106 194 116L208 166Q160 178 112 166Z", c))
        out.append(ellipse(160, 116, 34, 9, "#b45309") + path("M134 118v14M184 118v18M160 124v8", stroke="#b45309",
                                                                  stroke_width=5, stroke_linecap="round"))
    elif form == "mousse":
        choc = p["colours"].get("cocoa", "#451a03")
        cup = "M118 96h84l-8 80q-2 10-12 10h-44q-10 0-12-10z"
        out.append(path(cup, "#fff") + path("M122 112h76l-6 62q-2 8-10 8h-44q-8 0-10-8z", choc))
        out.append(path("M136 108q24-22 48 0", choc, stroke=shade(choc, .2), stroke_width=3) +
                   path(cup, stroke=CREAM, stroke_width=3) + rect(128, 118, 6, 52, 3, "#fff", fill_opacity=".3"))
        out.append(piece("leaf", GREEN, 172, 94, 9, 20))
    else:
        out.append(path("M108 156q0-56 52-56t52 56z", soften(c), stroke=CREAM, stroke_width=3))
        out.append(path("M120 144q4-34 40-36", stroke="#fff", stroke_opacity=".5", stroke_width=5,
                        stroke_linecap="round"))
        if extra:
            out.append(path("M128 110q32-18 64 0q-8 10-32 8-24 2-32-8z", extra[0][0]))
            out.append(toppings([(extra[0][0], "dot", "")], 160, 100, 20, 4, 12, rand, per=3))
    out.append(piece("leaf", GREEN, 118, 116, 10, -30))
    return out


SWEETS = {"mochi": 2, "gulab_jamun": 2, "energy_ball": 3}


@draws("sweets")
def draw_sweets(shape, p, rand, cid):
    """Little round sweets: mochi dusted with starch, energy bites, gulab jamun in syrup."""
    key = p["main_key"]
    c = p["colours"].get(key, "#78350f")
    n = SWEETS.get(key, 3)
    spots = ((128, 138), (192, 138)) if n == 2 else ((116, 146), (204, 146), (160, 122))
    if key == "gulab_jamun":
        out = [ellipse(160, 136, 88, 19, CREAM), ellipse(160, 134, 80, 15, "#f59e0b")]
        for x, y in ((134, 124), (186, 124)):
            out.append(circle(x, y, 26, c) + circle(x - 8, y - 10, 7, "#fff", fill_opacity=".3"))
        out.append(ellipse(160, 136, 80, 6, "#f59e0b") + piece("strip", "#84cc16", 150, 100, 6, 20) +
                   piece("strip", "#84cc16", 176, 104, 6, -30))
        out.append(bowl_front(cid, ORANGE, x=160, y=136, rx=88, depth=62))
        return out
    out = [plate(164, 112, 38)]
    for x, y in spots:
        if key == "mochi":
            out.append(ellipse(x, y + 6, 34, 28, c) + ellipse(x - 10, y - 4, 10, 6, "#fff", fill_opacity=".45"))
        else:
            out.append(circle(x, y, 26, c) + "".join(
                rect(x + dx, y + dy, 6, 2.5, 1, "#fef3c7") for dx, dy in ((-12, -8), (4, -14), (8, 4), (-6, 10))))
    return out


@draws("ice_cream")
def draw_ice_cream(shape, p, rand, cid):
    """Scoops of ice cream or sorbet in a cup, with a wafer."""
    key = p["main_key"]
    c = p["colours"].get(key, "#fef3c7")
    out = [rect(186, 46, 14, 56, 4, "#e0a458", transform="rotate(20 193 74)")]
    for x, y in ((160, 92), (132, 120), (188, 120)):
        out.append(circle(x, y, 30, c, stroke=shade(c, -.08), stroke_width=2))
        if key == "ice_cream":
            out.append(circle(x - 8, y - 6, 1.8, "#44403c") + circle(x + 6, y + 4, 1.8, "#44403c"))
    out.append(path("M104 130q8 12 16 0t16 0t16 0t16 0t16 0t16 0t16 0v8h-112z", c))
    out.append(path("M106 136h108l-14 62q-2 8-10 8h-60q-8 0-10-8z", "#fff") + rect(110, 150, 100, 12, 0, ORANGE))
    if key != "ice_cream":
        out.append(piece("leaf", GREEN, 172, 66, 10, 20))
    return out


@draws("sticky_rice")
def draw_sticky_rice(shape, p, rand, cid):
    """Mango sticky rice: a mound of rice with coconut cream, and ripe mango slices fanned beside it."""
    rice = soften(p["base"] or "#fafaf9")
    mango = p["colours"].get("mango", "#fbbf24")
    out = [plate(156, 128, 46), ellipse(122, 150, 54, 24, rice, stroke=CREAM, stroke_width=3)]
    for x, y, r in ((104, 138, 24), (130, 130, 28), (148, 146, 22)):
        out.append(circle(x, y, r, rice, stroke=CREAM, stroke_width=3))
    out.append(path("M96 126q30-14 60 0q-10 14-30 12-20 0-30-12z", "#fffbeb"))
    for i in range(5):
        out.append(group([path("M-34 0Q0-20 34 0Q0 10-34 0Z", mango), path("M-24-2Q0-12 24-2", stroke=shade(mango, .4),
                                                                          stroke_width=2)],
                         f"translate({206 + i * 4} {124 + i * 12}) rotate({-30 + i * 14})"))
    for x, y in ((116, 122), (132, 128), (142, 120)):
        out.append(ellipse(x, y, 2, 1.2, "#44403c"))
    out.append(piece("leaf", GREEN, 170, 116, 10, 30))
    return out


# ----------------------------------------------------------------------------------------------- documents

SHAPES = set(DRAWERS)
DRINKS = {"juice", "smoothie", "coffee", "tea", "iced", "sparkling", "coconut"}


def draw(shape, p, rand, cid):
    return DRAWERS[shape](shape, p, rand, cid)


def frame(width, height, bg, rand, content, scale=1.0):
    cx, cy = width / 2, height / 2
    deco = [
        f'<rect width="{width}" height="{height}" fill="{bg}"/>',
        circle(cx, cy - 4 * scale, 98 * scale, accent_for(bg), fill_opacity=".08"),
        circle(rand.between(24, 64) * scale, rand.between(30, 70) * scale, 6 * scale, ORANGE),
        circle(width - rand.between(24, 60) * scale, rand.between(24, 60) * scale, 4.5 * scale, "#22c55e"),
        circle(width - rand.between(30, 70) * scale, height - rand.between(40, 80) * scale, 4 * scale, ORANGE,
               fill_opacity=".7"),
        piece("leaf", "#22c55e", rand.between(26, 50) * scale, height - rand.between(40, 70) * scale, 14 * scale,
              rand.between(-60, -20)),
        ellipse(cx, height - 34 * scale, 118 * scale, 10 * scale, "#052e16", fill_opacity=".12"),
    ]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}">' + "".join(deco) + "".join(content) + "</svg>\n")


MAX_BYTES = 4096


def small_enough(render, start=0):
    """Renders at the fullest detail level that fits in MAX_BYTES."""
    for level in range(start, 4):
        LITE[0] = level
        try:
            svg = render()
        finally:
            LITE[0] = 0
        if len(svg.encode("utf-8")) <= MAX_BYTES:
            return svg
    return svg


def dish_pictures(recipes):
    """{recipe id: (file name, SVG text)}: every recipe gets its own picture, dish-<id>.svg, drawn in its shape
    from its own ingredients (dishes of several restaurants that use one recipe share its file)."""
    result = {}
    for r in recipes:
        bg = BACKGROUNDS[int(hashlib.sha256(r["id"].encode()).hexdigest()[:4], 16) % len(BACKGROUNDS)]
        p = palette(r)
        result[r["id"]] = (f"dish-{slug(r['id'])}.svg", small_enough(
            lambda: frame(320, 240, bg, Rand(r["id"]), draw(r["shape"], p, Rand(r["id"] + "/"), "c"))))
    return result


MINT, CREAMY, PEACH = "#ecfdf5", "#fefce8", "#fff7ed"
COVER_TINTS = {"bowls": MINT, "salads": "#f0fdf4", "vegan": "#f7fee7", "thai": "#f7fee7", "vietnamese": MINT,
               "mediterranean": CREAMY, "breakfast": CREAMY, "sandwiches": CREAMY, "indian": "#fef9c3",
               "poke": PEACH, "japanese": PEACH, "mexican": "#ffedd5", "italian": PEACH, "soups": PEACH,
               "grill": "#ffedd5", "korean": PEACH, "juices-smoothies": "#f0fdf4"}


def accent_for(bg):
    """The soft circle behind a dish: green on green tints, warm on warm ones."""
    r, g, b = rgb(bg)
    return GREEN if g >= r - 0.01 else ORANGE


def slug(text):
    out = []
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    for ch in text.lower():
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def cover_picture(restaurant, meta):
    """(file name, SVG text): the restaurant's signature dish and a drink or side on its category's tint."""
    dishes = [d["recipe"] for d in meta["dishes"]]
    hero = dishes[0]
    second = next((d for d in dishes if d["shape"] in DRINKS and d["shape"] != hero["shape"]), None) or \
        next((d for d in dishes if d["shape"] != hero["shape"]), dishes[1])
    rand = Rand(restaurant["name"])
    tint = COVER_TINTS.get(restaurant["categories"][0], MINT)
    accent = accent_for(tint)
    other = ORANGE if accent == GREEN else GREEN

    def render():
        main = draw(hero["shape"], palette(hero), Rand(hero["id"]), "a")
        side = draw(second["shape"], palette(second), Rand(second["id"]), "b")
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">'
                f'<rect width="640" height="360" fill="{tint}"/>' +
                circle(244, 168, 150, accent, fill_opacity=".1") + circle(500, 196, 92, other, fill_opacity=".1") +
                circle(dots[0], dots[1], 8, ORANGE) + circle(dots[2], dots[3], 6, "#22c55e") +
                circle(dots[4], dots[5], 5, ORANGE, fill_opacity=".7") +
                piece("leaf", "#22c55e", dots[6], dots[7], 16, dots[8]) +
                ellipse(244, 314, 160, 12, "#052e16", fill_opacity=".12") +
                ellipse(500, 314, 70, 9, "#052e16", fill_opacity=".12") +
                group(main, "translate(20 26) scale(1.4)") + group(side, "translate(364 139) scale(.85)") +
                piece("leaf", GREEN, 604, 300, 16, -30) + piece("leaf", DEEP_GREEN, 586, 318, 12, 20) +
                "</svg>\n")

    dots = [rand.between(30, 70), rand.between(40, 90), rand.between(570, 610), rand.between(30, 70),
            rand.between(440, 520), rand.between(24, 50), rand.between(30, 50), rand.between(290, 320),
            rand.between(-60, -20)]
    svg = small_enough(render, start=1)
    return f"cover-{slug(restaurant['name'])}.svg", svg


def check_svg(svg):
    problems = []
    size = len(svg.encode("utf-8"))
    if size > 4096:
        problems.append(f"{size} bytes (max 4096)")
    lowered = svg.lower()
    for bad in ("<script", "<text", "href", "http:", "https:", "<image", "@import", "javascript:", "<foreignobject"):
        if bad in lowered and not (bad == "http:" and 'xmlns="http://www.w3.org/2000/svg"' in svg
                                   and lowered.count("http:") == 1):
            problems.append(f"contains {bad}")
    if 'viewBox="0 0 320 240"' not in svg and 'viewBox="0 0 640 360"' not in svg:
        problems.append("unexpected viewBox")
    return problems
