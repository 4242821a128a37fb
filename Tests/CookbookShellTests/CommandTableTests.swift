@testable import CookbookShell
import Foundation
import Testing
import TestSupport

/// The command line is declared once, in `CommandLineTable` (issue #33): the parser takes each
/// option exactly where the table says, the errors name those commands, and docs/cli.md's
/// command table is the one written from it. `RECORD_GOLDENS=1` rewrites the docs' table.
@Suite("Command table")
struct CommandTableTests {
    /// A value each option takes, where any word will not do.
    static let values = ["--limit": "3", "--servings": "2", "--scale": "2", "--units": "metric", "--min": "50", "--today": "2026-11-30",
                         "--quantity": "2%kg", "--low": "1%l", "--expire": "2026-03-09", "--bought": "09.03.2026", "--days": "3",
                         "--date": "2026-03-09", "--meal": "Dinner"]

    /// What a user is told for each option given to a command that does not take it.
    static let misplaced = [
        "--category": "--category goes with list or import",
        "--into": "--into and --dry-run go with import",
        "--dry-run": "--into and --dry-run go with import",
        "--again": "--again goes with import",
        "--limit": "--limit goes with search",
        "--servings": "--servings goes with show, shopping-list add or plan add",
        "--scale": "--scale and --units go with show",
        "--units": "--scale and --units go with show",
        "--min": "--min goes with cookable",
        "--today": "--today goes with shopping-list, cookable, pantry expiring or plan",
        "--section": "--section goes with pantry list",
        "--quantity": "--quantity goes with pantry add or pantry update",
        "--low": "--low goes with pantry add or pantry update",
        "--expire": "--expire goes with pantry add or pantry update",
        "--bought": "--bought goes with pantry add or pantry update",
        "--days": "--days goes with pantry expiring",
        "--include-unknown": "--include-unknown goes with pantry expiring",
        "--cook": "--cook goes with export",
        "--markdown": "--markdown goes with shopping-list or plan",
        "--json": "--json goes with list, show, search, check, shopping-list, cookable, pantry, plan or import",
        "--strict": "--strict goes with check",
        "--date": "--date goes with plan",
        "--week": "--week goes with plan",
        "--meal": "--meal goes with plan add or plan remove",
    ]

    /// The words that run `command` with `option` (and its value) and whatever else it needs.
    private func line(_ command: CommandSpec, with option: OptionSpec) -> [String] {
        var words = command.name.split(separator: " ").map(String.init)
        if case .one = command.arguments { words.append("x") }
        if case .words = command.arguments { words.append("x") }
        if case .list = command.arguments { words.append("x") }
        if case let .fixed(names, _) = command.arguments { words += names.map { _ in "x" } }
        if case .leading = command.arguments { words.append("x") }
        for name in command.required where name != option.name { words += [name, Self.values[name] ?? "D"] }
        words.append(option.name)
        if option.takesValue { words.append(Self.values[option.name] ?? "x") }
        return words
    }

    @Test func everyOptionIsTakenWhereTheTableSaysAndRefusedElsewhereNamingWhereItGoes() throws {
        let commands = CommandLineTable.everyCommand
        #expect(commands.count >= 24, "the browser, 12 commands, 5 shopping-list actions and 6 pantry actions")
        for option in CommandLineTable.options where !option.alone {
            var accepted: [String] = []
            for command in commands {
                let words = line(command, with: option)
                do {
                    _ = try Options.parse(words)
                    accepted.append(command.name)
                } catch {
                    if option.global { Issue.record("\(words) refused a global option: \(error)") }
                    #expect(error.message == Self.misplaced[option.name], "\(words)")
                }
                #expect(command.takes(option) || option.global || !accepted.contains(command.name), "\(words) was taken")
            }
            if option.global {
                #expect(accepted.count == commands.count)
            } else {
                // The message names exactly the commands that took the option.
                let message = try #require(Self.misplaced[option.name], "no message written down for \(option.name)")
                let named = message.split(separator: " with ", maxSplits: 1).last.map(String.init) ?? ""
                // A command named alone whose actions all take it too stands for them (`pantry`).
                let listed = named.replacing(" or ", with: ", ").split(separator: ", ").map(String.init).flatMap { name in
                    let actions = CommandLineTable.command(named: name)?.actions ?? []
                    return !actions.isEmpty && actions.allSatisfy { $0.takes(option) } ? [name] + actions.map(\.name) : [name]
                }
                #expect(listed == accepted, "\(option.name) was taken by \(accepted)")
            }
        }
        #expect(Set(Self.misplaced.keys) == Set(CommandLineTable.options.filter { !$0.global }.map(\.name)))
    }

