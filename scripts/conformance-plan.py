#!/usr/bin/env python3
"""Checks plans (.menu files) against the official parser (issue #37).

    <venv>/bin/python scripts/conformance-plan.py --cookbook .build/debug/cookbook FOLDER [FOLDER...]

The venv needs `cooklang-bindings` (module `cooklang`). Two checks:

  read   every .menu file under the folders, printed by `cookbook plan PLAN --json`, equals
         the official CLI's reading of it (cookcli's `get_menu`, re-done on the official parse
         in plan_official.py): each section's name and date, each meal's type and time, and
         each item — a recipe reference's path and scale (cookcli's reference_scale_factor:
         servings or yield against the referenced recipe's own), an ingredient's name, amount
         and unit.
  edit   on a copy of the first folder (the Cooklang CLI's seed), after each of a series of
         `cookbook plan add` / `plan remove` runs (LF and CRLF copies of Weekly Plan.menu):
         the file still parses with the official parser, its official reading is the one
         before with exactly that change, and every byte outside the lines the change names
         is kept (at most one other line changed: the `\\` that joins a line to the next). The
         official parser reads a `\\` before CRLF as escaping the CR, not as a line break (a
         CRLF plan has no meals to it), so a CRLF file is read as its LF copy.

Exit status 0 when every check holds, 1 otherwise, 2 on a usage error.
"""
import argparse
import copy
import difflib
import json
import shutil
import subprocess
import sys
import tempfile
from fractions import Fraction
from pathlib import Path

import cooklang

import plan_official

EDITS = [  # (plan add|remove arguments, the change to the official reading)
    (["add", "Weekly Plan", "Risotto", "--date", "2026-03-09", "--meal", "Dinner"], ("add", "2026-03-09", "Dinner", "Risotto", None)),
    (["add", "Weekly Plan", "Salads/Caprese", "--date", "2026-03-08", "--meal", "Snacks", "--servings", "4"],
     ("add", "2026-03-08", "Snacks", "Salads/Caprese", (4, "servings"))),
    (["add", "Weekly Plan", "lamb-chops", "--date", "2026-03-06", "--meal", "Lunch"], ("add", "2026-03-06", "Lunch", "lamb-chops", None)),
    (["add", "Weekly Plan", "Thai Green Curry", "--date", "2026-03-11", "--meal", "Dinner"], ("add", "2026-03-11", "Dinner", "Thai Green Curry", None)),
    (["remove", "Weekly Plan", "Risotto", "--date", "2026-03-09", "--meal", "Dinner"], ("remove", "2026-03-09", "Dinner", "Risotto", None)),
    (["remove", "Weekly Plan", "almonds", "--date", "2026-03-09", "--meal", "Snacks"], ("remove", "2026-03-09", "Snacks", "almonds", None)),
    (["remove", "Weekly Plan", "Salads/Caprese", "--date", "2026-03-08", "--meal", "Lunch"], ("remove", "2026-03-08", "Lunch", "Salads/Caprese", None)),
]

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def number(value):
    if value is None or isinstance(value, str):
        return value
    if hasattr(value, "start"):
        return str(value)
    return round(float(value), 9)


def ours_number(text):
    if text is None:
        return None
    try:
        return round(float(sum(Fraction(part) for part in text.split())), 9)
    except (ValueError, ZeroDivisionError):
        return text


def recipe_info(folder, path):
    """servings (int) and yield ((value, unit)) of the recipe at `path` (without .cook), as cookcli reads them."""
    file = Path(folder) / (path + ".cook")
    if not file.exists():
        return None, None
    recipe = cooklang.parse(file.read_text(encoding="utf-8"))
    servings = recipe.servings if isinstance(recipe.servings, int) else None
    written = recipe.metadata.get("yield") if hasattr(recipe.metadata, "get") else None
    made = None
    if isinstance(written, str) and "%" in written:
        value, unit = written.split("%", 1)
        try:
            made = (float(value.strip()), unit.strip()) if unit.strip() else None
        except ValueError:
            made = None
    return servings, made


def scale(folder, path, value, unit):
    """cookcli's reference_scale_factor."""
    if value is None or isinstance(value, str) or hasattr(value, "start"):
        return 1.0
    value = float(value)
    if unit is None:
        return value
    servings, made = recipe_info(folder, path)
    if unit.lower() in ("servings", "serving"):
        return value / servings if servings else value
    if made and made[1].lower() == unit.lower() and made[0] > 0:
        return value / made[0]
    return value


def official_json(folder, text):
    """The official reading in the shape `cookbook plan --json` prints (items flattened)."""
    sections = []
    for section in plan_official.plan(cooklang.parse(text)):
        meals = []
        for meal in section["meals"]:
            items = []
            for entry in meal["entries"]:
                for kind, name, value, unit in entry:
                    if kind == "recipe":
                        items.append(("recipe", name, round(scale(folder, name, value, unit), 9)))
                    else:
                        items.append(("ingredient", name, number(value), unit))
            meals.append((meal["type"], meal["time"], items))
        sections.append((section["name"], section["date"], meals))
    return sections


