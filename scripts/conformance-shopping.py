#!/usr/bin/env python3
"""Differential check of our shopping code against the official package (cooklang-bindings).

    <venv>/bin/python scripts/conformance-shopping.py --dump .build/debug/shopping-dump \
        --cookbook .build/debug/cookbook FOLDER [FOLDER...]

Four comparisons, each with the official function named in issue #17:

  combine   every *.cook file under the folders: official combine_ingredients(parse(text)
            .ingredients) against our ShoppingItem.merge of the same recipe. Official names
            are grouped by the item our list puts them in (the name as written, folded; the singular and
            plural of one noun joined when their amounts add up); amounts are compared as sums per dimension (in
            our base units: grams, millilitres, through our unit table, which its own tests
            check against NIST), per unknown unit, and as text.
  aisle     each folder's config/aisle.conf and a set of edge cases: parse_aisle_config
            against our AisleConfig (section names in order, each ingredient and its aliases).
  list      .shopping-list files our `cookbook shopping-list add` wrote for every recipe of
            the first folder, and edge cases: parse_shopping_list against ShoppingListFile.
  checked   a .shopping-checked log our `cookbook shopping-list check/uncheck` wrote, and edge
            cases: parse_checked_log and checked_names against ShoppingCheckLog.
  menus     every .menu file of the first folder added by our `cookbook shopping-list add`, and
            recipes added twice: parse_shopping_list of what we wrote against the entry the
            official CLI's add_menu writes (worked out here with the official parse of the menu
            and its recipes, by cookcli's rule: the menu's path, its recipes nested at the
            factor their {N%servings} / {N%unit} / {N} asks, each recipe's own references
            under it, no free-hand items), each recipe added twice as one entry with the sum,
            and `shopping-list remove` leaving nothing of the menu.

Every case is reported as agreeing, or as a difference of a known, documented kind (see
docs/cooklang.md, "Checked against the official tools"), or as a mismatch (listed). Exit
status 0 when there is no mismatch, 1 otherwise, 2 on a usage error.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

try:
    import cooklang
except ImportError:
    print("error: the cooklang module (PyPI cooklang-bindings) is not installed", file=sys.stderr)
    sys.exit(2)

MAX_SHOWN = 30



# Words a recipe writes as a count's unit that describe the thing counted (CountNoun.sizeWords).
SIZE_WORDS = {"large", "small", "medium", "big", "whole", "jumbo", "extra-large", "heaped", "heaping", "level",
              "rounded", "scant", "generous", "good", "thin", "thick", "ripe"}

def dump(binary, *arguments, stdin=None):
    run = subprocess.run([binary, *arguments], input=stdin, capture_output=True, text=True)
    if run.returncode != 0:
        print(f"error: {binary} {' '.join(arguments)}: {run.stderr.strip()}", file=sys.stderr)
        sys.exit(2)
    return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]


def cook_files(folder):
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.endswith(".cook") and not name.startswith("."):
                yield str(Path(root) / name)


def close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


class Report:
    def __init__(self, name):
        self.name, self.counts, self.mismatches = name, Counter(), []

    def add(self, kind, detail=None):
        self.counts[kind] += 1
        if kind == "mismatch":
            self.mismatches.append(detail)

    def print(self):
        total = sum(self.counts.values())
        parts = ", ".join(f"{count} {kind}" for kind, count in sorted(self.counts.items()))
        print(f"{self.name}: {total} compared: {parts}")
        for detail in self.mismatches[:MAX_SHOWN]:
            print(f"  mismatch: {detail}")
        if len(self.mismatches) > MAX_SHOWN:
            print(f"  … {len(self.mismatches) - MAX_SHOWN} more")


def singular(unit):
    """Our UnitName rule: `tins` and `tin` are one unknown unit."""
    word = unit.lower().strip()
    for suffix in ("ches", "shes", "xes", "sses"):
        if word.endswith(suffix):
            return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 1:
        return word[:-1]
    return word


COUNTED_WORDS = {"pinch", "dash", "smidgen", "drop", "sprinkle", "splash", "touch", "handful", "knob", "sprig", "bunch"}


def counted_word(text, unit):
    """Our WordAmount rule: `pinch`, `a pinch`, `2 pinches`, `1pinch` are so many of a word's
    unit, which we add up where the official list keeps the text; (count, unit) or None."""
    words = " ".join(part for part in (text, unit) if part).lower().split()
    if not words or len(words) > 2:
        return None
    count, word = 1.0, words[-1]
    if len(words) == 2:
        if words[0] not in ("a", "an", "one"):
            try:
                count = float(words[0])
            except ValueError:
                return None
    else:
        digits = len(word) - len(word.lstrip("0123456789./"))
        if digits:
            try:
                count, word = float(word[:digits]), word[digits:]
            except ValueError:
                return None
    word = singular(word)
    return (count, word) if word in COUNTED_WORDS and count > 0 else None


def official_sums(quantities, units, counted=None):
    """Official quantities as (sums by dimension or unit, texts, ranges); word amounts we count
    are summed under their unit and noted in `counted`."""
    sums, texts, ranges = defaultdict(float), [], []
    for quantity in quantities:
        unit = quantity.unit or ""
        value = quantity.value
        if isinstance(value, str) or not isinstance(value, (int, float)):
            text = str(value)
            low, _, high = text.partition("-")
            try:
                float(low), float(high)
                ranges.append((text, unit))
            except ValueError:
                word = counted_word(text, unit)
                if word:
                    sums[("unit", word[1])] += word[0]
                    if counted is not None:
                        counted.append(text)
                else:
                    texts.append(" ".join(part for part in (text, unit) if part))
            continue
        info = units.get(unit)
        if info:
            sums[("dimension", info["dimension"])] += float(value) * info["size"]
        else:
            sums[("unit", singular(unit))] += float(value)
    return sums, texts, ranges


def compare_combine(files, dump_binary):
    report = Report("combine_ingredients")
    ours_by_path = {entry["path"]: entry for entry in dump(dump_binary, "combine", stdin="\n".join(files) + "\n")}
    for path in files:
        ours = ours_by_path[path]
        try:
            official = cooklang.combine_ingredients(cooklang.parse(Path(path).read_text(encoding="utf-8")).ingredients)
        except Exception as error:  # the official parser panics on a few files
            report.add("official parser failed", None)
            continue
        by_key = defaultdict(list)
        for name, quantities in official.items():
            by_key[ours["keys"].get(name, name)].append((name, quantities))
        our_items = {item["key"]: item for item in ours["items"]}
        for key in sorted(set(by_key) | set(our_items)):
            item, names = our_items.get(key), by_key.get(key, [])
            if item is None or not names:
                report.add("mismatch", f"{path}: {key!r} only on {'our' if item else 'their'} side")
                continue
            sums, texts, ranges, counted = defaultdict(float), [], [], []
            for _, quantities in names:
                s, t, r = official_sums(quantities, ours["units"], counted)
                for k, v in s.items():
                    sums[k] += v
                texts += t
                ranges += r
            our_sums = {("dimension", t["dimension"]) if t["dimension"] else ("unit", singular(t["unit"])): t["value"] for t in item["totals"]}
            kinds = []
            if len({ours.get("identities", {}).get(name, name) for name, _ in names}) > 1:
                kinds.append("singular and plural of one noun joined (docs/amounts.md)")
            elif len(names) > 1:
                kinds.append("names merged by identity (case and accents aside)")
            if counted:
                # They keep `pinch` as text; we count it as one pinch and add pinches up.
                kinds.append("a word amount (pinch, handful) counted and summed")
            if ranges:
                # We count a range at its upper end (enough to buy); they keep it as written.
                for text, unit in ranges:
                    high = float(text.partition("-")[2])
                    info = ours["units"].get(unit)
                    sums[("dimension", info["dimension"]) if info else ("unit", singular(unit))] += high * (info["size"] if info else 1)
                kinds.append("range counted at its upper end")
            # We count `8 large` eggs with `3` eggs (11 eggs: the size describes the thing counted);
            # they keep each size apart.
            sized = [k for k in sums if k[0] == "unit" and k[1] in SIZE_WORDS]
            if sized and ("unit", "") in our_sums and not any(k[0] == "unit" and k[1] in SIZE_WORDS for k in our_sums):
                for k in sized:
                    sums[("unit", "")] += sums.pop(k)
                kinds.append("counts of a size summed with counts")
            if sorted(set(texts)) != sorted(set(item["texts"])):
                report.add("mismatch", f"{path}: {key!r}: text amounts {sorted(set(texts))} vs ours {item['texts']}")
                continue
            if set(sums) != set(our_sums) or not all(close(sums[k], our_sums[k]) for k in sums):
                report.add("mismatch", f"{path}: {key!r}: {dict(sums)} vs ours {our_sums} (shown {item['shown']})")
                continue
            units = [q.unit for _, quantities in names for q in quantities if q.unit]
            if len(set(u.lower() for u in units if u in ours["units"] and ours["units"][u])) > len([k for k in our_sums if k[0] == "dimension"]):
                kinds.append("units of one dimension summed")
            if len(set(u.lower() for u in units if not ours["units"].get(u))) > len([k for k in our_sums if k[0] == "unit"]):
                kinds.append("singular and plural of a unit summed")
            report.add(" + ".join(kinds) if kinds else "same")
    return report


AISLE_CASES = {
    "synonyms and comments": "[produce]\nonion | onions\ngreen onion|scallion\n\n[dairy]\nmilk\n",
    "a section named twice": "[dairy]\nmilk\n[baking]\nflour\n[dairy]\nbutter\n",
    "an ingredient before any section": "salt\n[spices]\npepper\n",
    "an empty section": "[empty]\n[full]\nrice\n",
    "spaces and case": "[ Fruit and Veg ]\n  Apples  \nPEARS | pear\n",
}


def compare_aisles(folders, dump_binary, work):
    report = Report("parse_aisle_config")
    cases = {f"{folder}/config/aisle.conf": Path(folder, "config", "aisle.conf").read_text(encoding="utf-8")
             for folder in folders if Path(folder, "config", "aisle.conf").exists()}
    for label, text in AISLE_CASES.items():
        cases[label] = text
    for label, text in cases.items():
        path = Path(work, "aisle.conf")
        path.write_text(text, encoding="utf-8")
        ours = dump(dump_binary, "aisle", str(path))[0]
        official = cooklang.parse_aisle_config(text)
        theirs = [(c.name, [[i.name, *i.aliases] for i in c.ingredients]) for c in official.categories]
        mine = [(s["name"], s["ingredients"]) for s in ours["sections"]]
        if theirs == mine:
            report.add("same")
        elif label == "a section named twice":
            # They keep reading into the section before the repeated heading; we add to the first one.
            report.add("a repeated [section] is one section, at its first place")
        elif [(n.strip(), i) for n, i in theirs] == mine:
            # `[ Fruit and Veg ]`: they keep the spaces inside the brackets in the name; we trim them.
            report.add("spaces inside [ ] trimmed from the name")
        else:
            report.add("mismatch", f"{label}: {theirs} vs ours {mine}")
    return report


LIST_CASES = {
    "nested menu": "./Plans/3 Day Plan I\n  ./Breakfast/Burrito{2}\n    ./Components/Guacamole{2}\n  ./Salads/Boring{0.5}\nolive oil{4%l}\nsalt\n",
    "comments": "-- for the weekend\n./Risotto -- tonight\n[- a block\n./Hidden\n-]\nsugar{1%kg}\n",
    "crlf": "./Risotto\r\ncoffee{1%bag}\r\n",
    "paths with dots and spaces": "./Shared/Pizza Dough{6}\n./Breakfast/../Risotto.cook\n",
}


def structure_of_official(items, depth=0):
    for item in items:
        if isinstance(item, cooklang.RecipeItem):
            yield ("recipe", "./" + item.path, item.scale, depth)
            yield from structure_of_official(item.children, depth + 1)
        else:
            yield ("item", item.name, item.quantity_text or "")


def structure_of_ours(entries):
    for entry in entries:
        if entry["kind"] == "recipe":
            yield ("recipe", entry["path"], entry["scale"], entry["depth"])
        elif entry["kind"] == "item":
            quantity = entry["quantity"] + ("%" + entry["unit"] if entry["unit"] else "")
            yield ("item", entry["name"], quantity)
        else:
            yield ("invalid", entry["message"])


def compare_lists(folders, dump_binary, cookbook, work):
    report = Report("parse_shopping_list")
    cases = dict(LIST_CASES)
    # What our command line writes for every recipe of the first folder, read by theirs.
    copy = Path(work, "collection")
    shutil.copytree(folders[0], copy)
    for name in (".shopping-list", ".shopping-checked"):
        (copy / name).unlink(missing_ok=True)
    env = dict(os.environ, HOME=str(Path(work, "home")), XDG_CACHE_HOME=str(Path(work, "cache")))
    ids = subprocess.run([cookbook, "list", "--data", str(copy)], capture_output=True, text=True, env=env).stdout.split("\n")
    for index, line in enumerate(i for i in ids if i):
        arguments = [cookbook, "shopping-list", "add", line.split("\t")[0], "--data", str(copy)]
        if index % 3 == 1:
            arguments += ["--servings", "7"]
        subprocess.run(arguments, capture_output=True, env=env, check=True)
    cases["written by cookbook shopping-list add"] = (copy / ".shopping-list").read_text(encoding="utf-8")
    for label, text in cases.items():
        path = Path(work, "list")
        path.write_bytes(text.encode("utf-8"))
        ours = list(structure_of_ours(dump(dump_binary, "list", str(path))[0]["entries"]))
        try:
            theirs = list(structure_of_official(cooklang.parse_shopping_list(text).items))
        except Exception as error:
            report.add("mismatch", f"{label}: official refused it: {error}")
            continue
        norm = lambda rows: [tuple(round(v, 9) if isinstance(v, float) else v for v in row) for row in rows]
        if norm(ours) == norm(theirs):
            report.add("same")
        else:
            report.add("mismatch", f"{label}: {theirs} vs ours {ours}")
    # Lines they refuse the whole file for; we say the line and keep the rest.
    for text in ("  salt\n./Risotto\n", "./A{x}\n./Risotto\n"):
        path = Path(work, "list")
        path.write_text(text, encoding="utf-8")
        ours = dump(dump_binary, "list", str(path))[0]["entries"]
        try:
            cooklang.parse_shopping_list(text)
            report.add("mismatch", f"{text!r}: they accept it")
        except cooklang.ShoppingListError:
            kept = any(e["kind"] == "recipe" and e["path"] == "./Risotto" for e in ours)
            said = any(e["kind"] == "invalid" for e in ours)
            report.add("a bad line: they refuse the file, we say the line and keep the rest" if kept and said else "mismatch",
                       f"{text!r}: ours {ours}")
    return report


CHECK_CASES = {
    "replay": "+ salt\n+ avocados\n+ olive oil\n- avocados\n+ avocados\n",
    "case": "+ Salt\n- salt\n+ Pepper\n+ pepper\n",
    "spacing": "  + x \n-  y\n+ z\n",
}


def compare_checked(folders, dump_binary, cookbook, work):
    report = Report("parse_checked_log")
    cases = dict(CHECK_CASES)
    copy = Path(work, "collection")
    env = dict(os.environ, HOME=str(Path(work, "home")), XDG_CACHE_HOME=str(Path(work, "cache")))
    for verb, name in (("check", "tipo zero flour"), ("check", "Salt"), ("uncheck", "salt"), ("check", "crème fraîche")):
        subprocess.run([cookbook, "shopping-list", verb, name, "--data", str(copy)], capture_output=True, env=env, check=True)
    cases["written by cookbook shopping-list check"] = (copy / ".shopping-checked").read_text(encoding="utf-8")
    for label, text in cases.items():
        path = Path(work, "checked")
        path.write_text(text, encoding="utf-8")
        ours = dump(dump_binary, "checked", str(path))[0]
        entries = cooklang.parse_checked_log(text)
        theirs = [(e.name, e.checked) for e in entries]
        mine = [(e["name"], e["checked"]) for e in ours["entries"]]
        if theirs == mine and list(cooklang.checked_names(entries)) == ours["checked"]:
            report.add("same")
        else:
            report.add("mismatch", f"{label}: {theirs} {cooklang.checked_names(entries)} vs ours {mine} {ours['checked']}")
    # A line that is neither: they skip it silently, we skip it and say so.
    path = Path(work, "checked")
    path.write_text("+salt\n+ pepper\n", encoding="utf-8")
    ours = dump(dump_binary, "checked", str(path))[0]
    same = [(e.name, e.checked) for e in cooklang.parse_checked_log("+salt\n+ pepper\n")] == [(e["name"], e["checked"]) for e in ours["entries"]]
    report.add("an unreadable line: both skip it, we also say it" if same and ours["problems"] else "mismatch", f"ours {ours}")
    return report


def official_factor(quantity, recipe):
    """cookcli's reference_scale_factor (src/util/menu_scale.rs): the multiplier add_menu stores."""
    if quantity is None or not isinstance(quantity.value, (int, float)):
        return 1.0
    target, unit = float(quantity.value), quantity.unit
    if not unit:
        return target
    metadata = recipe.metadata if recipe else {}
    if unit.lower() in ("servings", "serving"):
        try:
            base = int(str(metadata.get("servings", "")).strip())
        except ValueError:
            base = 0
        return target / base if base > 0 else target
    value, _, yield_unit = str(metadata.get("yield", "")).partition("%")
    try:
        base = float(value)
    except ValueError:
        return target
    return target / base if yield_unit.strip().lower() == unit.lower() and base > 0 else target


