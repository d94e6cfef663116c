#!/usr/bin/env python3
"""Generates Foodly's demo catalog and its pictures, deterministically (same output every run).

    python3 scripts/demo-data/generate.py            # rewrite the outputs, validate, print a summary
    python3 scripts/demo-data/generate.py --check    # validate and compare with the files on disk, write nothing

Inputs (this folder): ingredients.txt (composition per 100 g), recipes.txt (dishes as ingredient lists),
restaurants.py (places, hours preset, menus). Outputs:
    Sources/FoodlyApp/Resources/demo/restaurants.json          the import format of docs/IMPORT-FORMAT.md
    Sources/FoodlyServer/Resources/static/pictures/*.svg       dish and cover pictures (pictures.py draws them)

Rules the generator applies (and then checks; any failure exits with status 1 and a message):

Nutrition per portion
  * Sum of the ingredients' composition scaled by grams. Carbohydrate is available carbohydrate (fibre excluded,
    EU labelling). Grams are rounded to 0.1 g (salt to 0.01 g); kcal is then computed from the rounded values
    with the EU factors 4 x protein + 4 x carbs + 2 x fibre + 9 x fat, so it always passes the import's
    "within max(10 %, 15 kcal)" check. Sugars <= carbs and saturated fat <= fat are kept after rounding.
  * fruitVegLegumePercent = share of the portion weight from fruit, vegetables and legumes (per-ingredient
    share in ingredients.txt; potatoes, nuts, seeds and oils do not count, as in Nutri-Score 2023), rounded.
  * portionGrams = total ingredient weight. Drinks are weighed in grams too (1 ml ~ 1 g).
Nutri-Score (2023 algorithm for foods, Sante publique France / Scientific Committee update 2022)
  * Computed from the JSON's own per-portion numbers converted to 100 g (energy kJ = kcal x 4.184 / portion x 100),
    exactly as the server does. Drinks (the drink picture shapes: coffee, tea, iced, juice, smoothie, sparkling,
    coconut) are "beverage" and scored by the 2023 algorithm for beverages (sparkling water is "water", the only A
    drink).
  * nutriScoreCategory: "red_meat" when beef, pork or lamb pieces make >= 25 % of the portion weight;
    "cheese" and "fat_oil_nut_seed" only where a recipe says so (a halloumi side; plates of nuts).
Allergens: the union of the ingredients' EU-14 allergens.
Diets
  * vegan: no animal ingredient at all (meat, fish, seafood, milk, egg, honey); vegan dishes are also vegetarian.
  * vegetarian: no meat, fish or seafood (fish sauce and anchovy dressings count as fish).
  * gluten_free: no gluten allergen; dairy_free: no milk allergen.
  * low_carb: >= 150 kcal and carbs give <= 26 % of the energy.
  * keto: >= 150 kcal, carbs <= 10 g and fat gives >= 60 % of the energy.
  * high_protein: protein >= 15 g and protein gives >= 20 % of the energy (the EU "high protein" claim).
  * low_calorie: <= 400 kcal per portion and <= 200 kcal per 100 g (so a small pastry is not "low calorie").
Restaurants
  * Hours presets (HOURS below): most restaurants open 00:00-24:00 every day ("24:00" = end of day); some
    06:00-02:00 (a period that closes after midnight); a few lunch + dinner; one closed on Mondays and one on
    Tuesdays. So at any hour of the day most restaurants are open.
  * Listing rule: in every restaurant >= 75 % of the available foods grade A or B (drinks do not count).
  * Phones are fictional +1 415/628 555-01xx numbers; San Francisco sales tax 8.625 % -> taxRateBps 863.
  * About half the restaurants offer pickup (offersPickup), chosen by a hash of the name.
Pictures
  * Every recipe has its own picture, drawn in its picture shape; no two recipes share a file (a recipe on several
    menus keeps its one file). The words of a dish's name must agree with its shape (NAME_SHAPES below: a "Bowl"
    is drawn in a bowl, a "Latte" as a drink, "Tacos" as tacos…), and a drink is drawn iced exactly when it has ice.
  * At most 4 KB a file (no text, scripts or external references), at most 1.5 MB in all.
"""

import hashlib
import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
JSON_OUT = os.path.join(ROOT, "Sources", "FoodlyApp", "Resources", "demo", "restaurants.json")
PICTURES_OUT = os.path.join(ROOT, "Sources", "FoodlyServer", "Resources", "static", "pictures")
PICTURE_URL = "/static/pictures/"

sys.dont_write_bytecode = True  # leave no __pycache__ next to the tables
sys.path.insert(0, HERE)
import pictures  # noqa: E402
from restaurants import RESTAURANTS  # noqa: E402

EU14 = ["gluten", "crustaceans", "eggs", "fish", "peanuts", "soybeans", "milk", "nuts", "celery", "mustard",
        "sesame", "sulphites", "lupin", "molluscs"]