def our_json(cookbook, folder, plan):
    run = subprocess.run([cookbook, "plan", plan, "--json", "--data", str(folder)], capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(run.stderr.strip())
    found = json.loads(run.stdout)
    return [(section["name"], section["date"], [(meal["type"], meal["time"], [
        ("recipe", item["name"], round(item["scale"], 9)) if item["kind"] == "recipe_reference"
        else ("ingredient", item["name"], ours_number(item["quantity"]), item["unit"]) for item in meal["items"]])
        for meal in section["meals"]]) for section in found["sections"]]


def changed(reading, change):
    """The official reading (plan_official.plan) with `change` made, as Cookbook makes it."""
    kind, date, meal, path, amount = change
    reading = copy.deepcopy(reading)
    day = next((s for s in reading if s["date"] == date), None)
    if kind == "add":
        item = ("recipe", path) + (amount if amount else (None, None))
        if day is None:
            import datetime
            weekday = WEEKDAYS[datetime.date.fromisoformat(date).weekday()]
            day = {"name": f"{weekday} ({date})", "date": date, "meals": []}
            later = [i for i, s in enumerate(reading) if s["date"] and s["date"] > date]
            reading.insert(later[0] if later else len(reading), day)
        found = [m for m in day["meals"] if m["type"].lower() == meal.lower()]
        if found:
            found[-1]["entries"].append([item])
        else:
            day["meals"].append({"type": meal, "time": None, "entries": [[item]]})
        return reading
    for found in reversed([m for m in day["meals"] if m["type"].lower() == meal.lower()]):
        for entry in found["entries"]:
            if any(i[1].lower() == path.lower() for i in entry):
                found["entries"].remove(entry)
                if not found["entries"]:
                    day["meals"].remove(found)
                return reading
    raise ValueError(f"{path} is not at {meal} on {date}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cookbook", required=True)
    parser.add_argument("folders", nargs="+")
    arguments = parser.parse_args()
    problems, reads, edits = [], 0, 0
    with tempfile.TemporaryDirectory() as home:
        env = {"HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data",
               "XDG_CONFIG_HOME": home + "/config", "PATH": "/usr/bin:/bin", "COOKBOOK_TODAY": "2026-03-08"}
        for folder in arguments.folders:
            for menu in sorted(Path(folder).rglob("*.menu")):
                if any(part.startswith(".") for part in menu.relative_to(folder).parts):
                    continue
                plan = str(menu.relative_to(folder))[:-len(".menu")]
                reads += 1
                try:
                    ours = our_json(arguments.cookbook, folder, plan)
                except RuntimeError as error:
                    problems.append(f"read {menu}: cookbook plan failed: {error}")
                    continue
                theirs = official_json(folder, menu.read_text(encoding="utf-8"))
                if ours != theirs:
                    problems.append(f"read {menu}: ours {ours}\n   official {theirs}")
        for crlf in (False, True):
            folder = Path(home) / ("seed-crlf" if crlf else "seed")
            shutil.copytree(arguments.folders[0], folder)
            menu = folder / "Weekly Plan.menu"
            if crlf:
                menu.write_bytes(menu.read_bytes().replace(b"\n", b"\r\n"))
            for words, change in EDITS:
                before = menu.read_bytes()
                label = ("crlf " if crlf else "") + " ".join(words)
                run = subprocess.run([arguments.cookbook, "plan", *words, "--data", str(folder)], capture_output=True, text=True, env=env)
                if run.returncode != 0:
                    problems.append(f"{label}: exit {run.returncode}: {run.stderr.strip()}")
                    continue
                after = menu.read_bytes()
                edits += 1
                # The official parser reads a `\` before a CRLF as escaping the `\r` (no line break, so
                # no meals in a CRLF plan at all): a CRLF file is read as its LF copy, which checks
                # that the change is the one made to the LF file, its line endings kept.
                def text(data):
                    return data.replace(b"\r\n", b"\n").decode("utf-8")
                try:
                    reading = plan_official.plan(cooklang.parse(text(after)))
                except Exception as error:                      # a panic of the official parser
                    problems.append(f"{label}: the official parser cannot read the result: {error}")
                    continue
                try:
                    expected = changed(plan_official.plan(cooklang.parse(text(before))), change)
                except ValueError as error:
                    problems.append(f"{label}: {error} before the change")
                    continue
                if reading != expected:
                    problems.append(f"{label}: the official reading is\n   {reading}\n   expected {expected}")
                old, new = before.splitlines(keepends=True), after.splitlines(keepends=True)
                touched = [tag for tag, *_ in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes() if tag != "equal"]
                modified = sum(1 for a, b in zip(old, new) if a != b and a.rstrip(b"\r\n").rstrip(b" \\") == b.rstrip(b"\r\n").rstrip(b" \\"))
                kept = [line for line in old if line in new]
                if len(old) - len(kept) > 3 + modified or (crlf and b"\n" in after.replace(b"\r\n", b"")) or len(touched) > 3:
                    problems.append(f"{label}: more changed than the entry's lines and one join: {touched}")
    for problem in problems:
        print("mismatch:", problem)
    print(f"plans: {reads} .menu files read, {edits} edits checked (LF and CRLF), {len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
