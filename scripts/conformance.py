#!/usr/bin/env python3
"""Differential check of our Cooklang parser against the official one (cooklang-rs).

    <venv>/bin/python scripts/conformance.py --dump .build/debug/cooklang-dump FOLDER [FOLDER...]

The venv needs the `cooklang-bindings` package (module `cooklang`). Every `*.cook` file under the
folders (recursively, hidden entries skipped) is parsed by our `cooklang-dump` (one run, paths on
stdin) and by `cooklang.parse`, and each recipe is compared on five aspects: ingredients,
cookware, timers, steps, metadata. Mismatches are listed per aspect (at most 40 each), then a
summary. Exit status 0 whatever the report says; 2 on a usage error or when cooklang-dump or
the `cooklang` module cannot be run.

Normalisations -- representation only, never meaning:
  * Quantities: numbers numerically (2 == 2.0, 1/2 == 0.5; to 9 places); an official Range as
    its str() ("2-3") against our text; free text exactly; official None == our null.
  * Official unit None == our ""; note None == our null or "" (the bindings turn an empty note
    into None); timer name None == our "". Cookware: quantity value only (we dump no unit).
  * Metadata: keys the bindings rename are mapped back (prep_time -> "prep time", cook_time ->
    "cook time", images -> "image"; author and source keep their raw string). Aliases of
    standard keys that Recipe.metadata hides ("serves", "yield", "time required", ...) are read
    from the official map by key (metadata_get). Tags: official tuple vs our list, or our
    string split on commas and stripped, empty and repeated entries dropped as the official
    parser does. Official servings int as str(int). The bindings expose string values only: a
    custom key with another value (YAML bool, number, list, mapping) is skipped and counted; a
    standard key with one (e.g. `course: 2` in front matter) shows as absent on their side.
  * Steps: the bindings strip Step.text (str.strip, NBSP included) while the Rust parser keeps
    that whitespace in the step's items, as we do; ours is stripped too, and the recipes where
    that alone mattered are counted. A differing step is labelled "whitespace" (only runs of
    whitespace differ), "timer rendering" (components agree, and it matches with each timer's
    inline text as a wildcard: Step.text renders 4.5 hours as "4 1/2 hours"), "component
    rendering" (likewise for any component), "text around differing components" (that matches
    but the components disagree) or "text". All are still mismatches.
  * A file the official parser rejects (a Rust panic) agrees on every aspect if we reported
    errors for it too, and on none otherwise.
"""
import argparse
import json
import os
import re
import subprocess
import sys
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

ASPECTS = ("ingredients", "cookware", "timers", "steps", "metadata")
FIELDS = {"ingredients": ("name", "quantity", "units", "note", "reference"),
          "cookware": ("name", "quantity"), "timers": ("name", "quantity", "units")}
STEP_KINDS = ("whitespace", "timer rendering", "component rendering",
              "text around differing components", "text")
MAX_SHOWN, WIDTH, ABSENT = 40, 200, "<absent>"
# Keys under which the bindings' Recipe.metadata shows a key written differently.
RENAMED = {"prep_time": "prep time", "cook_time": "cook time", "images": "image"}
# Aliases of standard keys (cooklang-rs StdKey::from_str) that Recipe.metadata never shows.
HIDDEN_ALIASES = ("introduction", "tag", "serves", "yield", "category", "duration",
                  "time required", "prep_time", "cook_time", "images", "picture", "pictures")


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def find_recipes(folders):
    """(label, path) of every *.cook file; the label is the path from the folder's parent."""
    found = []
    for folder in folders:
        for root, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(f for f in files if f.endswith(".cook") and f[0] != "."):
                path = Path(root, name)
                found.append((str(folder.resolve().name / path.relative_to(folder)), path))
    return found


def run_dump(dump, paths):
    """Our parser's output by path, from one run of cooklang-dump."""
    try:
        result = subprocess.run([dump], input="".join(f"{p}\n" for p in paths),
                                capture_output=True, text=True, check=True)
        records = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
    except subprocess.CalledProcessError as error:
        fail(f"{dump} exited with status {error.returncode}\n{error.stderr}")
    except (OSError, ValueError) as error:
        fail(f"cannot run {dump}: {error}")
    return {record["path"]: record for record in records}