DIETS = ["vegan", "vegetarian", "gluten_free", "dairy_free", "low_carb", "keto", "high_protein", "low_calorie"]
SEAFOOD_ALLERGENS = {"fish", "crustaceans", "molluscs"}
NUTRI_CATEGORIES = ["general", "red_meat", "cheese", "fat_oil_nut_seed", "beverage", "beverage_with_sweeteners", "water"]
BEVERAGES = {"beverage", "beverage_with_sweeteners", "water"}
# Dishes of these picture shapes are drinks, graded by the 2023 algorithm for beverages.
DRINK_SHAPES = pictures.DRINKS

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
HOURS = {
    "always": {d: [["00:00", "24:00"]] for d in DAYS},
    "late": {d: [["06:00", "02:00"]] for d in DAYS},
    "lunch_dinner": {d: [["11:00", "15:00"], ["17:00", "22:00"]] for d in DAYS},
    "lunch_late": {d: [["11:00", "15:00"], ["17:00", "02:00"]] for d in DAYS},
    "office": {**{d: [["06:30", "21:00"]] for d in DAYS[:5]}, "sat": [["09:00", "17:00"]], "sun": [["09:00", "17:00"]]},
    "closed_monday": {**{d: [["11:00", "15:00"], ["17:00", "23:00"]] for d in DAYS}, "mon": []},
    "closed_tuesday": {**{d: [["11:00", "15:00"], ["17:00", "22:30"]] for d in DAYS}, "tue": []},
}

# Price bands in cents by kind of dish, checked for every dish: mains $6-22; coffee, tea and sides $2.50-9;
# pressed juices, smoothies and coconuts up to $10 (San Francisco juice-bar prices).
SMALL_SHAPES = {"small_bowl", "bites", "corn", "flatbread", "bread_roll", "fries", "dumplings", "rolls", "parfait",
                "porridge", "fruit", "fruit_bowl", "fruit_cup", "cake", "pastry", "pudding", "sweets", "ice_cream",
                "sticky_rice"}
PRICE_BANDS = {"drink": (300, 700), "juice": (300, 1000), "small": (250, 900), "main": (600, 2200)}
PICTURES_MAX_BYTES = 1_500_000

# What a dish's name says it is, checked for every recipe: the first entry whose words all appear in the name
# (a word may take a plural s or es) lists the picture shapes the dish may have, so more specific entries come
# first. Names without any of these words (Daily Greens, Tom Kha Chicken) are not checked.
IN_A_BOWL = {"bowl", "poke", "acai", "curry", "porridge", "fruit_bowl", "small_bowl", "salad", "soup", "ramen",
             "noodles"}
NAME_SHAPES = [
    # drinks
    ("iced", {"iced"}), ("lemonade", {"iced"}), ("agua fresca", {"iced"}), ("horchata", {"iced"}),
    ("cold brew", {"iced"}), ("sparkling", {"sparkling"}), ("kombucha", {"sparkling"}),
    ("coconut water", {"coconut"}), ("water", {"sparkling"}), ("smoothie", {"smoothie"}), ("shake", {"smoothie"}),
    ("lassi", {"smoothie"}), ("juice", {"juice"}), ("cooler", {"juice"}), ("latte", {"coffee"}),
    ("coffee", {"coffee"}), ("chai", {"coffee", "tea"}), ("tea", {"tea"}), ("genmaicha", {"tea"}),
    # a bowl is drawn in a bowl, whatever is in it
    ("bowl", IN_A_BOWL), ("fruit cup", {"fruit_cup"}), ("lettuce cup", {"lettuce_cups"}),
    # soups and noodles
    ("soup", {"soup"}), ("stew", {"soup"}), ("chili", {"soup"}), ("chowder", {"soup", "bread_bowl"}),
    ("mussel", {"soup"}), ("pad thai", {"noodles"}), ("noodle", {"noodles", "ramen"}), ("vermicelli", {"noodles"}),
    ("japchae", {"noodles"}), ("soba", {"noodles"}), ("ramen", {"ramen"}), ("pho", {"ramen"}), ("udon", {"ramen"}),
    ("spaghetti", {"pasta"}), ("bolognese", {"pasta"}), ("penne", {"short_pasta"}), ("mac", {"short_pasta"}),
    # salads, curries, rice bowls
    ("seaweed salad", {"small_bowl"}), ("salad", {"salad"}), ("curry", {"curry"}), ("masala", {"curry"}),
    ("korma", {"curry"}), ("dal", {"curry"}), ("poke", {"poke"}), ("don", {"poke"}), ("oyakodon", {"poke"}),
    # breads
    ("taco", {"taco"}), ("wrap", {"wrap"}), ("burrito", {"burrito"}), ("bánh mì", {"baguette"}),
    ("baguette", {"baguette"}), ("burger", {"burger"}), ("grilled cheese", {"sandwich"}), ("reuben", {"sandwich"}),
    ("sandwich", {"sandwich", "baguette", "burger"}), ("toast", {"toast"}), ("bruschetta", {"bruschetta"}),
    ("roll", {"rolls", "sushi", "bread_roll"}), ("maki", {"sushi"}), ("kimbap", {"sushi"}),
    ("naan", {"flatbread"}), ("roti", {"flatbread"}),
    # plates
    ("sashimi", {"sashimi"}), ("tataki", {"sashimi"}), ("skewer", {"skewer"}), ("kebab", {"skewer"}),
    ("satay", {"skewer"}), ("tikka", {"skewer"}), ("fried rice", {"fried_rice"}), ("sticky rice", {"sticky_rice"}),
    ("stir fry", {"stir_fry"}), ("fajita", {"skillet"}), ("shakshuka", {"skillet"}), ("enchilada", {"casserole"}),
    ("parmigiana", {"casserole"}), ("stuffed", {"stuffed"}), ("omelette", {"omelette"}), ("scramble", {"scramble"}),
    ("huevos", {"fried_eggs"}), ("crêpe", {"crepe"}), ("pancake", {"pancakes"}), ("calamari", {"plate"}),
    ("steak", {"plate"}), ("mezze", {"dip"}), ("plate", {"plate", "stir_fry"}), ("set", {"plate"}),
    # breakfast
    ("parfait", {"parfait"}), ("pudding", {"parfait", "pudding"}), ("overnight oats", {"parfait"}),
    ("oatmeal", {"porridge"}), ("panna cotta", {"pudding"}), ("yogurt", {"porridge", "parfait"}),
    ("cottage cheese", {"porridge"}),
    # sweets (before the sides: a Chocolate Chip Cookie is no chips, Vanilla Bean Ice Cream no beans)
    ("croissant", {"pastry"}), ("churros", {"pastry"}), ("baklava", {"pastry"}), ("cookie", {"pastry"}),
    ("brownie", {"cake"}), ("cheesecake", {"cake"}), ("tiramisu", {"cake"}), ("bread", {"cake", "bread_roll"}),
    ("flan", {"pudding"}), ("mousse", {"pudding"}), ("mochi", {"sweets"}), ("gulab jamun", {"sweets"}),
    ("energy bites", {"sweets"}), ("ice cream", {"ice_cream"}), ("sorbet", {"ice_cream"}),
    # sides
    ("fries", {"fries"}), ("kale chip", {"small_bowl"}), ("chip", {"dip"}), ("hummus", {"dip"}),
    ("corn cup", {"small_bowl"}), ("corn", {"corn"}), ("edamame", {"small_bowl"}), ("kimchi", {"small_bowl"}),
    ("raita", {"small_bowl"}), ("sunomono", {"small_bowl"}), ("agedashi", {"small_bowl"}),
    ("almond", {"small_bowl"}), ("bean", {"small_bowl"}), ("gyoza", {"dumplings"}),
    ("dumpling", {"dumplings"}), ("samosa", {"bites"}), ("karaage", {"bites"}), ("halloumi", {"bites", "salad"}),
    ("ceviche", {"bowl"}),
    # a fruit on its own is drawn as fruit
    ("fruit", {"fruit", "fruit_bowl", "fruit_cup"}), ("pear", {"fruit"}), ("apple", {"fruit"}), ("mango", {"fruit"}),
    ("banana", {"fruit"}), ("orange", {"fruit"}), ("melon", {"fruit"}), ("watermelon", {"fruit"}),
    ("berry", {"fruit", "fruit_bowl", "fruit_cup"}), ("berries", {"fruit", "fruit_bowl", "fruit_cup"}),
    ("papaya", {"fruit"}), ("pineapple", {"fruit"}),
]

