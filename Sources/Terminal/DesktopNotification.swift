/// The bytes that ring a finished timer (issue #18): the terminal bell, and a desktop
/// notification where the terminal is known to show one (OSC 9: iTerm2, WezTerm, Ghostty,
/// kitty; OSC 777: foot, urxvt, VTE terminals). Unknown terminals get the bell alone, never an
/// escape they might print. The text is sanitised: recipe data cannot end the sequence early.
public enum DesktopNotification {
    /// The escapes `environment` (the process's) says the terminal understands.
    public enum Kind: Equatable, Sendable { case osc9, osc777, none }

    /// Which notification escape the terminal described by `environment` takes.
    public static func kind(environment: [String: String]) -> Kind {
        if environment["TMUX"] != nil { return .none }                  // tmux passes the bell on, not these
        let program = environment["TERM_PROGRAM"] ?? "", term = environment["TERM"] ?? ""
        if ["iTerm.app", "WezTerm", "ghostty"].contains(program) || term.contains("kitty") { return .osc9 }
        if term.hasPrefix("foot") || term.contains("rxvt") || environment["VTE_VERSION"] != nil { return .osc777 }
        return .none
    }

    /// The bell, then the notification `title: body` in the escape `kind` names.
    public static func bytes(title: String, body: String, kind: Kind) -> String {
        // No C0 or C1 control (ST, CSI), no bidi override, no `;` that would end a field early.
        let unsafe = { (scalar: Unicode.Scalar) in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value) || scalar == ";"
        }
        let clean = { (text: String) in String(String.UnicodeScalarView(text.unicodeScalars.filter { !unsafe($0) })) }
        switch kind {
        case .osc9: return "\u{07}\u{1B}]9;" + clean(title + ": " + body) + "\u{07}"
        case .osc777: return "\u{07}\u{1B}]777;notify;" + clean(title) + ";" + clean(body) + "\u{07}"
        case .none: return "\u{07}"
        }
    }
}