def official_menu_entry(folder, relative):
    """The entry cookcli's add_menu (src/server/handlers/shopping_list.rs) writes for a menu."""
    children = []
    for ingredient in cooklang.parse(Path(folder, relative).read_text(encoding="utf-8")).ingredients:
        if not ingredient.recipe_reference:
            continue
        path = ingredient.recipe_reference.removeprefix("./")
        file = Path(folder, path + ".cook")
        recipe = cooklang.parse(file.read_text(encoding="utf-8")) if file.exists() else None
        refs = [i.recipe_reference.removeprefix("./") for i in recipe.ingredients if i.recipe_reference] if recipe else []
        children.append((path, official_factor(ingredient.quantity, recipe), refs))
    return (relative, 1.0, children)


def entry_of_official(item):
    kinds = {type(child).__name__ for child in item.children for child in [child] + list(getattr(child, "children", []))}
    children = [(c.path, c.scale or 1.0, [g.path for g in c.children]) for c in item.children]
    return (item.path, item.scale or 1.0, children), kinds


def same_entry(a, b):
    return a[0] == b[0] and close(a[1], b[1]) and len(a[2]) == len(b[2]) and all(
        x[0] == y[0] and close(x[1], y[1]) and x[2] == y[2] for x, y in zip(a[2], b[2]))