# Where San Francisco is (a generous box around the city's land).
SF_BOX = (37.705, 37.835, -122.520, -122.355)


class Fail(Exception):
    pass


# ----------------------------------------------------------------------------------------------- reading tables

def read_ingredients():
    table = {}
    with open(os.path.join(HERE, "ingredients.txt"), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            cols = [c.strip() for c in line.split("|")]
            if len(cols) != 14:
                raise Fail(f"ingredients.txt:{number}: expected 14 columns, found {len(cols)}")
            key, name, p, c, s, fat, sat, fib, salt, fvl, animal, allergens, role, colour = cols
            values = [float(v) for v in (p, c, s, fat, sat, fib, salt, fvl)]
            allergens = [a for a in allergens.split(",") if a]
            for a in allergens:
                if a not in EU14:
                    raise Fail(f"ingredients.txt:{number}: {key}: unknown allergen {a!r}")
            if animal not in "-vmr" or len(animal) != 1:
                raise Fail(f"ingredients.txt:{number}: {key}: animal must be one of - v m r")
            if role not in ("base", "top", "sauce", "liquid", "none"):
                raise Fail(f"ingredients.txt:{number}: {key}: unknown role {role!r}")
            if key in table:
                raise Fail(f"ingredients.txt:{number}: {key} defined twice")
            if values[2] > values[1] + 1e-9 or values[4] > values[3] + 1e-9:
                raise Fail(f"ingredients.txt:{number}: {key}: sugars > carbs or saturated fat > fat")
            table[key] = dict(
                key=key, name=name, protein=values[0], carbs=values[1], sugars=values[2], fat=values[3],
                sat=values[4], fiber=values[5], salt=values[6], fvl=values[7], animal=animal,
                allergens=allergens, role=role, colour=None if colour == "-" else colour)
    return table


def read_recipes(ingredients):
    recipes = {}
    with open(os.path.join(HERE, "recipes.txt"), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cols = [c.strip() for c in line.split("|")]
            if len(cols) < 5:
                raise Fail(f"recipes.txt:{number}: expected at least 5 columns")
            rid, name, shape, price, parts = cols[:5]
            description = cols[5] if len(cols) > 5 else ""
            options = dict(o.split("=", 1) for o in (cols[6].split() if len(cols) > 6 else []))
            if rid in recipes:
                raise Fail(f"recipes.txt:{number}: recipe {rid} defined twice")
            if shape not in pictures.SHAPES:
                raise Fail(f"recipes.txt:{number}: {rid}: unknown picture shape {shape!r}")
            items = []
            for part in parts.split(","):
                bits = part.split()
                if len(bits) != 2:
                    raise Fail(f"recipes.txt:{number}: {rid}: cannot read ingredient {part.strip()!r}")
                key, grams = bits[0], float(bits[1])
                if key not in ingredients:
                    raise Fail(f"recipes.txt:{number}: {rid}: unknown ingredient {key!r}")
                items.append((ingredients[key], grams))
            category = options.get("cat")
            if category is not None and category not in NUTRI_CATEGORIES:
                raise Fail(f"recipes.txt:{number}: {rid}: unknown Nutri-Score category {category!r}")
            kind = options.get("kind", "")
            if kind not in ("", "side"):
                raise Fail(f"recipes.txt:{number}: {rid}: unknown kind {kind!r}")
            heat = options.get("heat", "0")
            if heat not in ("0", "1", "2", "3"):
                raise Fail(f"recipes.txt:{number}: {rid}: heat must be 0 to 3, not {heat!r}")
            recipes[rid] = dict(id=rid, name=name, shape=shape, price=int(price), items=items,
                                description=description, category=category, kind=kind, heat=int(heat))
    return recipes


# ----------------------------------------------------------------------------------------------- numbers

def half_up(value, places):
    factor = 10 ** places
    return math.floor(value * factor + 0.5 + 1e-9) / factor


def macro_kcal(n):
    return 4 * n["proteinG"] + 4 * n["carbsG"] + 2 * n["fiberG"] + 9 * n["fatG"]


def nutrition_of(items):
    total = dict(protein=0.0, carbs=0.0, sugars=0.0, fat=0.0, sat=0.0, fiber=0.0, salt=0.0)
    grams = fvl = 0.0
    for ing, g in items:
        for k in total:
            total[k] += ing[k] * g / 100
        grams += g
        fvl += ing["fvl"] * g
    n = {
        "kcal": 0,
        "proteinG": half_up(total["protein"], 1),
        "carbsG": half_up(total["carbs"], 1),
        "sugarsG": half_up(total["sugars"], 1),
        "fatG": half_up(total["fat"], 1),
        "saturatedFatG": half_up(total["sat"], 1),
        "fiberG": half_up(total["fiber"], 1),
        "saltG": half_up(total["salt"], 2),
        "fruitVegLegumePercent": int(half_up(100 * fvl / grams, 0)),
    }
    n["sugarsG"] = min(n["sugarsG"], n["carbsG"])
    n["saturatedFatG"] = min(n["saturatedFatG"], n["fatG"])
    n["kcal"] = int(half_up(macro_kcal(n), 0))
    return n, int(half_up(grams, 0))


# ----------------------------------------------------------------------------------------------- Nutri-Score 2023

# Point tables for foods (2023 update): one point per threshold the value is strictly above.
NS_ENERGY_KJ = [335 * i for i in range(1, 11)]
NS_SUGARS = [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51]
# Beverages (2023): their own energy, sugars and protein scales.
NS_BEV_ENERGY_KJ = [30, 90, 150, 210, 240, 270, 300, 330, 360, 390]
NS_BEV_SUGARS = [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11]
NS_BEV_PROTEIN = [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0]
NS_SAT_FAT = [float(i) for i in range(1, 11)]
NS_SALT = [0.2 * i for i in range(1, 21)]
NS_PROTEIN = [2.4, 4.8, 7.2, 9.6, 12, 14, 17]
NS_FIBER = [3.0, 4.1, 5.2, 6.3, 7.4]
# Fats, oils, nuts and seeds: energy from saturates (37 kJ per g), and saturates as % of fat ("<" bands).
NS_SAT_ENERGY_KJ = [120 * i for i in range(1, 11)]
NS_SAT_RATIO = [10, 16, 22, 28, 34, 40, 46, 52, 58, 64]


def _above(value, thresholds):
    return sum(1 for t in thresholds if value > t + 1e-9 * max(1, abs(t)))


def _reaching(value, thresholds):
    return sum(1 for t in thresholds if not (t > value + 1e-9 * max(1, abs(value))))


def fvl_points(percent, scale=(1, 2, 5)):
    """Points for the fruit/vegetable/legume share: above 40, 60 and 80 %; drinks use the scale (2, 4, 6)."""
    earned = [points for limit, points in zip((40, 60, 80), scale) if percent > limit]
    return earned[-1] if earned else 0


def nutri_score(n, portion, category="general"):
    """The 2023 Nutri-Score (foods or beverages) of a dish from its per-portion JSON numbers: (score, grade, points)."""
    per = lambda v: v * 100 / portion  # noqa: E731
    energy_kj = per(n["kcal"] * 4.184)
    pts = dict(
        energy=_above(energy_kj, NS_ENERGY_KJ), sugars=_above(per(n["sugarsG"]), NS_SUGARS),
        saturatedFat=_above(per(n["saturatedFatG"]), NS_SAT_FAT), salt=_above(per(n["saltG"]), NS_SALT),
        fiber=_above(per(n["fiberG"]), NS_FIBER), protein=_above(per(n["proteinG"]), NS_PROTEIN),
        fruitVegLegume=fvl_points(n["fruitVegLegumePercent"]))
    if category == "fat_oil_nut_seed":
        fat = per(n["fatG"])
        sat = per(n["saturatedFatG"])
        pts["energy"] = _above(sat * 37, NS_SAT_ENERGY_KJ)
        pts["saturatedFat"] = _reaching(sat * 100 / fat if fat > 0 else 0, NS_SAT_RATIO)
    if category in BEVERAGES:
        pts["energy"] = _above(energy_kj, NS_BEV_ENERGY_KJ)
        pts["sugars"] = _above(per(n["sugarsG"]), NS_BEV_SUGARS)
        pts["protein"] = _above(per(n["proteinG"]), NS_BEV_PROTEIN)
        pts["fruitVegLegume"] = fvl_points(n["fruitVegLegumePercent"], (2, 4, 6))
    if category == "red_meat":
        pts["protein"] = min(pts["protein"], 2)
    negative = pts["energy"] + pts["sugars"] + pts["saturatedFat"] + pts["salt"]
    if category == "beverage_with_sweeteners":
        negative += 4
    if category == "cheese" or category in BEVERAGES:
        protein_counts = True
    elif category == "fat_oil_nut_seed":
        protein_counts = negative < 7
    else:
        protein_counts = negative < 11
    if not protein_counts:
        pts["protein"] = 0
    score = negative - (pts["fiber"] + pts["protein"] + pts["fruitVegLegume"])
    if category in BEVERAGES:
        grade = "A" if category == "water" else "B" if score <= 2 else "C" if score <= 6 else "D" if score <= 9 else "E"
        return score, grade, pts
    best_a = -6 if category == "fat_oil_nut_seed" else 0
    grade = "A" if score <= best_a else "B" if score <= 2 else "C" if score <= 10 else "D" if score <= 18 else "E"
    return score, grade, pts


# ----------------------------------------------------------------------------------------------- dishes

def nutri_category(recipe, portion):
    if recipe["category"]:
        return recipe["category"]
    if recipe["shape"] in DRINK_SHAPES:
        return "beverage"
    red = sum(g for ing, g in recipe["items"] if ing["animal"] == "r" and ing["role"] != "liquid")
    return "red_meat" if red >= 0.25 * portion else "general"


def diets_of(items, n, portion):
    allergens = {a for ing, _ in items for a in ing["allergens"]}
    animals = {ing["animal"] for ing, _ in items}
    kcal = n["kcal"]
    diets = []
    vegetarian = not (animals & {"m", "r"}) and not (allergens & SEAFOOD_ALLERGENS)
    vegan = vegetarian and "v" not in animals and not (allergens & {"milk", "eggs"})
    if vegan:
        diets.append("vegan")
    if vegetarian:
        diets.append("vegetarian")
    if "gluten" not in allergens:
        diets.append("gluten_free")
    if "milk" not in allergens:
        diets.append("dairy_free")
    if kcal >= 150 and 4 * n["carbsG"] <= 0.26 * kcal:
        diets.append("low_carb")
    if kcal >= 150 and n["carbsG"] <= 10 and 9 * n["fatG"] >= 0.60 * kcal:
        diets.append("keto")
    if n["proteinG"] >= 15 and 4 * n["proteinG"] >= 0.20 * kcal:
        diets.append("high_protein")
    if kcal <= 400 and kcal * 100 / portion <= 200:
        diets.append("low_calorie")
    return diets


def describe(recipe):
    text = recipe["description"]
    if text and not text.endswith(":"):
        return text
    shown = [(ing, g) for ing, g in recipe["items"] if ing["role"] != "none" and g >= 5]
    solids = [ing["name"] for ing, _ in shown if ing["role"] != "sauce"]
    sauces = [ing["name"] for ing, _ in shown if ing["role"] == "sauce"]

    def join(names):
        names = list(dict.fromkeys(names))
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    body = join(solids) if solids else ""
    if sauces:
        body = (body + " with " if body else "") + join(sauces)
    if text:
        return text + " " + body + "."
    return body[:1].upper() + body[1:] + "."


ALLERGEN_WORDS = {"soybeans": "soy", "crustaceans": "crustaceans", "molluscs": "molluscs"}


def ingredient_line(recipe):
    """The ingredients as a label lists them: heaviest first, each allergen named after what brings it."""
    parts = []
    for ing, _ in sorted(recipe["items"], key=lambda item: -item[1]):
        if ing["name"] in (p.split(" (")[0] for p in parts):
            continue
        named = [ALLERGEN_WORDS.get(a, a) for a in sorted(ing["allergens"], key=EU14.index)]
        parts.append(ing["name"] + (f" ({', '.join(named)})" if named else ""))
    line = ", ".join(parts)
    return line[:1].upper() + line[1:]


def build_dish(recipe, available):
    n, portion = nutrition_of(recipe["items"])
    category = nutri_category(recipe, portion)
    score, grade, points = nutri_score(n, portion, category)
    allergens = sorted({a for ing, _ in recipe["items"] for a in ing["allergens"]}, key=EU14.index)
    dish = {
        "name": recipe["name"],
        "description": describe(recipe),
        "ingredients": ingredient_line(recipe),
        "price": recipe["price"],
        "portionGrams": portion,
        "nutrition": n,
        "allergens": allergens,
        "diets": diets_of(recipe["items"], n, portion),
        "available": available,
        "imageUrl": None,
    }
    if category != "general":
        dish["nutriScoreCategory"] = category
    if recipe["heat"]:
        dish["spicyLevel"] = recipe["heat"]
    return dish, dict(score=score, grade=grade, points=points, category=category, recipe=recipe)


# ----------------------------------------------------------------------------------------------- restaurants

def seeded(text, modulo):
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:8], 16) % modulo


