/// A line of the method that is not a numbered step: a section heading (`= Cook the rice =`)
/// or an author's note (`> Use homemade stock`), placed before a step so the method reads as
/// written while only real steps are numbered and counted in cook mode.
public struct MethodNote: Hashable, Codable, Sendable {
    /// What the line is.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// A section heading.
        case section
        /// A note set apart from the steps.
        case note
    }

    /// What the line is.
    public var kind: Kind
    /// The index of the step it comes before (the number of steps: after the last one).
    public var beforeStep: Int
    /// Its text.
    public var text: String

    /// A `kind` line `text` before step `beforeStep`.
    public init(_ kind: Kind, beforeStep: Int, text: String) {
        self.kind = kind
        self.beforeStep = beforeStep
        self.text = text
    }
}
