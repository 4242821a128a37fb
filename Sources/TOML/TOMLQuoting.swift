/// Keys and strings written as TOML, for the few places that write a line of it (`cookbook
/// pantry add`): a key bare where TOML allows, else in double quotes; a string always in double
/// quotes with `"`, `\` and control characters escaped, so the reader gets back what was given.
public enum TOMLQuoting {
    /// `milk`, `"olive oil"`, `"crème fraîche"`: bare only for A-Z a-z 0-9 _ - (and not empty).
    public static func key(_ key: String) -> String {
        !key.isEmpty && key.utf8.allSatisfy(TOMLText.isBare) ? key : string(key)
    }

    /// `"1%kg"`, `"say \"hi\""`: a basic string, one line.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + TOMLText.codePoint(scalar.value).dropFirst(2)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