def build_restaurants(recipes):
    out = []
    meta = []
    for index, r in enumerate(RESTAURANTS):
        area_code = "415" if index % 3 != 2 else "628"
        menu = []
        dish_meta = []
        for section, ids in r["menu"]:
            dishes = []
            for rid in ids:
                available = not rid.startswith("!")
                rid = rid.lstrip("!")
                if rid not in recipes:
                    raise Fail(f"{r['name']}: menu section {section!r} names unknown recipe {rid!r}")
                dish, info = build_dish(recipes[rid], available)
                dishes.append(dish)
                dish_meta.append(dict(info, section=section, dish=dish))
            menu.append({"section": section, "dishes": dishes})
        central = r["lat"] > 37.77 and r["lon"] > -122.44
        restaurant = {
            "name": r["name"],
            "cuisine": r["cuisine"],
            "description": r["description"],
            "phone": f"+1{area_code}55501{index:02d}",
            "categories": r["categories"],
            "imageUrl": None,
            "location": {"address": r["address"], "latitude": r["lat"], "longitude": r["lon"]},
            "deliveryRadiusKm": 5 if central else 7,
            "timeZone": "America/Los_Angeles",
            "prepMinutes": 10 + seeded(r["name"] + "prep", 4) * 5,
            "openingHours": HOURS[r["hours"]],
            "fees": {
                "deliveryBase": [99, 149, 199, 249][seeded(r["name"] + "fee", 4)],
                "deliveryPerKm": [40, 50, 60][seeded(r["name"] + "km", 3)],
                "freeDeliveryOver": [2500, 3000, 3500][seeded(r["name"] + "free", 3)],
                "minimumOrder": [800, 1000, 1200][seeded(r["name"] + "min", 3)],
            },
            "taxRateBps": 863,
            "offersPickup": seeded(r["name"] + "pickup", 2) == 0,
            "menu": menu,
        }
        out.append(restaurant)
        meta.append(dict(source=r, dishes=dish_meta))
    return out, meta


