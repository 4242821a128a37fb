#!/usr/bin/env python3
"""Checks the pantry.conf files `cookbook pantry add/update/remove` write (issue #37).

    python3 scripts/conformance-pantry.py --cookbook .build/debug/cookbook SEED_FOLDER

The official Python package (cooklang-bindings) has no pantry reader, so this checks what it
can without it, on a copy of SEED_FOLDER (the Cooklang CLI's seed, with its config/pantry.conf)
after each of a series of changes:

  toml      the file is valid TOML 1.0 (Python's tomllib, a strict reader).
  official  the file read by the official parser's rules (cooklang-rs src/pantry.rs: a string
            above the first section is an item of `general`, a table is a section whose
            string values are quantities and whose inline tables give quantity, bought,
            expire and low as strings) equals what `cookbook pantry list --json` reads.
  expiring  `cookbook pantry expiring --json --today DAY` lists the items whose expiry date
            (YYYY-MM-DD or DD.MM.YYYY) is within 7 days, expired first, as counted here.
  kept      every line of the file before the change that the change did not name is still
            there, in order (a CRLF copy of the file too, its line endings kept).

Exit status 0 when every check holds, 1 otherwise, 2 on a usage error.
"""
import argparse
import datetime
import json
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

TODAY = datetime.date(2026, 3, 7)

CHANGES = [
    ["add", "dairy", "yogurt", "--quantity", "500%g", "--expire", "2026-03-09"],
    ["add", "spice rack", "crème fraîche", "--quantity", "200%ml", "--low", "100%ml"],
    ["add", "general", "salt", "--quantity", "1%kg"],
    ["update", "fridge", "milk", "--low", "1%l", "--bought", "2026-03-01"],
    ["update", "fridge", "butter", "--quantity", "100%g", "--expire", "05.03.2026"],
    ["update", "general", "water", "--quantity", "unlim"],
    ["remove", "garden", "thyme"],
    ["remove", "garden", "fresh basil"],
    ["remove", "garden", "fresh oregano"],
    ["add", "dry goods", 'say "hi"', "--quantity", "1"],
    ["add", "a.b", "x-1", "--bought", "01.02.2026"],
    ["add", "dairy", "kefir"],
    ["remove", "dairy", "yogurt"],
]


def official(text):
    """The pantry as the official parser reads it: {section: {name: attributes}}."""
    sections = {}
    for key, value in tomllib.loads(text).items():
        if isinstance(value, str):
            sections.setdefault("general", {})[key] = {"quantity": value}
        elif isinstance(value, dict):
            items = sections.setdefault(key, {})
            for name, item in value.items():
                if isinstance(item, str):
                    items[name] = {"quantity": item}
                elif isinstance(item, dict):
                    items[name] = {k: v for k, v in item.items() if k in ("quantity", "bought", "expire", "low") and isinstance(v, str)}
    return {name: items for name, items in sections.items() if items}


def ours(cookbook, folder):
    run = subprocess.run([cookbook, "pantry", "list", "--json", "--data", folder], capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(run.stderr)
    sections = {}
    for section in json.loads(run.stdout)["sections"]:
        sections[section["name"]] = {item["name"]: {k: item[k] for k in ("quantity", "bought", "expire", "low") if item[k] is not None}
                                     for item in section["items"]}
    return sections


def expected_expiring(text):
    found = []
    for section, items in official(text).items():
        for name, attributes in items.items():
            for spelling in ("%Y-%m-%d", "%d.%m.%Y"):
                try:
                    day = datetime.datetime.strptime(attributes.get("expire", ""), spelling).date()
                except ValueError:
                    continue
                if (day - TODAY).days <= 7:
                    found.append(((day - TODAY).days, name))
                break
    return sorted(found)


def subsequence(short, long):
    iterator = iter(long)
    return all(line in iterator for line in short)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cookbook", required=True)
    parser.add_argument("seed")
    arguments = parser.parse_args()
    problems, checks = [], 0
    with tempfile.TemporaryDirectory() as home:
        for crlf in (False, True):
            folder = Path(home) / ("seed-crlf" if crlf else "seed")
            shutil.copytree(arguments.seed, folder)
            pantry = folder / "config" / "pantry.conf"
            if crlf:
                pantry.write_bytes(pantry.read_bytes().replace(b"\n", b"\r\n"))
            for change in CHANGES:
                before = pantry.read_bytes()
                run = subprocess.run([arguments.cookbook, "pantry", *change, "--data", str(folder)], capture_output=True, text=True,
                                     env={"HOME": home, "XDG_CONFIG_HOME": home + "/config", "PATH": "/usr/bin:/bin"})
                label = ("crlf " if crlf else "") + " ".join(change)
                if run.returncode != 0:
                    problems.append(f"{label}: exit {run.returncode}: {run.stderr.strip()}")
                    continue
                after = pantry.read_bytes()
                checks += 4
                try:
                    text = after.decode("utf-8")
                    tomllib.loads(text)
                except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
                    problems.append(f"{label}: not valid TOML: {error}")
                    continue
                if official(text) != ours(arguments.cookbook, str(folder)):
                    problems.append(f"{label}: the official reading {official(text)} differs from ours {ours(arguments.cookbook, str(folder))}")
                run = subprocess.run([arguments.cookbook, "pantry", "expiring", "--json", "--today", TODAY.isoformat(), "--data", str(folder)],
                                     capture_output=True, text=True)
                listed = [(item["days_until_expiry"], item["name"]) for item in json.loads(run.stdout)["items"]]
                if sorted(listed) != expected_expiring(text) or [days for days, _ in listed] != sorted(days for days, _ in listed):
                    problems.append(f"{label}: expiring lists {listed}, expected {expected_expiring(text)}")
                named = {word.encode() for word in change[1:3]}
                old = [line for line in before.split(b"\n") if line.strip() and not any(word in line for word in named)]
                if not subsequence(old, after.split(b"\n")) or (crlf and b"\n" in after.replace(b"\r\n", b"")):
                    problems.append(f"{label}: a line it did not name changed, or a line ending")
    for problem in problems:
        print("mismatch:", problem)
    print(f"pantry: {checks} checks after {len(CHANGES)} changes (LF and CRLF), {len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
