"""The official Cooklang CLI's reading of a `.menu` file as a plan, on the official parser.

cookcli's `get_menu` (src/server/handlers/menus.rs) re-done step for step over the
cooklang-bindings parse: a section's steps cut into lines at new lines in text and at a text
of "-" alone; a line that is one text ending in ":" heads a meal (its name without colons and
"(HH:MM)"); every other line's ingredients and references go to the meal above ("Items" above
the first header); a header with nothing under it makes no meal. Used by conformance-plan.py.
"""
import re

DATE = re.compile(r"\((\d{4}-\d{2}-\d{2})\)")
TIME = re.compile(r"\((\d{2}:\d{2})\)")
MEAL_TIME = re.compile(r"\s*\(\d{2}:\d{2}\)\s*")


def is_meal_header(text):
    trimmed = text.strip()
    return trimmed.endswith(":") and trimmed.rstrip(":").strip() != ""


def meal_type(header):
    return MEAL_TIME.sub("", header.strip().rstrip(":").strip()).strip()


def reference_path(ingredient):
    """"Breakfast/Easy Pancakes" for @./Breakfast/Easy Pancakes{}, as cookcli names it."""
    ref = ingredient.recipe_reference                      # the bindings give it as written: ./Breakfast/Easy Pancakes
    return ref[2:] if ref.startswith("./") else ref


def lines_of(section):
    lines = []
    for block in section.blocks:
        if not hasattr(block, "items"):
            continue                                        # a note
        items, text = [], ""

        def end():
            nonlocal items, text
            if text:
                items.append(("text", text))
                text = ""
            if items:
                lines.append(items)
                items = []

        for item in block.items:
            kind = type(item).__name__
            if kind == "TextItem":
                if item.value == "-":
                    end()
                    continue
                for index, part in enumerate(item.value.split("\n")):
                    if index > 0:
                        end()
                    text += part
            elif kind == "IngredientRef":
                if text:
                    items.append(("text", text))
                    text = ""
                items.append(("item", item.ingredient))
        end()
    return lines


def plan(recipe):
    """[{name, date, meals: [{type, time, entries: [[item, ...], ...]}]}], each item
    ("recipe", path, quantity, unit) or ("ingredient", name, quantity, unit)."""
    sections = []
    for section in recipe.sections:
        meals, name, time, entries = [], "Items", None, []
        for line in lines_of(section):
            if len(line) == 1 and line[0][0] == "text" and is_meal_header(line[0][1]):
                if entries:
                    meals.append({"type": name, "time": time, "entries": entries})
                entries = []
                found = TIME.search(line[0][1])
                time, name = (found.group(1) if found else None), meal_type(line[0][1])
                continue
            items = []
            for kind, value in line:
                if kind != "item":
                    continue
                quantity = value.quantity
                amount = (quantity.value if quantity is not None else None, quantity.unit if quantity is not None else None)
                if value.recipe_reference is not None:
                    items.append(("recipe", reference_path(value)) + amount)
                else:
                    items.append(("ingredient", value.name) + amount)
            if items:
                entries.append(items)
        if entries:
            meals.append({"type": name, "time": time, "entries": entries})
        found = DATE.search(section.name) if section.name else None
        sections.append({"name": section.name, "date": found.group(1) if found else None, "meals": meals})
    return sections