# ----------------------------------------------------------------------------------------------- validation

def price_band(recipe):
    shape = recipe["shape"]
    if shape in ("coffee", "tea", "iced", "sparkling"):
        return "drink"
    if shape in ("juice", "smoothie", "coconut"):
        return "juice"
    if recipe["kind"] == "side" or shape in SMALL_SHAPES:
        return "small"
    return "main"


def name_says(words, keyword):
    return all(w in words or w + "s" in words or w + "es" in words for w in keyword.split())


def picture_problems(recipes, dish_files, picture_files):
    """The picture rules: the name agrees with the shape (NAME_SHAPES), ice <-> iced, one file per recipe."""
    errors = []
    for r in recipes.values():
        where = f"{r['id']} ({r['name']})"
        words = set(re.findall(r"[^\W\d_]+", r["name"].lower()))
        for keyword, shapes in NAME_SHAPES:
            if name_says(words, keyword):
                if r["shape"] not in shapes:
                    errors.append(f"{where}: the name says {keyword!r}, so the picture shape must be "
                                  f"{'one of ' if len(shapes) > 1 else ''}{', '.join(sorted(shapes))}, "
                                  f"not {r['shape']!r}")
                break
        iced = any(ing["key"] == "ice" for ing, _ in r["items"])
        if r["shape"] in DRINK_SHAPES and iced != (r["shape"] == "iced"):
            errors.append(f"{where}: a drink {'with' if iced else 'without'} ice is drawn "
                          f"{'as iced' if iced else 'hot or bottled'}, not {r['shape']!r}")
    owner = {}
    for rid, (name, svg) in sorted(dish_files.items()):
        if name in owner or svg in owner:
            errors.append(f"{rid} and {owner.get(name) or owner.get(svg)} share a picture ({name})")
        owner[name] = owner[svg] = rid
    for name, svg in picture_files.items():
        errors.extend(f"pictures/{name}: {e}" for e in pictures.check_svg(svg))
    total = sum(len(svg.encode("utf-8")) for svg in picture_files.values())
    if total > PICTURES_MAX_BYTES:
        errors.append(f"the pictures take {total} bytes (want at most {PICTURES_MAX_BYTES})")
    return errors


