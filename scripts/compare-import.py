#!/usr/bin/env python3
"""`cookbook import` against recipe-scrapers' generic (schema.org) mode, on recipe-scrapers'
own saved test pages (issue #36).

    <venv>/bin/python scripts/compare-import.py --cookbook .build/release/cookbook TEST_DATA

TEST_DATA is the folder tests/test_data of the public repository hhursev/recipe-scrapers: one
folder per site, each page a `*.testhtml` with the expected result beside it as `*.json`. The
pages are not committed and the build cannot download them; `make compare-import
SCRAPERS=path/to/tests/test_data` runs this script with a venv holding `recipe-scrapers` and
`cooklang-bindings`.

Each page is imported alone with the real binary (a fresh folder, a 60 s limit) and read back
with the official Cooklang parser; the generic mode is recipe-scrapers' `scrape_html` for a host
it does not know (so its site-specific scrapers are not used). Both are compared with the page's
expected JSON:

  extracted     a recipe came out (ours: exit 0 and a file; theirs: a title and ingredients)
  title         equal after HTML unescaping, white space and case folded
  ingredients   as many ingredient lines as expected
  steps         as many steps as expected (section headings counted, as the expected list has them)
  yields        the same leading number of servings ("8 servings")
  total time    the same minutes (total time, else prep + cook)

and, for ours only: ingredients placed in a step that uses them (not in the mise-en-place
paragraph), names with an unbalanced bracket or a leading article or unit word, files the
official parser rejects, crashes (exit >= 2 or a signal) and hangs. Prints one table; exit 0.
"""
import argparse
import html
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    import cooklang
    from recipe_scrapers import scrape_html
except ImportError as error:
    print(f"error: {error} (the venv needs cooklang-bindings and recipe-scrapers)", file=sys.stderr)
    sys.exit(2)

FIELDS = ["extracted", "title", "ingredients", "steps", "yields", "total time"]
UNIT_WORDS = {"cup", "cups", "tbsp", "tsp", "tablespoon", "tablespoons", "teaspoon", "teaspoons", "g", "kg", "ml", "l",
              "oz", "lb", "lbs", "el", "tl", "prise", "bund", "stück", "zehe", "msp", "cs", "cc", "cuillère", "pincée",
              "gousse", "cucchiaio", "cucharada", "eetlepel", "theelepel", "snuf", "tb", "t"}
ARTICLES = {"de", "d'", "di", "del", "of", "the", "a", "an"}


def norm(text):
    return re.sub(r"\s+", " ", html.unescape(str(text or ""))).strip().casefold()


def leading_number(text):
    match = re.search(r"\d+(?:[.,]\d+)?", str(text or ""))
    return float(match.group().replace(",", ".")) if match else None


def minutes(text):
    """`20 minutes`, `1 hour 30 minutes`, `1h30m`, `PT1H30M` or a number → minutes; None if none."""
    if text is None or text == "":
        return None
    if isinstance(text, (int, float)):
        return int(text)
    text = str(text).lower()
    total, found = 0.0, False
    for value, unit in re.findall(r"(\d+(?:\.\d+)?)\s*([a-z]*)", text):
        found = True
        total += float(value) * (60 if unit.startswith("h") else 1440 if unit.startswith("d") else 1 / 60 if unit.startswith("s") else 1)
    return round(total) if found else None


def expected_fields(spec):
    steps = spec.get("instructions_list") or []
    return {"title": norm(spec.get("title")), "ingredients": len(spec.get("ingredients") or []), "steps": len(steps),
            "yields": leading_number(spec.get("yields")), "total time": spec.get("total_time")}


def generic_fields(page):
    """recipe-scrapers' generic mode on `page`; None when it finds no recipe."""
    def field(call):
        try:
            return call()
        except Exception:
            return None
    try:
        scraper = scrape_html(page.read_text(encoding="utf-8", errors="replace"), org_url="https://generic.invalid/recipe", supported_only=False)
    except Exception:
        return None
    title, ingredients = field(scraper.title), field(scraper.ingredients)
    if not title or not ingredients:
        return None
    return {"title": norm(title), "ingredients": len(ingredients), "steps": len(field(scraper.instructions_list) or []),
            "yields": leading_number(field(scraper.yields)), "total time": field(scraper.total_time)}