def compare_menus(folders, cookbook, work):
    report = Report("menu entries (add_menu)")
    copy = Path(work, "menus")
    shutil.copytree(folders[0], copy)
    env = dict(os.environ, HOME=str(Path(work, "home")), XDG_CACHE_HOME=str(Path(work, "cache")))
    run = lambda *words: subprocess.run([cookbook, "shopping-list", *words, "--data", str(copy)], capture_output=True, text=True, env=env)
    menus = sorted(str(Path(root, name).relative_to(copy)) for root, _, names in os.walk(copy) for name in names if name.endswith(".menu"))
    for relative in menus:
        for name in (".shopping-list", ".shopping-checked"):
            (copy / name).unlink(missing_ok=True)
        added = run("add", relative.removesuffix(".menu"))
        text = (copy / ".shopping-list").read_text(encoding="utf-8") if added.returncode == 0 else ""
        items = cooklang.parse_shopping_list(text).items
        expected = official_menu_entry(copy, relative)
        if len(items) != 1 or not isinstance(items[0], cooklang.RecipeItem):
            report.add("mismatch", f"{relative}: {len(items)} entries written: {text!r}")
            continue
        ours, kinds = entry_of_official(items[0])
        if kinds - {"RecipeItem"}:
            report.add("mismatch", f"{relative}: free-hand items written into the menu entry: {text!r}")
        elif not same_entry(ours, expected):
            report.add("mismatch", f"{relative}: theirs {expected} vs ours {ours}")
        else:
            report.add("same")
        removed = run("remove", relative)
        left = cooklang.parse_shopping_list((copy / ".shopping-list").read_text(encoding="utf-8")).items
        report.add("same" if removed.returncode == 0 and not left else "mismatch", f"{relative}: removed, left {left}")
    # A recipe added twice: one entry, its multiplier the sum, as the official parser reads it.
    (copy / ".shopping-list").write_text("-- twice\n./Risotto{2} -- tonight\n", encoding="utf-8")
    run("add", "risotto")
    run("add", "risotto", "--servings", "2")
    items = cooklang.parse_shopping_list((copy / ".shopping-list").read_text(encoding="utf-8")).items
    risotto = [i for i in items if isinstance(i, cooklang.RecipeItem) and i.path == "Risotto"]
    report.add("same" if len(risotto) == 1 and close(risotto[0].scale or 1, 3.5) else "mismatch", f"added twice: {items}")
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dump", required=True, help="our shopping-dump binary")
    parser.add_argument("--cookbook", required=True, help="our cookbook binary")
    parser.add_argument("folders", nargs="+")
    args = parser.parse_args()
    files = [path for folder in args.folders for path in cook_files(folder)]
    with tempfile.TemporaryDirectory() as work:
        reports = [compare_combine(files, args.dump), compare_aisles(args.folders, args.dump, work),
                   compare_lists(args.folders, args.dump, args.cookbook, work),
                   compare_checked(args.folders, args.dump, args.cookbook, work),
                   compare_menus(args.folders, args.cookbook, work)]
    for report in reports:
        report.print()
    sys.exit(1 if any(report.mismatches for report in reports) else 0)


if __name__ == "__main__":
    main()