def validate(restaurants, meta, picture_files, recipes, dish_files):
    errors = []
    dish_count = 0
    categories = set()
    phones = set()
    names = set()
    for r, m in zip(restaurants, meta):
        where = r["name"]
        if r["name"] in names:
            errors.append(f"{where}: duplicate restaurant name")
        names.add(r["name"])
        if r["phone"] in phones:
            errors.append(f"{where}: duplicate phone {r['phone']}")
        phones.add(r["phone"])
        digits = r["phone"][1:]
        if not (r["phone"].startswith("+1") and len(digits) == 11 and digits[1:4] in ("415", "628")
                and digits[4:9] == "55501"):
            errors.append(f"{where}: phone {r['phone']} is not a fictional +1 415/628 555-01xx number")
        lat, lon = r["location"]["latitude"], r["location"]["longitude"]
        if not (SF_BOX[0] <= lat <= SF_BOX[1] and SF_BOX[2] <= lon <= SF_BOX[3]):
            errors.append(f"{where}: location {lat},{lon} is outside San Francisco")
        if "San Francisco, CA 941" not in r["location"]["address"]:
            errors.append(f"{where}: address should be a San Francisco street address")
        for slug in r["categories"]:
            if not slug or any(not (ch.islower() or ch.isdigit() or ch == "-") for ch in slug):
                errors.append(f"{where}: bad category slug {slug!r}")
        categories.update(r["categories"])
        if set(r["openingHours"]) != set(DAYS):
            errors.append(f"{where}: openingHours must name every day")
        for day, periods in r["openingHours"].items():
            for opens, closes in periods:
                for t in (opens, closes):
                    hh, mm = t.split(":")
                    if len(hh) != 2 or len(mm) != 2 or not (0 <= int(hh) <= 24 and 0 <= int(mm) <= 59) \
                            or int(hh) * 60 + int(mm) > 1440:
                        errors.append(f"{where}: {day}: bad time {t}")
                if opens == closes or opens == "24:00" or closes == "00:00":
                    errors.append(f"{where}: {day}: bad period {opens}-{closes}")
        sections = len(r["menu"])
        if not 3 <= sections <= 5:
            errors.append(f"{where}: {sections} menu sections (want 3-5)")
        count = sum(len(s["dishes"]) for s in r["menu"])
        if not 12 <= count <= 20:
            errors.append(f"{where}: {count} dishes (want 12-20)")
        dish_count += count
        seen = set()
        available = good = 0
        # Drinks are graded on their own scale: the rule weighs the food (a drinks-only menu, its drinks).
        has_food = any(d["dish"]["available"] and d["category"] not in BEVERAGES for d in m["dishes"])
        offenders = []
        for d in m["dishes"]:
            dish = d["dish"]
            dw = f"{where} / {dish['name']}"
            if dish["name"] in seen:
                errors.append(f"{dw}: listed twice in one restaurant")
            seen.add(dish["name"])
            n = dish["nutrition"]
            expected = macro_kcal(n)
            if abs(n["kcal"] - expected) > max(15, expected / 10):
                errors.append(f"{dw}: kcal {n['kcal']} does not match macronutrients ({expected:.0f})")
            if n["sugarsG"] > n["carbsG"]:
                errors.append(f"{dw}: sugars exceed carbs")
            if n["saturatedFatG"] > n["fatG"]:
                errors.append(f"{dw}: saturated fat exceeds fat")
            if n["saltG"] > 3.0:
                errors.append(f"{dw}: salt {n['saltG']} g is above 3 g")
            band = price_band(d["recipe"])
            if band == "main" and d["recipe"]["shape"] != "acai" and n["saltG"] < 0.2:
                errors.append(f"{dw}: salt {n['saltG']} g is unrealistically low for a main")
            low, high = PRICE_BANDS[band]
            if not low <= dish["price"] <= high:
                errors.append(f"{dw}: price {dish['price']} outside the {band} band {low}-{high}")
            if not 30 <= dish["portionGrams"] <= 900:
                errors.append(f"{dw}: portion {dish['portionGrams']} g is not realistic")
            if not 0 <= n["fruitVegLegumePercent"] <= 100:
                errors.append(f"{dw}: fruit/veg/legume share out of range")
            for a in dish["allergens"]:
                if a not in EU14:
                    errors.append(f"{dw}: unknown allergen {a}")
            for t in dish["diets"]:
                if t not in DIETS:
                    errors.append(f"{dw}: unknown diet {t}")
            if "vegan" in dish["diets"] and ({"milk", "eggs", "fish", "crustaceans", "molluscs"}
                                            & set(dish["allergens"])):
                errors.append(f"{dw}: tagged vegan but has an animal allergen")
            if "gluten_free" in dish["diets"] and "gluten" in dish["allergens"]:
                errors.append(f"{dw}: tagged gluten_free but contains gluten")
            if "dairy_free" in dish["diets"] and "milk" in dish["allergens"]:
                errors.append(f"{dw}: tagged dairy_free but contains milk")
            for key in ("imageUrl",):
                url = dish[key]
                if not (url and url.startswith(PICTURE_URL) and url[len(PICTURE_URL):] in picture_files):
                    errors.append(f"{dw}: imageUrl {url!r} does not name a generated picture")
            if dish["available"] and (not has_food or d["category"] not in BEVERAGES):
                available += 1
                if d["grade"] in ("A", "B"):
                    good += 1
                else:
                    offenders.append(f"{dish['name']} ({d['grade']})")
        if available == 0 or good < 0.75 * available:
            errors.append(f"{where}: listing rule fails, only {good}/{available} available foods grade A or B; "
                          f"below B: {', '.join(offenders)}")
        url = r["imageUrl"]
        if not (url and url.startswith(PICTURE_URL) and url[len(PICTURE_URL):] in picture_files):
            errors.append(f"{where}: imageUrl {url!r} does not name a generated picture")
    if len(restaurants) < 32:
        errors.append(f"only {len(restaurants)} restaurants (want >= 32)")
    if dish_count < 480:
        errors.append(f"only {dish_count} dishes (want >= 480)")
    if len(categories) < 12:
        errors.append(f"only {len(categories)} categories (want >= 12)")
    unavailable = sum(1 for m in meta for d in m["dishes"] if not d["dish"]["available"])
    if not 1 <= unavailable <= 20:
        errors.append(f"{unavailable} unavailable dishes (want a few)")
    open_always = sum(1 for r in restaurants if all(p == [["00:00", "24:00"]] for p in r["openingHours"].values()))
    if open_always * 2 <= len(restaurants):
        errors.append("most restaurants should be open around the clock")
    errors.extend(picture_problems(recipes, dish_files, picture_files))
    return errors


