import RecipeStore
import Terminal

/// Cook mode (issue #18), full screen and readable at a distance: the mise en place (what to
/// gather, ticked with Space), then one step at a time with what it uses at its (scaled)
/// amounts, its section and the notes after it, the next step's start dimmed; then the finish.
enum CookView {
    static func draw(_ state: AppState, env: AppEnvironment, into buffer: inout CellBuffer) {
        let area = buffer.area
        guard let id = state.recipeBelowTop(env: env), let written = env.store.recipe(id) else {
            buffer.writeLine("Cook mode: the recipe no longer exists. \(env.keymap.label(for: .back)) to go back.", in: area.row(0), style: Style(color: .warning))
            return
        }
        let recipe = written.adjusted(by: state.scale(of: written), units: state.units)
        buffer.fill(area.row(0), style: .reverse)
        buffer.writeLine(" Cook mode · " + recipe.name, in: area.row(0), style: Style(bold: true, reverse: true))
        let bar = state.cook.timers.isEmpty ? 0 : 1
        let margin = area.width >= 60 ? 4 : area.width >= 40 ? 2 : 1
        let text = Rect(x: margin, y: 2, width: max(1, area.width - 2 * margin), height: max(1, area.height - 4 - bar))
        var page = Page(buffer: buffer, rect: text)
        switch state.cook.step {
        case 0: mise(recipe, state: state, env: env, into: &page)
        case let step where recipe.steps.indices.contains(step - 1): self.step(step - 1, of: recipe, state: state, env: env, into: &page)
        default: finish(recipe, state: state, env: env, into: &page)
        }
        buffer = page.buffer
        if bar > 0 { TimerBarView.draw(state, env: env, in: area.row(area.height - 2), into: &buffer) }
        if let prompt = state.overlays.prompt {
            PromptLine.draw(prompt, status: state.overlays.status, in: area.row(area.height - 1), into: &buffer)
        } else {
            let hints = state.overlays.status?.text ?? env.keymap.hints(in: state.inputMode(env: env, belowHelp: true))
            buffer.writeLine(" " + hints, in: area.row(area.height - 1), style: Style(color: state.overlays.status?.isWarning == true ? .warning : .muted))
        }
    }

    /// Lines written top to bottom in a rectangle; what does not fit is left out.
    struct Page {
        var buffer: CellBuffer
        let rect: Rect
        var y = 0

        var roomLeft: Int { rect.height - y }

        mutating func line(_ text: String, _ style: Style = .plain) {
            guard y < rect.height else { return }
            buffer.writeLine(text, in: rect.row(y), style: style)
            y += 1
        }

        mutating func wrapped(_ text: String, _ style: Style = .plain, indent: String = "") {
            let width = max(1, rect.width - DisplayWidth.of(indent))
            for (index, part) in DisplayWidth.wrap(text, to: width).enumerated() {
                line((index == 0 ? indent : String(repeating: " ", count: DisplayWidth.of(indent))) + part, style)
            }
        }

        mutating func blank() { if y > 0 { y += 1 } }
    }

    /// Page 0: everything the recipe needs, by section, each with a tick.
    static func mise(_ recipe: Recipe, state: AppState, env: AppEnvironment, into page: inout Page) {
        page.line("Mise en place: gather everything first", Style(color: .accent, bold: true))
        page.line("\(env.keymap.label(for: .miseTick)) ticks what is ready · \(env.keymap.label(for: .miseDone)) starts step 1", Style(color: .muted))
        page.blank()
        var rows: [(text: String, item: Int?)] = []
        // As the recipe screen lists them: an ingredient written twice is gathered once, summed.
        let entries = RecipeIngredients.entries(of: recipe, units: state.units)
        for (index, entry) in entries.enumerated() {
            for heading in entry.headings { rows.append((heading, nil)) }
            rows.append(((state.cook.miseTicked.contains(index) ? "[x] " : "[ ] ") + entry.text, index))
        }
        if !recipe.cookware.isEmpty {
            rows.append(("Equipment", nil))
            for (offset, item) in recipe.cookware.enumerated() {
                let index = entries.count + offset
                rows.append(((state.cook.miseTicked.contains(index) ? "[x] " : "[ ] ") + item, index))
            }
        }
        guard !rows.isEmpty else { page.line("Nothing to gather.", Style(color: .muted)); return }
        let cursorRow = rows.firstIndex { $0.item == state.cook.miseCursor } ?? 0
        let top = max(0, min(cursorRow - page.roomLeft / 2, rows.count - page.roomLeft))
        for row in rows.dropFirst(top) {
            let style = row.item == nil ? Style(color: .accent, bold: true)
                : row.item == state.cook.miseCursor ? Style(reverse: true)
                : state.cook.miseTicked.contains(row.item ?? -1) ? Style(color: .muted) : .plain
            page.line(row.item == nil ? row.text : "  " + row.text, style)
        }
    }