def our_fields(cookbook, page, scratch):
    """`cookbook import` on `page`: (fields or None, outcome, the written text or None)."""
    out = scratch / "out"
    env = dict(os.environ, **{name: str(scratch / name) for name in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"]})
    try:
        result = subprocess.run([cookbook, "import", str(page), "--into", str(out), "--json"], capture_output=True, text=True, timeout=60, env=env)
    except subprocess.TimeoutExpired:
        return None, "hang", None
    if result.returncode < 0 or result.returncode >= 2:
        return None, f"crash ({result.returncode})", None
    try:
        report = json.loads(result.stdout or "{}")
    except json.JSONDecodeError:
        return None, "no report", None
    imported = report.get("imported") or []
    if result.returncode != 0 or not imported:
        return None, "none", None
    item = imported[0]
    text = Path(item["file"]).read_text(encoding="utf-8")
    try:
        recipe = cooklang.parse(text)
    except Exception:
        return None, "rejected", text
    # The official parser's reading: its total time (else prep + cook) and servings.
    total = minutes(str(recipe.time)) if recipe.time else None
    return ({"title": norm(item.get("title")), "ingredients": len(recipe.ingredients),
             "steps": (item.get("steps") or 0) + (item.get("sections") or 0),
             "yields": leading_number(recipe.servings), "total time": total}, "ok", text)


def placement(text):
    """(ingredients placed in a step, ingredients in all, bad names) of a written file."""
    placed = total = 0
    bad = []
    body = text.split("\n---\n", 1)[-1] if text.startswith("---") else text
    for paragraph in body.split("\n\n"):
        names = re.findall(r"@([^@#~{}\n]*?)\{", paragraph) + re.findall(r"@([^\s@#~{}.,;:!?()]+)(?![^\s]*\{)", paragraph)
        unplaced = paragraph.lstrip().lower().startswith("mise en place")
        for name in names:
            total += 1
            placed += 0 if unplaced else 1
            words = name.strip().lower().split()
            if name.count("(") != name.count(")") or name.count("[") != name.count("]") or (words and (words[0] in ARTICLES or words[0] in UNIT_WORDS or words[0].startswith("d'"))):
                bad.append(name.strip())
    return placed, total, bad


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cookbook", required=True)
    parser.add_argument("--limit", type=int, default=0, help="only the first N pages (0: all)")
    parser.add_argument("--show", type=int, default=0, help="print N examples of each difference")
    parser.add_argument("--only", help="a file naming the pages to compare (site/page.testhtml, one a line), to look again at some")
    parser.add_argument("test_data")
    args = parser.parse_args()
    pages = sorted(page for page in Path(args.test_data).glob("*/*.testhtml") if page.with_suffix(".json").exists())
    if args.only:
        wanted = {line.split()[0].rstrip(":") for line in Path(args.only).read_text().splitlines() if line.strip()}
        pages = [page for page in pages if f"{page.parent.name}/{page.name}" in wanted]
    if args.limit:
        pages = pages[:args.limit]
    ours = {field: 0 for field in FIELDS}
    theirs = {field: 0 for field in FIELDS}
    outcomes, placed, total, bad, examples = {}, 0, 0, [], {}
    for number, page in enumerate(pages):
        expected = expected_fields(json.loads(page.with_suffix(".json").read_text(encoding="utf-8")))
        with tempfile.TemporaryDirectory() as scratch:
            mine, outcome, text = our_fields(args.cookbook, page, Path(scratch))
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        if text is not None and outcome == "ok":
            p, t, b = placement(text)
            placed, total, bad = placed + p, total + t, bad + [(page.name, name) for name in b]
        generic = generic_fields(page)
        for counts, got, who in [(ours, mine, "ours"), (theirs, generic, "theirs")]:
            if got is None:
                if who == "ours":
                    examples.setdefault("extracted", []).append(f"{page.parent.name}/{page.name}: {outcome}")
                continue
            counts["extracted"] += 1
            for field in FIELDS[1:]:
                if got[field] == expected[field]:
                    counts[field] += 1
                elif who == "ours":
                    examples.setdefault(field, []).append(f"{page.parent.name}/{page.name}: ours {got[field]!r}, expected {expected[field]!r}")
        if (number + 1) % 100 == 0:
            print(f"  {number + 1} of {len(pages)} pages", file=sys.stderr)
    n = len(pages)
    print(f"| field ({n} pages) | Cookbook | recipe-scrapers generic (schema.org) mode |")
    print("|---|---|---|")
    for field in FIELDS:
        print(f"| {field} | {100 * ours[field] / n:.1f}% | {100 * theirs[field] / n:.1f}% |")
    print(f"\nIngredients placed in a step that uses them: {placed} of {total} ({100 * placed / max(total, 1):.1f}%)")
    print(f"Names with an unbalanced bracket, a leading article or a unit word: {len(bad)}")
    print("Outcomes: " + ", ".join(f"{key} {value}" for key, value in sorted(outcomes.items())))
    if args.show:
        for field, lines in examples.items():
            print(f"\n{field}: {len(lines)} differ")
            for line in lines[:args.show]:
                print("  " + line)
        print(f"\nbad names: {bad[:args.show]}")


if __name__ == "__main__":
    main()