    @Test func theTableIsWhole() {
        let names = CommandLineTable.options.map(\.name)
        #expect(Set(names).count == names.count, "an option declared twice")
        for command in CommandLineTable.everyCommand {
            for name in command.options + command.required { #expect(names.contains(name), "\(command.name) takes \(name), which is not declared") }
            // What a command's help says it takes, it takes.
            let mentioned = command.help.matches(of: /--[a-z-]+/).map { String($0.output) }
            let taken = ([command] + command.actions).flatMap { $0.options + $0.required }
            for name in mentioned { #expect(taken.contains(name), "\(command.name)'s help names \(name), which it does not take") }
        }
        for option in CommandLineTable.options {
            #expect(option.global || CommandLineTable.everyCommand.contains { $0.takes(option) }, "no command takes \(option.name)")
            for other in [option.conflicts, option.namedWith].compactMap(\.self) { #expect(names.contains(other), "\(option.name) names \(other)") }
            if let partner = option.namedWith.flatMap(CommandLineTable.option(named:)) {
                let takers = CommandLineTable.everyCommand.filter { $0.takes(option) }.map(\.name)
                #expect(takers == CommandLineTable.everyCommand.filter { $0.takes(partner) }.map(\.name), "\(option.name) is named with \(partner.name)")
            }
        }
    }

    @Test func theDocsCommandTableIsTheDeclaredOne() throws {
        let path = ProjectPaths.root + "/docs/cli.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let open = "<!-- commands: written from CommandLineTable; CommandTableTests checks it (RECORD_GOLDENS=1 rewrites it) -->\n```\n"
        let close = "\n```\n<!-- /commands -->"
        guard let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) else {
            Issue.record("docs/cli.md has no command table between the markers")
            return
        }
        let table = Options.commandTable
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try (text[..<start.upperBound] + table + text[end.lowerBound...]).write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("Rewrote docs/cli.md's command table; run again without RECORD_GOLDENS to check it.")
            return
        }
        #expect(String(text[start.upperBound..<end.lowerBound]) == table, "docs/cli.md's command table differs from CommandLineTable:\n\(table)")
        for command in CommandLineTable.commands where !command.name.isEmpty {
            #expect(table.contains("\ncookbook \(command.name)"), "the table has no line for \(command.name)")
        }
    }

    @Test func theHelpNamesEveryCommandAndOptionAndItsExamplesParse() throws {
        let help = Options.helpText(keymap: .defaults)
        for command in CommandLineTable.commands where !command.name.isEmpty { #expect(help.contains("\n  \(command.name)"), "\(command.name)") }
        for option in CommandLineTable.options { #expect(help.contains("\n  \(option.synopsis) "), "\(option.name)") }
        let wide = help.split(separator: "\n").filter { $0.count > Options.width && $0.hasPrefix(" ") && !$0.hasPrefix("  cookbook ") }
        #expect(wide.isEmpty, "help lines wider than 80 columns (an example aside)")
        for example in Options.examples { _ = try Options.parse(Array(ProjectDocs.words(example).dropFirst())) }
        #expect(Options.usage.hasPrefix("usage: cookbook [open URL | list [--category ID] [--json] | show ID [--json] [--servings N | --scale F] [--units U] |"))
        #expect(Options.usage.hasSuffix("] [--data PATH] [--state PATH] [--config PATH] [--no-restore | --reset] [--help [keys]] [--version]"))
    }

    @Test func helpCommandPrintsOneCommand() throws {
        #expect(try Options.parse(["help"]) == { var o = Options(); o.help = true; return o }())
        #expect(try Options.parse(["help", "show"]).helpTopic == "show")
        #expect(try Options.parse(["help", "keys"]).helpTopic == "keys")
        #expect(throws: Options.Failure(message: "unknown command frobnicate")) { try Options.parse(["help", "frobnicate"]) }
        #expect(throws: Options.Failure(message: "unexpected argument list")) { try Options.parse(["help", "show", "list"]) }
        let show = try #require(Options.helpText(command: "show"))
        #expect(show.contains("usage: cookbook show ID [--json] [--servings N | --scale F] [--units U]\n"))
        #expect(show.contains("\n  --servings N      the recipe for N servings\n"))
        let shopping = try #require(Options.helpText(command: "shopping-list"))
        #expect(shopping.contains("\n  check NAME        tick an item\n") && shopping.contains("\n  --servings N "), "\(shopping)")
        #expect(Options.helpText(command: "keys") == nil)
    }

    @Test(arguments: [
        (["shopping-list", "--json", "--markdown"], "--markdown and --json cannot be used together"),
        (["shopping-list", "clear", "everything"], "unexpected argument everything"),
        (["export"], "export needs --cook DIR, the new folder for the .cook files"),
        (["help", "--json"], "--json goes with list, show, search, check, shopping-list, cookable, pantry, plan or import"),
        (["pantry", "add", "dairy"], "pantry add needs a SECTION and an item's NAME, e.g. pantry add dairy milk"),
        (["pantry", "remove", "dairy", "milk", "cream"], "unexpected argument cream"),
        (["pantry", "add", "dairy", "milk", "--expire", "tomorrow"], "--expire needs a date like 2026-03-09 or 09.03.2026, not \"tomorrow\""),
        (["pantry", "add", "dairy", "milk", "--quantity", "-1%l"], "--quantity needs an amount that is not below zero, like 2%kg, 500%ml, 12 or unlim, not \"-1%l\""),
        (["pantry", "update", "dairy", "milk", "--low", "some"], "--low needs an amount like 500%ml or 2, not \"some\""),
        (["pantry", "expiring", "-d", "-3"], "-d needs a whole number of days from 0 to 100000, not \"-3\""),
        (["pantry", "fill", "dairy"], "pantry does list, add, remove, update, low or expiring, not \"fill\""),
    ])
    func whatTheUsageLineSaysIsHeld(arguments: [String], message: String) {
        #expect(throws: Options.Failure(message: message)) { try Options.parse(arguments) }
    }
}
