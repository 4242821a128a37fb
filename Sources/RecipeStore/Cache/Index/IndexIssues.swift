/// The index's `warnings` section (format 10): a u32 count of errors, a u32 count of warnings,
/// then every problem of the collection as the archive writes one (`CollectionArchive.encode`),
/// as many as the two counts add up to, in the collection's order. The counts and the first
/// problem are all the status line shows (`IssueSummary`), so a start reads the section's first
/// page and nothing after it; the list is decoded only when asked (`RecipeStore.warnings`).
/// (Formats up to 9 held a JSON array: a real export's 3,700 warnings were 2 MB read and
/// ~96 ms decoded before the first frame.)
enum IndexIssues {
    /// The section's bytes for `issues`.
    static func encode(_ issues: [CollectionIssue]) -> ByteWriter {
        var writer = ByteWriter()
        let summary = IssueSummary(issues)
        writer.u32(UInt32(summary.errors))
        writer.u32(UInt32(summary.warnings))
        for issue in issues { CollectionArchive.encode(issue, into: &writer) }
        return writer
    }

    /// The counts and the first problem, read from the section's first bytes: its first page,
    /// and the next only when the first problem runs over into it. Nil (damage reported)
    /// when they cannot be read.
    static func summary(in index: RecipeIndexReader) -> IssueSummary? {
        let section = index.header[.warnings]
        guard let (errors, warnings) = index.value(section.lowerBound..<min(section.upperBound, section.lowerBound + 8), { reader throws(ByteReader.Truncated) in
            (Int(try reader.u32()), Int(try reader.u32()))
        }) else { return nil }
        guard errors + warnings > 0 else { return IssueSummary(errors: 0, warnings: 0, first: nil) }
        let start = section.lowerBound + 8
        let pageEnd = (start / IndexBytes.pageSize + 1) * IndexBytes.pageSize
        // Up to the page's end first: a problem is a few hundred bytes.
        for end in [min(section.upperBound, pageEnd), section.upperBound] {
            guard var reader = index.file.reader(start..<end) else { return nil }
            if let first = try? CollectionArchive.issue(from: &reader) {
                return IssueSummary(errors: errors, warnings: warnings, first: first)
            }
        }
        index.file.reportDamage()
        return nil
    }

    /// Every problem in the section; nil (damage reported) when it does not hold as many as
    /// its counts say, of the severities they say, and nothing more.
    static func all(in index: RecipeIndexReader) -> [CollectionIssue]? {
        let issues = index.value(index.header[.warnings]) { reader throws(ByteReader.Truncated) -> [CollectionIssue]? in
            let errors = Int(try reader.u32()), warnings = Int(try reader.u32())
            // Each problem takes at least 25 bytes (four lengths, four presence bytes, `error`).
            guard (errors + warnings) * 25 <= reader.remaining else { return nil }
            var issues: [CollectionIssue] = []
            issues.reserveCapacity(errors + warnings)
            for _ in 0..<(errors + warnings) { issues.append(try CollectionArchive.issue(from: &reader)) }
            guard reader.remaining == 0, IssueSummary(issues) == IssueSummary(errors: errors, warnings: warnings, first: issues.first) else { return nil }
            return issues
        }
        guard let issues, let issues else {
            index.file.reportDamage()
            return nil
        }
        return issues
    }
}
