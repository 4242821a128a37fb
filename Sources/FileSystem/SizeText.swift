/// Sizes in the messages of a file over its size limit: in MiB to a tenth (`it is 1.2 MiB, more
/// than the 1 MiB Cookbook reads`), and in bytes when the two would read the same.
package enum SizeText {
    /// `it is 1.2 MiB, more than the 1 MiB Cookbook reads`; `it is 1,048,577 bytes, more than
    /// the 1,048,576 bytes (1 MiB) Cookbook reads` when a tenth of a MiB cannot tell them apart.
    package static func tooLarge(_ size: Int, limit: Int) -> String {
        let (sizeTenths, limitTenths) = (tenths(size), tenths(limit))
        if sizeTenths > limitTenths {
            return "it is \(mebibytes(sizeTenths)), more than the \(mebibytes(limitTenths)) Cookbook reads"
        }
        let named = limitTenths > 0 ? " (\(mebibytes(limitTenths)))" : ""
        return "it is \(bytes(size)), more than the \(bytes(limit))\(named) Cookbook reads"
    }

    /// A limit as messages name it: `1 MiB`, or `100 bytes` below a tenth of a MiB.
    package static func limit(_ limit: Int) -> String {
        tenths(limit) > 0 ? mebibytes(tenths(limit)) : bytes(limit)
    }

    /// `size` in tenths of a MiB, to the nearest.
    private static func tenths(_ size: Int) -> Int { Int((Double(size) / Double(1 << 20) * 10).rounded()) }

    /// `3 MiB`, `1.2 MiB`.
    private static func mebibytes(_ tenths: Int) -> String {
        tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }

    /// `1,048,577 bytes`.
    private static func bytes(_ count: Int) -> String {
        var digits = String(count), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped + (count == 1 ? " byte" : " bytes")
    }
}