@contextmanager
def quiet_stderr():
    """Silences file descriptor 2, where Rust prints its panic messages."""
    sys.stderr.flush()
    saved, devnull = os.dup(2), os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def number_or_text(value):
    if value is None or isinstance(value, (int, float)):
        return value if value is None else round(float(value), 9)
    return str(value)  # free text, or an official Range as "a-b"


def amount(quantity):
    """An official Quantity as (value, unit) in our terms."""
    if quantity is None:
        return None, ""
    return number_or_text(quantity.value), quantity.unit or ""


def official_metadata(ffi, text, recipe):
    """(key -> comparable value, keys whose value the bindings cannot read)."""
    metadata = {RENAMED.get(key, key): value for key, value in recipe.metadata.items()}
    raw = ffi.parse_recipe(text, 1.0)
    for key in HIDDEN_ALIASES:
        if key not in metadata and (value := ffi.metadata_get(raw, key)) is not None:
            metadata[key] = value
    if "tags" in metadata:
        metadata["tags"] = list(metadata["tags"])
    if isinstance(metadata.get("servings"), int):
        metadata["servings"] = str(metadata["servings"])
    return metadata, {key for key in ffi.metadata_custom_keys(raw) if key not in metadata}


def official_view(cooklang, ffi, text):
    """The official parse, shaped like ours, or the error text if the parser rejected the file."""
    try:
        with quiet_stderr():
            recipe = cooklang.parse(text)
            metadata, unreadable = official_metadata(ffi, text, recipe)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # a Rust panic: cooklang.ParseError or pyo3's PanicException
        return f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
    return {
        "ingredients": [(i.name, *amount(i.quantity), i.note, i.recipe_reference)
                        for i in recipe.ingredients],
        "cookware": [(c.name, amount(c.quantity)[0]) for c in recipe.cookware],
        "timers": [(t.name or "", *amount(t.quantity)) for t in recipe.timers],
        "steps": [step.text for step in recipe.steps],
        "items": [step.items for step in recipe.steps],
        "metadata": metadata,
        "unreadable": unreadable,
    }


def our_view(record):
    metadata = dict(record["metadata"])
    if isinstance(tags := metadata.get("tags"), (str, list)):
        tags = [t.strip() for t in tags.split(",")] if isinstance(tags, str) else map(str, tags)
        metadata["tags"] = list(dict.fromkeys(t for t in tags if t))
    return {
        "ingredients": [(i["name"], number_or_text(i["quantity"]), i["units"],
                         i["note"] or None, i["reference"]) for i in record["ingredients"]],
        "cookware": [(c["name"], number_or_text(c["quantity"])) for c in record["cookware"]],
        "timers": [(t["name"], number_or_text(t["quantity"]), t["units"])
                   for t in record["timers"]],
        "steps": [step.strip() for step in record["steps"]],
        "raw steps": record["steps"],
        "metadata": metadata,
    }


def step_kind(cooklang, ours, items, components_agree):
    """How one differing step differs; one of STEP_KINDS."""
    def matches(wild):
        pattern = "".join(".*?" if isinstance(item, wild) else re.escape(str(item))
                          for item in items).strip()
        return any(isinstance(item, wild) for item in items) and re.fullmatch(pattern, ours, re.S)
    if ours.split() == "".join(map(str, items)).split():
        return "whitespace"
    if components_agree and matches(cooklang.TimerRef):
        return "timer rendering"
    if matches((cooklang.TimerRef, cooklang.IngredientRef, cooklang.CookwareRef)):
        return "component rendering" if components_agree else "text around differing components"
    return "text"


def compare(cooklang, aspect, ours, theirs):
    """None if the aspect agrees, else (category, position, ours, theirs) of the difference."""
    a, b = ours[aspect], theirs[aspect]
    if aspect == "metadata":
        keys = sorted((set(a) | set(b)) - theirs["unreadable"])
        diff = [k for k in keys if a.get(k, ABSENT) != b.get(k, ABSENT)]
        if not diff:
            return None
        category = ("key only ours" if all(k not in b for k in diff) else
                    "key only theirs" if all(k not in a for k in diff) else "value")
        return (category, "", {k: a.get(k, ABSENT) for k in diff},
                {k: b.get(k, ABSENT) for k in diff})
    if a == b:
        return None
    pairs = [(i, x, y) for i, (x, y) in enumerate(zip(a, b)) if x != y]
    if len(a) != len(b):
        first = pairs[0][0] if pairs else min(len(a), len(b))
        return f"count ({len(a)} vs {len(b)})", f"from #{first + 1}", a[first:], b[first:]
    if aspect == "steps":
        agreed = all(ours[k] == theirs[k] for k in FIELDS)
        category = max((step_kind(cooklang, x, theirs["items"][i], agreed) for i, x, _ in pairs),
                       key=STEP_KINDS.index)
    else:
        category = ",".join(field for n, field in enumerate(FIELDS[aspect])
                            if any(x[n] != y[n] for _, x, y in pairs))
    index, x, y = pairs[0]
    return category, f"#{index + 1}", x, y