    /// A step: where it is, its section, what it uses, its timers, its text, the notes with it,
    /// and the start of the next one. When it does not all fit, the step's own words come
    /// first: the list of what it uses goes (the mise en place has it), then the text is cut
    /// with `…` to say there is more (a bigger window shows it).
    static func step(_ index: Int, of recipe: Recipe, state: AppState, env: AppEnvironment, into page: inout Page) {
        let count = recipe.steps.count
        let dots = (0..<count).map { $0 == index ? "●" : "○" }.joined()
        page.line("Step \(index + 1) of \(count)  " + (DisplayWidth.of(dots) + 20 <= page.rect.width ? dots : ""), Style(color: .accent, bold: true))
        for note in recipe.methodNotes where note.kind == .section && note.beforeStep == index {
            page.line(note.text, Style(bold: true, underline: true))
        }
        let use = recipe.use(ofStep: index)
        // Notes go with the step they follow; one before the first step, with the first.
        let notesBefore = index == 0 ? recipe.methodNotes.filter { $0.kind == .note && $0.beforeStep == 0 } : []
        let notesAfter = recipe.methodNotes.filter { $0.kind == .note && $0.beforeStep == index + 1 }
        let width = page.rect.width
        let textLines = DisplayWidth.wrap(recipe.steps[index], to: max(1, width)).count
            + (notesBefore + notesAfter).map { 1 + DisplayWidth.wrap($0.text, to: max(1, width - 6)).count }.reduce(0, +)
        let usesLines = use.ingredients.count + (use.cookware.isEmpty ? 0 : 1) + (use.timers.isEmpty ? 0 : 1) + 1
        let showUses = page.roomLeft - 2 >= textLines + usesLines
        if showUses {
            if !use.ingredients.isEmpty || !use.cookware.isEmpty || !use.timers.isEmpty { page.blank() }
            for line in use.ingredients { page.wrapped(line.readingText + (line.uses > 1 ? " ×\(line.uses)" : ""), Style(bold: true), indent: "• ") }
            if !use.cookware.isEmpty { page.wrapped(use.cookware.joined(separator: ", "), Style(color: .muted), indent: "Equipment: ") }
        }
        if !use.timers.isEmpty {
            let offered = use.timers.map { ($0.name.isEmpty ? "timer" : $0.name) + " " + CookTimer.clock(Double($0.seconds)) }.joined(separator: " · ")
            page.wrapped(offered + " (\(env.keymap.label(for: .timerStart)) starts)", Style(color: .accent), indent: "⏲ ")
        }
        for note in notesBefore {
            page.blank()
            page.wrapped(note.text, Style(color: .muted), indent: "Note: ")
        }
        page.blank()
        let footer = index + 1 < count || index + 1 == count ? 2 : 0
        let text = DisplayWidth.wrap(recipe.steps[index], to: max(1, width))
        let room = max(1, page.roomLeft - footer)
        for (offset, line) in text.enumerated() where offset < room {
            let cut = offset == room - 1 && text.count > room
            page.line(cut ? DisplayWidth.truncate(line, to: max(1, width - 1)) + "…" : line)
        }
        for note in notesAfter where page.roomLeft > footer + 1 {
            page.blank()
            page.wrapped(note.text, Style(color: .muted), indent: "Note: ")
        }
        guard page.roomLeft >= 2 else { return }
        page.y = page.rect.height - 1
        if index + 1 < count {
            let next = DisplayWidth.wrap(recipe.steps[index + 1], to: max(1, width - 6)).first ?? ""
            page.line("Next: " + next, Style(color: .muted, dim: true))
        } else {
            page.line("Last step: \(env.keymap.label(for: .nextStep)) finishes.", Style(color: .muted, dim: true))
        }
    }

    /// After the last step: the time cooked, and what can be done next.
    static func finish(_ recipe: Recipe, state: AppState, env: AppEnvironment, into page: inout Page) {
        page.line("Done!", Style(color: .accent, bold: true))
        if let started = state.cook.started, state.cook.now > started {
            page.blank()
            page.line("Cooked in \(Self.length(state.cook.now - started)).")
        }
        let favourite = state.favourites.contains(recipe.id)
        page.blank()
        page.wrapped("\(env.keymap.label(for: .favourite)) \(favourite ? "unmarks" : "marks") it as a favourite · "
                     + "\(env.keymap.label(for: .shoppingAdd)) adds it to the shopping list\(state.shopping.files?.lists(recipe.id) == true ? " again" : "") · "
                     + "\(env.keymap.label(for: .back)) goes back to the recipe", Style(color: .muted))
    }

    /// `42 minutes`, `1 hour 5 minutes`, `less than a minute`.
    static func length(_ seconds: Double) -> String {
        let minutes = seconds.isFinite ? Int(min(max(seconds, 0), 1e9) / 60) : 0
        guard minutes > 0 else { return "less than a minute" }
        let hours = minutes / 60, rest = minutes % 60
        let hourText = hours == 0 ? "" : hours == 1 ? "1 hour" : "\(hours) hours"
        let minuteText = rest == 0 ? "" : rest == 1 ? "1 minute" : "\(rest) minutes"
        return [hourText, minuteText].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