# ----------------------------------------------------------------------------------------------- main

def main(argv):
    check_only = "--check" in argv
    try:
        ingredients = read_ingredients()
        recipes = read_recipes(ingredients)
        restaurants, meta = build_restaurants(recipes)
    except Fail as failure:
        print(f"generate.py: {failure}", file=sys.stderr)
        return 1

    # Pictures: one per recipe on a menu (a recipe served by several restaurants keeps its file); one cover per
    # restaurant.
    files = {}
    used = {d["recipe"]["id"]: d["recipe"] for m in meta for d in m["dishes"]}
    dish_files = pictures.dish_pictures([used[k] for k in sorted(used)])
    for r, m in zip(restaurants, meta):
        for d in m["dishes"]:
            name, svg = dish_files[d["recipe"]["id"]]
            files[name] = svg
            d["dish"]["imageUrl"] = PICTURE_URL + name
        name, svg = pictures.cover_picture(r, m)
        files[name] = svg
        r["imageUrl"] = PICTURE_URL + name

    errors = validate(restaurants, meta, files, recipes, dish_files)
    if errors:
        print(f"generate.py: {len(errors)} rule(s) failed:", file=sys.stderr)
        for e in errors:
            print("  - " + e, file=sys.stderr)
        return 1

    text = json.dumps(restaurants, ensure_ascii=False, indent=1) + "\n"
    if check_only:
        stale = []
        try:
            with open(JSON_OUT, encoding="utf-8") as f:
                if f.read() != text:
                    stale.append(JSON_OUT)
        except FileNotFoundError:
            stale.append(JSON_OUT)
        on_disk = set(os.listdir(PICTURES_OUT)) if os.path.isdir(PICTURES_OUT) else set()
        if on_disk != set(files):
            stale.append(PICTURES_OUT)
        else:
            for name, svg in files.items():
                with open(os.path.join(PICTURES_OUT, name), encoding="utf-8") as f:
                    if f.read() != svg:
                        stale.append(os.path.join(PICTURES_OUT, name))
        if stale:
            print("generate.py: outputs are out of date: " + ", ".join(stale), file=sys.stderr)
            return 1
    else:
        os.makedirs(os.path.dirname(JSON_OUT), exist_ok=True)
        with open(JSON_OUT, "w", encoding="utf-8") as f:
            f.write(text)
        os.makedirs(PICTURES_OUT, exist_ok=True)
        for old in os.listdir(PICTURES_OUT):
            if old.endswith(".svg") and old not in files:
                os.remove(os.path.join(PICTURES_OUT, old))
        for name, svg in sorted(files.items()):
            with open(os.path.join(PICTURES_OUT, name), "w", encoding="utf-8") as f:
                f.write(svg)

    print_summary(restaurants, meta, files)
    return 0


