import CookbookApp
import Testing

/// How a row wraps: continuation lines sit under the text, beside the label.
@Suite("Row wrapping")
struct RowTests {
    @Test func aLabelWithALeadingSpaceKeepsItAndTheTextStaysWhole() {
        // Step 1 of a recipe with ten or more steps: the label is " 1. ".
        let row = Row(" 1. Light the barbecue and make sure the bars of the barbecue are clean.", wraps: true, hangingIndent: 4)
        #expect(row.lines(width: 40) == [
            " 1. Light the barbecue and make sure the",
            "    bars of the barbecue are clean.",
        ])
    }

    @Test func aWordLongerThanTheLineIsCutAndContinues() {
        let row = Row("• Supercalifragilisticexpialidocious sauce", wraps: true, hangingIndent: 2)
        #expect(row.lines(width: 16) == ["• Supercalifragi", "  listicexpialid", "  ocious sauce"])
    }

    @Test func withoutAnIndentRowsWrapAtWords() {
        #expect(Row("Serves 4 · prep 20m · cook 1h", wraps: true).lines(width: 12) == ["Serves 4 ·", "prep 20m ·", "cook 1h"])
    }
}