def clip(ours, theirs):
    """Both sides as text of at most ~WIDTH characters, starting near their first difference."""
    a, b = (v if isinstance(v, str) else repr(v) for v in (ours, theirs))  # quoted, as repr
    same = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    start = max(0, same - WIDTH // 3)
    return [("…" if start else "") + t[start:start + WIDTH] + ("…" if len(t) > start + WIDTH
                                                                 else "") for t in (a, b)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dump", required=True, help="path to the cooklang-dump binary")
    parser.add_argument("folders", nargs="+", type=Path, help="folders of .cook files")
    args = parser.parse_args()
    for folder in args.folders:
        if not folder.is_dir():
            parser.error(f"not a folder: {folder}")
    os.environ["RUST_BACKTRACE"] = "0"  # read by Rust when it panics
    try:
        import cooklang
        from cooklang._ffi import ffi
    except Exception as error:
        fail(f"cannot import the official parser (package cooklang-bindings): {error}")

    # A path with a newline cannot be passed to cooklang-dump, one path a line.
    recipes = [(label, path) for label, path in find_recipes(args.folders)
               if "\n" not in str(path)]
    dumped = run_dump(args.dump, [path for _, path in recipes])
    agree, categories = Counter(), {aspect: Counter() for aspect in ASPECTS}
    shown = {aspect: [] for aspect in ASPECTS}
    all_five = rejected = our_errors = skipped_keys = stripped_only = 0
    for label, path in recipes:
        record = dumped.get(str(path)) or {**dict.fromkeys(FIELDS, []), "steps": [],
                                           "metadata": {}, "errors": ["no output for it"]}
        our_errors += bool(record["errors"])
        theirs = official_view(cooklang, ffi, path.read_text(encoding="utf-8"))
        if isinstance(theirs, str):
            rejected += 1
            only = ("rejected by the official parser only", "", "no errors", theirs)
            differences = dict.fromkeys(ASPECTS, None if record["errors"] else only)
        else:
            ours = our_view(record)
            skipped_keys += len(theirs["unreadable"])
            stripped_only += ours["steps"] == theirs["steps"] != ours["raw steps"]
            differences = {a: compare(cooklang, a, ours, theirs) for a in ASPECTS}
        all_five += all(d is None for d in differences.values())
        for aspect, difference in differences.items():
            if difference is None:
                agree[aspect] += 1
                continue
            category, position, (a, b) = *difference[:2], clip(*difference[2:])
            categories[aspect][category.split(" (")[0]] += 1
            shown[aspect].append(f"{label} [{category}] {position}\n"
                                 f"      ours:   {a}\n      theirs: {b}")

    total = len(recipes)
    for aspect in ASPECTS:
        print(f"== {aspect}: {agree[aspect]}/{total} recipes agree ==")
        for entry in shown[aspect][:MAX_SHOWN]:
            print(f"  {entry}")
        if len(shown[aspect]) > MAX_SHOWN:
            print(f"  ... and {len(shown[aspect]) - MAX_SHOWN} more")

    def rate(n):
        return f"{n}/{total} ({100 * n / total:.1f}%)" if total else "0/0"
    print("\n== summary ==")
    for aspect in ASPECTS:
        kinds = ", ".join(f"{k}: {n}" for k, n in categories[aspect].most_common())
        print(f"  {aspect:<12} {rate(agree[aspect]):<18} {kinds}")
    print(f"  {'all five':<12} {rate(all_five)}")
    print(f"  official parser rejected {rejected} file(s); we reported errors for {our_errors}")
    print(f"  recipes whose steps agree only once leading/trailing whitespace is stripped: "
          f"{stripped_only}")
    print(f"  metadata keys skipped, their official value unreadable through the bindings: "
          f"{skipped_keys}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