def print_summary(restaurants, meta, files):
    dishes = [d for m in meta for d in m["dishes"]]
    grades = {g: sum(1 for d in dishes if d["grade"] == g) for g in "ABCDE"}
    categories = sorted({c for r in restaurants for c in r["categories"]})
    shares = []
    for r, m in zip(restaurants, meta):
        avail = [d for d in m["dishes"] if d["dish"]["available"]]
        shares.append((sum(1 for d in avail if d["grade"] in "AB") / len(avail), r["name"]))
    low = min(shares)
    diets = {t: sum(1 for d in dishes if t in d["dish"]["diets"]) for t in DIETS}
    cats = {c: sum(1 for d in dishes if d["category"] == c) for c in NUTRI_CATEGORIES}
    kcal = sorted(d["dish"]["nutrition"]["kcal"] for d in dishes)
    dish_pics = sum(1 for f in files if not f.startswith("cover-"))
    biggest = max(len(s.encode("utf-8")) for s in files.values())
    always = sum(1 for r in restaurants if all(p == [["00:00", "24:00"]] for p in r["openingHours"].values()))
    print(f"restaurants:        {len(restaurants)} ({always} open 24/7)")
    print(f"dishes:             {len(dishes)} ({sum(1 for d in dishes if not d['dish']['available'])} unavailable, "
          f"{len({d['recipe']['id'] for d in dishes})} distinct recipes)")
    print(f"categories:         {len(categories)}: {', '.join(categories)}")
    print("grades:             " + ", ".join(f"{g} {n}" for g, n in grades.items()))
    print(f"A/B share min:      {low[0]:.0%} ({low[1]})")
    print("nutriScoreCategory: " + ", ".join(f"{c} {n}" for c, n in cats.items()))
    print("diets:              " + ", ".join(f"{t} {n}" for t, n in diets.items()))
    print(f"kcal per dish:      min {kcal[0]}, median {kcal[len(kcal) // 2]}, max {kcal[-1]}")
    print(f"pictures:           {len(files)} files ({dish_pics} dish, {len(files) - dish_pics} cover), "
          f"largest {biggest} bytes")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
