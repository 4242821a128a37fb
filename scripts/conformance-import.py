#!/usr/bin/env python3
"""`cookbook import` against the official Cooklang parser (cooklang-bindings).

    <venv>/bin/python scripts/conformance-import.py --cookbook .build/debug/cookbook \
        --dump .build/debug/cooklang-dump FIXTURES PUBLIC_DOMAIN_JSON

Two corpora are imported with the real binary into a temporary folder:

  fixtures  every page in FIXTURES (Tests/Fixtures/import: our own pages, one per shape
            issue #20 lists); pages without a recipe are expected to exit 1 and write nothing.
  public    each of the 410 recipes of the shared public-domain set, written as a schema.org
            Recipe in JSON-LD (name, description, author, tags as keywords, ingredient lines,
            steps as HowToSteps or, where the recipe groups them, HowToSections), so real
            ingredient lines and prose go through the importer.

Every file written must (1) parse with the official parser without an error, (2) list each
ingredient line of its source exactly once (the official parser's ingredient count equals the
source's), and (3) agree with our parser on all five aspects of scripts/conformance.py.
Exit status 0 when all hold, 1 otherwise, 2 on a usage error.
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    import cooklang
except ImportError:
    print("error: the cooklang module (PyPI cooklang-bindings) is not installed", file=sys.stderr)
    sys.exit(2)


def public_pages(path, out):
    """The public-domain recipes as JSON-LD files; the number of ingredient lines of each, by page."""
    counts = {}
    for recipe in json.load(open(path, encoding="utf-8")):
        groups = [g for g in recipe.get("step_groups") or [] if g.get("items")]
        if any(g.get("group") for g in groups):
            instructions = [{"@type": "HowToSection", "name": g.get("group") or "Method",
                             "itemListElement": [{"@type": "HowToStep", "text": s} for s in g["items"]]} for g in groups]
        else:
            instructions = [{"@type": "HowToStep", "text": s} for s in recipe.get("steps") or []]
        page = {"@context": "https://schema.org", "@type": "Recipe", "name": recipe["title"],
                "description": recipe.get("description") or "", "author": {"@type": "Person", "name": recipe.get("author") or ""},
                "keywords": recipe.get("tags") or [], "recipeIngredient": recipe.get("ingredients") or [],
                "recipeInstructions": instructions}
        if recipe.get("servings"):
            page["recipeYield"] = str(recipe["servings"])
        target = out / (recipe["slug"] + ".json")
        target.write_text(json.dumps(page, ensure_ascii=False), encoding="utf-8")
        counts[str(target)] = len(page["recipeIngredient"])
    return counts


def run_import(cookbook, sources, into):
    result = subprocess.run([cookbook, "import", *map(str, sources), "--into", str(into), "--json"], capture_output=True, text=True)
    return result.returncode, json.loads(result.stdout or '{"imported": [], "failed": []}')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cookbook", required=True)
    parser.add_argument("--dump", required=True)
    parser.add_argument("fixtures")
    parser.add_argument("public")
    args = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        scratch = Path(scratch)
        folders = {}
        # Fixture pages, one import each: a page with no recipe must write nothing.
        out = scratch / "fixtures"
        fixture_counts = {}
        for page in sorted(Path(args.fixtures).iterdir()):
            before = set(out.glob("*.cook")) if out.exists() else set()
            status, report = run_import(args.cookbook, [page], out)
            written = (set(out.glob("*.cook")) if out.exists() else set()) - before
            if status == 1 and not report["imported"]:
                if written:
                    failures.append(f"{page.name}: exit 1 but wrote {sorted(p.name for p in written)}")
                print(f"  {page.name}: no recipe ({report['failed'][0]['error'] if report['failed'] else 'exit 1'})")
                continue
            if status != 0:
                failures.append(f"{page.name}: exit {status}: {report}")
                continue
            for item in report["imported"]:
                fixture_counts[item["file"]] = item["ingredients"]   # the page's recipeIngredient lines
            print(f"  {page.name}: {len(report['imported'])} recipe(s)")
        folders["fixtures"] = (out, fixture_counts)
        # The public-domain recipes as JSON-LD, one import of all of them.
        pages = scratch / "public-pages"
        pages.mkdir()
        counts = public_pages(args.public, pages)
        out = scratch / "public"
        status, report = run_import(args.cookbook, sorted(pages.iterdir()), out)
        if status != 0:
            failures.append(f"public-domain import: exit {status}: {report['failed'][:5]}")
        print(f"  public-domain recipes: {len(report['imported'])} imported")
        folders["public"] = (out, {item["file"]: counts[item["source"]] for item in report["imported"]})
        for label, (folder, expected) in folders.items():
            files = sorted(folder.glob("*.cook"))
            rejected, miscounted = 0, 0
            for file in files:
                text = file.read_text(encoding="utf-8")
                try:
                    recipe = cooklang.parse(text)
                except Exception as error:  # the official parser failed outright
                    rejected += 1
                    failures.append(f"{label}/{file.name}: official parser: {error}")
                    continue
                want = expected.get(str(file))
                if want is None:
                    failures.append(f"{label}/{file.name}: written, but not in the import's report")
                elif len(recipe.ingredients) != want:
                    miscounted += 1
                    failures.append(f"{label}/{file.name}: {len(recipe.ingredients)} ingredients, the source lists {want}")
            print(f"== {label}: {len(files)} files; official parser rejected {rejected}; ingredient count differs in {miscounted} ==")
            compared = subprocess.run([sys.executable, str(Path(__file__).with_name("conformance.py")), "--dump", args.dump, str(folder)],
                                      capture_output=True, text=True)
            summary = [line for line in compared.stdout.splitlines() if line.startswith("  all five") or "mismatch" in line.lower()]
            print("\n".join(summary))
            # Agreeing on all five aspects, or differing only in how the official Step.text
            # renders a number (2.5 hours as "2 1/2 hours"), which is representation only.
            aspects = re.findall(r"== (\w+): (\d+)/(\d+) recipes agree ==", compared.stdout)
            labels = set(re.findall(r"\[([a-z ]+)\] #", compared.stdout))
            representational = {"timer rendering", "component rendering"}
            if not aspects or any(a != b for name, a, b in aspects if name != "steps") or labels - representational:
                failures.append(f"{label}: our parser and the official one disagree:\n{compared.stdout}")
    for failure in failures[:60]:
        print("MISMATCH", failure)
    print(f"== import conformance: {'ok' if not failures else str(len(failures)) + ' problem(s)'} ==")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
